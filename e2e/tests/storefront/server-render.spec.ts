import { test, type Page } from '../../fixtures/test';
import { signUpShopper } from '../../fixtures/shopping';
import { api, expect } from '../../fixtures/storefront';

/** The `#root` of a page as the server sent it (before any script ran). */
function rootOf(html: string): string {
  const start = html.indexOf('<div id="root"');
  expect(start, 'the page has a #root').toBeGreaterThanOrEqual(0);
  return html.slice(start, html.search(/<script[^>]*>window.__MARKET_SSR__/) >>> 0);
}

test.describe('server rendering of public storefront pages', () => {
  test('a product page arrives as HTML with its name, price, title and the data it was made from', async ({ request }) => {
    const list = await (await request.get('/api/products?limit=1&sort=newest')).json();
    const product = list.items[0];
    const res = await request.get(`/products/${product.id}`);
    expect(res.status()).toBe(200);
    expect(res.headers()['cache-control']).toContain('no-cache');
    const html = await res.text();
    const root = rootOf(html);
    expect(root).toContain('data-ssr');
    expect(root).toContain(product.name);
    expect(root).toContain(`${(product.salePrice ?? product.price).toLocaleString('ko-KR')}원`);
    expect(html).toMatch(new RegExp(`<title>[^<]*${product.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    expect(html).toContain(`"/api/products/${product.id}"`);
    // The shop's rules came with it: the price summary shows the server's shipping and points.
    expect(html).toContain('"/api/shop-settings"');
    expect(root).toContain('결제 예정 금액');
    // The page's CSS is in the head: it paints styled before any script runs.
    expect(html).toMatch(/<style nonce="[^"]+" data-emotion="css [^"]+">/);
  });

  test('an unknown product and an unknown path answer 404 with the not-found page', async ({ request }) => {
    const missing = await request.get('/products/00000000-0000-4000-8000-000000000000');
    expect(missing.status()).toBe(404);
    expect(rootOf(await missing.text())).toContain('상품을 찾을 수 없습니다');
    const unknown = await request.get('/no-such-page');
    expect(unknown.status()).toBe(404);
    expect(rootOf(await unknown.text())).toContain('Page Not Found');
  });

  test("a shopper's own pages are left to the browser", async ({ request }) => {
    for (const path of ['/cart', '/checkout', '/account', '/orders', '/login']) {
      const html = await (await request.get(path)).text();
      expect(html, path).not.toContain('data-ssr');
      expect(html, path).toMatch(/<div id="?root"?><\/div>/);
    }
  });

  test('without JavaScript the listing is readable and its links work', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/categories');
    const cards = page.getByTestId('product-card');
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeGreaterThanOrEqual(10);
    const href = await cards.first().locator('a[href^="/products/"]').first().getAttribute('href');
    await page.goto(href!);
    await expect(page.getByTestId('product-name')).toBeVisible();
    await context.close();
  });

  // Each page hydrates without a mismatch (React would silently re-render it in the browser).
  const PAGES: [string, (page: Page) => Promise<string>][] = [
    ['home', async () => '/'],
    ['listing', async () => '/categories'],
    ['product', async (page) => `/products/${(await api(page, '/api/products?limit=1')).items[0].id}`],
    ['brand directory', async () => '/brands'],
    ['brand', async (page) => `/brands/${(await api(page, '/api/brands?limit=1')).items[0].slug}`],
    ['search', async () => `/search?q=${encodeURIComponent('코트')}`],
    ['ranking', async () => '/ranking'],
    ['events', async () => '/events'],
  ];
  for (const [name, pathOf] of PAGES) {
    test(`the browser takes over the server's HTML of the ${name} page without re-rendering it`, async ({ page }) => {
      const path = await pathOf(page);
      await page.goto(path);
      const marks = await page.evaluate(() => ({
        ssr: document.getElementById('root')!.hasAttribute('data-ssr'),
        hydration: document.documentElement.dataset.hydration ?? null,
      }));
      expect(marks, path).toEqual({ ssr: true, hydration: null });
    });
  }

  test('after hydration the page is live: a link navigates in the browser', async ({ page }) => {
    await page.goto('/brands');
    await page.evaluate(() => ((window as { marker?: number }).marker = 1));
    await page.getByTestId('brand-card').first().click();
    await expect(page).toHaveURL(/\/brands\/[^/]+$/);
    await expect(page.getByTestId('brand-name')).toBeVisible();
    // The same document: React Router navigated, the browser did not load a new page.
    expect(await page.evaluate(() => (window as { marker?: number }).marker)).toBe(1);
  });

  test('a signed-in shopper gets the page rendered for them, never one cached for someone else', async ({ page, request }) => {
    await signUpShopper(page, '렌더');
    const brand = (await api(page, '/api/brands?sort=name&limit=1')).items[0];
    // Anonymous first, so that an anonymous render of this page is in the server's cache.
    expect(await (await request.get(`/brands/${brand.slug}`)).text()).toContain('aria-pressed="false"');
    expect((await page.request.post(`/api/brands/${brand.id}/follow`)).status()).toBe(200);
    const mine = await (await page.request.get(`/brands/${brand.slug}`)).text();
    expect(rootOf(mine)).toMatch(/aria-pressed="true"[^>]*data-testid="follow-button"/);
    const anonymous = await (await request.get(`/brands/${brand.slug}`)).text();
    expect(rootOf(anonymous)).toMatch(/aria-pressed="false"[^>]*data-testid="follow-button"/);
    await page.goto(`/brands/${brand.slug}`);
    await expect(page.getByTestId('follow-button')).toHaveText('팔로잉');
    expect(await page.evaluate(() => document.documentElement.dataset.hydration ?? null)).toBeNull();
  });
});
