import { sql } from 'drizzle-orm';
import {
  ADMIN_RETURN_MESSAGES,
  illegalReturnTransitionMessage,
  type AdminReturnResult,
  type UpdateReturnStatus,
} from '@market/domain/admin-returns';
import { canTransition, RETURN_TRANSITIONS, type ReturnStatus } from '@market/domain/lifecycle';
import { RETURN_REASON_LABELS } from '@market/domain/order';
import type { Db } from '../db/client';
import type { AdminActor } from '../lib/admin-actor';
import { AppError } from '../lib/errors';
import { queryRows } from '../lib/sql';
import { findReturn, itemsOf, toAdminReturn, type ReturnRow } from '../services/admin-returns';
import { enqueue } from './outbox';
import { createStep, runWorkflow, type StepContext } from './workflow';

const VERBS: Record<Exclude<ReturnStatus, 'requested'>, string> = {
  approved: 'approve',
  rejected: 'reject',
  processing: 'process',
  completed: 'complete',
};

/**
 * The request's new status and times; a rejected request gives nothing back (its amounts become
 * 0 and its lines may be requested again). Transitions only go forward: no compensation.
 */
export const markReturnStatusStep = createStep({
  name: 'mark-return-status',
  async invoke(
    { tx }: StepContext,
    { returnId, to, notes }: { returnId: string; to: Exclude<ReturnStatus, 'requested'>; notes: string | null },
  ): Promise<void> {
    if (to === 'rejected') await tx.execute(sql`update return_lines set amount = 0 where return_id = ${returnId}::uuid`);
    await tx.execute(sql`update returns set status = ${to},
        processed_at = coalesce(processed_at, now()),
        completed_at = ${to === 'completed' ? sql`now()` : sql`completed_at`},
        refund_amount = ${to === 'rejected' ? 0 : sql`refund_amount`},
        admin_notes = coalesce(${notes}, admin_notes),
        updated_at = now()
      where id = ${returnId}::uuid`);
  },
});

/**
 * The refund of a completed return on the order's payment: a completed refund row, the
 * payment's refunded amount and status, the shopper's statistics (refund count; total spent is
 * what they paid less what returns gave back), and the refund request to the provider in the
 * outbox. Answers the amount refunded (0 when there is nothing to give back).
 */
export const refundReturnStep = createStep({
  name: 'refund-return',
  async invoke({ tx }: StepContext, { r, customerId }: { r: ReturnRow; customerId: string | null }): Promise<number> {
    const amount = Number(r.refund_amount);
    if (amount <= 0) return 0;
    const [payment] = await queryRows<{ id: string; amount: number; refunded_amount: number; transaction_id: string | null }>(
      tx,
      sql`select id, amount, refunded_amount, transaction_id from payments where order_id = ${r.order_id}::uuid and status in ('paid', 'partially_refunded')
          order by created_at desc limit 1 for update`,
    );
    if (!payment) throw new AppError('CONFLICT', ADMIN_RETURN_MESSAGES.noPayment);
    if (amount > Number(payment.amount) - Number(payment.refunded_amount))
      throw new AppError('CONFLICT', ADMIN_RETURN_MESSAGES.refundTooLarge);
    const reason = `반품 환불: ${RETURN_REASON_LABELS[r.reason]}`;
    const [refund] = await queryRows<{ id: string }>(
      tx,
      sql`insert into refunds (payment_id, order_id, return_id, amount, reason, status, completed_at)
        values (${payment.id}::uuid, ${r.order_id}::uuid, ${r.id}::uuid, ${amount}, ${reason}, 'completed', now()) returning id`,
    );
    await tx.execute(sql`update payments set refunded_amount = refunded_amount + ${amount},
        status = case when refunded_amount + ${amount} >= amount then 'refunded' else 'partially_refunded' end
      where id = ${payment.id}::uuid`);
    if (customerId) {
      await tx.execute(
        sql`update customers set refund_count = refund_count + 1, total_spent = greatest(total_spent - ${amount}, 0) where id = ${customerId}::uuid`,
      );
    }
    await enqueue(tx, 'payment.refund', {
      refundId: refund!.id,
      paymentId: payment.id,
      orderId: r.order_id,
      transactionId: payment.transaction_id,
      amount,
      reason,
    });
    return amount;
  },
});

/**
 * `POST /api/admin/returns/{id}/status`: requested → approved | rejected, approved → processing,
 * processing → completed, nothing else (409). One transaction with its audit entry; completing a
 * return records the refund and queues the shopper's message. Stock is not put back here:
 * returned goods are inspected first, and restocking is the warehouse's decision.
 */
export async function changeReturnStatusWorkflow(
  db: Db,
  actor: AdminActor,
  id: string,
  input: UpdateReturnStatus,
): Promise<AdminReturnResult> {
  return runWorkflow(db, 'change-return-status', async (run, { tx }) => {
    const before = await findReturn(tx, id, actor.brandId, true);
    const to = input.status;
    if (!canTransition(RETURN_TRANSITIONS, before.status, to))
      throw new AppError('CONFLICT', illegalReturnTransitionMessage(before.status, to));
    const [{ customer_id: customerId } = { customer_id: null }] = await queryRows<{ customer_id: string | null }>(
      tx,
      sql`select customer_id from returns where id = ${before.id}::uuid`,
    );
    const notes = input.notes === undefined || input.notes === '' ? null : input.notes;
    await run(markReturnStatusStep, { returnId: before.id, to, notes });
    const refunded = to === 'completed' && before.type === 'return' ? await run(refundReturnStep, { r: before, customerId }) : 0;
    if (to === 'completed') {
      await enqueue(tx, 'return.completed', {
        returnId: before.id,
        returnNumber: before.return_number,
        orderId: before.order_id,
        customerId,
        refunded,
      });
    }
    const after = await findReturn(tx, before.id, null);
    const item = toAdminReturn(after, (await itemsOf(tx, [after.id])).get(after.id) ?? []);
    await actor.audit(tx, {
      action: `orders.returns.${VERBS[to]}`,
      resource: 'return',
      resourceId: before.id,
      resourceName: before.return_number,
      details: { orderNumber: before.order_number, type: before.type, ...(refunded ? { refunded } : {}) },
      before: { status: before.status, adminNotes: before.admin_notes, refundAmount: Number(before.refund_amount) },
      after: { status: item.status, adminNotes: item.adminNotes, refundAmount: item.refundAmount },
      severity: refunded > 0 ? 'MEDIUM' : 'INFO',
    });
    return { item, title: ADMIN_RETURN_MESSAGES.successTitle, message: ADMIN_RETURN_MESSAGES.successDescription };
  });
}
