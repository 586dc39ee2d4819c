import { expireUnpaidBankTransfers } from '../services/payments/payment-changes';
import { defineJob } from './define-job';

/**
 * 무통장입금 미입금 취소: cancels unpaid bank transfers past their 입금기한 (stock, coupon and points
 * restored; no refund). Every 5 minutes, so an order is cancelled at most ~5 minutes late.
 * Idempotent: each order is re-checked under its row lock and only a still-unpaid one is cancelled,
 * so a retry or a second process finds nothing left to do.
 */
export const expireBankTransfersJob = defineJob({
  name: 'payments.expire-bank-transfers',
  label: '무통장입금 미입금 취소',
  description: '입금기한이 지난 무통장입금 주문을 취소합니다 (재고·쿠폰·적립금 복원)',
  cron: '*/5 * * * *',
  retry: { limit: 3, delaySeconds: 60, backoff: true },
  async run({ db, logger, now }) {
    const { cancelled } = await expireUnpaidBankTransfers(db, now);
    if (cancelled.length)
      logger.info({ count: cancelled.length, orderIds: cancelled }, 'unpaid bank transfers cancelled after their deadline');
    return { cancelled: cancelled.length };
  },
});
