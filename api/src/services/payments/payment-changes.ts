import { and, desc, eq, lt, sql } from 'drizzle-orm';
import { CHECKOUT_MESSAGES, type Order } from '@market/domain/order';
import { PAYMENT_MESSAGES, type ConfirmDeposit, type PaymentWebhookEvent } from '@market/domain/payments';
import type { Db } from '../../db/client';
import { customers } from '../../db/schema/identity';
import { orders, payments, paymentWebhookEvents } from '../../db/schema/orders';
import type { AdminActor } from '../../lib/admin-actor';
import { AppError } from '../../lib/errors';
import { isUuid } from '../../lib/sql';
import { writeSystemAudit, type AuditEntry, type SystemActor } from '../audit';
import { cancelLockedOrder } from '../../workflows/cancel-order';
import { buildOrder, lockCustomer } from '../orders';
import type { PaymentProvider, WebhookRequest } from './provider';

type OrderRow = typeof orders.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;

export const EXPIRY_ACTOR: SystemActor = { email: 'system:payments-expiry', name: '시스템 (입금기한 만료)' };

function webhookActor(provider: string): SystemActor {
  return { email: `system:payments-webhook:${provider}`, name: `결제 대행사 웹훅 (${provider})` };
}

const paymentState = (o: OrderRow, p: PaymentRow) => ({
  orderStatus: o.status,
  paymentStatus: p.status,
  paidAt: o.paidAt?.toISOString() ?? null,
});

/**
 * Locks what a payment change touches in the order every buying write uses (customer, then
 * order, then payment) and reads them again under the locks.
 */
async function lockOrderAndPayment(tx: Db, orderId: string, paymentId?: string): Promise<{ order: OrderRow; payment: PaymentRow } | null> {
  const [peek] = await tx.select({ customerId: orders.customerId }).from(orders).where(eq(orders.id, orderId));
  if (!peek) return null;
  if (peek.customerId) await lockCustomer(tx, peek.customerId);
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  const [payment] = await tx
    .select()
    .from(payments)
    .where(paymentId ? eq(payments.id, paymentId) : eq(payments.orderId, orderId))
    .orderBy(desc(payments.createdAt))
    .limit(1)
    .for('update');
  if (!order || !payment) return null;
  return { order, payment };
}

/** pending → paid for the order and its payment; the shopper's totalSpent as checkout counts paid orders. */
async function markPaid(tx: Db, order: OrderRow, payment: PaymentRow, now: Date): Promise<OrderRow> {
  const [paid] = await tx.update(orders).set({ status: 'paid', paidAt: now, updatedAt: now }).where(eq(orders.id, order.id)).returning();
  await tx.update(payments).set({ status: 'paid', approvedAt: now }).where(eq(payments.id, payment.id));
  if (order.customerId)
    await tx
      .update(customers)
      .set({ totalSpent: sql`${customers.totalSpent} + ${order.total}` })
      .where(eq(customers.id, order.customerId));
  return paid!;
}

/** A deposit into the virtual account of a pending bank transfer, for exactly the amount due. */
async function applyDeposit(tx: Db, order: OrderRow, payment: PaymentRow, amount: number, now: Date): Promise<OrderRow> {
  if (order.paymentMethod !== 'bank' || payment.method !== 'bank') throw new AppError('CONFLICT', PAYMENT_MESSAGES.notBankTransfer);
  if (order.status !== 'pending' || payment.status !== 'pending') throw new AppError('CONFLICT', PAYMENT_MESSAGES.notDepositPending);
  if (amount !== payment.amount) throw new AppError('CONFLICT', PAYMENT_MESSAGES.amountMismatch);
  return markPaid(tx, order, payment, now);
}

export interface WebhookResult {
  received: true;
  duplicate: boolean;
}

/**
 * `POST /api/payments/webhooks/{provider}`: verifies the signature (401, nothing written), then in
 * one transaction stores the event id (a replay finds it and changes nothing), applies the event
 * and writes its audit row. A refused event (wrong amount, illegal transition) rolls back whole.
 */
export async function handlePaymentWebhook(
  db: Db,
  provider: PaymentProvider,
  request: WebhookRequest,
  now = new Date(),
): Promise<WebhookResult> {
  const event = provider.verifyWebhook(request, now);
  return db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(paymentWebhookEvents)
      .values({ provider: provider.name, eventId: event.id, type: event.type, payload: event })
      .onConflictDoNothing()
      .returning({ id: paymentWebhookEvents.id });
    if (!stored) return { received: true, duplicate: true };
    const { transactionId, orderNumber } = event.data;
    const [found] = await tx
      .select({ id: payments.id, orderId: payments.orderId })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(
        and(
          eq(payments.provider, provider.name),
          transactionId ? eq(payments.transactionId, transactionId) : eq(orders.orderNumber, orderNumber!),
        ),
      )
      .orderBy(desc(payments.createdAt))
      .limit(1);
    const locked = found ? await lockOrderAndPayment(tx, found.orderId, found.id) : null;
    if (!locked) throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.paymentNotFound);
    await tx.update(paymentWebhookEvents).set({ paymentId: locked.payment.id }).where(eq(paymentWebhookEvents.id, stored.id));
    await applyEvent(tx, provider.name, event, locked.order, locked.payment, now);
    return { received: true, duplicate: false };
  });
}

async function applyEvent(
  tx: Db,
  providerName: string,
  event: PaymentWebhookEvent,
  order: OrderRow,
  payment: PaymentRow,
  now: Date,
): Promise<void> {
  const before = paymentState(order, payment);
  const audit = (action: string, after: unknown, severity: AuditEntry['severity'] = 'INFO') =>
    writeSystemAudit(tx, webhookActor(providerName), {
      action,
      resource: 'order',
      resourceId: order.id,
      resourceName: order.orderNumber,
      details: {
        provider: providerName,
        eventId: event.id,
        eventType: event.type,
        transactionId: payment.transactionId,
        amount: payment.amount,
      },
      before,
      after,
      severity,
    });
  switch (event.type) {
    case 'virtual_account.deposited': {
      const paid = await applyDeposit(tx, order, payment, event.data.amount, now);
      await audit('orders.payments.deposit', { orderStatus: paid.status, paymentStatus: 'paid', paidAt: now.toISOString() });
      return;
    }
    case 'payment.approved': {
      if (event.data.amount !== payment.amount) throw new AppError('CONFLICT', PAYMENT_MESSAGES.amountMismatch);
      // Already approved at checkout (the sandbox approves cards at once): nothing to change.
      if (payment.status === 'paid' && order.paidAt) return;
      if (order.status !== 'pending' || payment.status !== 'pending') throw new AppError('CONFLICT', PAYMENT_MESSAGES.notPending);
      const paid = await markPaid(tx, order, payment, now);
      await audit('orders.payments.approve', { orderStatus: paid.status, paymentStatus: 'paid', paidAt: now.toISOString() });
      return;
    }
    case 'payment.failed': {
      if (order.status !== 'pending' || payment.status !== 'pending') throw new AppError('CONFLICT', PAYMENT_MESSAGES.notPending);
      await tx.update(payments).set({ status: 'failed', cancelledAt: now }).where(eq(payments.id, payment.id));
      const cancelled = await cancelLockedOrder(
        { tx, now, workflow: 'payment-failed' },
        order,
        event.data.reason ? `${PAYMENT_MESSAGES.failedReason}: ${event.data.reason}` : PAYMENT_MESSAGES.failedReason,
      );
      await audit(
        'orders.payments.fail',
        { orderStatus: cancelled.status, paymentStatus: 'failed', cancelReason: cancelled.cancelReason },
        'MEDIUM',
      );
      return;
    }
  }
}

/**
 * `POST /api/admin/orders/{id}/confirm-deposit`: staff with `finance.payments` saw the money of a
 * pending bank transfer arrive. Not pending or not a bank transfer: 409.
 */
export async function confirmDeposit(db: Db, actor: AdminActor, orderId: string, input: ConfirmDeposit): Promise<Order> {
  if (!isUuid(orderId)) throw new AppError('NOT_FOUND', CHECKOUT_MESSAGES.orderNotFound);
  // A brand-scoped grant would reach every brand's money: refused rather than guessed.
  if (actor.brandId) throw new AppError('FORBIDDEN');
  return db.transaction(async (tx) => {
    const locked = await lockOrderAndPayment(tx, orderId);
    if (!locked) throw new AppError('NOT_FOUND', CHECKOUT_MESSAGES.orderNotFound);
    const { order, payment } = locked;
    const now = new Date();
    const paid = await applyDeposit(tx, order, payment, payment.amount, now);
    await actor.audit(tx, {
      action: 'orders.payments.confirm-deposit',
      resource: 'order',
      resourceId: order.id,
      resourceName: order.orderNumber,
      details: { transactionId: payment.transactionId, amount: payment.amount, memo: input.memo ?? null },
      before: paymentState(order, payment),
      after: { orderStatus: paid.status, paymentStatus: 'paid', paidAt: now.toISOString() },
    });
    return buildOrder(tx, paid);
  });
}

/**
 * The expiry job's work (jobs/expire-bank-transfers.ts): cancels each pending bank transfer whose
 * 입금기한 has passed, with the cancel's own steps (stock, coupon, points back; no refund, since
 * nothing was paid), reason '입금기한 만료', and an audit row — one transaction per order. Each
 * order is re-read under its lock, so several processes running it at once cancel it once.
 */
export async function expireUnpaidBankTransfers(db: Db, now = new Date(), limit = 200): Promise<{ cancelled: string[] }> {
  const due = await db
    .select({ orderId: payments.orderId, paymentId: payments.id })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(
      and(eq(payments.status, 'pending'), lt(payments.depositDueAt, now), eq(orders.status, 'pending'), eq(orders.paymentMethod, 'bank')),
    )
    .orderBy(payments.depositDueAt)
    .limit(limit);
  const cancelled: string[] = [];
  for (const { orderId, paymentId } of due) {
    const done = await db.transaction(async (tx) => {
      const locked = await lockOrderAndPayment(tx, orderId, paymentId);
      if (!locked) return false;
      const { order, payment } = locked;
      // Paid or cancelled since the list was read (a deposit, another process): leave it.
      if (order.status !== 'pending' || payment.status !== 'pending' || !payment.depositDueAt || payment.depositDueAt >= now) return false;
      const after = await cancelLockedOrder({ tx, now, workflow: 'expire-bank-transfer' }, order, PAYMENT_MESSAGES.expiredReason);
      await writeSystemAudit(tx, EXPIRY_ACTOR, {
        action: 'orders.payments.expire',
        resource: 'order',
        resourceId: order.id,
        resourceName: order.orderNumber,
        details: { transactionId: payment.transactionId, amount: payment.amount, depositDueAt: payment.depositDueAt.toISOString() },
        before: paymentState(order, payment),
        after: { orderStatus: after.status, paymentStatus: 'cancelled', cancelReason: after.cancelReason },
      });
      return true;
    });
    if (done) cancelled.push(orderId);
  }
  return { cancelled };
}
