import { sql } from 'drizzle-orm';
import { businessNumberFrom, SELLER_MESSAGES, sellerStatusChangedMessage } from '@market/domain/admin-sellers';
import { bankAccountContext, developmentSecretBox } from '../../lib/secret-box';
import { queryRows } from '../../lib/sql';
import { auditCountOf, startAdminTest } from '../../test/admin-fixtures';
import { call, idemKey, lineOf, newShopper, orderBody, pickOption } from '../../test/buying-fixtures';
import type { TestApp } from '../../test/test-app';

jest.setTimeout(60_000);

let seq = 0;
/** A valid, unused 사업자등록번호 (the seeds use 1xx and 3xx prefixes). */
function freshBusinessNumber(): string {
  seq += 1;
  return businessNumberFrom(
    `9${String(process.pid % 100).padStart(2, '0')}${String(81 + (seq % 18)).padStart(2, '0')}${String(1000 + seq)}`,
  );
}

function wrongCheckDigit(valid: string): string {
  const last = Number(valid.slice(-1));
  return `${valid.slice(0, -1)}${(last + 1) % 10}`;
}

const body = (extra: Record<string, unknown> = {}) => ({
  companyName: '(주)테스트상사',
  brandName: `테스트브랜드${(seq += 1)}`,
  brandNameEn: `Test Brand ${seq}`,
  businessNumber: freshBusinessNumber(),
  ceoName: '김대표',
  contactPerson: '이담당',
  phone: '010-2345-6789',
  email: 'partner@test-brand.example.kr',
  commissionRate: 15,
  settlementCycle: 'biweekly',
  bankName: '국민은행',
  bankAccount: '123-456789-01-234',
  accountHolder: '(주)테스트상사',
  ...extra,
});

describe('/api/admin/sellers', () => {
  let t: TestApp;
  let superAdmin: string, ops: string, finance: string, seller: string;
  const q = <T = any>(query: ReturnType<typeof sql>) => queryRows<T>(t.db.database.db, query);
  const admin = (method: string, path: string, cookie: string, payload?: unknown) => call(t, method, path, { cookie, body: payload });

  beforeAll(async () => {
    ({
      t,
      cookies: [superAdmin, ops, finance, seller],
    } = await startAdminTest(['SUPER_ADMIN', 'OPS_MANAGER', 'FINANCE', 'SELLER_ADMIN']));
  }, 180_000);
  afterAll(() => t.close());

  it('GET /api/admin/sellers pages sellers newest first with tiles from the database and masked accounts', async () => {
    const { status, body: page } = await admin('GET', '/api/admin/sellers?limit=5', superAdmin);
    expect(status).toBe(200);
    const [counts] = await q<Record<string, number>>(sql`select count(*)::int as total,
      (count(*) filter (where status = 'active'))::int as active, (count(*) filter (where status = 'pending'))::int as pending,
      (count(*) filter (where status = 'suspended'))::int as suspended from sellers`);
    expect(page.total).toBe(counts!.total);
    expect(page.summary).toEqual({ active: counts!.active, pending: counts!.pending, suspended: counts!.suspended });
    expect(page.items).toHaveLength(5);
    expect(page.nextCursor).toEqual(expect.any(String));
    const joined = page.items.map((s: { joinedAt: string }) => s.joinedAt);
    expect(joined).toEqual([...joined].sort().reverse());
    for (const s of page.items) {
      expect(s.bankAccountMasked).toMatch(/^\*{4}-\*{2}-\d{4}$/);
      expect(s.brands.length).toBeGreaterThan(0);
      expect(s.businessNumber).toMatch(/^\d{3}-\d{2}-\d{5}$/);
      expect(typeof s.monthlyRevenue).toBe('number');
      expect(s.activeProductCount).toBeLessThanOrEqual(s.productCount);
    }
    // No account number in any answer: the stored numbers are sealed.
    const [row] = await q<{ bank_account: string; bank_account_encrypted: string }>(
      sql`select bank_account, bank_account_encrypted from sellers limit 1`,
    );
    expect(row!.bank_account).toMatch(/^\*{4}-\*{2}-\d{4}$/);
    expect(row!.bank_account_encrypted).toMatch(/^v1\./);
  });

  it('GET /api/admin/sellers walks every seller by cursor, once each, in every sort', async () => {
    const [{ n }] = (await q<{ n: number }>(sql`select count(*)::int as n from sellers`)) as [{ n: number }];
    for (const [sort, order] of [
      ['joined', 'desc'],
      ['company', 'asc'],
      ['commission', 'desc'],
      ['revenue', 'asc'],
      ['products', 'desc'],
    ]) {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const res: { status: number; body: any } = await admin(
          'GET',
          `/api/admin/sellers?limit=7&sort=${sort}&order=${order}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
          superAdmin,
        );
        expect(res.status).toBe(200);
        seen.push(...res.body.items.map((s: { id: string }) => s.id));
        cursor = res.body.nextCursor;
      } while (cursor);
      expect(new Set(seen).size).toBe(n);
      expect(seen).toHaveLength(n);
    }
  });

  it('GET /api/admin/sellers searches brand, company and contact person and filters by status', async () => {
    const [s] = await q<{ company_name: string; contact_person: string; brand: string; status: string }>(
      sql`select s.company_name, s.contact_person, b.name as brand, s.status from sellers s join brands b on b.seller_id = s.id order by s.created_at limit 1`,
    );
    for (const text of [s!.brand, s!.contact_person, s!.company_name]) {
      const res = await admin('GET', `/api/admin/sellers?q=${encodeURIComponent(text)}`, superAdmin);
      expect(res.status).toBe(200);
      expect(res.body.items.length).toBeGreaterThan(0);
      expect(
        res.body.items.every((r: any) => r.brandName.includes(text) || r.contactPerson.includes(text) || r.companyName.includes(text)),
      ).toBe(true);
    }
    const active = await admin('GET', '/api/admin/sellers?status=active&limit=100', superAdmin);
    expect(active.body.items.every((r: any) => r.status === 'active')).toBe(true);
    expect(active.body.total).toBe(active.body.summary.active);
  });

  it('GET /api/admin/sellers answers a bad cursor (or one of another order) and a bad status with a Korean 422', async () => {
    const bad = await admin('GET', '/api/admin/sellers?cursor=garbage', superAdmin);
    expect(bad.status).toBe(422);
    expect(bad.body.error.fields.cursor).toBe(SELLER_MESSAGES.cursor);
    const other = await admin('GET', '/api/admin/sellers?limit=2', superAdmin);
    const mixed = await admin('GET', `/api/admin/sellers?sort=company&cursor=${encodeURIComponent(other.body.nextCursor)}`, superAdmin);
    expect(mixed.status).toBe(422);
    const status = await admin('GET', '/api/admin/sellers?status=closed', superAdmin);
    expect(status.status).toBe(422);
    expect(JSON.stringify(status.body)).toContain(SELLER_MESSAGES.status);
  });

  it('the sellers routes are 401 signed out and 403 for roles without sellers.list (OPS_MANAGER, FINANCE, SELLER_ADMIN)', async () => {
    expect((await call(t, 'GET', '/api/admin/sellers')).status).toBe(401);
    for (const cookie of [ops, finance, seller]) {
      expect((await admin('GET', '/api/admin/sellers', cookie)).status).toBe(403);
      expect((await admin('POST', '/api/admin/sellers', cookie, body())).status).toBe(403);
    }
    const [{ id }] = (await q<{ id: string }>(sql`select id from sellers limit 1`)) as [{ id: string }];
    expect((await admin('POST', `/api/admin/sellers/${id}/status`, finance, { status: 'suspended' })).status).toBe(403);
    expect((await admin('PATCH', `/api/admin/sellers/${id}`, seller, { commissionRate: 13 })).status).toBe(403);
  });

  it('POST /api/admin/sellers creates a pending seller with a new pending brand, the account sealed and only masked in the answer and the audit', async () => {
    const input = body();
    const res = await admin('POST', '/api/admin/sellers', superAdmin, input);
    expect(res.status).toBe(201);
    expect(res.body.title).toBe('셀러 등록 완료');
    const item = res.body.item;
    expect(item).toMatchObject({
      companyName: input.companyName,
      businessNumber: input.businessNumber,
      status: 'pending',
      commissionRate: 15,
      settlementCycle: 'biweekly',
      bankAccountMasked: '****-**-1234',
      brandName: input.brandName,
    });
    expect(item.brands[0]).toMatchObject({ name: input.brandName, status: 'pending', slug: expect.stringMatching(/^test-brand-\d+/) });
    expect(JSON.stringify(res.body)).not.toContain('456789');
    const [row] = await q<{ bank_account: string; bank_account_encrypted: string }>(
      sql`select bank_account, bank_account_encrypted from sellers where id = ${item.id}`,
    );
    expect(row!.bank_account).toBe('****-**-1234');
    expect(developmentSecretBox().open(row!.bank_account_encrypted, bankAccountContext(item.id))).toBe('123-456789-01-234');
    const [audit] = await q<{ action: string; after: unknown; before: unknown }>(
      sql`select action, after, before from audit_logs where resource = 'seller' and resource_id = ${item.id}`,
    );
    expect(audit!.action).toBe('sellers.list.create');
    expect(JSON.stringify(audit)).not.toContain('456789');
    expect(audit!.after).toMatchObject({ bankAccount: '****-**-1234', businessNumber: input.businessNumber });
    const detail = await admin('GET', `/api/admin/sellers/${item.id}`, superAdmin);
    expect(detail.status).toBe(200);
    expect(detail.body).toEqual(item);
  });

  it('POST /api/admin/sellers refuses a wrong check digit, a 25% commission and a used number in Korean, writing nothing', async () => {
    const [before] = await q<{ n: number }>(sql`select count(*)::int as n from sellers`);
    const wrong = await admin('POST', '/api/admin/sellers', superAdmin, body({ businessNumber: wrongCheckDigit(freshBusinessNumber()) }));
    expect(wrong.status).toBe(422);
    expect(wrong.body.error.fields.businessNumber).toBe(SELLER_MESSAGES.businessNumberCheck);
    const rate = await admin('POST', '/api/admin/sellers', superAdmin, body({ commissionRate: 25 }));
    expect(rate.status).toBe(422);
    expect(rate.body.error.fields.commissionRate).toBe(SELLER_MESSAGES.commissionRate);
    const low = await admin('POST', '/api/admin/sellers', superAdmin, body({ commissionRate: 11.9 }));
    expect(low.body.error.fields.commissionRate).toBe(SELLER_MESSAGES.commissionRate);
    const [taken] = await q<{ business_number: string }>(sql`select business_number from sellers limit 1`);
    const dup = await admin('POST', '/api/admin/sellers', superAdmin, body({ businessNumber: taken!.business_number }));
    expect(dup.status).toBe(409);
    expect(dup.body.error.message).toBe(SELLER_MESSAGES.businessNumberTaken);
    const [brand] = await q<{ name: string }>(sql`select name from brands limit 1`);
    const sameBrand = await admin('POST', '/api/admin/sellers', superAdmin, body({ brandName: brand!.name }));
    expect(sameBrand.status).toBe(409);
    expect(sameBrand.body.error.message).toBe(SELLER_MESSAGES.brandNameTaken);
    const neither = await admin('POST', '/api/admin/sellers', superAdmin, body({ brandName: undefined }));
    expect(neither.status).toBe(422);
    expect(neither.body.error.fields.brandName).toBe(SELLER_MESSAGES.brand);
    const [after] = await q<{ n: number }>(sql`select count(*)::int as n from sellers`);
    expect(after!.n).toBe(before!.n);
  });

  it('POST /api/admin/sellers takes an existing brand without a seller, with its products', async () => {
    // A brand without a seller is not reachable through the API (brands are made with their seller): made here.
    const [cat] = await q<{ id: string }>(sql`select id from categories where parent_id is null limit 1`);
    const [brand] = await q<{ id: string }>(
      sql`insert into brands (slug, name, name_en, status, category_id) values ('orphan-brand', '고아브랜드', 'Orphan', 'pending', ${cat!.id}) returning id`,
    );
    const list = await admin('GET', '/api/admin/sellers/unassigned-brands', superAdmin);
    expect(list.body.items).toEqual(expect.arrayContaining([expect.objectContaining({ id: brand!.id, name: '고아브랜드' })]));
    const res = await admin(
      'POST',
      '/api/admin/sellers',
      superAdmin,
      body({ brandName: undefined, brandNameEn: undefined, brandId: brand!.id }),
    );
    expect(res.status).toBe(201);
    expect(res.body.item.brands.map((b: { id: string }) => b.id)).toEqual([brand!.id]);
    const again = await admin(
      'POST',
      '/api/admin/sellers',
      superAdmin,
      body({ brandName: undefined, brandNameEn: undefined, brandId: brand!.id }),
    );
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(SELLER_MESSAGES.brandTaken);
    const missing = await admin(
      'POST',
      '/api/admin/sellers',
      superAdmin,
      body({ brandName: undefined, brandId: '00000000-0000-4000-8000-000000000000' }),
    );
    expect(missing.status).toBe(404);
  });

  it('PATCH /api/admin/sellers/{id} edits the fields sent, reseals a new account, keeps it when empty, and audits masked', async () => {
    const created = (await admin('POST', '/api/admin/sellers', superAdmin, body())).body.item;
    const kept = await admin('PATCH', `/api/admin/sellers/${created.id}`, superAdmin, {
      commissionRate: 18.5,
      settlementCycle: 'weekly',
      bankAccount: '',
    });
    expect(kept.status).toBe(200);
    expect(kept.body.title).toBe('셀러 정보 수정 완료');
    expect(kept.body.item).toMatchObject({ commissionRate: 18.5, settlementCycle: 'weekly', bankAccountMasked: '****-**-1234' });
    const changed = await admin('PATCH', `/api/admin/sellers/${created.id}`, superAdmin, {
      bankAccount: '1002-345-678901',
      bankName: '우리은행',
    });
    expect(changed.body.item).toMatchObject({ bankAccountMasked: '****-**-8901', bankName: '우리은행' });
    const [row] = await q<{ bank_account_encrypted: string }>(sql`select bank_account_encrypted from sellers where id = ${created.id}`);
    expect(developmentSecretBox().open(row!.bank_account_encrypted, bankAccountContext(created.id))).toBe('1002-345-678901');
    const audits = await q<{ before: any; after: any }>(
      sql`select before, after from audit_logs where resource = 'seller' and resource_id = ${created.id} and action = 'sellers.list.update' order by occurred_at, id`,
    );
    expect(audits).toHaveLength(2);
    expect(audits[1]!.before.bankAccount).toBe('****-**-1234');
    expect(audits[1]!.after.bankAccount).toBe('****-**-8901');
    expect(JSON.stringify(audits)).not.toMatch(/678901|456789/);

    const rate = await admin('PATCH', `/api/admin/sellers/${created.id}`, superAdmin, { commissionRate: 25 });
    expect(rate.status).toBe(422);
    expect(rate.body.error.fields.commissionRate).toBe(SELLER_MESSAGES.commissionRate);
    const [other] = await q<{ business_number: string }>(sql`select business_number from sellers where id <> ${created.id} limit 1`);
    const dup = await admin('PATCH', `/api/admin/sellers/${created.id}`, superAdmin, { businessNumber: other!.business_number });
    expect(dup.status).toBe(409);
    expect(dup.body.error.message).toBe(SELLER_MESSAGES.businessNumberTaken);
    const empty = await admin('PATCH', `/api/admin/sellers/${created.id}`, superAdmin, {});
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toBe(SELLER_MESSAGES.noChanges);
    expect((await admin('PATCH', '/api/admin/sellers/not-an-id', superAdmin, { commissionRate: 13 })).status).toBe(404);
    expect((await admin('PATCH', `/api/admin/sellers/${created.id}`, superAdmin, { status: 'active' })).status).toBe(422);
  });

  it('POST /api/admin/sellers/{id}/status approves (opening its pending brand), refuses what section 4 does not offer, in Korean', async () => {
    const created = (await admin('POST', '/api/admin/sellers', superAdmin, body())).body.item;
    const approved = await admin('POST', `/api/admin/sellers/${created.id}/status`, superAdmin, {
      status: 'active',
      expectedStatus: 'pending',
    });
    expect(approved.status).toBe(200);
    expect(approved.body.title).toBe('셀러 상태 변경 완료');
    expect(approved.body.message).toBe(sellerStatusChangedMessage('active'));
    expect(approved.body.item.status).toBe('active');
    expect(approved.body.item.brands[0].status).toBe('active');
    const again = await admin('POST', `/api/admin/sellers/${created.id}/status`, superAdmin, { status: 'active' });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe("'운영중' 상태의 셀러는 '운영중' 상태로 변경할 수 없습니다.");
    const stale = await admin('POST', `/api/admin/sellers/${created.id}/status`, superAdmin, {
      status: 'suspended',
      expectedStatus: 'pending',
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error.message).toBe(SELLER_MESSAGES.stale);
    const bad = await admin('POST', `/api/admin/sellers/${created.id}/status`, superAdmin, { status: 'pending' });
    expect(bad.status).toBe(422);
    expect(
      (await admin('POST', '/api/admin/sellers/00000000-0000-4000-8000-000000000000/status', superAdmin, { status: 'active' })).status,
    ).toBe(404);
    const [audit] = await q<{ action: string; before: any; after: any }>(
      sql`select action, before, after from audit_logs where resource = 'seller' and resource_id = ${created.id} and action like 'sellers.list.approve'`,
    );
    expect(audit).toMatchObject({ before: { status: 'pending' }, after: { status: 'active' } });

    const rejected = (await admin('POST', '/api/admin/sellers', superAdmin, body())).body.item;
    const reject = await admin('POST', `/api/admin/sellers/${rejected.id}/status`, superAdmin, { status: 'suspended' });
    expect(reject.body.item.status).toBe('suspended');
    expect(await auditCountOf(t, 'seller', rejected.id)).toBe(2);
  });

  it('two operators suspending one seller at once: one wins, the other gets 409', async () => {
    const created = (await admin('POST', '/api/admin/sellers', superAdmin, body())).body.item;
    await admin('POST', `/api/admin/sellers/${created.id}/status`, superAdmin, { status: 'active' });
    const results = await Promise.all(
      [0, 1].map(() =>
        admin('POST', `/api/admin/sellers/${created.id}/status`, superAdmin, { status: 'suspended', expectedStatus: 'active' }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const [audits] = await q<{ n: number }>(
      sql`select count(*)::int as n from audit_logs where resource_id = ${created.id} and action = 'sellers.list.suspend'`,
    );
    expect(audits!.n).toBe(1);
  });

  it("a suspended seller's products leave the storefront at once (detail, listing, brand page, cart, checkout) and come back on reactivation", async () => {
    const option = await pickOption(t, { stock: 30, minPrice: 10_000, maxPrice: 200_000 });
    const [s] = await q<{ seller_id: string; slug: string; status: string }>(
      sql`select p.seller_id, b.slug, s.status from products p join brands b on b.id = p.brand_id join sellers s on s.id = p.seller_id where p.id = ${option.productId}`,
    );
    expect(s!.status).toBe('active');
    const shopper = await newShopper(t);
    const listed = async () => {
      const res = await call(t, 'GET', `/api/products?brand=${s!.slug}&limit=100`);
      return res.body.items.map((p: { id: string }) => p.id) as string[];
    };
    expect((await call(t, 'GET', `/api/products/${option.productId}`)).status).toBe(200);
    expect(await listed()).toContain(option.productId);
    const all = await call(t, 'GET', '/api/products?limit=1');
    expect((await call(t, 'GET', `/api/brands/${s!.slug}`)).status).toBe(200);

    const suspended = await admin('POST', `/api/admin/sellers/${s!.seller_id}/status`, superAdmin, {
      status: 'suspended',
      expectedStatus: 'active',
    });
    expect(suspended.status).toBe(200);
    expect(suspended.body.message).toBe(sellerStatusChangedMessage('suspended'));
    expect(suspended.body.item.brands.every((b: { status: string }) => b.status === 'suspended')).toBe(true);
    expect((await call(t, 'GET', `/api/products/${option.productId}`)).status).toBe(404);
    expect(await listed()).not.toContain(option.productId);
    expect((await call(t, 'GET', `/api/brands/${s!.slug}`)).status).toBe(404);
    // The listing's cached total follows at once (listing-cache.ts dropped on the change).
    const [{ n: productCount }] = (await q<{ n: number }>(
      sql`select count(*)::int as n from products where seller_id = ${s!.seller_id} and status <> 'inactive'`,
    )) as [{ n: number }];
    expect((await call(t, 'GET', '/api/products?limit=1')).body.total).toBe(all.body.total - productCount);
    const add = await call(t, 'POST', '/api/cart/items', { cookie: shopper.cookie, body: { ...lineOf(option), quantity: 1 } });
    expect(add.status).toBeGreaterThanOrEqual(400);
    expect(add.status).toBeLessThan(500);
    const order = await call(t, 'POST', '/api/orders', {
      cookie: shopper.cookie,
      body: orderBody([lineOf(option, 1)]),
      headers: { 'idempotency-key': idemKey() },
    });
    expect(order.status).toBeGreaterThanOrEqual(400);
    expect(order.status).toBeLessThan(500);

    const back = await admin('POST', `/api/admin/sellers/${s!.seller_id}/status`, superAdmin, {
      status: 'active',
      expectedStatus: 'suspended',
    });
    expect(back.status).toBe(200);
    expect(back.body.message).toBe(sellerStatusChangedMessage('active'));
    expect((await call(t, 'GET', `/api/products/${option.productId}`)).status).toBe(200);
    expect(await listed()).toContain(option.productId);
    expect((await call(t, 'GET', `/api/brands/${s!.slug}`)).status).toBe(200);
    expect((await call(t, 'GET', '/api/products?limit=1')).body.total).toBe(all.body.total);
    const retry = await call(t, 'POST', '/api/cart/items', { cookie: shopper.cookie, body: { ...lineOf(option), quantity: 1 } });
    expect(retry.status).toBe(200);
  });

  it('GET /api/admin/sellers/export downloads the filtered list as CSV (BOM, masked accounts) and .xlsx, with the reason logged', async () => {
    const raw = (path: string, cookie?: string) =>
      t.app.request(path, { headers: { ...(cookie ? { cookie } : {}), 'x-forwarded-for': '10.9.8.7' } });
    const noReason = await raw('/api/admin/sellers/export?format=csv', superAdmin);
    expect(noReason.status).toBe(422);
    expect(JSON.stringify(await noReason.json())).toContain('사유');
    expect((await raw('/api/admin/sellers/export?format=csv&reason=정산 점검', finance)).status).toBe(403);
    expect((await raw('/api/admin/sellers/export?format=csv&reason=정산 점검')).status).toBe(401);

    const res = await raw(`/api/admin/sellers/export?format=csv&status=active&reason=${encodeURIComponent('정산 계좌 점검')}`, superAdmin);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).trim().split('\r\n');
    expect(lines[0]).toBe(
      '브랜드,회사명,사업자등록번호,대표자,담당자,연락처,이메일,수수료율(%),정산 주기,은행,계좌번호,예금주,월 매출(원),판매 상품,전체 상품,상태,가입일',
    );
    const [active] = await q<{ n: number }>(sql`select count(*)::int as n from sellers where status = 'active'`);
    expect(lines).toHaveLength(active!.n + 1);
    expect(lines.slice(1).every((l) => l.includes('****-**-') && l.includes('운영중'))).toBe(true);
    const [logged] = await q<{ purpose: string; resource: string; reason: string; fields: string[] }>(
      sql`select purpose, resource, reason, fields from personal_data_access order by occurred_at desc limit 1`,
    );
    expect(logged).toMatchObject({
      purpose: 'export',
      resource: 'seller',
      reason: '정산 계좌 점검',
      fields: ['contactPerson', 'phone', 'email'],
    });
    const [audit] = await q<{ n: number }>(sql`select count(*)::int as n from audit_logs where action = 'sellers.list.export'`);
    expect(audit!.n).toBe(1);

    const xlsx = await raw(`/api/admin/sellers/export?format=xlsx&reason=${encodeURIComponent('정산 계좌 점검')}`, superAdmin);
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers.get('content-type')).toContain('spreadsheetml');
    expect(
      Buffer.from(await xlsx.arrayBuffer())
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');
  });
});
