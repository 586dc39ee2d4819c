import { sql } from 'drizzle-orm';
import { AUTH_MESSAGES } from '@market/domain/auth';
import type { Page } from '@market/domain/paging';
import { QUESTION_MESSAGES, type ProductQuestion } from '@market/domain/review';
import { createTestApp, getJson, json, readJson, type TestApp } from '../../test/test-app';
import { rowsOf, signUpShopper } from '../../test/shopper';

describe('product Q&A (/api/products/{id}/questions)', () => {
  let t: TestApp;
  /** A listed product with public and private questions, some answered. */
  let product: { id: string; name: string; public: number };
  beforeAll(async () => {
    t = await createTestApp();
    [product] = (await rowsOf<typeof product>(
      t,
      sql`select p.id, p.name, (count(*) filter (where q.is_public))::int as public from qnas q join products p on p.id = q.product_id join brands b on b.id = p.brand_id
          where p.status <> 'inactive' and b.status = 'active'
          group by p.id, p.name having count(*) filter (where not q.is_public) > 0 and count(*) filter (where q.is_public and q.admin_reply is not null) > 0
          order by count(*) desc, p.id limit 1`,
    )) as [typeof product];
  });
  afterAll(() => t.close());

  const path = (id = product.id) => `/api/products/${id}/questions`;
  const ask = (body: unknown, cookie?: string, id = product.id) => t.app.request(path(id), json(body, cookie ? { cookie } : {}));
  const qnaCount = async () => (await rowsOf<{ n: number }>(t, sql`select count(*)::int as n from qnas`))[0]!.n;

  it('GET lists the public questions newest first, answered ones with their answer', async () => {
    const { status, body } = await getJson<Page<ProductQuestion>>(t, `${path()}?limit=100`);
    expect(status).toBe(200);
    expect(body.total).toBe(product.public);
    expect(body.items.every((q) => !q.isPrivate && !q.isMine && q.productId === product.id)).toBe(true);
    const dates = body.items.map((q) => q.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const answered = body.items.find((q) => q.status === 'answered')!;
    expect(answered).toMatchObject({ answer: expect.any(String), answeredAt: expect.any(String) });
    expect(body.items.filter((q) => q.status === 'pending').every((q) => q.answer === null)).toBe(true);
    // Titles drop the `[상품명] ` prefix the admin list shows.
    expect(body.items.some((q) => q.title.startsWith(`[${product.name}]`))).toBe(false);
    expect(body.items[0]!.author).toMatch(/\*|탈퇴 회원/);
  });

  it('GET is 404 for unknown or hidden products and 422 for bad paging', async () => {
    const [hidden] = await rowsOf<{ id: string }>(t, sql`select id from products where status = 'inactive' limit 1`);
    for (const id of ['00000000-0000-0000-0000-000000000000', 'nope', hidden!.id]) {
      const { status, body } = await getJson(t, path(id));
      expect([id, status, body.error.message]).toEqual([id, 404, '상품을 찾을 수 없습니다']);
    }
    expect((await getJson(t, `${path()}?limit=1000`)).status).toBe(422);
  });

  it('POST needs a signed-in shopper and refuses bad input, writing nothing', async () => {
    const before = await qnaCount();
    const anon = await ask({ content: '재입고 되나요?' });
    expect(anon.status).toBe(401);
    expect((await readJson(anon)).error.message).toBe(AUTH_MESSAGES.loginRequired);
    const shopper = await signUpShopper(t);
    const cases: [unknown, string, string][] = [
      [{ content: '   ' }, 'content', QUESTION_MESSAGES.contentRequired],
      [{}, 'content', QUESTION_MESSAGES.contentRequired],
      [{ content: '가'.repeat(1001) }, 'content', QUESTION_MESSAGES.contentTooLong],
      [{ content: '질문', title: '가'.repeat(101) }, 'title', QUESTION_MESSAGES.titleTooLong],
      [{ content: '질문', isPrivate: 'yes' }, 'isPrivate', QUESTION_MESSAGES.isPrivate],
      [{ content: '질문', status: 'answered' }, 'status', '허용되지 않는 항목입니다.'],
    ];
    for (const [body, field, message] of cases) {
      const res = await ask(body, shopper.cookie);
      expect([field, res.status]).toEqual([field, 422]);
      expect((await readJson(res)).error.fields[field]).toBe(message);
    }
    expect((await ask({ content: '질문' }, shopper.cookie, '00000000-0000-0000-0000-000000000000')).status).toBe(404);
    expect(await qnaCount()).toBe(before);
  });

  it('POST stores a pending product question for the admin Q&A list; it shows on the product page', async () => {
    const shopper = await signUpShopper(t, '질문자');
    const res = await ask({ title: '사이즈 문의', content: '평소 M 사이즈인데 어떤 걸 사야 하나요?' }, shopper.cookie);
    expect(res.status).toBe(201);
    const body = await readJson(res);
    expect(body.message).toBe(QUESTION_MESSAGES.created);
    expect(body.question).toMatchObject({
      title: '사이즈 문의',
      isPrivate: false,
      isMine: true,
      status: 'pending',
      answer: null,
      author: '질*자',
    });
    const [row] = await rowsOf<Record<string, unknown>>(
      t,
      sql`select customer_id, category, status, product_id, is_public, title, email from qnas where id = ${body.question.id}::uuid`,
    );
    expect(row).toEqual({
      customer_id: shopper.id,
      category: 'product',
      status: 'pending',
      product_id: product.id,
      is_public: true,
      title: `[${product.name}] 사이즈 문의`,
      email: shopper.email,
    });
    const list = await getJson<Page<ProductQuestion>>(t, path());
    expect(list.body.total).toBe(product.public + 1);
    expect(list.body.items[0]!.id).toBe(body.question.id);
    // Without a title it gets the default one.
    expect((await readJson(ask({ content: '배송은 언제 되나요?' }, shopper.cookie))).question.title).toBe('상품 문의');
  });

  it('a private question is visible to its author only', async () => {
    const author = await signUpShopper(t);
    const other = await signUpShopper(t);
    const created = await readJson(ask({ content: '비밀 문의입니다', isPrivate: true }, author.cookie));
    expect(created.question).toMatchObject({ isPrivate: true, isMine: true });
    const ids = async (cookie?: string) =>
      (await getJson<Page<ProductQuestion>>(t, `${path()}?limit=100`, cookie)).body.items.map((q) => q.id);
    expect(await ids(author.cookie)).toContain(created.question.id);
    expect(await ids(other.cookie)).not.toContain(created.question.id);
    expect(await ids()).not.toContain(created.question.id);
  });
});
