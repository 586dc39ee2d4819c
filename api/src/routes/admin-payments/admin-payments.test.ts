import { sql } from 'drizzle-orm';
import { hasPermission, ROLES } from '@market/domain/permissions';
import { PAYMENT_MESSAGES } from '@market/domain/payments';
import { queryRows } from '../../lib/sql';
import { call, idemKey, lineOf, newShopper, orderBody, pickOption, type OptionRow, type Shopper } from '../../test/buying-fixtures';
import { startAdminTest } from '../../test/admin-fixtures';
import { DEMO_STAFF_EMAILS, type TestApp } from '../../test/test-app';
import { FORBIDDEN_CHARACTER_MESSAGE } from '@market/domain/text-safety';

jest.setTimeout(60_000);

describe('POST /api/admin/orders/{id}/confirm-deposit', () => {
  let t: TestApp;
  let superAdmin: string, finance: string, ops: string, cs: string, seller: string;
  let shopper: Shopper;
  let opt: OptionRow;
  const q = <T = any>(query: ReturnType<typeof sql>) => queryRows<T>(t.db.database.db, query);
  const confirm = (id: string, cookie?: string, body?: unknown) =>
    call(t, 'POST', `/api/admin/orders/${id}/confirm-deposit`, { cookie, body });
  const place = async (paymentMethod: string) => {
    const res = await call(t, 'POST', '/api/orders', {
      cookie: shopper.cookie,
      body: orderBody([lineOf(opt, 1)], { paymentMethod }),
      headers: { 'idempotency-key': idemKey() },
    });
    expect(res.status).toBe(201);
    return res.body;
  };
  const stateOf = async (id: string) =>
    (
      await q(sql`select o.status, o.paid_at, p.status as payment_status, c.total_spent, (select count(*)::int from audit_logs where resource = 'order' and resource_id = ${id}) as audits
      from orders o join payments p on p.order_id = o.id join customers c on c.id = o.customer_id where o.id = ${id}`)
    )[0];

  beforeAll(async () => {
    ({
      t,
      cookies: [superAdmin, finance, ops, cs, seller],
    } = await startAdminTest(['SUPER_ADMIN', 'FINANCE', 'OPS_MANAGER', 'CS_AGENT', 'SELLER_ADMIN']));
    shopper = await newShopper(t);
    opt = await pickOption(t, { stock: 40, nth: 77, minPrice: 15_000, maxPrice: 50_000 });
  }, 180_000);
  afterAll(() => t.close());

  it('the payments grant: SUPER_ADMIN (*), FINANCE and finance_admin have it; OPS_MANAGER, CS and sellers do not', () => {
    const granted = ROLES.filter((r) => hasPermission(r.grants, 'finance.payments.confirm')).map((r) => r.code);
    expect(granted.sort()).toEqual(['FINANCE', 'SUPER_ADMIN', 'finance_admin', 'super_admin'].sort());
  });

  it('FINANCE confirms a pending bank transfer: order and payment paid, totalSpent up, audit row by the staff member', async () => {
    const order = await place('bank');
    const before = await stateOf(order.id);
    const res = await confirm(order.id, finance, { memo: '신한은행 입금 확인 (김구매)' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: order.id, status: 'paid', paymentStatus: 'paid' });
    const after = await stateOf(order.id);
    expect(after).toMatchObject({ status: 'paid', payment_status: 'paid', audits: before.audits + 1 });
    expect(Number(after.total_spent)).toBe(Number(before.total_spent) + order.total);
    const [audit] = await q(
      sql`select user_email, action, before, after, details from audit_logs where resource = 'order' and resource_id = ${order.id}`,
    );
    expect(audit).toMatchObject({
      user_email: DEMO_STAFF_EMAILS.FINANCE,
      action: 'orders.payments.confirm-deposit',
      before: { orderStatus: 'pending', paymentStatus: 'pending' },
      after: { orderStatus: 'paid', paymentStatus: 'paid' },
      details: { memo: '신한은행 입금 확인 (김구매)', amount: order.total },
    });
    // Twice: the order is no longer pending.
    const again = await confirm(order.id, superAdmin);
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(PAYMENT_MESSAGES.notDepositPending);
    expect(await stateOf(order.id)).toEqual(after);
  });

  it('SUPER_ADMIN confirms too, without a body', async () => {
    const order = await place('bank');
    const res = await confirm(order.id, superAdmin);
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('paid');
  });

  it('illegal transitions are 409: a card order, a cancelled bank order; an unknown id is 404; nothing changed', async () => {
    const card = await place('card');
    const cancelled = await place('bank');
    expect((await call(t, 'POST', `/api/orders/${cancelled.id}/cancel`, { cookie: shopper.cookie, body: {} })).status).toBe(200);
    for (const [order, message] of [
      [card, PAYMENT_MESSAGES.notBankTransfer],
      [cancelled, PAYMENT_MESSAGES.notDepositPending],
    ] as const) {
      const before = await stateOf(order.id);
      const res = await confirm(order.id, finance);
      expect(res.status).toBe(409);
      expect(res.body.error.message).toBe(message);
      expect(await stateOf(order.id)).toEqual(before);
    }
    expect((await confirm('00000000-0000-4000-8000-000000000000', finance)).status).toBe(404);
    expect((await confirm('not-a-uuid', finance)).status).toBe(404);
  });

  it('staff without the grant get 403, a shopper cookie or no session 401; nothing changed', async () => {
    const order = await place('bank');
    const before = await stateOf(order.id);
    for (const cookie of [ops, cs, seller]) expect((await confirm(order.id, cookie)).status).toBe(403);
    expect((await confirm(order.id, shopper.cookie)).status).toBe(401);
    expect((await confirm(order.id)).status).toBe(401);
    expect(await stateOf(order.id)).toEqual(before);
  });

  it('a memo over 200 characters or with a NUL byte is 422 with a Korean message, nothing changed', async () => {
    const order = await place('bank');
    const res = await confirm(order.id, finance, { memo: '가'.repeat(201) });
    expect(res.status).toBe(422);
    expect(res.body.error.fields.memo).toBe(PAYMENT_MESSAGES.memoTooLong);
    const nul = await confirm(order.id, finance, { memo: '입금\u0000확인' });
    expect(nul.status).toBe(422);
    expect(nul.body.error.fields.memo).toBe(FORBIDDEN_CHARACTER_MESSAGE);
    expect((await stateOf(order.id)).status).toBe('pending');
  });
});
