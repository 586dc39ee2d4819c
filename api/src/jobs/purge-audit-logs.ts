import { sql } from 'drizzle-orm';
import { AUDIT_RETENTION_YEARS } from '@market/domain/admin-audit';
import { queryRows } from '../lib/sql';
import { defineJob } from './define-job';

/**
 * 보존 기간 지난 감사 기록 삭제: deletes audit log rows and personal-data access records past
 * their retention (permission changes 5 years, everything else 2 years). The rule is the
 * database's own (`audit_retained_until` of the append-only migration): its trigger refuses the
 * DELETE of any row still within retention, so this job cannot remove more even by mistake. Weekly;
 * idempotent (a second run finds nothing past the cutoff).
 */
export const purgeAuditLogsJob = defineJob({
  name: 'audit.purge-expired',
  label: '보존 기간 지난 감사 기록 삭제',
  description: `접근 기록은 ${AUDIT_RETENTION_YEARS.access}년, 권한 변경 기록은 ${AUDIT_RETENTION_YEARS.permissionChange}년이 지나면 감사 로그와 개인정보 열람 기록에서 삭제합니다`,
  // The seeded task 오래된 로그 정리 carries its schedule (weekly) and its on/off switch.
  cron: '0 3 * * 0',
  task: { code: 'cleanup_logs', name: '오래된 로그 정리', description: '보존 기간이 지난 감사 로그와 개인정보 열람 기록을 삭제합니다' },
  retry: { limit: 3, delaySeconds: 300, backoff: true },
  async run({ db, logger }) {
    const [audit] = await queryRows<{ n: number }>(
      db,
      sql`with gone as (delete from audit_logs where audit_retained_until('audit_logs', action, occurred_at) <= now() returning 1)
          select count(*)::int as n from gone`,
    );
    const [access] = await queryRows<{ n: number }>(
      db,
      sql`with gone as (delete from personal_data_access where audit_retained_until('personal_data_access', null, occurred_at) <= now() returning 1)
          select count(*)::int as n from gone`,
    );
    const result = { auditLogs: Number(audit?.n ?? 0), personalDataAccess: Number(access?.n ?? 0) };
    if (result.auditLogs || result.personalDataAccess) logger.info(result, 'audit records past retention purged');
    return result;
  },
});
