import { sql } from 'drizzle-orm';
import { queryRows } from '../lib/sql';
import { defineJob } from './define-job';

/**
 * 인덱스 재구성: rebuilds every index of the app's tables (schema `public`). On the PostgreSQL
 * server `REINDEX SCHEMA CONCURRENTLY`, which builds each index anew beside the old one and so
 * does not block the shop's writes; on embedded PGlite (one connection, nothing to block) a plain
 * `REINDEX SCHEMA`. Like VACUUM, neither may run inside a transaction block: one statement on its
 * own, never in `db.transaction`. Weekly, Sunday 04:30 (after the nightly VACUUM ANALYZE).
 * Idempotent: a rebuilt index rebuilt again is the same index.
 */
export const reindexJob = defineJob({
  name: 'db.reindex',
  label: '인덱스 재구성 (REINDEX)',
  description: '앱 테이블의 인덱스를 다시 만들어 부풀어 오른 인덱스를 정리합니다 (REINDEX)',
  cron: '30 4 * * 0',
  retry: { limit: 1, delaySeconds: 600, backoff: false },
  expireInSeconds: 3600,
  async run({ db, logger, driver }) {
    await db.execute(sql.raw(driver === 'postgres' ? 'REINDEX SCHEMA CONCURRENTLY public' : 'REINDEX SCHEMA public'));
    const [count] = await queryRows<{ indexes: number }>(
      db,
      sql`select count(*)::int as indexes from pg_indexes where schemaname = 'public'`,
    );
    logger.info({ indexes: count?.indexes, driver }, 'reindex done');
    return { indexes: count?.indexes ?? 0 };
  },
});
