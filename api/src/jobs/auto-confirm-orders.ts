import { eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../db/client';
import { maintenanceTasks } from '../db/schema/system';
import { autoConfirmDeliveredOrders } from '../services/orders';

/** The queue (and schedule) name of 자동 구매확정. */
export const AUTO_CONFIRM_ORDERS = 'orders.auto-confirm';
/** The maintenance task the system tools list shows for it (seeded with its schedule). */
export const AUTO_CONFIRM_TASK = 'auto_confirm_orders';
/** Every day at 01:00 (Asia/Seoul), the seeded task's schedule. */
export const AUTO_CONFIRM_ORDERS_CRON = '0 1 * * *';
const BATCH = 500;

/**
 * The job's work: confirms the delivered orders whose return window has closed, and records the
 * run on the `auto_confirm_orders` maintenance task (last run, duration, status). A disabled task
 * does nothing. Idempotent and safe in several API processes at once (each order is re-checked
 * under its lock).
 */
export async function runAutoConfirmOrders(db: Db, logger: Logger, now = new Date()): Promise<number> {
  const [task] = await db.select({ enabled: maintenanceTasks.enabled }).from(maintenanceTasks).where(eq(maintenanceTasks.code, AUTO_CONFIRM_TASK));
  if (task && !task.enabled) return 0;
  const started = Date.now();
  try {
    // Batches of 500 until the backlog is done (a first run may find months of deliveries).
    let confirmed = 0;
    for (let batch = 0; batch < 200; batch++) {
      const done = await autoConfirmDeliveredOrders(db, now, BATCH);
      confirmed += done.length;
      if (done.length < BATCH) break;
    }
    await db
      .update(maintenanceTasks)
      .set({ lastRunAt: now, status: 'completed', durationMs: Date.now() - started })
      .where(eq(maintenanceTasks.code, AUTO_CONFIRM_TASK));
    if (confirmed) logger.info({ count: confirmed }, 'delivered orders confirmed after their return window');
    return confirmed;
  } catch (error) {
    await db
      .update(maintenanceTasks)
      .set({ lastRunAt: now, status: 'failed', durationMs: Date.now() - started })
      .where(eq(maintenanceTasks.code, AUTO_CONFIRM_TASK))
      .catch(() => undefined);
    throw error;
  }
}
