import { sql } from 'drizzle-orm';
import { queryRows } from '../../lib/sql';
import { call, newShopper, pickOption, type Shopper } from '../../test/buying-fixtures';
import { auditCountOf, startAdminTest } from '../../test/admin-fixtures';
import { DEMO_STAFF_EMAILS, type TestApp } from '../../test/test-app';

jest.setTimeout(60_000);

describe('/api/admin/qna', () => {
  let t: TestApp;
  let ops: string, cs: string, finance: string, seller: string, sellerBrandId: string;
  let shopper: Shopper;
  const q = <T = any>(query: ReturnType<typeof sql>) => queryRows<T>(t.db.database.db, query);
  const admin = (method: string, path: string, cookie: string, body?: unknown) => call(t, method, path, { cookie, body });
  const auditCount = (id: string) => auditCountOf(t, 'qna', id);

  async function productQuestion(opts: { brandId?: string; excludeBrandId?: string; nth?: number; isPrivate?: boolean } = {}) {
    const option = await pickOption(t, { nth: opts.nth ?? 0, brandId: opts.brandId, excludeBrandId: opts.excludeBrandId });
    const res = await call(t, 'POST', `/api/products/${option.productId}/questions`, {
      cookie: shopper.cookie,
      body: { title: '사이즈 문의', content: '평소 M 입는데 어떤 사이즈가 맞을까요?', isPrivate: opts.isPrivate ?? false },
    });
    expect(res.status).toBe(201);
    return { id: res.body.question.id as string, productId: option.productId, productName: option.name };
  }

  async function inquiry() {
    const res = await call(t, 'POST', '/api/inquiries', {
      cookie: shopper.cookie,
      body: { category: 'shipping', title: '배송 일정 문의', content: '언제 도착하나요?' },
    });
    expect(res.status).toBe(201);
    return res.body.inquiry.id as string;
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

  it('GET /api/admin/qna lists product questions and 1:1 inquiries together, masked, with the six cards', async () => {
    const question = await productQuestion();
    const inquiryId = await inquiry();
    const { status, body } = await admin('GET', '/api/admin/qna?limit=10', cs);
    expect(status).toBe(200);
    const [s] =
      await q<any>(sql`select count(*)::int as n, (count(*) filter (where status = 'pending'))::int as pending, (count(*) filter (where status = 'urgent'))::int as urgent,
      (count(*) filter (where status = 'answered'))::int as answered, count(distinct customer_id)::int as customers,
      (count(*) filter (where admin_reply is not null))::int as replied from qnas`);
    expect(body.total).toBe(s.n);
    expect(body.summary).toMatchObject({
      total: s.n,
      pending: s.pending,
      urgent: s.urgent,
      answered: s.answered,
      customers: s.customers,
      replyRate: Math.round((s.replied / s.n) * 1000) / 10,
    });
    // Newest first: the two just written lead the list.
    const [first, second] = body.items;
    expect([first.id, second.id].sort()).toEqual([question.id, inquiryId].sort());
    const p = body.items.find((x: any) => x.id === question.id);
    expect(p).toMatchObject({
      kind: 'product',
      category: 'product',
      status: 'pending',
      priority: 'normal',
      productId: question.productId,
      isPublic: true,
      customerName: '테***객',
    });
    expect(p.title).toBe(`[${question.productName}] 사이즈 문의`);
    expect(p.customerEmail).toMatch(/^sh\*+@example\.com$/);
    const i = body.items.find((x: any) => x.id === inquiryId);
    expect(i).toMatchObject({ kind: 'inquiry', category: 'shipping', productId: null, isPublic: false, title: '배송 일정 문의' });
  });

  it('GET /api/admin/qna filters by status, category, priority and kind, searches and sorts by priority', async () => {
    const urgent = await admin('GET', '/api/admin/qna?status=urgent&limit=100', ops);
    expect(urgent.body.items.every((x: any) => x.status === 'urgent')).toBe(true);
    const products = await admin('GET', '/api/admin/qna?kind=product&category=product&limit=100', ops);
    expect(products.body.total).toBeGreaterThan(0);
    expect(products.body.items.every((x: any) => x.kind === 'product' && x.productName)).toBe(true);
    const inquiries = await admin('GET', '/api/admin/qna?kind=inquiry&limit=100', ops);
    expect(inquiries.body.items.every((x: any) => x.kind === 'inquiry' && x.productId === null)).toBe(true);
    const [n] = await q<{ n: number }>(sql`select count(*)::int as n from qnas where product_id is null`);
    expect(inquiries.body.total).toBe(n!.n);
    const high = await admin('GET', '/api/admin/qna?priority=high&limit=100', ops);
    expect(high.body.items.every((x: any) => x.priority === 'high')).toBe(true);
    const search = await admin('GET', `/api/admin/qna?q=${encodeURIComponent('배송 일정')}`, ops);
    expect(search.body.items.every((x: any) => `${x.title} ${x.question}`.includes('배송 일정'))).toBe(true);
    expect(search.body.total).toBeGreaterThan(0);
    const byPriority = await admin('GET', '/api/admin/qna?sort=priority&order=desc&limit=100', ops);
    const rank = { urgent: 4, high: 3, normal: 2, low: 1 } as Record<string, number>;
    const ranks = byPriority.body.items.map((x: any) => rank[x.priority]);
    expect(ranks).toEqual([...ranks].sort((a: number, b: number) => b - a));
  });

  it('a reply records the staff member and time; the shopper sees it on the product page and in the inquiry list', async () => {
    const question = await productQuestion({ nth: 20 });
    const inquiryId = await inquiry();
    const res = await admin('PUT', `/api/admin/qna/${question.id}/reply`, cs, { adminReply: 'M 사이즈를 추천드립니다.' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ title: 'Q&A 처리 완료', message: '답변이 등록되었습니다.' });
    expect(res.body.item).toMatchObject({
      status: 'answered',
      adminReply: 'M 사이즈를 추천드립니다.',
      repliedBy: '박민재',
      repliedAt: expect.any(String),
    });
    const [row] = await q<any>(
      sql`select q.replied_by, s.email from qnas q join staff_accounts s on s.id = q.replied_by where q.id = ${question.id}`,
    );
    expect(row.email).toBe(DEMO_STAFF_EMAILS.CS_AGENT);
    const onPage = await call(t, 'GET', `/api/products/${question.productId}/questions?limit=100`);
    expect(onPage.body.items.find((x: any) => x.id === question.id)).toMatchObject({
      status: 'answered',
      answer: 'M 사이즈를 추천드립니다.',
      answeredBy: '박민재',
    });

    await admin('PUT', `/api/admin/qna/${inquiryId}/reply`, ops, { adminReply: '내일 도착 예정입니다.' });
    const mine = await call(t, 'GET', '/api/inquiries', { cookie: shopper.cookie });
    expect(mine.body.items.find((x: any) => x.id === inquiryId)).toMatchObject({
      status: 'answered',
      answer: '내일 도착 예정입니다.',
      answeredAt: expect.any(String),
    });

    // Edited: still answered, the new text and replier.
    const edited = await admin('PUT', `/api/admin/qna/${question.id}/reply`, ops, { adminReply: 'L 사이즈를 추천드립니다.' });
    expect(edited.body.item).toMatchObject({ status: 'answered', adminReply: 'L 사이즈를 추천드립니다.' });
    expect(edited.body.item.repliedBy).not.toBe('박민재');
    const audits = await q<any>(
      sql`select action, user_email, before, after from audit_logs where resource = 'qna' and resource_id = ${question.id} order by occurred_at`,
    );
    expect(audits.map((a: any) => a.action)).toEqual(['content.qna.reply', 'content.qna.reply']);
    expect(audits[0]).toMatchObject({
      user_email: DEMO_STAFF_EMAILS.CS_AGENT,
      before: { status: 'pending', adminReply: null },
      after: { status: 'answered' },
    });
  });

  it('close needs a reply on a waiting question; reopen is for answered ones; illegal moves are 409 and write nothing', async () => {
    const id = await inquiry();
    const noReply = await admin('POST', `/api/admin/qna/${id}/close`, ops);
    expect(noReply).toEqual({
      status: 409,
      body: { error: { code: 'CONFLICT', message: '답변이 등록된 대기 중인 문의만 완료 처리할 수 있습니다.' } },
    });
    expect((await admin('POST', `/api/admin/qna/${id}/reopen`, ops)).body.error.message).toBe('답변 완료된 문의만 다시 열 수 있습니다.');
    expect(await auditCount(id)).toBe(0);

    await admin('PUT', `/api/admin/qna/${id}/reply`, ops, { adminReply: '확인했습니다.' });
    // Answered: closing is not offered (section 4), reopening is.
    expect((await admin('POST', `/api/admin/qna/${id}/close`, ops)).status).toBe(409);
    const reopened = await admin('POST', `/api/admin/qna/${id}/reopen`, ops);
    expect(reopened.body).toMatchObject({
      title: 'Q&A 처리 완료',
      message: '문의가 처리되었습니다.',
      item: { status: 'pending', adminReply: '확인했습니다.' },
    });
    const closed = await admin('POST', `/api/admin/qna/${id}/close`, ops);
    expect(closed.body).toMatchObject({ message: '문의가 완료 처리되었습니다.', item: { status: 'closed' } });
    expect((await admin('POST', `/api/admin/qna/${id}/close`, ops)).status).toBe(409);
    expect((await admin('POST', `/api/admin/qna/${id}/reopen`, ops)).status).toBe(409);
    // A reply can still be edited on a closed question; it stays closed.
    const late = await admin('PUT', `/api/admin/qna/${id}/reply`, ops, { adminReply: '추가 안내드립니다.' });
    expect(late.body.item).toMatchObject({ status: 'closed', adminReply: '추가 안내드립니다.' });
    const audits = await q<any>(sql`select action from audit_logs where resource = 'qna' and resource_id = ${id} order by occurred_at`);
    expect(audits.map((a: any) => a.action)).toEqual(['content.qna.reply', 'content.qna.reopen', 'content.qna.close', 'content.qna.reply']);

    // Urgent with a reply closes too.
    const [urgent] = await q<{ id: string }>(sql`select id from qnas where status = 'urgent' limit 1`);
    await t.db.database.db.execute(sql`update qnas set admin_reply = '처리 중입니다.' where id = ${urgent!.id}`);
    expect((await admin('POST', `/api/admin/qna/${urgent!.id}/close`, ops)).body.item.status).toBe('closed');
  });

  it("SELLER_ADMIN answers its own brand's product questions only; another brand's and 1:1 inquiries are 404", async () => {
    const own = await productQuestion({ brandId: sellerBrandId });
    const other = await productQuestion({ excludeBrandId: sellerBrandId, nth: 30 });
    const inquiryId = await inquiry();
    const list = await admin('GET', '/api/admin/qna?limit=100', seller);
    expect(list.status).toBe(200);
    const [n] = await q<{ n: number }>(
      sql`select count(*)::int as n from qnas q join products p on p.id = q.product_id where p.brand_id = ${sellerBrandId}`,
    );
    expect(list.body.total).toBe(n!.n);
    expect(list.body.summary.total).toBe(n!.n);
    const ids = list.body.items.map((x: any) => x.id);
    expect(ids).toContain(own.id);
    expect(ids).not.toContain(other.id);
    expect(ids).not.toContain(inquiryId);
    for (const id of [other.id, inquiryId]) {
      expect((await admin('GET', `/api/admin/qna/${id}`, seller)).status).toBe(404);
      expect((await admin('PUT', `/api/admin/qna/${id}/reply`, seller, { adminReply: '남의 문의' })).body.error).toEqual({
        code: 'NOT_FOUND',
        message: '문의를 찾을 수 없습니다.',
      });
      expect((await admin('POST', `/api/admin/qna/${id}/close`, seller)).status).toBe(404);
      expect(await auditCount(id)).toBe(0);
    }
    const ok = await admin('PUT', `/api/admin/qna/${own.id}/reply`, seller, { adminReply: '브랜드 담당자입니다. M을 추천드려요.' });
    expect(ok.body.item).toMatchObject({ status: 'answered', repliedBy: '한예린' });
  });

  it('permissions: FINANCE is refused, no session is 401', async () => {
    const id = await inquiry();
    expect((await admin('GET', '/api/admin/qna', finance)).status).toBe(403);
    expect((await admin('PUT', `/api/admin/qna/${id}/reply`, finance, { adminReply: '답변' })).body).toEqual({
      error: { code: 'FORBIDDEN', message: '이 작업을 수행할 권한이 없습니다.' },
    });
    expect((await call(t, 'GET', '/api/admin/qna')).status).toBe(401);
    expect((await call(t, 'POST', `/api/admin/qna/${id}/reopen`)).status).toBe(401);
    expect(await auditCount(id)).toBe(0);
  });

  it('bad input is a 4xx with a Korean message and writes nothing', async () => {
    const id = await inquiry();
    const reply = (body: unknown) => admin('PUT', `/api/admin/qna/${id}/reply`, ops, body);
    expect((await reply({ adminReply: '' })).body.error).toMatchObject({
      code: 'VALIDATION',
      message: '답변 내용을 입력해주세요.',
      fields: { adminReply: '답변 내용을 입력해주세요.' },
    });
    expect((await reply({ adminReply: 'x'.repeat(2001) })).body.error.fields.adminReply).toBe('답변은 2000자 이하로 입력해주세요.');
    expect((await reply({ adminReply: '답변', repliedBy: 'someone' })).body.error.fields.repliedBy).toBe('허용되지 않는 항목입니다.');
    expect((await reply({ adminReply: 42 })).status).toBe(422);
    const malformed = await t.app.request(`/api/admin/qna/${id}/reply`, {
      method: 'PUT',
      headers: { cookie: ops, 'content-type': 'application/json' },
      body: '{',
    });
    expect(malformed.status).toBe(400);
    expect((await admin('POST', '/api/admin/qna/nope/close', ops)).status).toBe(404);
    expect((await admin('GET', '/api/admin/qna?category=refund', ops)).body.error.fields.category).toBe('분류 값이 올바르지 않습니다.');
    expect((await admin('GET', '/api/admin/qna?priority=asap', ops)).body.error.fields.priority).toBe('우선순위 값이 올바르지 않습니다.');
    expect((await admin('GET', '/api/admin/qna?kind=faq', ops)).status).toBe(422);
    expect((await admin('GET', '/api/admin/qna?status=open', ops)).status).toBe(422);
    expect((await admin('GET', '/api/admin/qna?page=0', ops)).status).toBe(422);
    expect(await auditCount(id)).toBe(0);
    expect((await admin('GET', `/api/admin/qna/${id}`, ops)).body).toMatchObject({ status: 'pending', adminReply: null });
  });
});
