import { createTestApp, DEMO_STAFF_EMAILS, getJson, loginStaff, type TestApp } from '../../test/test-app';

describe('brands', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await loginStaff(t, DEMO_STAFF_EMAILS.OPS_MANAGER);
  });
  afterAll(() => t.close());

  // The demo seed has 160 brands: 149 active, 7 pending, 4 suspended; 18 active (19 in all) under 아우터.
  const allActive = async (sort: string) => {
    const p1 = await getJson(t, `/api/brands?limit=100&page=1&sort=${sort}`);
    const p2 = await getJson(t, `/api/brands?limit=100&page=2&sort=${sort}`);
    return [...p1.body.items, ...p2.body.items];
  };

  it('GET /api/brands lists active brands only, most followed first, with the total', async () => {
    const { status, body } = await getJson(t, '/api/brands?limit=100');
    expect(status).toBe(200);
    expect(body.total).toBe(149);
    expect(body.items).toHaveLength(100);
    const items = await allActive('followers');
    expect(items).toHaveLength(149);
    expect(items.map((b: { slug: string }) => b.slug)).not.toContain('paper-moon');
    const followers = items.map((b: { followers: number }) => b.followers);
    expect(followers).toEqual([...followers].sort((a, b) => b - a));
    expect(body.items[0]).not.toHaveProperty('status');
    expect(body.items[0]).not.toHaveProperty('monthlyRevenue');
  });

  it('GET /api/brands pages in SQL', async () => {
    const p1 = await getJson(t, '/api/brands?limit=10&page=1&sort=name');
    const p15 = await getJson(t, '/api/brands?limit=10&page=15&sort=name');
    expect(p1.body).toMatchObject({ total: 149, page: 1, limit: 10 });
    expect(p1.body.items).toHaveLength(10);
    expect(p15.body.items).toHaveLength(9);
    const all = await allActive('name');
    expect(p15.body.items.map((b: { id: string }) => b.id)).toEqual(all.slice(140).map((b: { id: string }) => b.id));
    expect((await getJson(t, '/api/brands?page=99')).body.items).toEqual([]);
  });

  it('GET /api/brands q matches Korean and English names, ignoring case', async () => {
    for (const q of ['모노', 'mono', 'MoNo']) {
      const { body } = await getJson(t, `/api/brands?q=${encodeURIComponent(q)}`);
      expect(body.items.map((b: { slug: string }) => b.slug)).toEqual(['monowave']);
    }
    // LIKE wildcards are literal.
    expect((await getJson(t, '/api/brands?q=%25')).body.total).toBe(0);
  });

  it('GET /api/brands filters by top-level category slug and sorts by name or newest', async () => {
    const outer = await getJson(t, '/api/brands?category=outer&sort=name&limit=100');
    expect(outer.body.items.every((b: { category: { slug: string } }) => b.category.slug === 'outer')).toBe(true);
    expect(outer.body.total).toBe(18);
    const names = outer.body.items.map((b: { name: string }) => b.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b, 'ko')));
    const dates = (await allActive('newest')).map((b: { createdAt: string }) => b.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect((await getJson(t, '/api/brands?category=nope')).body.total).toBe(0);
  });

  it('GET /api/brands refuses bad paging and sorting with 422', async () => {
    const huge = await getJson(t, '/api/brands?limit=100000');
    expect(huge.status).toBe(422);
    expect(huge.body.error.fields.limit).toBe('페이지 크기는 100 이하여야 합니다.');
    expect((await getJson(t, '/api/brands?page=abc')).body.error.fields.page).toBe('페이지 번호가 올바르지 않습니다.');
    expect((await getJson(t, '/api/brands?page=0')).status).toBe(422);
    expect((await getJson(t, '/api/brands?sort=price')).body.error.fields.sort).toBe('정렬 기준이 올바르지 않습니다.');
    expect((await getJson(t, `/api/brands?q=${'가'.repeat(101)}`)).status).toBe(422);
  });

  it('GET /api/admin/brands lists every status with revenue and rating', async () => {
    const { status, body } = await getJson(t, '/api/admin/brands?limit=100', admin);
    expect(status).toBe(200);
    expect(body.total).toBe(160);
    expect(body.items).toHaveLength(100);
    const monowave = (await getJson(t, '/api/admin/brands?q=monowave', admin)).body.items[0];
    expect(monowave).toMatchObject({
      status: 'active',
      contactEmail: 'partner@monowave.example.kr',
      monthlyRevenue: expect.any(Number),
      averageRating: expect.any(Number),
    });
    expect(monowave.monthlyRevenue).toBeGreaterThan(0);
    expect(Number.isInteger(monowave.monthlyRevenue)).toBe(true);
  });

  it('GET /api/admin/brands filters by status and searches name, slug and category name', async () => {
    const pending = await getJson(t, '/api/admin/brands?status=pending', admin);
    expect(pending.body.total).toBe(7);
    expect(pending.body.items.every((b: { status: string }) => b.status === 'pending')).toBe(true);
    expect((await getJson(t, '/api/admin/brands?status=suspended', admin)).body.total).toBe(4);
    expect((await getJson(t, '/api/admin/brands?q=blue-note', admin)).body.items[0].slug).toBe('blue-note-studio');
    const byCategory = await getJson(t, `/api/admin/brands?q=${encodeURIComponent('아우터')}&limit=100`, admin);
    expect(byCategory.body.total).toBe(19);
    expect(byCategory.body.items.every((b: { category: { name: string } }) => b.category.name === '아우터')).toBe(true);
    expect((await getJson(t, '/api/admin/brands?status=closed', admin)).status).toBe(422);
  });

  it('GET /api/admin/brands sorts by revenue and name in either order', async () => {
    const asc = await getJson(t, '/api/admin/brands?sort=revenue&order=asc&limit=100', admin);
    const revenue = asc.body.items.map((b: { monthlyRevenue: number }) => b.monthlyRevenue);
    expect(revenue).toEqual([...revenue].sort((a, b) => a - b));
    const desc = await getJson(t, '/api/admin/brands?sort=followers&order=desc&limit=5', admin);
    const followers = desc.body.items.map((b: { followers: number }) => b.followers);
    expect(followers).toEqual([...followers].sort((a, b) => b - a));
    expect((await getJson(t, '/api/admin/brands?order=up', admin)).body.error.fields.order).toBe('정렬 방향이 올바르지 않습니다.');
  });

  it('GET /api/brands/{slugOrId} answers an active brand by slug or id with the tab counts', async () => {
    const { status, body } = await getJson(t, '/api/brands/monowave');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      slug: 'monowave',
      name: '모노웨이브',
      nameEn: 'MONOWAVE',
      category: { slug: 'outer' },
      followers: expect.any(Number),
    });
    expect(body.stats).toEqual({ all: expect.any(Number), best: expect.any(Number), new: expect.any(Number), sale: expect.any(Number) });
    expect(body.stats.all).toBeGreaterThan(0);
    expect(body.stats.best + body.stats.sale).toBeGreaterThan(0);
    expect(body.stats.all).toBeGreaterThanOrEqual(Math.max(body.stats.best, body.stats.new, body.stats.sale));
    expect(body).not.toHaveProperty('monthlyRevenue');
    const byId = await getJson(t, `/api/brands/${body.id}`);
    expect(byId.body).toEqual(body);
  });

  it('GET /api/brands/{slugOrId} is 404 for unknown and not active brands', async () => {
    for (const key of ['nope', 'paper-moon', 'eunhasu', '00000000-0000-0000-0000-000000000000', "x' or '1'='1"]) {
      const { status, body } = await getJson(t, `/api/brands/${encodeURIComponent(key)}`);
      expect([key, status]).toEqual([key, 404]);
      expect(body.error.message).toBe('브랜드를 찾을 수 없습니다');
    }
  });

  it('GET /api/brands q also matches 초성 and names without spaces', async () => {
    expect((await getJson(t, `/api/brands?q=${encodeURIComponent('ㅁㄴㅇㅇㅂ')}`)).body.items.map((b: { slug: string }) => b.slug)).toEqual(
      ['monowave'],
    );
    const spaced = await getJson(t, `/api/brands?q=${encodeURIComponent('블루노트스튜디오')}`);
    expect(spaced.body.items.map((b: { slug: string }) => b.slug)).toEqual(['blue-note-studio']);
    expect((await getJson(t, `/api/brands?q=${encodeURIComponent('<script>')}`)).status).toBe(200);
  });
});
