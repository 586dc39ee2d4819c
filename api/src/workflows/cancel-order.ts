import { canCancelOrder } from '@market/domain/lifecycle';
import { CHECKOUT_MESSAGES, type Order } from '@market/domain/order';
import type { Db } from '../db/client';
import { AppError } from '../lib/errors';
import { buildOrder, lockCustomer, ownGuestOrderRow, ownOrderRow, type OrderRow } from '../services/orders';
import {
  countOrderStep,
  dropPendingShipmentsStep,
  markCancelledStep,
  orderStockLines,
  payOrderStep,
  redeemCouponStep,
  spendPointsStep,
  takeStockStep,
} from './order-steps';
import { enqueue } from './outbox';
import { runWorkflow, type StepContext } from './workflow';

/** Whose cancel it is: the signed-in shopper's, or a guest's already checked by order number and password. */
export type CancelBy = { customerId: string } | 'guest';

/**
 * `POST /api/orders/{id}/cancel` (and `POST /api/guest/orders/cancel`) while cancellable
 * (pending, paid, processing): the cancel workflow in one transaction, as the shopper asked.
 */
export async function cancelOrderWorkflow(db: Db, by: CancelBy, orderId: string, reason?: string): Promise<Order> {
  return runWorkflow(db, 'cancel-order', async (_run, ctx) => {
    if (by !== 'guest') await lockCustomer(ctx.tx, by.customerId);
    const order = by === 'guest' ? await ownGuestOrderRow(ctx.tx, orderId, true) : await ownOrderRow(ctx.tx, by.customerId, orderId, true);
    if (!canCancelOrder(order.status)) throw new AppError('CONFLICT', CHECKOUT_MESSAGES.notCancellable);
    const updated = await cancelLockedOrder(ctx, order, reason?.trim() || '고객 요청');
    return buildOrder(ctx.tx, updated);
  });
}

/**
 * The cancel's steps on an order the caller has locked (with its customer, if any) and checked:
 * the shopper's cancel above, a failed payment and the expiry of an unpaid bank transfer
 * (payment changes). They are the place-order steps' compensations, in the same lock order as
 * checkout (coupon, then options, then products): the coupon use given back, the points
 * restored, the payment refunded (or voided when nothing was paid), pending shipments dropped,
 * the order marked cancelled, the shopper's statistics taken back, the stock put back; and the
 * shopper's message queued in the outbox.
 */
export async function cancelLockedOrder(ctx: StepContext, order: OrderRow, reason: string): Promise<OrderRow> {
  const { customerId } = order;
  const couponReleased = await redeemCouponStep.compensate!(ctx, { orderId: order.id, customerId });
  if (customerId && order.pointsUsed > 0) {
    await spendPointsStep.compensate!(ctx, { customerId, orderId: order.id, orderNumber: order.orderNumber, points: order.pointsUsed });
  }
  const refunded = await payOrderStep.compensate!(ctx, { order, reason });
  await dropPendingShipmentsStep.invoke(ctx, order.id);
  const updated = await markCancelledStep.invoke(ctx, { orderId: order.id, reason });
  if (customerId) {
    const count = {
      customerId,
      spent: order.paidAt !== null ? order.total : 0,
      saved: order.couponDiscount + order.pointsUsed,
      couponUsed: couponReleased,
    };
    await countOrderStep.compensate!(ctx, { count, refunded });
  }
  await takeStockStep.compensate!(ctx, await orderStockLines(ctx, order.id));
  await enqueue(ctx.tx, 'order.cancelled', { orderId: order.id, orderNumber: order.orderNumber, customerId, reason });
  return updated;
}
