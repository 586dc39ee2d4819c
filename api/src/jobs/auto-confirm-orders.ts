import { AUTO_CONFIRM_DAYS } from '@market/domain/lifecycle';
import type { Db } from '../db/client';
import { shopSettings } from '../db/schema/settings';
import { autoConfirmDeliveredOrders } from '../services/orders';
import { defineJob } from './define-job';

const BATCH = 500;

/** The shop's 자동 구매확정 days (shop_settings.auto_confirm_days), within AUTO_CONFIRM_DAYS. */
export async function autoConfirmDays(db: Db): Promise<number> {
  const [row] = await db.select({ days: shopSettings.autoConfirmDays }).from(shopSettings).limit(1);
  const days = row?.days ?? AUTO_CONFIRM_DAYS.default;
  return Math.min(Math.max(days, AUTO_CONFIRM_DAYS.min), AUTO_CONFIRM_DAYS.max);
}

/**
 * 자동 구매확정: delivered orders N days after delivery (N = the shop setting, default 7, never
 * inside the return window) with no return open are confirmed: points credited, an audit entry.
 * Runs on the seeded `auto_confirm_orders` maintenance task's schedule (daily 01:00), which can
 * switch it off. Idempotent: each order is re-checked under its row lock and only a still-delivered
 * one is confirmed, so a retry or a second process confirms nothing twice.
 */
export const autoConfirmOrdersJob = defineJob({
  name: 'orders.auto-confirm',
  label: '자동 구매확정',
  description: '배송 완료 후 설정한 일수(기본 7일)가 지난 주문을 구매 확정하고 적립금을 지급합니다',
  cron: '0 1 * * *',
  task: { code: 'auto_confirm_orders', name: '자동 구매 확정', description: '배송 완료 후 7일이 지난 주문을 구매 확정합니다' },
  retry: { limit: 3, delaySeconds: 300, backoff: true },
  async run({ db, logger, now }) {
    const days = await autoConfirmDays(db);
    // Batches until the backlog is done (a first run may find months of deliveries).
    let confirmed = 0;
    for (let batch = 0; batch < 200; batch++) {
      const done = await autoConfirmDeliveredOrders(db, now, BATCH, days);
      confirmed += done.length;
      if (done.length < BATCH) break;
    }
    if (confirmed) logger.info({ count: confirmed, days }, 'delivered orders confirmed after their return window');
    return { confirmed, days };
  },
});
