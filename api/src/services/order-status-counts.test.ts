import { sql } from 'drizzle-orm';
import { call, idemKey, lineOf, newShopper, orderBody, pickOption, type OptionRow } from '../test/buying-fixtures';
import { createTestApp, DEMO_STAFF_EMAILS, getJson, loginStaff, type TestApp } from '../test/test-app';
import { queryRows } from '../lib/sql';
import { foldOrderStatusCounts, orderStatusTotals } from './order-status-counts';

/**
 * The orders screen's tiles come from counts the triggers on `orders` keep (ADR 043). After every
 * kind of write they must equal a direct count of the orders, folded or not.
 */
describe('order status counts (triggers, fold, tiles)', () => {
  let t: TestApp;
  let option: OptionRow;
  let staff: string;
  beforeAll(async () => {
    t = await createTestApp({ demoMode: true });
    option = await pickOption(t, { stock: 1_000, minPrice: 20_000 });
    staff = await loginStaff(t, DEMO_STAFF_EMAILS.SUPER_ADMIN);
  });
  afterAll(() => t.close());

  const q = <T = any>(query: ReturnType<typeof sql>) => queryRows<T>(t.db.database.db, query);
  const asMap = (rows: { status: string; n: number }[]) =>
    Object.fromEntries(rows.filter((r) => Number(r.n) !== 0).map((r) => [r.status, Number(r.n)]));
  const direct = async () => asMap(await q(sql`select status, count(*)::int as n from orders group by status`));
  const kept = async () => asMap(await orderStatusTotals(t.db.database.db));

  async function placeOrder() {
    const shopper = await newShopper(t);
    const order = await call(t, 'POST', '/api/orders', {
      cookie: shopper.cookie,
      body: orderBody([lineOf(option, 1)]),
      headers: { 'idempotency-key': idemKey() },
    });
    expect(order.status).toBe(201);
    return order.body as { id: string };
  }

  it('start equal to a direct count of the seeded orders', async () => {
    const now = await direct();
    expect(Object.keys(now).length).toBeGreaterThan(1);
    expect(await kept()).toEqual(now);
  });

  it('follow checkouts, status changes of one and of many orders, a delete, and a fold', async () => {
    const a = await placeOrder();
    const b = await placeOrder();
    expect(await kept()).toEqual(await direct());

    await q(sql`update orders set status = 'processing' where id = ${a.id}`);
    // An update that does not change the status appends nothing wrong.
    await q(sql`update orders set delivery_memo = 'memo' where id = ${b.id}`);
    expect(await kept()).toEqual(await direct());

    await q(sql`update orders set status = 'processing' where status = 'paid'`);
    expect(await kept()).toEqual(await direct());

    expect(await foldOrderStatusCounts(t.db.database.db)).toBeGreaterThan(0);
    expect((await q(sql`select count(*)::int as n from order_status_count_deltas`))[0].n).toBe(0);
    expect(await kept()).toEqual(await direct());

    await q(sql`delete from orders where id = ${b.id}`);
    expect(await kept()).toEqual(await direct());
    // A second fold with nothing new changes nothing.
    await foldOrderStatusCounts(t.db.database.db);
    await foldOrderStatusCounts(t.db.database.db);
    expect(await kept()).toEqual(await direct());
  });

  it('are the tiles of GET /api/admin/orders (whole shop, any page)', async () => {
    const res = await getJson(t, '/api/admin/orders?limit=5', staff);
    expect(res.status).toBe(200);
    const tiles = asMap(Object.entries(res.body.summary as Record<string, number>).map(([status, n]) => ({ status, n })));
    expect(tiles).toEqual(await direct());
    expect(res.body.total).toBe(Object.values(await direct()).reduce((s, n) => s + n, 0));
  });

  it('empty with a truncate of the orders', async () => {
    await q(sql`truncate orders cascade`);
    expect(await kept()).toEqual({});
    expect(await direct()).toEqual({});
  });
});
