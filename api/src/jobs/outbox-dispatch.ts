import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../db/client';
import { queryRows } from '../lib/sql';
import { defineJob } from './define-job';
import { paymentProvider } from '../services/payments/payment-provider';
import type { OutboxMessages, OutboxTopic } from '../workflows/outbox';

/** The queue (and schedule) name of the outbox delivery. */
export const OUTBOX_DISPATCH = 'outbox.dispatch';
/** Every minute (pg-boss's finest schedule); a message waits at most about that long after its commit. */
export const OUTBOX_DISPATCH_CRON = '* * * * *';
/** A message that failed this many times stays in the table for a person to look at. */
export const OUTBOX_MAX_ATTEMPTS = 10;
const BATCH = 100;
/** A run stops starting batches after this, well inside the one-minute schedule. */
const DISPATCH_BUDGET_MS = 45_000;

/** What delivering a message of each topic means. */
export type OutboxHandlers = { [T in OutboxTopic]: (payload: OutboxMessages[T]) => Promise<void> };

/**
 * The delivery of each topic. The shop has no message channel (e-mail, 알림톡) yet, so the
 * shopper's messages are logged where that channel will plug in; refunds go to the payment
 * provider.
 */
export function outboxHandlers(logger: Logger): OutboxHandlers {
  const notify = (kind: string) => async (payload: object) => {
    logger.info({ kind, ...payload }, 'shopper message');
  };
  return {
    'order.placed': notify('order.placed'),
    'order.cancelled': notify('order.cancelled'),
    'return.completed': notify('return.completed'),
    'payment.refund': async (p) => {
      if (p.transactionId)
        await paymentProvider().refund?.({ transactionId: p.transactionId, amount: p.amount, reason: p.reason, refundId: p.refundId });
    },
  };
}

/** Back-off after the n-th failure: 30 s, 1 min, 2 min, … capped at an hour. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(3600, 30 * 2 ** Math.max(0, attempts - 1));
}

/**
 * Delivers the messages that are due, oldest first, in batches: each batch is a transaction that
 * holds its rows (`for update skip locked`, so several API processes never deliver one message at
 * the same time) while their handlers run one by one. Delivered messages are marked; a failure is
 * counted, its error kept, and the message retried after a back-off. Batches follow each other
 * until nothing is due or `budgetMs` has passed (the next scheduled run goes on from there).
 * Delivery is at least once: a handler must tolerate a repeat (a refund carries its refund id for
 * the provider's own idempotency).
 */
export async function dispatchOutbox(
  db: Db,
  handlers: OutboxHandlers,
  options: { batch?: number; budgetMs?: number } = {},
): Promise<{ delivered: number; failed: number }> {
  const result = { delivered: 0, failed: 0 };
  const until = Date.now() + (options.budgetMs ?? DISPATCH_BUDGET_MS);
  while (Date.now() < until) {
    const handled = await db.transaction(async (tx) => {
      const messages = await queryRows<{ id: number; topic: OutboxTopic; payload: unknown; attempts: number }>(
        tx,
        sql`select id, topic, payload, attempts from outbox
          where delivered_at is null and available_at <= now() and attempts < ${OUTBOX_MAX_ATTEMPTS}
          order by available_at, id limit ${options.batch ?? BATCH} for update skip locked`,
      );
      const delivered: number[] = [];
      for (const message of messages) {
        try {
          const handle = handlers[message.topic] as (payload: unknown) => Promise<void>;
          await handle(typeof message.payload === 'string' ? JSON.parse(message.payload) : message.payload);
          delivered.push(Number(message.id));
        } catch (error) {
          const attempts = Number(message.attempts) + 1;
          result.failed += 1;
          await tx.execute(sql`update outbox set attempts = ${attempts}, last_error = ${String((error as Error)?.message ?? error).slice(0, 1000)},
              available_at = now() + make_interval(secs => ${retryDelaySeconds(attempts)}) where id = ${message.id}`);
        }
      }
      if (delivered.length) {
        await tx.execute(
          sql`update outbox set delivered_at = now(), attempts = attempts + 1, last_error = null where id = any(${`{${delivered.join(',')}}`}::bigint[])`,
        );
      }
      result.delivered += delivered.length;
      return messages.length;
    });
    if (handled === 0) break;
  }
  return result;
}

/** Delivered messages are kept this long (to answer "was it sent?"), then deleted. */
export const OUTBOX_KEEP_DAYS = 7;

/** The job's work: one dispatch run, then delivered messages past OUTBOX_KEEP_DAYS deleted; logged when it did something. */
export async function runOutboxDispatch(db: Db, logger: Logger): Promise<{ delivered: number; failed: number }> {
  const result = await dispatchOutbox(db, outboxHandlers(logger));
  await db.execute(sql`delete from outbox where delivered_at < now() - make_interval(days => ${OUTBOX_KEEP_DAYS})`);
  if (result.delivered || result.failed) logger.info(result, 'outbox messages dispatched');
  return result;
}

/**
 * 메시지 발송 (outbox): delivers what multi-step writes left in the outbox. Idempotent per message:
 * a batch holds its rows and marks them delivered in the same transaction, so no two runs deliver
 * one message; a crash between a handler and the commit repeats that message (at least once).
 */
export const outboxDispatchJob = defineJob({
  name: OUTBOX_DISPATCH,
  label: '메시지 발송 (outbox)',
  description: '주문·취소·반품 알림과 환불 요청처럼 트랜잭션에서 기록된 메시지를 전달합니다',
  cron: OUTBOX_DISPATCH_CRON,
  retry: { limit: 3, delaySeconds: 30, backoff: true },
  async run({ db, logger }) {
    return runOutboxDispatch(db, logger);
  },
});
