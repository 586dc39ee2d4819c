import { purgeSignInCounters } from '../services/rate-limit';
import { purgeExpiredSessions } from '../services/sessions';
import { defineJob } from './define-job';

/**
 * 만료 세션 정리: deletes staff and shopper sessions past their expiry, ended rate-limit windows and
 * idle account lockout rows. Hourly, on the seeded `cleanup_sessions` maintenance task's schedule.
 * Idempotent: each statement deletes only rows already past their end, so running it again (or in
 * two processes at once) deletes nothing more.
 */
export const purgeExpiredSignInsJob = defineJob({
  name: 'auth.purge-expired',
  label: '만료 세션 정리',
  description: '만료된 로그인 세션과 끝난 로그인 시도 제한 기록을 삭제합니다',
  cron: '0 * * * *',
  task: { code: 'cleanup_sessions', name: '만료 세션 정리', description: '만료된 로그인 세션을 삭제합니다' },
  retry: { limit: 3, delaySeconds: 60, backoff: true },
  async run({ db, logger, now }) {
    const sessions = await purgeExpiredSessions(db, now);
    const { windows, lockouts } = await purgeSignInCounters(db, now);
    if (sessions + windows + lockouts) logger.info({ sessions, windows, lockouts }, 'expired sign-in state purged');
    return { sessions, windows, lockouts };
  },
});
