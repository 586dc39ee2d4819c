import { and, count, eq, sql } from 'drizzle-orm';
import { customers } from '../../db/schema/identity';
import { createTestApp, DEMO_STAFF_EMAILS, getJson, loginStaff, type TestApp } from '../../test/test-app';

describe('GET /api/admin/customers', () => {
  let t: TestApp;
  let cs: string;
  beforeAll(async () => {
    t = await createTestApp();
    cs = await loginStaff(t, DEMO_STAFF_EMAILS.CS_AGENT);
  });
  afterAll(() => t.close());

  it('GET /api/admin/customers pages customers with masked personal data', async () => {
    const { status, body } = await getJson(t, '/api/admin/customers?limit=10', cs);
    expect(status).toBe(200);
    // 820 seeded customers plus the two demo shoppers.
    expect(body.total).toBe(822);
    expect(body.items).toHaveLength(10);
    for (const c of body.items) {
      expect(c.name).toContain('*');
      expect(c.email).toMatch(/^.{1,2}\*+@/);
      if (c.phone) expect(c.phone).toMatch(/^010-\*\*\*\*-\d{4}$/);
    }
    const joined = body.items.map((c: { joinDate: string }) => c.joinDate);
    expect(joined).toEqual([...joined].sort().reverse());
  });

  it('GET /api/admin/customers filters by grade and status, with a summary of the filtered set', async () => {
    const { body } = await getJson(t, '/api/admin/customers?grade=vip&status=active&limit=2', cs);
    const db = t.db.database.db;
    const where = and(eq(customers.grade, 'vip'), eq(customers.status, 'active'));
    const [expected] = await db
      .select({
        n: count(),
        spent: sql<number>`sum(${customers.totalSpent})`.mapWith(Number),
        points: sql<number>`sum(${customers.points})`.mapWith(Number),
      })
      .from(customers)
      .where(where);
    expect(body.total).toBe(expected!.n);
    expect(body.items.length).toBeLessThanOrEqual(2);
    expect(body.items.every((c: { grade: string; status: string }) => c.grade === 'vip' && c.status === 'active')).toBe(true);
    expect(body.summary).toMatchObject({
      vipCount: expected!.n,
      activeCount: expected!.n,
      totalSpent: expected!.spent,
      totalPoints: expected!.points,
    });
    expect(typeof body.summary.averageOrders).toBe('number');

    const suspended = await getJson(t, '/api/admin/customers?status=suspended', cs);
    expect(suspended.body.total).toBeGreaterThan(0);
    expect(suspended.body.summary.activeCount).toBe(0);
  });

  it('GET /api/admin/customers q finds by name, e-mail or phone digits', async () => {
    const byName = await getJson(t, `/api/admin/customers?q=${encodeURIComponent('김구매')}`, cs);
    expect(byName.body.total).toBe(1);
    expect(byName.body.items[0].name).toBe('김*매');
    const byEmail = await getJson(t, '/api/admin/customers?q=BUYER@stylehub', cs);
    expect(byEmail.body.total).toBe(1);
    for (const q of ['01012345678', '010-1234-5678', '1234-5678']) {
      const byPhone = await getJson(t, `/api/admin/customers?q=${q}`, cs);
      expect(byPhone.body.items.map((c: { email: string }) => c.email)).toContain('bu***@stylehub.kr');
    }
  });

  it('GET /api/admin/customers sorts by total spent and last order', async () => {
    const spent = await getJson(t, '/api/admin/customers?sort=totalSpent&order=desc&limit=100', cs);
    const values = spent.body.items.map((c: { totalSpent: number }) => c.totalSpent);
    expect(values).toEqual([...values].sort((a, b) => b - a));
    const last = await getJson(t, '/api/admin/customers?sort=lastOrder&order=asc&limit=100', cs);
    const dates = last.body.items.map((c: { lastOrderDate: string | null }) => c.lastOrderDate);
    const nonNull = dates.filter((d: string | null) => d !== null);
    expect(nonNull).toEqual([...nonNull].sort());
    // Customers without orders come last in either direction.
    expect(dates.slice(nonNull.length).every((d: string | null) => d === null)).toBe(true);
  });

  it('GET /api/admin/customers refuses bad filters with 422', async () => {
    expect((await getJson(t, '/api/admin/customers?grade=diamond', cs)).body.error.fields.grade).toBe('등급 값이 올바르지 않습니다.');
    expect((await getJson(t, '/api/admin/customers?limit=100000', cs)).status).toBe(422);
    expect((await getJson(t, '/api/admin/customers?sort=age', cs)).status).toBe(422);
  });
  it('GET /api/admin/customers walks every sort in both directions by cursor: every customer once, in order; page= still skips', async () => {
    const field = {
      joined: 'joinDate',
      name: 'name',
      totalSpent: 'totalSpent',
      totalOrders: 'totalOrders',
      lastOrder: 'lastOrderDate',
      points: 'points',
      loginCount: 'loginCount',
    } as const;
    for (const [sort, key] of Object.entries(field)) {
      for (const order of ['asc', 'desc'] as const) {
        const ids: string[] = [];
        const values: unknown[] = [];
        let cursor: string | null = null;
        let total: number;
        do {
          const path: string = `/api/admin/customers?sort=${sort}&order=${order}&limit=100${cursor ? `&cursor=${cursor}` : ''}`;
          const res = await getJson(t, path, cs);
          expect(res.status).toBe(200);
          total = res.body.total;
          for (const c of res.body.items) {
            ids.push(c.id);
            values.push(c[key]);
          }
          cursor = res.body.nextCursor;
        } while (cursor);
        expect(new Set(ids).size).toBe(total);
        expect(ids).toHaveLength(total);
        // Names are masked (not comparable); the other keys are in order, never-ordered customers last.
        if (sort === 'name') continue;
        const present = values.filter((v) => v !== null) as (string | number)[];
        const sorted = [...present].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
        expect(present).toEqual(order === 'asc' ? sorted : sorted.reverse());
        expect(values.slice(present.length).every((v) => v === null)).toBe(true);
      }
    }
    // Filtered, and page 2 by cursor is page 2 by number.
    const first = await getJson(t, '/api/admin/customers?grade=vip&sort=points&order=desc&limit=5', cs);
    const second = await getJson(t, `/api/admin/customers?grade=vip&sort=points&order=desc&limit=5&cursor=${first.body.nextCursor}`, cs);
    const byPage = await getJson(t, '/api/admin/customers?grade=vip&sort=points&order=desc&limit=5&page=2', cs);
    expect(second.body.items.map((c: { id: string }) => c.id)).toEqual(byPage.body.items.map((c: { id: string }) => c.id));
    expect(second.body.total).toBe(first.body.total);
  });

  it('GET /api/admin/customers refuses a cursor that is not one, or one of another sort, with 422 in Korean', async () => {
    const first = await getJson(t, '/api/admin/customers?sort=points&limit=5', cs);
    const other = await getJson(t, `/api/admin/customers?sort=name&limit=5&cursor=${first.body.nextCursor}`, cs);
    expect(other.status).toBe(422);
    expect(other.body.error.message).toMatch(/[가-힣]/);
    for (const bad of ['abc', 'eyJzIjoieCJ9', `${'a'.repeat(400)}`, '%27%20or%201%3D1'])
      expect((await getJson(t, `/api/admin/customers?cursor=${bad}`, cs)).status).toBe(422);
  });
});
