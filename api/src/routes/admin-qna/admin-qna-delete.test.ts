import { sql } from 'drizzle-orm';
import { ADMIN_QNA_MESSAGES } from '@market/domain/admin-qna';
import { queryRows } from '../../lib/sql';
import { auditCountOf, startAdminTest } from '../../test/admin-fixtures';
import { call, newShopper, pickOption, type Shopper } from '../../test/buying-fixtures';
import type { TestApp } from '../../test/test-app';

jest.setTimeout(60_000);

describe('DELETE /api/admin/qna/{id} (soft delete)', () => {
  let t: TestApp;
  let ops: string, cs: string, finance: string, seller: string, sellerBrandId: string;
  let shopper: Shopper;
  const q = <T = any>(query: ReturnType<typeof sql>) => queryRows<T>(t.db.database.db, query);
  const admin = (method: string, path: string, cookie: string, body?: unknown) => call(t, method, path, { cookie, body });

  async function productQuestion(opts: { brandId?: string; excludeBrandId?: string } = {}) {
    const option = await pickOption(t, { brandId: opts.brandId, excludeBrandId: opts.excludeBrandId });
    const res = await call(t, 'POST', `/api/products/${option.productId}/questions`, {
      cookie: shopper.cookie,
      body: { title: '삭제 테스트 문의', content: '삭제될 문의입니다.', isPrivate: false },
    });
    expect(res.status).toBe(201);
    return { id: res.body.question.id as string, productId: option.productId };
  }

  beforeAll(async () => {
    ({
      t,
      sellerBrandId,
      cookies: [ops, cs, finance, seller],
    } = await startAdminTest(['OPS_MANAGER', 'CS_AGENT', 'FINANCE', 'SELLER_ADMIN']));
    shopper = await newShopper(t);
  }, 180_000);
  afterAll(() => t.close());

  it('hides the question from the admin list, its detail and the storefront, keeps the row and writes an audit row', async () => {
    const { id, productId } = await productQuestion();
    const before = await call(t, 'GET', `/api/products/${productId}/questions`);
    expect(before.body.items.map((x: any) => x.id)).toContain(id);
    const listed = await admin('GET', `/api/admin/qna?q=${encodeURIComponent('삭제 테스트 문의')}&limit=100`, cs);
    expect(listed.body.items.map((x: any) => x.id)).toContain(id);

    const res = await admin('DELETE', `/api/admin/qna/${id}`, cs);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, title: ADMIN_QNA_MESSAGES.successTitle, message: ADMIN_QNA_MESSAGES.deleted });
    expect((await admin('GET', `/api/admin/qna/${id}`, ops)).status).toBe(404);
    const after = await admin('GET', `/api/admin/qna?q=${encodeURIComponent('삭제 테스트 문의')}&limit=100`, ops);
    expect(after.body.items.map((x: any) => x.id)).not.toContain(id);
    const shop = await call(t, 'GET', `/api/products/${productId}/questions`);
    expect(shop.body.items.map((x: any) => x.id)).not.toContain(id);
    const [row] = await q<{ deleted: boolean }>(sql`select deleted_at is not null as deleted from qnas where id = ${id}::uuid`);
    expect(row!.deleted).toBe(true);
    const [audit] = await q<{ action: string }>(sql`select action from audit_logs where resource = 'qna' and resource_id = ${id}`);
    expect(audit!.action).toBe('content.qna.delete');
    // Deleted twice: 404, and no second audit row; replying to it: 404.
    expect((await admin('DELETE', `/api/admin/qna/${id}`, ops)).status).toBe(404);
    expect((await admin('PUT', `/api/admin/qna/${id}/reply`, ops, { adminReply: '답변' })).status).toBe(404);
    expect(await auditCountOf(t, 'qna', id)).toBe(1);
  });

  it('hides a deleted 1:1 inquiry from the shopper too', async () => {
    const created = await call(t, 'POST', '/api/inquiries', {
      cookie: shopper.cookie,
      body: { category: 'shipping', title: '배송 문의 삭제', content: '언제 도착하나요?' },
    });
    const id = created.body.inquiry.id as string;
    expect((await admin('DELETE', `/api/admin/qna/${id}`, ops)).status).toBe(200);
    const mine = await call(t, 'GET', '/api/inquiries', { cookie: shopper.cookie });
    expect(mine.body.items.map((x: any) => x.id)).not.toContain(id);
  });

  it('refuses a role without content.qna.delete (403), another brand for a seller (404), an unknown id (404)', async () => {
    const { id } = await productQuestion({ excludeBrandId: sellerBrandId });
    expect((await admin('DELETE', `/api/admin/qna/${id}`, finance)).status).toBe(403);
    expect((await admin('DELETE', `/api/admin/qna/${id}`, seller)).status).toBe(404);
    expect((await admin('DELETE', '/api/admin/qna/not-a-uuid', ops)).status).toBe(404);
    expect((await admin('DELETE', '/api/admin/qna/00000000-0000-4000-8000-000000000000', ops)).status).toBe(404);
    const own = await productQuestion({ brandId: sellerBrandId });
    expect((await admin('DELETE', `/api/admin/qna/${own.id}`, seller)).status).toBe(200);
    const [row] = await q<{ n: number }>(sql`select count(*)::int as n from qnas where id = ${id}::uuid and deleted_at is null`);
    expect(row!.n).toBe(1);
  });
});
