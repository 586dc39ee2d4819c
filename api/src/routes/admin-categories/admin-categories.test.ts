import { sql } from 'drizzle-orm';
import { CATEGORY_MESSAGES } from '@market/domain/admin-categories';
import { queryRows } from '../../lib/sql';
import { auditCountOf, startAdminTest } from '../../test/admin-fixtures';
import { call } from '../../test/buying-fixtures';
import type { TestApp } from '../../test/test-app';

jest.setTimeout(60_000);

interface Node {
  id: string;
  name: string;
  slug: string;
  parentId: string | null;
  displayOrder: number;
  isActive: boolean;
  productCount: number;
  children: Node[];
}

let seq = 0;

describe('/api/admin/categories', () => {
  let t: TestApp;
  let ops: string, cs: string, seller: string;
  const q = <T = any>(query: ReturnType<typeof sql>) => queryRows<T>(t.db.database.db, query);
  const admin = (method: string, path: string, cookie: string, payload?: unknown) => call(t, method, path, { cookie, body: payload });
  const create = (extra: Record<string, unknown> = {}) =>
    admin('POST', '/api/admin/categories', ops, { name: `테스트분류${(seq += 1)}`, slug: `test-cat-${seq}`, displayOrder: 50, ...extra });

  beforeAll(async () => {
    ({
      t,
      cookies: [ops, cs, seller],
    } = await startAdminTest(['OPS_MANAGER', 'CS_AGENT', 'SELLER_ADMIN']));
  }, 180_000);
  afterAll(() => t.close());

  it('GET /api/admin/categories answers the two-level tree in display order with counts and tiles from the database', async () => {
    const { status, body } = await admin('GET', '/api/admin/categories', ops);
    expect(status).toBe(200);
    const [counts] = await q<Record<string, number>>(sql`select
      (count(*) filter (where parent_id is null))::int as parents, (count(*) filter (where parent_id is not null))::int as children,
      (count(*) filter (where is_active))::int as active, (select count(*) from products)::int as products from categories`);
    expect(body.summary).toEqual({
      parents: counts!.parents,
      children: counts!.children,
      totalProducts: counts!.products,
      active: counts!.active,
    });
    expect(body.items).toHaveLength(counts!.parents!);
    const orders = body.items.map((c: Node) => c.displayOrder);
    expect(orders).toEqual([...orders].sort((a: number, b: number) => a - b));
    const parent: Node = body.items.find((c: Node) => c.children.length > 0);
    const [direct] = await q<{ n: number }>(
      sql`select count(*)::int as n from products p join categories c on c.id = p.category_id where c.id = ${parent.id}::uuid or c.parent_id = ${parent.id}::uuid`,
    );
    expect(parent.productCount).toBe(direct!.n);
    const byName = await admin('GET', '/api/admin/categories?sort=name&order=desc', ops);
    const names = byName.body.items.map((c: Node) => c.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => b.localeCompare(a, 'ko')));
  });

  it('searches name or description on the server: a parent stays when a child matches, with only the matching children', async () => {
    const tree = (await admin('GET', '/api/admin/categories', ops)).body.items as Node[];
    const parent = tree.find((c) => c.children.length > 1)!;
    const child = parent.children[1]!;
    const found = await admin('GET', `/api/admin/categories?q=${encodeURIComponent(child.name)}`, ops);
    const hit = (found.body.items as Node[]).find((c) => c.id === parent.id)!;
    expect(hit).toBeDefined();
    expect(hit.children.map((c) => c.id)).toContain(child.id);
    expect(hit.children.every((c) => c.name.includes(child.name))).toBe(true);
    // A matching parent brings all its children.
    const whole = await admin('GET', `/api/admin/categories?q=${encodeURIComponent(parent.name)}`, ops);
    expect((whole.body.items as Node[]).find((c) => c.id === parent.id)!.children).toHaveLength(parent.children.length);
    const none = await admin('GET', '/api/admin/categories?q=zzzz-nothing', ops);
    expect(none.body).toMatchObject({ items: [], total: 0 });
  });

  it('POST creates, PATCH edits (parent, order, description, slug), both audited with the spec notice', async () => {
    const top = await create({ description: '새 대분류' });
    expect(top.status).toBe(201);
    expect(top.body).toMatchObject({ title: '카테고리 업데이트 완료', message: '카테고리가 성공적으로 업데이트되었습니다.' });
    expect(top.body.item).toMatchObject({ level: 0, parentId: null, isActive: true, displayOrder: 50, productCount: 0 });
    const child = await create({ parentId: top.body.item.id });
    expect(child.body.item).toMatchObject({ level: 1, parentId: top.body.item.id });
    const moved = await admin('PATCH', `/api/admin/categories/${child.body.item.id}`, ops, {
      parentId: null,
      displayOrder: 3,
      description: '이제 대분류',
      slug: 'test-moved',
    });
    expect(moved.status).toBe(200);
    expect(moved.body.item).toMatchObject({ level: 0, parentId: null, displayOrder: 3, description: '이제 대분류', slug: 'test-moved' });
    expect(await auditCountOf(t, 'category', child.body.item.id)).toBe(2);
    const [audit] = await q<{ before: { displayOrder: number }; after: { displayOrder: number } }>(
      sql`select before, after from audit_logs where resource_id = ${child.body.item.id} and action = 'catalog.categories.update'`,
    );
    expect(audit).toMatchObject({ before: { displayOrder: 50 }, after: { displayOrder: 3 } });
    const taken = await create({ slug: 'test-moved' });
    expect(taken.status).toBe(409);
    expect(taken.body.error.message).toBe(CATEGORY_MESSAGES.slugTaken);
  });

  it('refuses an illegal parent or bad input with a Korean 4xx and writes nothing', async () => {
    const tree = (await admin('GET', '/api/admin/categories', ops)).body.items as Node[];
    const parent = tree.find((c) => c.children.length > 0)!;
    const other = tree.find((c) => c.id !== parent.id && c.children.length > 0)!;
    const kid = parent.children[0]!;
    const [before] = await q<{ sum: string }>(
      sql`select md5(string_agg(concat_ws(',', id, parent_id, name, display_order, is_active, slug), '|' order by id)) as sum from categories`,
    );
    const patch = (id: string, payload: unknown) => admin('PATCH', `/api/admin/categories/${id}`, ops, payload);
    const cases: [Promise<{ status: number; body: any }>, string][] = [
      [patch(parent.id, { parentId: parent.id }), CATEGORY_MESSAGES.parentSelf],
      [patch(parent.id, { parentId: kid.id }), CATEGORY_MESSAGES.parentSelf],
      [patch(parent.id, { parentId: other.id }), CATEGORY_MESSAGES.parentHasChildren],
      [patch(other.children[0]!.id, { parentId: kid.id }), CATEGORY_MESSAGES.parentNotTop],
      [patch(kid.id, { parentId: '00000000-0000-0000-0000-000000000000' }), CATEGORY_MESSAGES.parentNotFound],
      [patch(kid.id, { parentId: 'nope' }), CATEGORY_MESSAGES.parentNotFound],
      [patch(kid.id, { displayOrder: -1 }), CATEGORY_MESSAGES.displayOrder],
      [patch(kid.id, { displayOrder: 1.5 }), CATEGORY_MESSAGES.displayOrder],
      [patch(kid.id, { name: '가'.repeat(31) }), CATEGORY_MESSAGES.name],
      [patch(kid.id, { name: '가'.repeat(2 * 1024 * 1024) }), '요청 본문이 너무 큽니다.'],
      [patch(kid.id, { slug: 'Bad Slug' }), CATEGORY_MESSAGES.slug],
      [patch(kid.id, { isActive: false }), ''],
      [patch(kid.id, {}), CATEGORY_MESSAGES.noChanges],
      [patch('00000000-0000-0000-0000-000000000000', { name: 'x' }), CATEGORY_MESSAGES.notFound],
      [create({ parentId: kid.id }), CATEGORY_MESSAGES.parentNotTop],
      [create({ name: '' }), CATEGORY_MESSAGES.name],
    ];
    for (const [pending, message] of cases) {
      const res = await pending;
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(JSON.stringify(res.body)).toMatch(/[가-힣]/);
      if (message) expect(JSON.stringify(res.body)).toContain(message);
    }
    const [after] = await q<{ sum: string }>(
      sql`select md5(string_agg(concat_ws(',', id, parent_id, name, display_order, is_active, slug), '|' order by id)) as sum from categories`,
    );
    expect(after!.sum).toBe(before!.sum);
  });

  it('POST /{id}/status toggles; the storefront tree, listing filter and order follow at once; a repeat is 409', async () => {
    const top = (await create({ displayOrder: 0, slug: 'test-first' })).body.item;
    const child = (await create({ parentId: top.id, slug: 'test-first-child' })).body.item;
    const store = async () => (await call(t, 'GET', '/api/categories')).body.items as Node[];
    expect((await store())[0]!.slug).toBe('test-first');
    expect((await store())[0]!.children.map((c) => c.slug)).toEqual(['test-first-child']);

    const off = await admin('POST', `/api/admin/categories/${top.id}/status`, ops, { isActive: false, expectedActive: true });
    expect(off.status).toBe(200);
    expect(off.body.item.isActive).toBe(false);
    expect(off.body.title).toBe('카테고리 업데이트 완료');
    expect((await store()).some((c) => c.slug === 'test-first')).toBe(false);
    expect((await store()).flatMap((c) => c.children).some((c) => c.id === child.id)).toBe(false);
    expect((await admin('POST', `/api/admin/categories/${top.id}/status`, ops, { isActive: false })).status).toBe(409);
    expect((await admin('POST', `/api/admin/categories/${top.id}/status`, ops, { isActive: true, expectedActive: true })).status).toBe(409);

    // A hidden category filters nothing on the storefront; a seeded one hidden empties its listing.
    const [seeded] = await q<{ id: string; slug: string }>(
      sql`select c.id, c.slug from categories c where parent_id is not null and exists (select 1 from products p where p.category_id = c.id and p.status <> 'inactive') limit 1`,
    );
    expect((await call(t, 'GET', `/api/products?category=${seeded!.slug}`)).body.total).toBeGreaterThan(0);
    await admin('POST', `/api/admin/categories/${seeded!.id}/status`, ops, { isActive: false });
    expect((await call(t, 'GET', `/api/products?category=${seeded!.slug}`)).body.total).toBe(0);
    await admin('POST', `/api/admin/categories/${seeded!.id}/status`, ops, { isActive: true });
    expect((await call(t, 'GET', `/api/products?category=${seeded!.slug}`)).body.total).toBeGreaterThan(0);

    // Display order: the storefront follows.
    const last = (await store()).at(-1)!;
    await admin('PATCH', `/api/admin/categories/${last.id}`, ops, { displayOrder: 0 });
    await admin('POST', `/api/admin/categories/${top.id}/status`, ops, { isActive: true });
    await admin('PATCH', `/api/admin/categories/${top.id}`, ops, { displayOrder: 9999 });
    const now = await store();
    expect(now.at(-1)!.slug).toBe('test-first');
    expect(now.findIndex((c) => c.id === last.id)).toBeLessThan(now.length - 1);
    const actions = await q<{ action: string }>(sql`select action from audit_logs where resource_id = ${top.id} order by occurred_at`);
    expect(actions.map((a) => a.action)).toEqual(expect.arrayContaining(['catalog.categories.deactivate', 'catalog.categories.activate']));
  });

  it('GET /api/admin/categories/export downloads the tree as CSV and .xlsx', async () => {
    const raw = (path: string, cookie: string) => t.app.request(path, { headers: { cookie, 'x-forwarded-for': '10.9.8.6' } });
    const res = await raw('/api/admin/categories/export?format=csv', ops);
    expect(res.status).toBe(200);
    const lines = Buffer.from(await res.arrayBuffer())
      .toString('utf8')
      .slice(1)
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('카테고리명,상위 카테고리,단계,슬러그,설명,상품 수,표시 순서,상태,등록일');
    const [n] = await q<{ n: number }>(sql`select count(*)::int as n from categories`);
    expect(lines).toHaveLength(n!.n + 1);
    const xlsx = await raw('/api/admin/categories/export?format=xlsx', ops);
    expect(
      Buffer.from(await xlsx.arrayBuffer())
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');
    expect((await raw('/api/admin/categories/export?format=csv', cs)).status).toBe(403);
  });

  it('is 403 for roles without catalog.categories (CS_AGENT, SELLER_ADMIN)', async () => {
    const [c] = await q<{ id: string }>(sql`select id from categories limit 1`);
    for (const cookie of [cs, seller]) {
      expect((await admin('GET', '/api/admin/categories', cookie)).status).toBe(403);
      expect((await admin('POST', '/api/admin/categories', cookie, { name: '금지' })).status).toBe(403);
      expect((await admin('PATCH', `/api/admin/categories/${c!.id}`, cookie, { name: '금지' })).status).toBe(403);
      expect((await admin('POST', `/api/admin/categories/${c!.id}/status`, cookie, { isActive: false })).status).toBe(403);
    }
  });
});
