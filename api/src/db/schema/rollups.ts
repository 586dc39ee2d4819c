import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { brands } from './catalog';
import { bigWon, tz, updatedAt } from './columns';

/**
 * Daily sales figures per Korea-time day, for the whole shop (brand_id null) and per brand
 * (ADR "dashboard sales rollups"). Written only by `services/sales-rollups.ts`: the seed fills
 * every day, the `sales.refresh-rollups` job recomputes the days touched since its last run, and
 * the dashboard reads the days since that run live from the base tables.
 *
 * Each figure is counted on the day its event happened: orders and revenue on the payment day,
 * refunds on the refund's completion day, cancellations on the cancellation day. Shop-wide revenue
 * and refunds are the amounts paid and refunded; a brand's are its lines' amounts.
 */
export const salesDailyRollups = pgTable(
  'sales_daily_rollups',
  {
    day: date('day', { mode: 'string' }).notNull(),
    /** Null: the whole shop. */
    brandId: uuid('brand_id').references(() => brands.id, { onDelete: 'cascade' }),
    orders: integer('orders').notNull().default(0),
    revenue: bigWon('revenue').notNull().default(0),
    refunds: integer('refunds').notNull().default(0),
    refundAmount: bigWon('refund_amount').notNull().default(0),
    cancellations: integer('cancellations').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('sales_daily_rollups_brand_day_key').on(t.brandId, t.day).nullsNotDistinct(),
    check(
      'sales_daily_rollups_numbers_check',
      sql`${t.orders} >= 0 and ${t.revenue} >= 0 and ${t.refunds} >= 0 and ${t.refundAmount} >= 0 and ${t.cancellations} >= 0`,
    ),
  ],
);

/** How far the rollups are complete: one row per rollup, the time its last refresh started. */
export const rollupState = pgTable('rollup_state', {
  name: text('name').primaryKey(),
  computedAt: tz('computed_at').notNull(),
});
