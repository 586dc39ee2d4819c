import { count, eq, inArray } from 'drizzle-orm';
import { brands } from '../../db/schema/catalog';
import { qnas, reviews } from '../../db/schema/content';
import { customers, staffAccounts } from '../../db/schema/identity';
import { returns } from '../../db/schema/orders';
import { createTestApp, DEMO_STAFF_EMAILS, getJson, loginStaff, type TestApp } from '../../test/test-app';

describe('dashboard and notifications', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function n(table: typeof brands | typeof customers | typeof returns | typeof reviews | typeof qnas, where?: ReturnType<typeof eq>) {
    const [row] = await t.db.database.db.select({ n: count() }).from(table).where(where);
    return row!.n;
  }

  it('GET /api/admin/dashboard counts from the database for SUPER_ADMIN', async () => {
    const cookie = await loginStaff(t, DEMO_STAFF_EMAILS.SUPER_ADMIN);
    const { status, body } = await getJson(t, '/api/admin/dashboard', cookie);
    expect(status).toBe(200);
    const [staff] = await t.db.database.db.select({ n: count() }).from(staffAccounts);
    expect(body).toEqual({
      brands: {
        total: await n(brands),
        active: await n(brands, eq(brands.status, 'active')),
        pending: await n(brands, eq(brands.status, 'pending')),
      },
      customers: {
        total: await n(customers),
        active: await n(customers, eq(customers.status, 'active')),
        newThisMonth: expect.any(Number),
      },
      staff: { total: staff!.n },
    });
    expect(body.brands.pending).toBe(7);
    expect(body.customers.newThisMonth).toBeGreaterThan(0);
  });

  it('GET /api/admin/dashboard leaves sections the role may not read null', async () => {
    const cs = await getJson(t, '/api/admin/dashboard', await loginStaff(t, DEMO_STAFF_EMAILS.CS_AGENT));
    expect(cs.body.brands).toBeNull();
    expect(cs.body.customers).not.toBeNull();
    expect(cs.body.staff).toBeNull();
    const ops = await getJson(t, '/api/admin/dashboard', await loginStaff(t, DEMO_STAFF_EMAILS.OPS_MANAGER));
    expect(ops.body.brands).not.toBeNull();
    expect(ops.body.customers).toBeNull();
    const seller = await getJson(t, '/api/admin/dashboard', await loginStaff(t, DEMO_STAFF_EMAILS.SELLER_ADMIN));
    expect(seller.body).toEqual({ brands: null, customers: null, staff: null });
  });

  it('GET /api/admin/notifications counts real pending work the role may read', async () => {
    const pendingBrands = await n(brands, eq(brands.status, 'pending'));
    const suspended = await n(customers, eq(customers.status, 'suspended'));
    const requested = await n(returns, eq(returns.status, 'requested'));
    const pendingReviews = await n(reviews, eq(reviews.status, 'pending'));
    const waitingQna = await n(qnas, inArray(qnas.status, ['pending', 'urgent']));
    // The seed leaves work in every queue, so every item below is really counted.
    expect(Math.min(pendingBrands, suspended, requested, pendingReviews, waitingQna)).toBeGreaterThan(0);
    const superAdmin = await getJson(t, '/api/admin/notifications', await loginStaff(t, DEMO_STAFF_EMAILS.SUPER_ADMIN));
    expect(superAdmin.body.count).toBe(pendingBrands + suspended + requested + pendingReviews + waitingQna);
    expect(superAdmin.body.items).toEqual([
      {
        type: 'brands.pending',
        message: `승인 대기 중인 브랜드가 ${pendingBrands}개 있습니다.`,
        count: pendingBrands,
        href: '/admin/catalog/brands?status=pending',
      },
      {
        type: 'customers.suspended',
        message: `이용 정지된 고객이 ${suspended}명 있습니다.`,
        count: suspended,
        href: '/admin/customers?status=suspended',
      },
      {
        type: 'returns.requested',
        message: `처리를 기다리는 반품/교환 요청이 ${requested}건 있습니다.`,
        count: requested,
        href: '/admin/returns?status=requested',
      },
      {
        type: 'reviews.pending',
        message: `승인을 기다리는 리뷰가 ${pendingReviews}건 있습니다.`,
        count: pendingReviews,
        href: '/admin/content/reviews?status=pending',
      },
      {
        type: 'qna.pending',
        message: `답변을 기다리는 문의가 ${waitingQna}건 있습니다.`,
        count: waitingQna,
        href: '/admin/content/qna?status=pending',
      },
    ]);
    const ops = await getJson(t, '/api/admin/notifications', await loginStaff(t, DEMO_STAFF_EMAILS.OPS_MANAGER));
    expect(ops.body.items.map((i: { type: string }) => i.type)).toEqual([
      'brands.pending',
      'returns.requested',
      'reviews.pending',
      'qna.pending',
    ]);
    const cs = await getJson(t, '/api/admin/notifications', await loginStaff(t, DEMO_STAFF_EMAILS.CS_AGENT));
    expect(cs.body.items.map((i: { type: string }) => i.type)).toEqual([
      'customers.suspended',
      'returns.requested',
      'reviews.pending',
      'qna.pending',
    ]);
    // A seller's grants cover their own brand: the shop-wide queues are not theirs to count.
    const seller = await getJson(t, '/api/admin/notifications', await loginStaff(t, DEMO_STAFF_EMAILS.SELLER_ADMIN));
    expect(seller.body.items.map((i: { type: string }) => i.type)).toEqual([]);
    const finance = await getJson(t, '/api/admin/notifications', await loginStaff(t, DEMO_STAFF_EMAILS.FINANCE));
    expect(finance.body.items.map((i: { type: string }) => i.type)).toEqual(['returns.requested']);
  });
});
