import { sql } from 'drizzle-orm';
import { queryRows } from '../../lib/sql';
import { createTestDatabase, type TestDatabase } from '../../test/test-db';
import { buildDemoShopperHistory } from './demo-history';
import { DEMO_SHOPPERS } from './data';

describe('the demo buyer starts with a history made through the workflows', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase({ demoMode: true });
  });
  afterAll(() => t.drop());

  it('has orders in every state, points earned on 구매확정, a return, a review and a wishlist, once', async () => {
    const db = t.database.db;
    const [buyer] = await queryRows<{ id: string }>(db, sql`select id from customers where email = ${DEMO_SHOPPERS[0].email}`);
    expect(await buildDemoShopperHistory(db)).toEqual({ created: true, orders: 9 });

    const statuses = await queryRows<{ status: string; n: number }>(
      db,
      sql`select status, count(*)::int as n from orders where customer_id = ${buyer!.id}::uuid group by status order by status`,
    );
    expect(Object.fromEntries(statuses.map((s) => [s.status, s.n]))).toEqual({
      cancelled: 1,
      delivered: 2,
      paid: 1,
      pending: 1,
      processing: 1,
      purchase_confirmed: 2,
      shipped: 1,
    });
    // Each shipped order has its shipment with tracking events; the bank order its virtual account.
    const [shipments] = await queryRows<{ n: number; events: number }>(
      db,
      sql`select count(distinct s.id)::int as n, count(e.id)::int as events from shipments s left join shipment_events e on e.shipment_id = s.id
          join orders o on o.id = s.order_id where o.customer_id = ${buyer!.id}::uuid`,
    );
    expect(shipments!.n).toBe(5);
    expect(shipments!.events).toBeGreaterThanOrEqual(5);
    const [bank] = await queryRows<{ account: string | null }>(
      db,
      sql`select p.virtual_account_number as account from payments p join orders o on o.id = p.order_id
          where o.customer_id = ${buyer!.id}::uuid and o.status = 'pending'`,
    );
    expect(bank?.account).toBeTruthy();
    // Points: the two confirmed orders earned them, the ledger and the balance agree.
    const [points] = await queryRows<{ balance: number; ledger: number; earned: number }>(
      db,
      sql`select c.points as balance, (select coalesce(sum(delta), 0)::int from points_ledger where customer_id = c.id) as ledger,
            (select count(*)::int from points_ledger where customer_id = c.id and delta > 0 and reason = 'order_earn') as earned
          from customers c where c.id = ${buyer!.id}::uuid`,
    );
    expect(points!.balance).toBeGreaterThan(0);
    expect(points!.ledger).toBe(points!.balance);
    expect(points!.earned).toBe(2);
    const [other] = await queryRows<{ returns: number; reviews: number; wishlist: number; cancelledPayments: number }>(
      db,
      sql`select (select count(*)::int from returns where customer_id = ${buyer!.id}::uuid) as returns,
                 (select count(*)::int from reviews where customer_id = ${buyer!.id}::uuid) as reviews,
                 (select count(*)::int from wishlist_items where customer_id = ${buyer!.id}::uuid) as wishlist,
                 (select count(*)::int from payments p join orders o on o.id = p.order_id
                    where o.customer_id = ${buyer!.id}::uuid and o.status = 'cancelled' and p.status in ('refunded', 'cancelled')) as "cancelledPayments"`,
    );
    expect(other).toEqual({ returns: 1, reviews: 1, wishlist: 3, cancelledPayments: 1 });

    // A second start leaves the history as it is.
    expect(await buildDemoShopperHistory(db)).toEqual({ created: false, orders: 0 });
    const [again] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from orders where customer_id = ${buyer!.id}::uuid`);
    expect(again!.n).toBe(9);
  });
});
