import type { Logger } from 'pino';
import type { Db } from '../db/client';
import { expireUnpaidBankTransfers } from '../services/payments/payment-changes';

/** The queue (and schedule) name of the bank-transfer expiry. */
export const EXPIRE_BANK_TRANSFERS = 'payments.expire-bank-transfers';

/** Every 5 minutes: a bank transfer is cancelled at most ~5 minutes after its 입금기한. */
export const EXPIRE_BANK_TRANSFERS_CRON = '*/5 * * * *';

/**
 * The job's work: cancels the unpaid bank transfers past their deadline. Idempotent (an order is
 * re-checked under its lock) and safe in several API processes at once.
 */
export async function runExpireBankTransfers(db: Db, logger: Logger, now = new Date()): Promise<number> {
  const { cancelled } = await expireUnpaidBankTransfers(db, now);
  if (cancelled.length) logger.info({ count: cancelled.length, orderIds: cancelled }, 'unpaid bank transfers cancelled after their deadline');
  return cancelled.length;
}
