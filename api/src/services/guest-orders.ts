import { eq } from 'drizzle-orm';
import type { CheckoutOptions } from '@market/domain/order';
import {
  GUEST_ORDER_MESSAGES,
  type GuestOrder,
  type GuestOrderCancel,
  type GuestOrderLookup,
  type PlaceGuestOrder,
} from '@market/domain/guest-order';
import type { Db } from '../db/client';
import { orders } from '../db/schema/orders';
import { AppError } from '../lib/errors';
import { cancelOrderWorkflow } from '../workflows/cancel-order';
import { placeOrderWorkflow, type OrderClient, type PlaceOrderResult } from '../workflows/place-order';
import { checkoutOptions } from './checkout';
import { buildOrder, type OrderRow } from './orders';
import { hashPassword, verifyPassword } from './password';
import { reserveGuestLookup } from './rate-limit';
import { hotShopSettings } from './settings-cache';

/**
 * Guest checkout (비회원 주문, ADR 033): ordering is open only while the shop setting
 * `allowGuestCheckout` is on; looking an order up and cancelling it stay open afterwards, so a
 * guest who ordered is never locked out of the order by a later change of the setting.
 */

const notFound = () => new AppError('NOT_FOUND', GUEST_ORDER_MESSAGES.notFound);

async function requireGuestCheckout(db: Db): Promise<void> {
  if (!(await hotShopSettings(db)).allowGuestCheckout) throw new AppError('FORBIDDEN', GUEST_ORDER_MESSAGES.disabled);
}

/** `GET /api/guest/checkout/options`: the member's options without points. */
export async function guestCheckoutOptions(db: Db): Promise<CheckoutOptions> {
  await requireGuestCheckout(db);
  return checkoutOptions(db, null);
}

/** `POST /api/guest/orders`: the one place-order workflow, with the guest as the buyer. */
export async function placeGuestOrder(
  db: Db,
  idempotencyKey: string,
  input: PlaceGuestOrder,
  client?: OrderClient,
): Promise<PlaceOrderResult> {
  await requireGuestCheckout(db);
  const { guest, ...order } = input;
  const passwordHash = await hashPassword(guest.password);
  return placeOrderWorkflow(
    db,
    { guest: { name: guest.name, email: guest.email, phone: guest.phone.replace(/\s/g, ''), passwordHash } },
    idempotencyKey,
    order,
    client,
  );
}

/**
 * The guest order with this number and password, or 404 with one message for a wrong number and
 * a wrong password alike (a missing order still spends one password check). Each miss keeps its
 * slot of the address's window, like a failed sign-in.
 */
async function authenticate(db: Db, ip: string, { orderNumber, password }: GuestOrderLookup): Promise<OrderRow> {
  const attempt = await reserveGuestLookup(db, ip);
  const [row] = await db.select().from(orders).where(eq(orders.orderNumber, orderNumber.trim().toUpperCase())).limit(1);
  const ok = await verifyPassword(row?.guestPasswordHash, password);
  if (!row || !ok) throw notFound();
  await attempt.succeeded();
  return row;
}

const guestOf = (row: OrderRow): GuestOrder['guest'] => ({
  name: row.guestName ?? '',
  phone: row.guestPhone ?? '',
  email: row.guestEmail ?? '',
});

/** `POST /api/guest/orders/lookup`. */
export async function lookupGuestOrder(db: Db, ip: string, input: GuestOrderLookup): Promise<GuestOrder> {
  const row = await authenticate(db, ip, input);
  return { ...(await buildOrder(db, row)), guest: guestOf(row) };
}

/** `POST /api/guest/orders/cancel`: the shoppers' cancel workflow, once number and password match. */
export async function cancelGuestOrder(db: Db, ip: string, input: GuestOrderCancel): Promise<GuestOrder> {
  const row = await authenticate(db, ip, input);
  return { ...(await cancelOrderWorkflow(db, 'guest', row.id, input.reason)), guest: guestOf(row) };
}
