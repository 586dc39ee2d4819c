import { sql } from 'drizzle-orm';
import { queryRows } from '../lib/sql';
import { defineJob } from './define-job';

/**
 * 데이터베이스 최적화: VACUUM (ANALYZE) of the whole database — dead rows left by updates and
 * deletes are made reusable and the planner's statistics refreshed. Daily at 04:00 on the seeded
 * `vacuum_analyze` maintenance task's schedule.
 *
 * VACUUM refuses to run inside a transaction block, so it is sent as one statement on its own on
 * the pool (postgres.js: its own Parse/Bind/Execute/Sync, an implicit single-statement transaction
 * that VACUUM accepts; PGlite: one query on its one connection) and never through
 * `db.transaction`. A table the app's role does not own is skipped by PostgreSQL with a warning.
 * Idempotent: a second run only finds less to do.
 */
export const vacuumAnalyzeJob = defineJob({
  name: 'db.vacuum-analyze',
  label: '데이터베이스 최적화 (VACUUM ANALYZE)',
  description: '삭제·수정으로 남은 공간을 재사용할 수 있게 정리하고 통계를 갱신합니다 (VACUUM ANALYZE)',
  cron: '0 4 * * *',
  task: { code: 'vacuum_analyze', name: '데이터베이스 최적화', description: 'VACUUM ANALYZE로 통계를 갱신합니다' },
  retry: { limit: 2, delaySeconds: 300, backoff: true },
  expireInSeconds: 3600,
  async run({ db, logger }) {
    await db.execute(sql.raw('VACUUM (ANALYZE)'));
    const [stats] = await queryRows<{ tables: number; analyzed: number }>(
      db,
      sql`select count(*)::int as tables,
        count(*) filter (where greatest(last_analyze, last_autoanalyze) > now() - interval '1 hour')::int as analyzed
        from pg_stat_user_tables where schemaname = 'public'`,
    );
    logger.info(stats, 'vacuum analyze done');
    return { tables: stats?.tables ?? 0 };
  },
});
