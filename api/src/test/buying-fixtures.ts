import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { LOW_STOCK_THRESHOLD } from '@market/domain/stock';
import { customers } from '../db/schema/identity';
import { queryRows } from '../lib/sql';
import { createSession } from '../services/sessions';
import { freshIp, type TestApp } from './test-app';
import { FIRST_LEGAL_VERSION_IDS } from '@market/domain/legal';

/** Fixtures of the buying-flow tests (cart, wishlist, coupons, checkout, orders). */

type AppLike = Pick<TestApp, 'app' | 'db'>;

export interface Shopper {
  id: string;
  cookie: string;
}

/** A fresh shopper with a session (no password hashing: fast enough for 50 at once). */
export async function newShopper(t: AppLike, options: { points?: number } = {}): Promise<Shopper> {
  const db = t.db.database.db;
  const [row] = await db
    .insert(customers)
    .values({ email: `shopper.${randomBytes(6).toString('hex')}@example.com`, name: '테스트고객', phone: '010-1111-2222' })
    .returning({ id: customers.id });
  if (options.points) {
    await db.execute(
      sql`insert into points_ledger (customer_id, delta, reason, balance_after, description) values (${row!.id}, ${options.points}, 'admin_adjust', ${options.points}, '테스트 적립')`,
    );
    await db.execute(sql`update customers set points = ${options.points} where id = ${row!.id}`);
  }
  const token = await createSession(db, { kind: 'customer', subjectId: row!.id, ip: null, userAgent: null });
  return { id: row!.id, cookie: `sid=${token}` };
}

export interface OptionRow {
  productId: string;
  optionId: string;
  name: string;
  brandId: string;
  color: string;
  size: string;
  stock: number;
  price: number;
  salePrice: number | null;
  unitPrice: number;
}

/** A listed product option, the n-th by id, whose stock is set to `stock` (product stock kept as the sum). */
export async function pickOption(
  t: AppLike,
  options: { stock?: number; nth?: number; minPrice?: number; maxPrice?: number; brandId?: string; excludeBrandId?: string } = {},
): Promise<OptionRow> {
  const db = t.db.database.db;
  const [row] = await queryRows<{
    product_id: string;
    option_id: string;
    name: string;
    brand_id: string;
    color: string;
    size: string;
    stock: number;
    price: number;
    sale_price: number | null;
  }>(
    db,
    sql`select p.id as product_id, o.id as option_id, p.name, p.brand_id, o.color, o.size, o.stock, p.price, p.sale_price
        from product_options o join products p on p.id = o.product_id join brands b on b.id = p.brand_id
        where p.status <> 'inactive' and b.status = 'active'
          and coalesce(p.sale_price, p.price) between ${options.minPrice ?? 0} and ${options.maxPrice ?? 10_000_000}
          ${options.brandId ? sql`and p.brand_id = ${options.brandId}` : sql``}
          ${options.excludeBrandId ? sql`and p.brand_id <> ${options.excludeBrandId}` : sql``}
        order by o.id offset ${options.nth ?? 0} limit 1`,
  );
  if (!row) throw new Error('no product option found');
  if (options.stock !== undefined) await setStock(t, row.option_id, options.stock);
  const unitPrice = row.sale_price ?? row.price;
  return {
    productId: row.product_id,
    optionId: row.option_id,
    name: row.name,
    brandId: row.brand_id,
    color: row.color,
    size: row.size,
    stock: options.stock ?? Number(row.stock),
    price: Number(row.price),
    salePrice: row.sale_price === null ? null : Number(row.sale_price),
    unitPrice: Number(unitPrice),
  };
}

export async function setStock(t: AppLike, optionId: string, stock: number): Promise<void> {
  const db = t.db.database.db;
  await db.execute(sql`update product_options set stock = ${stock} where id = ${optionId}`);
  await db.execute(sql`update products p set stock = s.total,
      status = case when p.status = 'inactive' then p.status when s.total <= 0 then 'out_of_stock' when s.total < ${LOW_STOCK_THRESHOLD} then 'low_stock' else 'active' end
    from (select product_id, sum(stock)::int as total from product_options where product_id = (select product_id from product_options where id = ${optionId}) group by product_id) s
    where p.id = s.product_id`);
}

export async function optionStock(t: AppLike, optionId: string): Promise<number> {
  const [row] = await queryRows<{ stock: number }>(t.db.database.db, sql`select stock from product_options where id = ${optionId}`);
  return Number(row!.stock);
}

/** Row counts of everything a buying write touches: equal before and after means nothing was written. */
export async function writeSnapshot(t: AppLike): Promise<Record<string, number>> {
  const [row] = await queryRows<Record<string, number>>(
    t.db.database.db,
    sql`select (select count(*) from orders)::int as orders, (select count(*) from order_lines)::int as lines,
        (select count(*) from payments)::int as payments, (select count(*) from refunds)::int as refunds,
        (select count(*) from coupon_redemptions where released_at is null)::int as redemptions,
        (select coalesce(sum(used_quantity), 0) from coupons)::int as coupon_used,
        (select count(*) from cart_items)::int as cart, (select count(*) from wishlist_items)::int as wishlist,
        (select coalesce(sum(stock), 0) from product_options)::int as option_stock, (select coalesce(sum(stock), 0) from products)::int as product_stock,
        (select count(*) from points_ledger)::int as ledger, (select coalesce(sum(points), 0) from customers)::int as points,
        (select count(*) from idempotency_keys)::int as idempotency, (select count(*) from returns)::int as returns`,
  );
  return row!;
}

export interface CallResult {
  status: number;
  body: any;
}

/** One API call as a shopper (cookie optional), JSON in and out. */
export async function call(
  t: AppLike,
  method: string,
  path: string,
  options: { cookie?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<CallResult> {
  const headers: Record<string, string> = { 'x-forwarded-for': freshIp(), ...options.headers };
  if (options.cookie) headers.cookie = options.cookie;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const res = await t.app.request(path, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

/** A valid place-order body for these lines. */
export function orderBody(
  items: { productId: string; selectedColor: string; selectedSize: string; quantity: number; expectedPrice?: number }[],
  extra: Record<string, unknown> = {},
) {
  return {
    items,
    shippingAddress: {
      name: '김구매',
      phone: '010-1234-5678',
      zipCode: '04799',
      address: '서울특별시 성동구 성수이로 113',
      detailAddress: '7층',
      deliveryMemo: '문 앞에 놓아주세요',
    },
    paymentMethod: 'card',
    agreeToTerms: true,
    // The migration's first versions: current unless a test publishes another.
    agreements: { ...FIRST_LEGAL_VERSION_IDS },
    ...extra,
  };
}

export function lineOf(o: OptionRow, quantity = 1) {
  return { productId: o.productId, selectedColor: o.color, selectedSize: o.size, quantity };
}

let keySeq = 0;
export function idemKey(): string {
  keySeq += 1;
  return `test-key-${Date.now()}-${keySeq}-${randomBytes(4).toString('hex')}`;
}
