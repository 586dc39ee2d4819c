import { sql } from 'drizzle-orm';
import { AUTH_MESSAGES } from '@market/domain/auth';
import { CUSTOMER_MESSAGES } from '@market/domain/customer';
import { PlaceOrderSchema } from '@market/domain/order';
import { auditCountOf, staffSessionForRole, startAdminTest } from '../../test/admin-fixtures';
import { call, idemKey, lineOf, orderBody, pickOption, type OptionRow } from '../../test/buying-fixtures';
import { rowsOf, send, signUpShopper } from '../../test/shopper';
import { getJson, json, readJson, type TestApp } from '../../test/test-app';
import { placeOrderWorkflow } from '../../workflows/place-order';

describe('admin customer detail, edit, suspend / activate, reveal and messages', () => {
  let t: TestApp;
  let superAdmin: string;
  let cs: string;
  let seller: string;
  let option: OptionRow;
  beforeAll(async () => {
    const started = await startAdminTest(['SUPER_ADMIN', 'CS_AGENT', 'SELLER_ADMIN'] as const);
    t = started.t;
    [superAdmin, cs, seller] = started.cookies;
    option = await pickOption(t, { stock: 1_000, minPrice: 20_000 });
  });
  afterAll(() => t.close());

  const count = async (table: string, where: ReturnType<typeof sql>) =>
    Number((await rowsOf<{ n: number }>(t, sql`select count(*)::int as n from ${sql.raw(table)} where ${where}`))[0]!.n);

  it('GET /api/admin/customers/{id} shows tendencies from the orders and masks by permission', async () => {
    const shopper = await signUpShopper(t, '홍길동');
    await rowsOf(
      t,
      sql`update customers set phone = '010-9876-5432', address = '서울시 강남구 테헤란로 1', birthday = '1990-05-17' where id = ${shopper.id}`,
    );
    const placed = await call(t, 'POST', '/api/orders', {
      cookie: shopper.cookie,
      body: orderBody([lineOf(option, 1)]),
      headers: { 'idempotency-key': idemKey() },
    });
    expect(placed.status).toBe(201);

    const masked = await getJson(t, `/api/admin/customers/${shopper.id}`, cs);
    expect(masked.status).toBe(200);
    expect(masked.body).toMatchObject({
      piiVisible: false,
      name: '홍*동',
      phone: '010-****-5432',
      birthday: '1990-**-**',
      address: '서울시 강남구 ***',
    });
    expect(masked.body.email).toMatch(/^sh\*+@example\.com$/);
    expect(masked.body.preferredBrands).toEqual([{ name: expect.any(String), orders: 1 }]);
    expect(masked.body.preferredCategories).toHaveLength(1);

    const full = await getJson(t, `/api/admin/customers/${shopper.id}`, superAdmin);
    expect(full.body).toMatchObject({
      piiVisible: true,
      name: '홍길동',
      email: shopper.email,
      phone: '010-9876-5432',
      birthday: '1990-05-17',
    });

    // The list follows the same rule.
    const q = encodeURIComponent(shopper.email);
    expect((await getJson(t, `/api/admin/customers?q=${q}`, superAdmin)).body.items[0].name).toBe('홍길동');
    expect((await getJson(t, `/api/admin/customers?q=${q}`, cs)).body.items[0].name).toBe('홍*동');

    expect((await getJson(t, '/api/admin/customers/00000000-0000-0000-0000-000000000000', cs)).status).toBe(404);
    expect((await getJson(t, '/api/admin/customers/not-a-uuid', cs)).status).toBe(404);
  });

  it('a role holding customers.pii sees personal data unmasked', async () => {
    await rowsOf(
      t,
      sql`insert into roles (code, name, grants) values ('PII_TEST', '개인정보 열람', '{customers.list.read,customers.pii}'::text[]) returning id`,
    );
    const { cookie } = await staffSessionForRole(t, 'PII_TEST');
    const shopper = await signUpShopper(t, '김열람');
    expect((await getJson(t, `/api/admin/customers/${shopper.id}`, cookie)).body).toMatchObject({
      piiVisible: true,
      name: '김열람',
    });
  });

  it('POST …/reveal returns one field and writes a personal-data access row', async () => {
    const shopper = await signUpShopper(t, '박공개');
    const before = await count('personal_data_access', sql`resource = 'customer' and resource_id = ${shopper.id}`);
    const res = await send(t, 'POST', `/api/admin/customers/${shopper.id}/reveal`, { field: 'name', reason: '배송 문의 본인 확인' }, cs);
    expect(res.status).toBe(200);
    expect(await readJson(res)).toEqual({ field: 'name', value: '박공개' });
    const [row] = await rowsOf<{ fields: string[]; reason: string; purpose: string }>(
      t,
      sql`select fields, reason, purpose from personal_data_access where resource = 'customer' and resource_id = ${shopper.id}`,
    );
    expect(row).toMatchObject({ fields: ['name'], reason: '배송 문의 본인 확인', purpose: 'reveal' });

    // No reason, an unknown field, an empty field: refused, nothing written.
    const noReason = await send(t, 'POST', `/api/admin/customers/${shopper.id}/reveal`, { field: 'name' }, cs);
    expect(noReason.status).toBe(422);
    const badField = await send(t, 'POST', `/api/admin/customers/${shopper.id}/reveal`, { field: 'password', reason: '확인' }, cs);
    expect(badField.status).toBe(422);
    expect((await readJson(badField)).error.fields.field).toBe(CUSTOMER_MESSAGES.field);
    const empty = await send(t, 'POST', `/api/admin/customers/${shopper.id}/reveal`, { field: 'birthday', reason: '확인 필요' }, cs);
    expect(empty.status).toBe(404);
    expect(await count('personal_data_access', sql`resource = 'customer' and resource_id = ${shopper.id}`)).toBe(before + 1);
  });

  it('PATCH /api/admin/customers/{id} changes grade and memo with an audit row; bad input is 422 and writes nothing', async () => {
    const shopper = await signUpShopper(t);
    const res = await send(t, 'PATCH', `/api/admin/customers/${shopper.id}`, { grade: 'gold', memo: '  VIP 후보  ' }, cs);
    expect(res.status).toBe(200);
    const body = await readJson(res);
    expect(body.title).toBe(CUSTOMER_MESSAGES.updated);
    expect(body.customer).toMatchObject({ grade: 'gold', adminMemo: 'VIP 후보', status: 'active' });
    const [audit] = await rowsOf<{ action: string; before: unknown; after: unknown }>(
      t,
      sql`select action, before, after from audit_logs where resource = 'customer' and resource_id = ${shopper.id}`,
    );
    expect(audit).toMatchObject({
      action: 'customers.update',
      before: { grade: 'bronze', memo: '' },
      after: { grade: 'gold', memo: 'VIP 후보' },
    });

    for (const bad of [{ grade: 'diamond' }, { status: 'deleted' }, { memo: 'x'.repeat(2001) }, { points: 100 }, {}]) {
      const r = await send(t, 'PATCH', `/api/admin/customers/${shopper.id}`, bad, cs);
      expect(r.status).toBe(422);
      expect((await readJson(r)).error.message).toMatch(/[가-힣]/);
    }
    expect((await readJson(send(t, 'PATCH', `/api/admin/customers/${shopper.id}`, { grade: 'diamond' }, cs))).error.fields.grade).toBe(
      CUSTOMER_MESSAGES.grade,
    );
    expect(await auditCountOf(t, 'customer', shopper.id)).toBe(1);
    const [row] = await rowsOf<{ grade: string; admin_memo: string }>(
      t,
      sql`select grade, admin_memo from customers where id = ${shopper.id}`,
    );
    expect(row).toEqual({ grade: 'gold', admin_memo: 'VIP 후보' });
  });

  it('suspend ends the sessions, refuses sign-in and ordering; activate restores sign-in; illegal transitions are 409', async () => {
    const shopper = await signUpShopper(t);
    expect((await getJson(t, '/api/auth/me', shopper.cookie)).status).toBe(200);

    const res = await send(t, 'POST', `/api/admin/customers/${shopper.id}/suspend`, undefined, cs);
    expect(res.status).toBe(200);
    const body = await readJson(res);
    expect(body).toMatchObject({
      title: CUSTOMER_MESSAGES.updated,
      message: CUSTOMER_MESSAGES.suspended,
      customer: { status: 'suspended' },
    });
    expect(await count('sessions', sql`kind = 'customer' and subject_id = ${shopper.id}`)).toBe(0);
    expect((await getJson(t, '/api/auth/me', shopper.cookie)).status).toBe(401);
    const order = await call(t, 'POST', '/api/orders', {
      cookie: shopper.cookie,
      body: orderBody([lineOf(option, 1)]),
      headers: { 'idempotency-key': idemKey() },
    });
    expect(order.status).toBe(401);
    // Even past the session check (a request already in flight), the order is refused.
    await expect(
      placeOrderWorkflow(t.db.database.db, { customerId: shopper.id }, idemKey(), PlaceOrderSchema.parse(orderBody([lineOf(option, 1)]))),
    ).rejects.toMatchObject({ code: 'FORBIDDEN', message: AUTH_MESSAGES.suspended });
    expect(await count('orders', sql`customer_id = ${shopper.id}`)).toBe(0);

    const signIn = await t.app.request('/api/auth/login', json({ email: shopper.email, password: 'secret12' }));
    expect(signIn.status).toBe(403);
    expect((await readJson(signIn)).error.message).toBe('이용이 정지된 계정입니다. 고객센터로 문의해주세요.');

    const again = await send(t, 'POST', `/api/admin/customers/${shopper.id}/suspend`, undefined, cs);
    expect(again.status).toBe(409);
    expect((await readJson(again)).error.message).toBe(CUSTOMER_MESSAGES.notActive);

    const activated = await send(t, 'POST', `/api/admin/customers/${shopper.id}/activate`, undefined, cs);
    expect(activated.status).toBe(200);
    expect((await readJson(activated)).message).toBe(CUSTOMER_MESSAGES.activated);
    expect((await t.app.request('/api/auth/login', json({ email: shopper.email, password: 'secret12' }))).status).toBe(200);
    const twice = await send(t, 'POST', `/api/admin/customers/${shopper.id}/activate`, undefined, cs);
    expect(twice.status).toBe(409);
    expect((await readJson(twice)).error.message).toBe(CUSTOMER_MESSAGES.notSuspended);

    const actions = await rowsOf<{ action: string; before: { status: string }; after: { status: string } }>(
      t,
      sql`select action, before, after from audit_logs where resource = 'customer' and resource_id = ${shopper.id} order by occurred_at`,
    );
    expect(actions.map((a) => [a.action, a.before.status, a.after.status])).toEqual([
      ['customers.suspend', 'active', 'suspended'],
      ['customers.activate', 'suspended', 'active'],
    ]);
  });

  it('PATCH to status suspended has the same effect as suspend', async () => {
    const shopper = await signUpShopper(t);
    const res = await send(t, 'PATCH', `/api/admin/customers/${shopper.id}`, { status: 'suspended' }, cs);
    expect(res.status).toBe(200);
    expect((await readJson(res)).message).toBe(CUSTOMER_MESSAGES.suspended);
    expect((await getJson(t, '/api/auth/me', shopper.cookie)).status).toBe(401);
    expect(await count('sessions', sql`kind = 'customer' and subject_id = ${shopper.id}`)).toBe(0);
    expect((await t.app.request('/api/auth/login', json({ email: shopper.email, password: 'secret12' }))).status).toBe(403);
  });

  it('POST …/messages reaches the shopper through GET /api/me/messages', async () => {
    const shopper = await signUpShopper(t);
    const other = await signUpShopper(t);
    expect((await getJson(t, '/api/me/messages', shopper.cookie)).body).toEqual({ items: [] });
    const res = await send(
      t,
      'POST',
      `/api/admin/customers/${shopper.id}/messages`,
      { title: '배송 지연 안내', body: '주문하신 상품이 하루 늦게 출발합니다.' },
      cs,
    );
    expect(res.status).toBe(201);
    expect((await readJson(res)).title).toBe(CUSTOMER_MESSAGES.messageSent);
    const mine = await getJson(t, '/api/me/messages', shopper.cookie);
    expect(mine.body.items).toEqual([
      {
        id: expect.any(String),
        title: '배송 지연 안내',
        body: '주문하신 상품이 하루 늦게 출발합니다.',
        createdAt: expect.any(String),
        readAt: null,
      },
    ]);
    expect((await getJson(t, '/api/me/messages', other.cookie)).body.items).toEqual([]);
    expect((await getJson(t, '/api/me/messages')).status).toBe(401);
    expect(await auditCountOf(t, 'customer', shopper.id)).toBe(1);

    const blank = await send(t, 'POST', `/api/admin/customers/${shopper.id}/messages`, { title: '  ', body: '내용' }, cs);
    expect(blank.status).toBe(422);
    expect((await readJson(blank)).error.fields.title).toBe(CUSTOMER_MESSAGES.titleRequired);
    expect(await count('customer_messages', sql`customer_id = ${shopper.id}`)).toBe(1);
  });

  it('SELLER_ADMIN may not read or change customers', async () => {
    const shopper = await signUpShopper(t);
    expect((await getJson(t, '/api/admin/customers', seller)).status).toBe(403);
    expect((await getJson(t, `/api/admin/customers/${shopper.id}`, seller)).status).toBe(403);
    for (const [method, path, body] of [
      ['PATCH', `/api/admin/customers/${shopper.id}`, { grade: 'vip' }],
      ['POST', `/api/admin/customers/${shopper.id}/suspend`, undefined],
      ['POST', `/api/admin/customers/${shopper.id}/reveal`, { field: 'name', reason: '확인' }],
      ['POST', `/api/admin/customers/${shopper.id}/messages`, { title: '제목', body: '내용' }],
    ] as const) {
      expect((await send(t, method, path, body, seller)).status).toBe(403);
    }
    expect(await auditCountOf(t, 'customer', shopper.id)).toBe(0);
  });

  it('GET /api/admin/customers/export asks for a reason and logs the download', async () => {
    const noReason = await getJson(t, '/api/admin/customers/export?grade=vip', cs);
    expect(noReason.status).toBe(422);
    const before = await count('personal_data_access', sql`resource = 'customers' and purpose = 'export'`);
    const res = await t.app.request(`/api/admin/customers/export?grade=vip&status=active&reason=${encodeURIComponent('VIP 행사 안내')}`, {
      headers: { cookie: cs },
    });
    expect(res.status).toBe(200);
    const text = await res.text();
    const lines = text.trim().split('\r\n');
    expect(lines[0]).toContain('이름,이메일,연락처,등급,상태');
    const [expected] = await rowsOf<{ n: number }>(
      t,
      sql`select count(*)::int as n from customers where grade = 'vip' and status = 'active'`,
    );
    expect(lines.length - 1).toBe(Number(expected!.n));
    expect(lines.slice(1).every((l) => l.includes(',VIP,활성,'))).toBe(true);
    expect(await count('personal_data_access', sql`resource = 'customers' and purpose = 'export'`)).toBe(before + 1);
  });
});
