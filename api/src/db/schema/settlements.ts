import { sql } from 'drizzle-orm';
import { check, date, index, integer, numeric, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { SETTLEMENT_STATUSES } from '@market/domain/lifecycle';
import { SETTLEMENT_CYCLES, sellers } from './catalog';
import { bigWon, createdAt, oneOf, tz, updatedAt } from './columns';
import { staffAccounts } from './identity';

/** The breakdown rows of a settlement (spec 001 section 3, `details`). */
export const SETTLEMENT_LINE_KINDS = ['productSales', 'shippingFees', 'returns', 'cancellations', 'promotionCosts'] as const;

/**
 * A seller's payout for one period, computed from its purchase-confirmed order lines:
 * net = gross - commission - return amount + adjustments (checked by the database).
 */
export const settlements = pgTable(
  'settlements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** STL-yyyymmdd-<seller>. */
    settlementNumber: text('settlement_number').notNull().unique(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'restrict' }),
    periodStart: date('period_start').notNull(),
    periodEnd: date('period_end').notNull(),
    cycle: text('cycle', { enum: SETTLEMENT_CYCLES }).notNull(),
    status: text('status', { enum: SETTLEMENT_STATUSES }).notNull().default('pending'),
    grossAmount: bigWon('gross_amount').notNull(),
    commissionRate: numeric('commission_rate', { precision: 4, scale: 1, mode: 'number' }).notNull(),
    commission: bigWon('commission').notNull(),
    returnAmount: bigWon('return_amount').notNull().default(0),
    /** Shipping fees passed on minus seller-funded promotion costs; may be negative. */
    adjustments: bigWon('adjustments').notNull().default(0),
    netAmount: bigWon('net_amount').notNull(),
    transactionCount: integer('transaction_count').notNull().default(0),
    returnCount: integer('return_count').notNull().default(0),
    bankName: text('bank_name').notNull(),
    /** Masked snapshot ('***-***-**7890'): a settlement never holds a plaintext account. */
    bankAccount: text('bank_account').notNull(),
    accountHolder: text('account_holder').notNull(),
    dueDate: date('due_date').notNull(),
    paidAt: tz('paid_at'),
    suspendReason: text('suspend_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('settlements_status_check', oneOf(t.status, SETTLEMENT_STATUSES)),
    check('settlements_cycle_check', oneOf(t.cycle, SETTLEMENT_CYCLES)),
    check('settlements_period_check', sql`${t.periodEnd} >= ${t.periodStart}`),
    check('settlements_amounts_check', sql`${t.grossAmount} >= 0 and ${t.commission} >= 0 and ${t.returnAmount} >= 0`),
    check('settlements_net_check', sql`${t.netAmount} = ${t.grossAmount} - ${t.commission} - ${t.returnAmount} + ${t.adjustments}`),
    check('settlements_paid_check', sql`(${t.paidAt} is not null) = (${t.status} = 'paid')`),
    check('settlements_suspend_check', sql`${t.status} <> 'suspended' or ${t.suspendReason} is not null`),
    uniqueIndex('settlements_seller_period_idx').on(t.sellerId, t.periodStart),
    index('settlements_status_created_idx').on(t.status, t.createdAt),
    index('settlements_period_idx').on(t.periodEnd),
    index('settlements_cycle_idx').on(t.cycle, t.status),
  ],
);

export const settlementLines = pgTable(
  'settlement_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    settlementId: uuid('settlement_id')
      .notNull()
      .references(() => settlements.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: SETTLEMENT_LINE_KINDS }).notNull(),
    amount: bigWon('amount').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [
    uniqueIndex('settlement_lines_kind_idx').on(t.settlementId, t.kind),
    check('settlement_lines_kind_check', oneOf(t.kind, SETTLEMENT_LINE_KINDS)),
    check('settlement_lines_numbers_check', sql`${t.amount} >= 0 and ${t.count} >= 0`),
  ],
);

/**
 * The payout of a paid settlement: one row per settlement (unique), written in the transaction
 * that moves it approved → paid, so paying twice pays once.
 */
export const settlementPayouts = pgTable(
  'settlement_payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    settlementId: uuid('settlement_id')
      .notNull()
      .references(() => settlements.id, { onDelete: 'restrict' }),
    amount: bigWon('amount').notNull(),
    bankName: text('bank_name').notNull(),
    /** Masked, as on the settlement. */
    bankAccount: text('bank_account').notNull(),
    accountHolder: text('account_holder').notNull(),
    paidBy: uuid('paid_by').references(() => staffAccounts.id, { onDelete: 'set null' }),
    paidAt: tz('paid_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('settlement_payouts_settlement_idx').on(t.settlementId), index('settlement_payouts_paid_idx').on(t.paidAt)],
);
