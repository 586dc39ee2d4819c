import { createTestApp, getJson, type TestApp } from '../../test/test-app';

describe('generated media', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('GET /media/brands/:slug/banner.svg draws the brand, the same every time', async () => {
    const { body } = await getJson(t, '/api/brands?limit=1');
    const brand = body.items[0];
    const res = await t.app.request(brand.banner);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('image/svg+xml');
    const svg = await res.text();
    expect(svg).toContain(brand.nameEn.toUpperCase());
    expect(svg).toContain(brand.name);
    expect(await (await t.app.request(brand.banner)).text()).toBe(svg);
    const logo = await t.app.request(brand.logoUrl);
    expect(logo.status).toBe(200);
  });

  it('an unknown brand or a bad slug is a 404 in the error shape', async () => {
    for (const path of ['/media/brands/no-such-brand/banner.svg', '/media/brands/..%2F..%2Fetc/logo.svg']) {
      const res = await t.app.request(path);
      expect(res.status).toBe(404);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('NOT_FOUND');
    }
  });
});
