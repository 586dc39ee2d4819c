import { createHash, randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { AUTH_MESSAGES } from '@market/domain/auth';
import { CHECKOUT_MESSAGES, type Order, type PlaceOrder } from '@market/domain/order';
import type { Db } from '../db/client';
import { idempotencyKeys } from '../db/schema/system';
import { AppError } from '../lib/errors';
import { attributeOrderToPromotion } from '../services/admin-promotions';
import { assertCurrentAgreements, recordConsents } from '../services/legal';
import { lockCustomer, newOrderAnswer } from '../services/orders';
import {
  clearCartStep,
  countOrderStep,
  createOrderStep,
  payOrderStep,
  priceOrderStep,
  redeemCouponStep,
  spendPointsStep,
  takeStockStep,
  type GuestOrderer,
} from './order-steps';
import { enqueue } from './outbox';
import { runWorkflow } from './workflow';

/** A stored answer of an idempotent write, replayed for the same key. */
interface StoredResponse {
  status: 201;
  body: Order;
  requestHash: string;
}

/** A key claimed by a request still running: who holds it (`claim`) and until when. */
interface InFlightClaim {
  state: 'in_flight';
  requestHash: string;
  claim: string;
  expiresAt: string;
}

/**
 * How long a claimed key counts as in flight. A request that crashed without releasing its key
 * (process killed, connection lost) frees it after this; a live request that outlives it loses
 * the key to a retry and rolls back, so a key never makes two orders.
 */
export const IDEMPOTENCY_LEASE_MS = 60_000;

export interface PlaceOrderResult {
  status: 201;
  body: Order;
  replayed: boolean;
}

/** The request's client, kept (hashed) on the consent rows. */
export interface OrderClient {
  ip: string | null;
  userAgent: string | null;
}

/** Who places the order: a signed-in shopper, or a guest (비회원 주문, ADR 033). */
export type OrderBuyer = { customerId: string } | { guest: GuestOrderer };

/**
 * The fingerprint of a request body stored with its key: the same key with another body is refused.
 * A guest's fingerprint covers who ordered but never the order password (hashed apart, with argon2id).
 */
export function requestHash(input: PlaceOrder, guest?: GuestOrderer): string {
  const who = guest ? { name: guest.name, email: guest.email, phone: guest.phone } : undefined;
  return createHash('sha256')
    .update(JSON.stringify(who ? { ...input, guest: who } : input))
    .digest('hex');
}

const keyIs = (scope: string, key: string) => and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key));
const heldBy = (claim: string) => sql`${idempotencyKeys.response}->>'claim' = ${claim}`;

/**
 * The key claimed in its own short transaction (IETF Idempotency-Key draft): a new key is
 * marked in flight and this request proceeds; a key whose first request finished replays its
 * answer; a key reused with another body is 422; a key whose first request is still running is
 * 409 at once (nothing waits on a lock); an in-flight claim past its lease is taken over.
 */
async function claimIdempotencyKey(
  db: Db,
  scope: string,
  key: string,
  hash: string,
  claim: string,
): Promise<{ claim: string } | { stored: StoredResponse }> {
  const inFlight = (): InFlightClaim => ({
    state: 'in_flight',
    requestHash: hash,
    claim,
    expiresAt: new Date(Date.now() + IDEMPOTENCY_LEASE_MS).toISOString(),
  });
  for (let attempt = 0; attempt < 5; attempt++) {
    const claimed = await db
      .insert(idempotencyKeys)
      .values({ scope, key, response: inFlight() })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed.length) return { claim };
    const [row] = await db.select({ response: idempotencyKeys.response }).from(idempotencyKeys).where(keyIs(scope, key));
    if (!row) continue; // released by a failed first attempt in between: claim again
    const found = row.response as StoredResponse | InFlightClaim | null;
    if (!found) throw new AppError('CONFLICT', CHECKOUT_MESSAGES.idempotencyInProgress);
    if (found.requestHash !== hash) {
      throw new AppError('VALIDATION', CHECKOUT_MESSAGES.idempotencyReused, { 'idempotency-key': CHECKOUT_MESSAGES.idempotencyReused });
    }
    if (!('state' in found)) return { stored: found };
    if (Date.parse(found.expiresAt) > Date.now()) throw new AppError('CONFLICT', CHECKOUT_MESSAGES.idempotencyInProgress);
    // The holder crashed (or overran its lease): take the key over, compare-and-swap on its claim.
    const taken = await db
      .update(idempotencyKeys)
      .set({ response: inFlight() })
      .where(and(keyIs(scope, key), heldBy(found.claim)))
      .returning({ key: idempotencyKeys.key });
    if (taken.length) return { claim };
  }
  throw new AppError('CONFLICT', CHECKOUT_MESSAGES.idempotencyInProgress);
}

/** A failed attempt gives its key back, so a retry with the same key runs (best effort: the lease covers a lost connection). */
async function releaseIdempotencyKey(db: Db, scope: string, key: string, claim: string): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(and(keyIs(scope, key), heldBy(claim)))
    .catch(() => undefined);
}

/**
 * `POST /api/orders` and `POST /api/guest/orders`: the idempotency key claimed in its own short
 * transaction, then the place-order workflow in one transaction: lock the shopper, price, create
 * the order, redeem the coupon, spend the points, pay, clear the cart, count the order, queue the
 * shopper's message, store the answer under the key, and take the stock last. A guest has no
 * account to lock, no coupon, points, server cart or statistics; everything else is the same.
 * Any failure rolls everything back (an authorised payment is voided) and releases the key.
 */
export async function placeOrderWorkflow(
  db: Db,
  buyer: OrderBuyer,
  idempotencyKey: string,
  input: PlaceOrder,
  client: OrderClient = { ip: null, userAgent: null },
): Promise<PlaceOrderResult> {
  const guest = 'guest' in buyer ? buyer.guest : undefined;
  // A guest's key is a random token only the guest's browser holds: one scope for all guests.
  const scope = 'customerId' in buyer ? `customer:${buyer.customerId}:place-order` : 'guest:place-order';
  const hash = requestHash(input, guest);
  const claim = randomUUID();
  try {
    const claimed = await claimIdempotencyKey(db, scope, idempotencyKey, hash, claim);
    if ('stored' in claimed) return { status: 201, body: claimed.stored.body, replayed: true };
    const body = await placeClaimedOrder(db, buyer, input, client, (tx, answer) =>
      tx
        .update(idempotencyKeys)
        .set({ response: { status: 201, body: answer, requestHash: hash } satisfies StoredResponse })
        .where(and(keyIs(scope, idempotencyKey), heldBy(claim)))
        .returning({ key: idempotencyKeys.key })
        .then((stored) => stored.length > 0),
    );
    return { status: 201, body, replayed: false };
  } catch (error) {
    // Only a key this attempt holds is released (also when its claim was written but the answer lost).
    await releaseIdempotencyKey(db, scope, idempotencyKey, claim);
    throw error;
  }
}

/** The workflow proper; `storeAnswer` answers false when the key's lease was lost to a retry. */
async function placeClaimedOrder(
  db: Db,
  buyer: OrderBuyer,
  input: PlaceOrder,
  client: OrderClient,
  storeAnswer: (tx: Db, answer: Order) => Promise<boolean>,
): Promise<Order> {
  return runWorkflow(db, 'place-order', async (run, ctx) => {
    const customerId = 'customerId' in buyer ? buyer.customerId : null;
    const guest = 'guest' in buyer ? buyer.guest : undefined;
    // One buying write per shopper at a time: points and per-customer coupon limits hold.
    const customer = customerId ? await lockCustomer(ctx.tx, customerId) : null;
    // A suspended account cannot order, even with a request already past the session check.
    if (customer?.status === 'suspended') throw new AppError('FORBIDDEN', AUTH_MESSAGES.suspended);
    // The documents agreed to must be the current versions (ADR 037): 422 unknown, 409 replaced.
    await assertCurrentAgreements(ctx.tx, input.agreements);
    // A guest's body has no coupon and no points (the schema refuses them); cleared here too.
    const priceInput = customerId ? input : { ...input, couponCode: undefined, usePoints: undefined };
    const priced = await run(priceOrderStep, { customerId, guestPhone: guest?.phone, points: customer?.points ?? 0, input: priceInput });
    const { quote, coupon, lines, rules } = priced;
    const created = await run(createOrderStep, { customerId, guest, input, priced });
    // The evidence of the agreement, tied to the order (and the shopper when signed in).
    await recordConsents(ctx.tx, { orderId: created.order.id, customerId }, input.agreements, {
      context: customerId ? 'checkout' : 'guest_checkout',
      ...client,
    });
    if (input.promotion)
      await attributeOrderToPromotion(ctx.tx, {
        orderId: created.order.id,
        promotionId: input.promotion.id,
        clickedAt: input.promotion.clickedAt,
      });
    if (coupon && customerId) await run(redeemCouponStep, { coupon, customerId, orderId: created.order.id, amount: quote.couponDiscount });
    if (customerId && quote.pointsUsed > 0)
      await run(spendPointsStep, {
        customerId,
        orderId: created.order.id,
        orderNumber: created.order.orderNumber,
        points: quote.pointsUsed,
      });
    const { order, payment } = await run(payOrderStep, { order: created.order, settings: priced.settings });
    // A guest's cart lives in the browser only, and a guest has no statistics to count.
    if (customerId) {
      await run(clearCartStep, { customerId, lines });
      const paid = payment.status === 'paid';
      await run(countOrderStep, {
        count: { customerId, spent: paid ? quote.total : 0, saved: quote.couponDiscount + quote.pointsUsed, couponUsed: Boolean(coupon) },
        at: order.createdAt,
      });
    }
    await enqueue(ctx.tx, 'order.placed', {
      orderId: order.id,
      orderNumber: order.orderNumber,
      customerId,
      total: order.total,
      paymentMethod: order.paymentMethod,
    });
    const answer = newOrderAnswer(order, created.lines, payment, coupon?.code ?? null, rules, ctx.now);
    // The lease ran out and a retry took the key over: this attempt must not make a second order.
    if (!(await storeAnswer(ctx.tx, answer))) throw new AppError('CONFLICT', CHECKOUT_MESSAGES.idempotencyInProgress);
    // Last, so the option's and product's rows stay locked only until the COMMIT right after.
    await run(takeStockStep, lines);
    return answer;
  });
}
