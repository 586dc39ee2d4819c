import { sql } from 'drizzle-orm';
import { ADDRESS_MESSAGES, MAX_ADDRESSES } from '@market/domain/address';
import { call, newShopper, type Shopper } from '../../test/buying-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

jest.setTimeout(60_000);

const home = {
  label: '집',
  name: '김하나',
  phone: '010-1234-5678',
  zipCode: '04524',
  address: '서울특별시 중구 세종대로 110',
  detailAddress: '101동 202호',
};
const jeju = { name: '김하나', phone: '01098765432', zipCode: '63122', address: '제주특별자치도 제주시 문연로 6' };

async function defaults(t: TestApp, customerId: string): Promise<number> {
  const rows = await t.db.database.db.execute<{ n: number }>(
    sql`select count(*)::int as n from customer_addresses where customer_id = ${customerId} and is_default`,
  );
  return Number((rows as unknown as { rows?: { n: number }[] }).rows?.[0]?.n ?? (rows as unknown as { n: number }[])[0]?.n);
}

describe('address book (/api/me/addresses)', () => {
  let t: TestApp;
  let a: Shopper;
  let b: Shopper;
  beforeAll(async () => {
    t = await createTestApp();
    a = await newShopper(t);
    b = await newShopper(t);
  }, 180_000);
  afterAll(() => t.close());

  it('needs a signed-in shopper (401)', async () => {
    expect((await call(t, 'GET', '/api/me/addresses')).status).toBe(401);
    expect((await call(t, 'POST', '/api/me/addresses', { body: home })).status).toBe(401);
  });

  it('POST makes the first address the default; GET lists the default first; a reload reads the same', async () => {
    const first = await call(t, 'POST', '/api/me/addresses', { cookie: a.cookie, body: home });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ message: ADDRESS_MESSAGES.created, address: { ...home, isDefault: true } });
    const second = await call(t, 'POST', '/api/me/addresses', { cookie: a.cookie, body: jeju });
    expect(second.status).toBe(201);
    expect(second.body.address).toMatchObject({ label: null, detailAddress: '', isDefault: false });
    const list = await call(t, 'GET', '/api/me/addresses', { cookie: a.cookie });
    expect(list.status).toBe(200);
    expect(list.body.max).toBe(MAX_ADDRESSES);
    expect(list.body.items.map((x: { id: string }) => x.id)).toEqual([first.body.address.id, second.body.address.id]);
    expect(await defaults(t, a.id)).toBe(1);
  });

  it('POST /{id}/default switches the default in one step: exactly one default, listed first', async () => {
    const list = (await call(t, 'GET', '/api/me/addresses', { cookie: a.cookie })).body.items;
    const other = list.find((x: { isDefault: boolean }) => !x.isDefault);
    const res = await call(t, 'POST', `/api/me/addresses/${other.id}/default`, { cookie: a.cookie });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(ADDRESS_MESSAGES.defaultSet);
    expect(res.body.items[0]).toMatchObject({ id: other.id, isDefault: true });
    expect(res.body.items.filter((x: { isDefault: boolean }) => x.isDefault)).toHaveLength(1);
    // Simultaneous switches: whichever wins, one default remains.
    const ids = res.body.items.map((x: { id: string }) => x.id);
    const answers = await Promise.all(
      [...ids, ...ids].map((id: string) => call(t, 'POST', `/api/me/addresses/${id}/default`, { cookie: a.cookie })),
    );
    expect(answers.every((r) => r.status === 200)).toBe(true);
    expect(await defaults(t, a.id)).toBe(1);
  });

  it('PATCH edits the own address; another shopper’s id, an unknown id and a malformed id are 404', async () => {
    const list = (await call(t, 'GET', '/api/me/addresses', { cookie: a.cookie })).body.items;
    const id = list[0].id;
    const res = await call(t, 'PATCH', `/api/me/addresses/${id}`, { cookie: a.cookie, body: { label: '제주 본가', detailAddress: '2층' } });
    expect(res.status).toBe(200);
    expect(res.body.address).toMatchObject({ id, label: '제주 본가', detailAddress: '2층' });
    for (const [method, path] of [
      ['PATCH', `/api/me/addresses/${id}`],
      ['DELETE', `/api/me/addresses/${id}`],
      ['POST', `/api/me/addresses/${id}/default`],
      ['PATCH', '/api/me/addresses/00000000-0000-4000-8000-000000000000'],
      ['DELETE', '/api/me/addresses/not-an-id'],
    ] as const) {
      const other = await call(t, method, path, { cookie: b.cookie, body: method === 'PATCH' ? { label: 'x' } : undefined });
      expect(other.status).toBe(404);
      expect(other.body.error.message).toBe(ADDRESS_MESSAGES.notFound);
    }
    const still = (await call(t, 'GET', '/api/me/addresses', { cookie: a.cookie })).body.items;
    expect(still.find((x: { id: string }) => x.id === id)).toMatchObject({ label: '제주 본가' });
    expect((await call(t, 'GET', '/api/me/addresses', { cookie: b.cookie })).body.items).toEqual([]);
  });

  it('refuses bad input with Korean 422 field messages (checkout’s rules), NUL and huge strings included', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...home, name: '' }, 'name', '받는분 이름을 입력해주세요'],
      [{ ...home, phone: '12345' }, 'phone', '올바른 연락처를 입력해주세요'],
      [{ ...home, zipCode: '1234' }, 'zipCode', '우편번호 5자리를 입력해주세요'],
      [{ ...home, address: '   ' }, 'address', '주소를 입력해주세요'],
      [{ ...home, label: '가'.repeat(21) }, 'label', ADDRESS_MESSAGES.labelTooLong],
      [{ ...home, detailAddress: 'x'.repeat(10_000) }, 'detailAddress', '입력값이 너무 깁니다'],
    ];
    for (const [body, field, message] of cases) {
      const res = await call(t, 'POST', '/api/me/addresses', { cookie: b.cookie, body });
      expect(res.status).toBe(422);
      expect(res.body.error.fields[field]).toBe(message);
    }
    const nul = await call(t, 'POST', '/api/me/addresses', { cookie: b.cookie, body: { ...home, address: 'a\u0000b' } });
    expect([400, 422]).toContain(nul.status);
    const extra = await call(t, 'POST', '/api/me/addresses', { cookie: b.cookie, body: { ...home, customerId: a.id } });
    expect(extra.status).toBe(422);
    const patchNul = await call(t, 'PATCH', '/api/me/addresses/a%00b', { cookie: b.cookie, body: { label: 'x' } });
    expect(patchNul.status).toBe(400);
    expect((await call(t, 'GET', '/api/me/addresses', { cookie: b.cookie })).body.items).toEqual([]);
  });

  it(`refuses the ${MAX_ADDRESSES + 1}th address with a Korean 422, even when asked at once`, async () => {
    const c = await newShopper(t);
    const answers = await Promise.all(
      Array.from({ length: MAX_ADDRESSES + 3 }, (_, i) =>
        call(t, 'POST', '/api/me/addresses', { cookie: c.cookie, body: { ...home, label: `주소${i}`, isDefault: i % 2 === 0 } }),
      ),
    );
    expect(answers.filter((r) => r.status === 201)).toHaveLength(MAX_ADDRESSES);
    const refused = answers.filter((r) => r.status !== 201);
    expect(refused.every((r) => r.status === 422 && r.body.error.message === ADDRESS_MESSAGES.limit)).toBe(true);
    expect(await defaults(t, c.id)).toBe(1);
    const list = (await call(t, 'GET', '/api/me/addresses', { cookie: c.cookie })).body.items;
    expect(list).toHaveLength(MAX_ADDRESSES);
    expect(list[0].isDefault).toBe(true);
  });

  it('DELETE of the default hands the default to the newest remaining address; the last one leaves none', async () => {
    let items = (await call(t, 'GET', '/api/me/addresses', { cookie: a.cookie })).body.items;
    const [def, rest] = items;
    const res = await call(t, 'DELETE', `/api/me/addresses/${def.id}`, { cookie: a.cookie });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(ADDRESS_MESSAGES.deleted);
    expect(res.body.items).toEqual([expect.objectContaining({ id: rest.id, isDefault: true })]);
    items = (await call(t, 'DELETE', `/api/me/addresses/${rest.id}`, { cookie: a.cookie })).body.items;
    expect(items).toEqual([]);
    expect(await defaults(t, a.id)).toBe(0);
  });
});

describe('address search (/api/address-search)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 180_000);
  afterAll(() => t.close());

  it('finds road-name addresses by road, building, district or zip code, paged', async () => {
    const road = await call(t, 'GET', '/api/address-search?q=' + encodeURIComponent('세종대로 110'));
    expect(road.status).toBe(200);
    expect(road.body.items[0]).toMatchObject({ zipCode: '04524', roadAddress: '서울특별시 중구 세종대로 110' });
    const jeju = await call(t, 'GET', '/api/address-search?q=' + encodeURIComponent('제주특별자치도'));
    expect(jeju.body.total).toBeGreaterThanOrEqual(3);
    expect(jeju.body.items.every((a: { zipCode: string }) => Number(a.zipCode) >= 63000 && Number(a.zipCode) <= 63644)).toBe(true);
    const paged = await call(t, 'GET', '/api/address-search?q=' + encodeURIComponent('제주특별자치도') + '&limit=2&page=2');
    expect(paged.body).toMatchObject({ page: 2, limit: 2, total: jeju.body.total });
    expect(paged.body.items).toEqual(jeju.body.items.slice(2, 4));
    expect((await call(t, 'GET', '/api/address-search?q=' + encodeURIComponent('울릉군청'))).body.items[0].zipCode).toBe('40225');
    expect((await call(t, 'GET', '/api/address-search?q=63122')).body.items[0].buildingName).toBe('제주특별자치도청');
    expect((await call(t, 'GET', '/api/address-search?q=' + encodeURIComponent('없는도로명 999'))).body).toMatchObject({
      items: [],
      total: 0,
    });
  });

  it('refuses a short, long or malformed query with a Korean 4xx', async () => {
    const short = await call(t, 'GET', '/api/address-search?q=a');
    expect(short.status).toBe(422);
    expect(short.body.error.fields.q).toBe(ADDRESS_MESSAGES.searchQuery);
    expect((await call(t, 'GET', '/api/address-search')).status).toBe(422);
    expect((await call(t, 'GET', '/api/address-search?q=' + 'x'.repeat(81))).body.error.fields.q).toBe(ADDRESS_MESSAGES.searchQueryTooLong);
    expect((await call(t, 'GET', '/api/address-search?q=ab&limit=21')).status).toBe(422);
    expect((await call(t, 'GET', '/api/address-search?q=a%00b')).status).toBe(400);
  });

  it('limits one client address to 60 searches a minute (429 in Korean)', async () => {
    const headers = { 'x-forwarded-for': '203.0.113.77' };
    const answers = [];
    for (let i = 0; i < 61; i += 1) answers.push(await call(t, 'GET', '/api/address-search?q=' + encodeURIComponent('서울'), { headers }));
    expect(answers.slice(0, 60).every((r) => r.status === 200)).toBe(true);
    expect(answers[60]!.status).toBe(429);
    expect(answers[60]!.body.error.message).toMatch(/요청이 너무 많습니다/);
  });
});
