import { sql } from 'drizzle-orm';
import { BRAND_FOLLOW_MESSAGES } from '@market/domain/brand';
import { createTestApp, getJson, readJson, type TestApp } from '../../test/test-app';
import { rowsOf, send, signUpShopper } from '../../test/shopper';

describe('following brands (/api/brands/{id}/follow)', () => {
  let t: TestApp;
  let brand: { id: string; slug: string };
  beforeAll(async () => {
    t = await createTestApp();
    [brand] = (await rowsOf<{ id: string; slug: string }>(
      t,
      sql`select id, slug from brands where status = 'active' order by followers, id limit 1`,
    )) as [typeof brand];
  });
  afterAll(() => t.close());

  const follow = (id: string, cookie?: string) => send(t, 'POST', `/api/brands/${id}/follow`, undefined, cookie);
  const unfollow = (id: string, cookie?: string) => send(t, 'DELETE', `/api/brands/${id}/follow`, undefined, cookie);
  /** The stored count and the rows it counts. */
  const counts = async (id = brand.id) =>
    (
      await rowsOf<{ followers: number; rows: number }>(
        t,
        sql`select followers, (select count(*)::int from brand_follows where brand_id = b.id) as rows from brands b where id = ${id}::uuid`,
      )
    )[0]!;

  it('POST and DELETE answer 401 with a Korean message to anonymous shoppers and change nothing', async () => {
    const before = await counts();
    for (const res of [await follow(brand.id), await unfollow(brand.id)]) {
      expect(res.status).toBe(401);
      expect((await readJson(res)).error).toEqual({ code: 'UNAUTHENTICATED', message: BRAND_FOLLOW_MESSAGES.loginRequired });
    }
    expect(await counts()).toEqual(before);
  });

  it('follow and unfollow are idempotent and keep brands.followers equal to the follow rows', async () => {
    const shopper = await signUpShopper(t);
    const start = await counts();
    expect(start.followers).toBe(start.rows);

    const first = await follow(brand.id, shopper.cookie);
    expect(first.status).toBe(200);
    expect(await readJson(first)).toEqual({ following: true, followers: start.followers + 1 });
    expect(await readJson(follow(brand.slug, shopper.cookie))).toEqual({ following: true, followers: start.followers + 1 });
    expect(await counts()).toEqual({ followers: start.followers + 1, rows: start.rows + 1 });

    const detail = await getJson(t, `/api/brands/${brand.slug}`, shopper.cookie);
    expect(detail.body).toMatchObject({ following: true, followers: start.followers + 1 });
    expect((await getJson(t, `/api/brands/${brand.slug}`)).body.following).toBe(false);
    const other = await signUpShopper(t);
    expect((await getJson(t, `/api/brands/${brand.id}`, other.cookie)).body.following).toBe(false);

    expect(await readJson(unfollow(brand.id, shopper.cookie))).toEqual({ following: false, followers: start.followers });
    expect(await readJson(unfollow(brand.id, shopper.cookie))).toEqual({ following: false, followers: start.followers });
    expect(await counts()).toEqual(start);
    expect((await getJson(t, `/api/brands/${brand.slug}`, shopper.cookie)).body.following).toBe(false);
  });

  it('unknown, malformed and inactive brands are 404', async () => {
    const shopper = await signUpShopper(t);
    const [pending] = await rowsOf<{ id: string }>(t, sql`select id from brands where status <> 'active' limit 1`);
    const before = await counts(pending!.id);
    for (const id of ['00000000-0000-0000-0000-000000000000', 'no-such-brand', pending!.id]) {
      const res = await follow(id, shopper.cookie);
      expect([id, res.status]).toEqual([id, 404]);
      expect((await readJson(res)).error.message).toBe('브랜드를 찾을 수 없습니다');
    }
    expect(await counts(pending!.id)).toEqual(before);
    const rows = await rowsOf(t, sql`select 1 from brand_follows where customer_id = ${shopper.id}::uuid`);
    expect(rows).toEqual([]);
  });

  it('concurrent follows and unfollows keep the count exact', async () => {
    const shoppers = await Promise.all(Array.from({ length: 6 }, () => signUpShopper(t)));
    const start = await counts();
    // Each shopper follows three times at once, then half of them unfollow twice at once.
    await Promise.all(shoppers.flatMap((s) => [follow(brand.id, s.cookie), follow(brand.id, s.cookie), follow(brand.slug, s.cookie)]));
    expect(await counts()).toEqual({ followers: start.followers + 6, rows: start.rows + 6 });
    await Promise.all(shoppers.slice(0, 3).flatMap((s) => [unfollow(brand.id, s.cookie), unfollow(brand.id, s.cookie)]));
    expect(await counts()).toEqual({ followers: start.followers + 3, rows: start.rows + 3 });
  });
});
