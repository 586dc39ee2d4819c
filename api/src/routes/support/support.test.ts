import { sql } from 'drizzle-orm';
import { AUTH_MESSAGES } from '@market/domain/auth';
import type { Page } from '@market/domain/paging';
import { SUPPORT_MESSAGES, type Faq, type Inquiry, type Notice } from '@market/domain/support';
import { createTestApp, getJson, json, readJson, type TestApp } from '../../test/test-app';
import { cookieOf, rowsOf, signUpShopper } from '../../test/shopper';

describe('customer service (/api/faqs, /api/notices, /api/inquiries)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const inquire = (body: unknown, cookie?: string) => t.app.request('/api/inquiries', json(body, cookie ? { cookie } : {}));
  const qnaCount = async () => (await rowsOf<{ n: number }>(t, sql`select count(*)::int as n from qnas`))[0]!.n;
  const valid = { category: 'order', title: '배송지 변경 문의', content: '주문한 상품의 배송지를 바꾸고 싶어요.' };

  it('GET /api/faqs lists active FAQs only, by category and search', async () => {
    const [active] = await rowsOf<{ n: number }>(t, sql`select count(*)::int as n from faqs where status = 'active'`);
    const { status, body } = await getJson<Page<Faq>>(t, '/api/faqs?limit=100');
    expect(status).toBe(200);
    expect(body.total).toBe(active!.n);
    expect(body.items).toHaveLength(active!.n);
    const hidden = await rowsOf<{ id: string }>(t, sql`select id from faqs where status <> 'active'`);
    expect(hidden.length).toBeGreaterThan(0);
    expect(body.items.some((f) => hidden.some((h) => h.id === f.id))).toBe(false);
    expect(body.items[0]).toMatchObject({
      question: expect.any(String),
      answer: expect.any(String),
      categoryLabel: expect.stringMatching(/[가-힣]/),
      tags: expect.any(Array),
    });

    const shipping = await getJson<Page<Faq>>(t, '/api/faqs?category=shipping');
    expect(shipping.body.total).toBeGreaterThan(0);
    expect(shipping.body.items.every((f) => f.category === 'shipping')).toBe(true);
    expect((await getJson(t, '/api/faqs?category=all')).body.total).toBe(active!.n);
    expect((await getJson(t, '/api/faqs?category=')).body.total).toBe(active!.n);

    const search = await getJson<Page<Faq>>(t, `/api/faqs?q=${encodeURIComponent('배송비')}`);
    expect(search.body.total).toBeGreaterThan(0);
    expect(search.body.items.every((f) => `${f.question}${f.answer}${f.tags.join()}`.includes('배송비'))).toBe(true);
    // LIKE wildcards are literal.
    expect((await getJson(t, `/api/faqs?q=${encodeURIComponent('배%송')}`)).body.total).toBe(0);

    const bad = await getJson(t, '/api/faqs?category=nope');
    expect(bad.status).toBe(422);
    expect(bad.body.error.fields.category).toBe(SUPPORT_MESSAGES.faqCategory);
    expect((await getJson(t, `/api/faqs?q=${'가'.repeat(101)}`)).status).toBe(422);
    expect((await getJson(t, '/api/faqs?limit=0')).status).toBe(422);
  });

  it('GET /api/faqs/categories counts active FAQs per category', async () => {
    const { status, body } = await getJson(t, '/api/faqs/categories');
    expect(status).toBe(200);
    expect(body.items.map((c: { value: string }) => c.value)).toEqual(['shipping', 'order', 'payment', 'account', 'product', 'general']);
    for (const c of body.items) expect((await getJson(t, `/api/faqs?category=${c.value}`)).body.total).toBe(c.count);
    expect(body.total).toBe((await getJson(t, '/api/faqs')).body.total);
  });

  it('GET /api/notices lists published notices, pinned first; the detail counts a view', async () => {
    const [published] = await rowsOf<{ n: number }>(
      t,
      sql`select count(*)::int as n from announcements where status = 'active' and (starts_at is null or starts_at <= now()) and (ends_at is null or ends_at > now()) and target_audience <> 'sellers'`,
    );
    const { status, body } = await getJson<Page<Notice>>(t, '/api/notices?limit=100');
    expect(status).toBe(200);
    expect(body.total).toBe(published!.n);
    expect(body.total).toBeGreaterThan(0);
    const pinned = body.items.map((n) => n.pinned);
    expect(pinned).toEqual([...pinned].sort((a, b) => Number(b) - Number(a)));
    const notice = body.items[0]!;
    expect(notice).toMatchObject({
      title: expect.any(String),
      content: expect.any(String),
      date: expect.any(String),
      important: expect.any(Boolean),
      typeLabel: expect.stringMatching(/[가-힣]/),
    });

    const detail = await getJson<Notice>(t, `/api/notices/${notice.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({ id: notice.id, title: notice.title, views: notice.views + 1 });

    const [draft] = await rowsOf<{ id: string }>(t, sql`select id from announcements where status <> 'active' limit 1`);
    for (const id of [draft!.id, '00000000-0000-0000-0000-000000000000', 'nope']) {
      const res = await getJson(t, `/api/notices/${id}`);
      expect([id, res.status, res.body.error.message]).toEqual([id, 404, SUPPORT_MESSAGES.noticeNotFound]);
    }
    expect((await getJson(t, '/api/notices?page=abc')).status).toBe(422);
  });

  it('POST /api/inquiries and GET /api/inquiries need a signed-in shopper', async () => {
    const before = await qnaCount();
    const res = await inquire(valid);
    expect(res.status).toBe(401);
    expect((await readJson(res)).error.message).toBe(AUTH_MESSAGES.loginRequired);
    expect((await inquire({})).status).toBe(401);
    expect((await getJson(t, '/api/inquiries')).status).toBe(401);
    expect(await qnaCount()).toBe(before);
  });

  it("POST /api/inquiries refuses missing fields with '모든 필수 항목을 입력해주세요' and writes nothing", async () => {
    const shopper = await signUpShopper(t);
    const before = await qnaCount();
    const missing: [string, unknown][] = [
      ['category', { ...valid, category: undefined }],
      ['category', { ...valid, category: '' }],
      ['title', { ...valid, title: '   ' }],
      ['title', { ...valid, title: undefined }],
      ['content', { ...valid, content: '' }],
      ['content', { ...valid, content: null }],
      ['category', {}],
    ];
    for (const [field, body] of missing) {
      const res = await inquire(body, shopper.cookie);
      expect([field, res.status]).toEqual([field, 422]);
      const { error } = await readJson(res);
      expect(error.message).toBe(SUPPORT_MESSAGES.inquiryRequired);
      expect(error.fields[field]).toBe(SUPPORT_MESSAGES.inquiryRequired);
    }
    const others: [unknown, string, string][] = [
      [{ ...valid, category: 'refund-now' }, 'category', SUPPORT_MESSAGES.inquiryCategory],
      [{ ...valid, email: 'not-an-email' }, 'email', AUTH_MESSAGES.emailInvalid],
      [{ ...valid, phone: '12345' }, 'phone', AUTH_MESSAGES.phoneInvalid],
      [{ ...valid, title: '가'.repeat(101) }, 'title', SUPPORT_MESSAGES.inquiryTitleTooLong],
      [{ ...valid, content: '가'.repeat(2001) }, 'content', SUPPORT_MESSAGES.inquiryContentTooLong],
      [{ ...valid, status: 'answered' }, 'status', '허용되지 않는 항목입니다.'],
    ];
    for (const [body, field, message] of others) {
      const res = await inquire(body, shopper.cookie);
      expect([field, res.status]).toEqual([field, 422]);
      expect((await readJson(res)).error.fields[field]).toBe(message);
    }
    const broken = await t.app.request('/api/inquiries', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: shopper.cookie },
      body: '{"category":',
    });
    expect(broken.status).toBe(400);
    expect(await qnaCount()).toBe(before);
  });

  it("POST /api/inquiries stores the inquiry for the admin Q&A list and answers '문의가 접수되었습니다'", async () => {
    const shopper = await signUpShopper(t, '문의회원');
    const res = await inquire({ ...valid, email: 'reply.me@example.com', phone: '01012345678' }, shopper.cookie);
    expect(res.status).toBe(201);
    const body = await readJson(res);
    expect(body.message).toBe(SUPPORT_MESSAGES.inquiryCreated);
    expect(body.inquiry).toMatchObject({
      category: 'order',
      title: valid.title,
      content: valid.content,
      email: 'reply.me@example.com',
      phone: '010-1234-5678',
      status: 'pending',
      answer: null,
    });
    const [row] = await rowsOf<Record<string, unknown>>(
      t,
      sql`select customer_id, category, status, product_id, is_public from qnas where id = ${body.inquiry.id}::uuid`,
    );
    expect(row).toEqual({ customer_id: shopper.id, category: 'order', status: 'pending', product_id: null, is_public: false });
    const [stats] = await rowsOf<{ qna_count: number }>(t, sql`select qna_count from customers where id = ${shopper.id}::uuid`);
    expect(stats!.qna_count).toBe(1);
    // Without contact fields, the account's e-mail is kept for the reply.
    const plain = await readJson(inquire({ category: 'other', title: '기타', content: '문의합니다' }, shopper.cookie));
    expect(plain.inquiry.email).toBe(shopper.email);
  });

  it("GET /api/inquiries lists only the shopper's own inquiries, with answers", async () => {
    const a = await signUpShopper(t, '에이');
    const b = await signUpShopper(t, '비');
    const mine = await readJson(inquire(valid, a.cookie));
    const listA = await getJson<Page<Inquiry>>(t, '/api/inquiries', a.cookie);
    expect(listA.body.items.map((i) => i.id)).toEqual([mine.inquiry.id]);
    expect((await getJson<Page<Inquiry>>(t, '/api/inquiries', b.cookie)).body).toEqual({ items: [], total: 0, page: 1, limit: 20 });
    // Answered in the admin: the shopper sees the answer.
    await rowsOf(
      t,
      sql`update qnas set status = 'answered', admin_reply = '변경해 드렸습니다.', replied_by_name = '스타일허브 CS팀', replied_at = now() where id = ${mine.inquiry.id}::uuid returning id`,
    );
    const answered = (await getJson<Page<Inquiry>>(t, '/api/inquiries', a.cookie)).body.items[0]!;
    expect(answered).toMatchObject({
      status: 'answered',
      answer: '변경해 드렸습니다.',
      answeredBy: '스타일허브 CS팀',
      answeredAt: expect.any(String),
    });
    // A seeded customer's list is theirs alone (product questions are not 1:1 inquiries).
    const [seeded] = await rowsOf<{ customer_id: string; n: number }>(
      t,
      sql`select customer_id, count(*)::int as n from qnas where product_id is null and customer_id is not null group by customer_id order by n desc, customer_id limit 1`,
    );
    const theirs = await getJson<Page<Inquiry>>(t, '/api/inquiries?limit=100', await cookieOf(t, seeded!.customer_id));
    expect(theirs.body.total).toBe(seeded!.n);
  });
});
