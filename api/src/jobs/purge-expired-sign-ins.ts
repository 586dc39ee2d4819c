import { PASSWORD_LINK_RETENTION_DAYS } from '@market/domain/password-link';
import { purgePasswordLinks } from '../services/password-links';
import { purgeSignInCounters } from '../services/rate-limit';
import { purgeExpiredSessions } from '../services/sessions';
import { defineJob } from './define-job';

/**
 * 만료 세션 정리: deletes staff and shopper sessions past their expiry, ended rate-limit windows,
 * idle account lockout rows and password-set links ended more than PASSWORD_LINK_RETENTION_DAYS ago. Hourly, on the seeded `cleanup_sessions` maintenance task's schedule.
 * Idempotent: each statement deletes only rows already past their end, so running it again (or in
 * two processes at once) deletes nothing more.
 */
export const purgeExpiredSignInsJob = defineJob({
  name: 'auth.purge-expired',
  label: '만료 세션 정리',
  description: `만료된 로그인 세션과 끝난 로그인 시도 제한 기록, 끝난 지 ${PASSWORD_LINK_RETENTION_DAYS}일이 지난 비밀번호 설정 링크를 삭제합니다`,
  cron: '0 * * * *',
  task: { code: 'cleanup_sessions', name: '만료 세션 정리', description: '만료된 로그인 세션을 삭제합니다' },
  retry: { limit: 3, delaySeconds: 60, backoff: true },
  async run({ db, logger, now }) {
    const sessions = await purgeExpiredSessions(db, now);
    const { windows, lockouts } = await purgeSignInCounters(db, now);
    const { rows: passwordLinks } = await purgePasswordLinks(db, now);
    if (sessions + windows + lockouts + passwordLinks)
      logger.info({ sessions, windows, lockouts, passwordLinks }, 'expired sign-in state purged');
    return { sessions, windows, lockouts, passwordLinks };
  },
});
