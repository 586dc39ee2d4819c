import { sql } from 'drizzle-orm';
import {
  ADMIN_RETURN_MESSAGES,
  illegalReturnTransitionMessage,
  type AdminReturnResult,
  type UpdateReturnStatus,
} from '@market/domain/admin-returns';
import { canTransition, RETURN_TRANSITIONS, type ReturnStatus } from '@market/domain/lifecycle';
import { RETURN_REASON_LABELS } from '@market/domain/order';
import type { RefundResult } from '@market/domain/refund';
import type { Db } from '../db/client';
import type { AdminActor } from '../lib/admin-actor';
import { AppError } from '../lib/errors';
import { queryRows } from '../lib/sql';
import { findReturn, itemsOf, toAdminReturn, type ReturnRow } from '../services/admin-returns';
import { movePoints } from '../services/orders';
import { returnRefund } from '../services/return-refund';
import { productStatusSql } from './order-steps';
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
        goods_amount = ${to === 'rejected' ? 0 : sql`goods_amount`},
        coupon_share = ${to === 'rejected' ? 0 : sql`coupon_share`},
        points_refund = ${to === 'rejected' ? 0 : sql`points_refund`},
        shipping_recharge = ${to === 'rejected' ? 0 : sql`shipping_recharge`},
        return_fee = ${to === 'rejected' ? 0 : sql`return_fee`},
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
 * The refund of a return, fixed at completion (services/return-refund.ts says why): the payment
 * locked first, then the amounts computed by the domain rule from the order, the earlier
 * completed returns and the settings now, written on the return (breakdown) and its lines.
 */
export const fixRefundStep = createStep({
  name: 'fix-refund',
  async invoke({ tx }: StepContext, { r }: { r: ReturnRow }): Promise<RefundResult> {
    await tx.execute(
      sql`select id from payments where order_id = ${r.order_id}::uuid and status in ('paid', 'partially_refunded') for update`,
    );
    const units = await queryRows<{ order_line_id: string; quantity: number }>(
      tx,
      sql`select order_line_id, quantity from return_lines where return_id = ${r.id}::uuid`,
    );
    const result = await returnRefund(tx, {
      orderId: r.order_id,
      returnId: r.id,
      type: r.type,
      reason: r.reason,
      returned: units.map((u) => ({ lineId: u.order_line_id, quantity: Number(u.quantity) })),
    });
    await tx.execute(sql`update returns set refund_amount = ${result.refund}, goods_amount = ${result.goods},
        coupon_share = ${result.couponShare}, points_refund = ${result.pointsRefund},
        shipping_recharge = ${result.shippingRecharge}, return_fee = ${result.returnFee}, updated_at = now()
      where id = ${r.id}::uuid`);
    for (const l of result.lines)
      await tx.execute(
        sql`update return_lines set amount = ${l.refund} where return_id = ${r.id}::uuid and order_line_id = ${l.lineId}::uuid`,
      );
    return result;
  },
});

/** The returned units' share of the points used, back on the shopper's balance (ledger `return_restore`). */
export const restorePointsStep = createStep({
  name: 'restore-points',
  async invoke({ tx }: StepContext, { r, customerId, points }: { r: ReturnRow; customerId: string | null; points: number }) {
    if (!customerId || points <= 0) return 0;
    await tx.execute(sql`select id from customers where id = ${customerId}::uuid for update`);
    await movePoints(
      tx,
      customerId,
      points,
      'return_restore',
      r.order_id,
      `주문 ${r.order_number} 반품(${r.return_number})으로 포인트 환원`,
    );
    return points;
  },
});

/**
 * The returned units back in stock: each option, then each product's stock, sold count and
 * status (`productStatusSql`), options and products in id order like checkout locks them. The
 * goods are inspected before an operator completes the return; completing means they are
 * sellable again.
 */
export const restockReturnStep = createStep({
  name: 'restock-return',
  async invoke({ tx }: StepContext, { returnId }: { returnId: string }): Promise<number> {
    const units = await queryRows<{ option_id: string | null; product_id: string; quantity: number }>(
      tx,
      sql`select po.id as option_id, l.product_id, rl.quantity from return_lines rl
          join order_lines l on l.id = rl.order_line_id
          left join product_options po on po.product_id = l.product_id and po.color = l.color and po.size = l.size
          where rl.return_id = ${returnId}::uuid order by po.id`,
    );
    for (const u of units)
      if (u.option_id) await tx.execute(sql`update product_options set stock = stock + ${u.quantity} where id = ${u.option_id}::uuid`);
    const perProduct = new Map<string, number>();
    for (const u of units) perProduct.set(u.product_id, (perProduct.get(u.product_id) ?? 0) + Number(u.quantity));
    for (const [productId, quantity] of [...perProduct].sort(([a], [b]) => a.localeCompare(b)))
      await tx.execute(sql`update products set stock = stock + ${quantity}, sold_count = greatest(sold_count - ${quantity}, 0),
          status = ${productStatusSql(sql`stock + ${quantity}`)}, updated_at = now()
        where id = ${productId}::uuid`);
    return [...perProduct.values()].reduce((s, q) => s + q, 0);
  },
});

/**
 * The replacement shipment of a completed exchange: one pending shipment per seller of the
 * exchanged lines, linked to the return, with the carrier of the order's shipment from that
 * seller (else the first enabled carrier); it appears in the shipments list to be sent. Stock is
 * unchanged: the same option comes back and goes out again.
 */
export const createExchangeShipmentStep = createStep({
  name: 'create-exchange-shipment',
  async invoke({ tx }: StepContext, { r }: { r: ReturnRow }): Promise<string[]> {
    const rows = await queryRows<{ id: string }>(
      tx,
      sql`insert into shipments (order_id, seller_id, carrier_code, return_id, status)
          select ${r.order_id}::uuid, s.seller_id,
            coalesce(
              (select sh.carrier_code from shipments sh where sh.order_id = ${r.order_id}::uuid and sh.seller_id = s.seller_id and sh.return_id is null limit 1),
              (select c.code from carriers c where c.enabled order by c.display_order, c.code limit 1)
            ),
            ${r.id}::uuid, 'pending'
          from (select distinct l.seller_id from return_lines rl join order_lines l on l.id = rl.order_line_id where rl.return_id = ${r.id}::uuid) s
          on conflict do nothing
          returning id`,
    );
    return rows.map((x) => x.id);
  },
});

/**
 * `POST /api/admin/returns/{id}/status`: requested → approved | rejected, approved → processing,
 * processing → completed, nothing else (409). One transaction with its audit entry. Completing a
 * return fixes and pays its refund (money on the payment, the points' share as points) and puts
 * the units back in stock; completing an exchange creates the replacement shipment. The
 * shopper's message is queued.
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
    let refunded = 0;
    let pointsRestored = 0;
    let restocked = 0;
    let shipmentIds: string[] = [];
    if (to === 'completed' && before.type === 'return') {
      const fixed = await run(fixRefundStep, { r: before });
      const r = await findReturn(tx, before.id, null);
      refunded = await run(refundReturnStep, { r, customerId });
      pointsRestored = await run(restorePointsStep, { r, customerId, points: fixed.pointsRefund });
      restocked = await run(restockReturnStep, { returnId: before.id });
    }
    if (to === 'completed' && before.type === 'exchange') shipmentIds = await run(createExchangeShipmentStep, { r: before });
    if (to === 'completed') {
      await enqueue(tx, 'return.completed', {
        returnId: before.id,
        returnNumber: before.return_number,
        orderId: before.order_id,
        customerId,
        refunded,
        pointsRestored,
        ...(shipmentIds.length ? { shipmentIds } : {}),
      });
    }
    const after = await findReturn(tx, before.id, null);
    const item = toAdminReturn(after, (await itemsOf(tx, [after.id])).get(after.id) ?? []);
    await actor.audit(tx, {
      action: `orders.returns.${VERBS[to]}`,
      resource: 'return',
      resourceId: before.id,
      resourceName: before.return_number,
      details: {
        orderNumber: before.order_number,
        type: before.type,
        ...(refunded ? { refunded } : {}),
        ...(pointsRestored ? { pointsRestored } : {}),
        ...(restocked ? { restocked } : {}),
        ...(shipmentIds.length ? { shipmentIds } : {}),
      },
      before: { status: before.status, adminNotes: before.admin_notes, refundAmount: Number(before.refund_amount) },
      after: { status: item.status, adminNotes: item.adminNotes, refundAmount: item.refundAmount, refund: item.refund },
      severity: refunded > 0 || pointsRestored > 0 ? 'MEDIUM' : 'INFO',
    });
    return { item, title: ADMIN_RETURN_MESSAGES.successTitle, message: ADMIN_RETURN_MESSAGES.successDescription };
  });
}
