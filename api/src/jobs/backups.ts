import { BACKUP_MESSAGES } from '@market/domain/backups';
import { backupSigningKey, runPendingBackups, takeAutomaticBackup } from '../services/backups';
import { defineJob, type JobContext } from './define-job';

/** The HMAC key backups are signed with (ADR 030); a run without the environment cannot sign. */
function signingKey(ctx: JobContext): Buffer {
  if (!ctx.env) throw new Error(`${BACKUP_MESSAGES.failed} 서명 키가 없습니다.`);
  return backupSigningKey(ctx.env.dataEncryption.key);
}

/**
 * 백업 만들기 (ADR 030): takes the backups queued by `POST /api/admin/tools/backups`, which sends
 * this job as soon as the row is written; the schedule only picks up a backup whose send was lost.
 * A failed backup is recorded on its row (status failed, the reason) and not retried.
 */
export const createBackupsJob = defineJob({
  name: 'backups.create',
  label: '백업 만들기',
  description: '백업 탭에서 요청한 백업을 만들어 보관합니다 (대기 중인 백업 처리)',
  cron: '*/5 * * * *',
  retry: { limit: 2, delaySeconds: 60, backoff: true },
  expireInSeconds: 3600,
  async run(ctx) {
    const done = await runPendingBackups(ctx.db, signingKey(ctx));
    if (done.completed || done.failed) ctx.logger.info(done, 'queued backups taken');
    return done;
  },
});

/**
 * 자동 백업: a database backup (every table but the image bytes) daily at 03:00, before VACUUM
 * ANALYZE at 04:00, on the `auto_backup` maintenance task's schedule and switch; then the automatic
 * backups beyond the retention setting (보관 개수, default 7) are deleted. Manual backups are kept.
 */
export const autoBackupJob = defineJob({
  name: 'backups.auto',
  label: '자동 백업',
  description: '매일 데이터베이스 백업을 만들고 보관 개수를 넘는 오래된 자동 백업을 삭제합니다',
  cron: '0 3 * * *',
  task: {
    code: 'auto_backup',
    name: '자동 백업',
    description: '매일 데이터베이스 백업을 만들고 보관 개수를 넘는 오래된 자동 백업을 삭제합니다',
  },
  // A failed backup is recorded on its own row; a retry would take a second one.
  retry: { limit: 0, delaySeconds: 300, backoff: false },
  expireInSeconds: 3600,
  async run(ctx) {
    const done = await takeAutomaticBackup(ctx.db, signingKey(ctx), ctx.now);
    ctx.logger.info(done, 'automatic backup taken');
    if (done.failed) throw new Error(`${BACKUP_MESSAGES.failed} 이유는 백업 탭의 목록에 있습니다.`);
    return done;
  },
});
