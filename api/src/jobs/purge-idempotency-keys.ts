import { lt } from 'drizzle-orm';
import { idempotencyKeys } from '../db/schema/system';
import { defineJob } from './define-job';

/**
 * How long a stored answer of an idempotent write (checkout's Idempotency-Key) is replayed. A
 * client retries a lost answer within minutes; a day covers a phone that was offline overnight.
 */
export const IDEMPOTENCY_KEY_RETENTION_HOURS = 24;

/**
 * 만료 멱등 키 정리: deletes idempotency keys older than IDEMPOTENCY_KEY_RETENTION_HOURS (their
 * in-flight leases ended long before, ADR 010); the same key after that is a new request. Hourly.
 * Idempotent: it deletes only rows past the cutoff, so a second run deletes nothing more.
 */
export const purgeIdempotencyKeysJob = defineJob({
  name: 'idempotency.purge-expired',
  label: '만료 멱등 키 정리',
  description: `${IDEMPOTENCY_KEY_RETENTION_HOURS}시간이 지난 주문 중복 방지 키(Idempotency-Key)를 삭제합니다`,
  cron: '15 * * * *',
  retry: { limit: 3, delaySeconds: 60, backoff: true },
  async run({ db, logger, now }) {
    const cutoff = new Date(now.getTime() - IDEMPOTENCY_KEY_RETENTION_HOURS * 3600_000);
    const gone = await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, cutoff)).returning({ key: idempotencyKeys.key });
    if (gone.length) logger.info({ count: gone.length }, 'expired idempotency keys purged');
    return { keys: gone.length };
  },
});
