import { expect } from '@playwright/test';
import { test } from '../../fixtures/test';
import { isAdminRemoteRequest } from '../../fixtures/auth';

test('the storefront frame: header, bottom bar, top menu with ADMIN in red', async ({ page }) => {
  const urls: string[] = [];
  page.on('request', (r) => urls.push(r.url()));
  await page.goto('/');
  const header = page.getByTestId('store-header');
  await expect(header).toBeVisible();
  await expect(header.getByRole('link', { name: /스타일허브/ })).toHaveAttribute('href', '/');
  await expect(page.getByTestId('cart-count')).toHaveText('0');
  const nav = page.getByTestId('bottom-nav');
  for (const href of ['/', '/magazine', '/ranking', '/brands', '/profile']) {
    await expect(nav.locator(`a[href="${href}"]`)).toBeVisible();
  }
  await page.getByTestId('menu-button').click();
  const admin = page.getByRole('link', { name: 'ADMIN' });
  await expect(admin).toBeVisible();
  const color = await admin.evaluate((el) => getComputedStyle(el).color);
  const [r, g, b] = color.match(/\d+/g)!.map(Number);
  expect(r).toBeGreaterThan(150);
  expect(g).toBeLessThan(100);
  expect(b).toBeLessThan(120);
  for (const name of ['CATEGORY', 'NEW IN', 'BRAND']) await expect(page.getByRole('link', { name })).toBeVisible();
  // A shopper's pages never download an admin remote.
  expect(urls.filter(isAdminRemoteRequest)).toEqual([]);
});

test('the header search button goes to /search on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/');
  await page.getByTestId('store-header').getByRole('link', { name: '검색' }).click();
  await expect(page).toHaveURL(/\/search/);
});

test('an unknown path shows Page Not Found', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByTestId('store-header')).toBeVisible();
});

test('/brands lists brands from the API, searches on the server and keeps the URL in sync', async ({ page }) => {
  await page.goto('/brands');
  const api = await (await page.request.get('/api/brands')).json();
  await expect(page.getByTestId('brand-count')).toContainText(String(api.total));
  await expect(page.getByTestId('brand-card').first()).toBeVisible();
  const target: string = api.items[api.items.length - 1].name;
  await page.getByRole('searchbox', { name: '브랜드 검색', exact: true }).fill(target);
  await expect(page).toHaveURL(/q=/);
  await expect(page.getByTestId('brand-card').first()).toContainText(target);
  const filtered = await (await page.request.get(`/api/brands?q=${encodeURIComponent(target)}`)).json();
  await expect(page.getByTestId('brand-count')).toContainText(String(filtered.total));
  // The link reproduces the view.
  await page.reload();
  await expect(page.getByTestId('brand-card').first()).toContainText(target);
});

test('the colour mode follows the system and a chosen mode is remembered', async ({ browser }) => {
  const context = await browser.newContext({ colorScheme: 'dark' });
  const page = await context.newPage();
  await page.goto('/brands');
  await expect(page.locator('html')).toHaveClass(/dark/);
  await context.close();
  const light = await browser.newContext({ colorScheme: 'light' });
  const p2 = await light.newPage();
  await p2.goto('/');
  await expect(p2.locator('html')).toHaveClass(/light/);
  await p2.evaluate(() => localStorage.setItem('market-color-mode', 'dark'));
  await p2.reload();
  await expect(p2.locator('html')).toHaveClass(/dark/);
  await light.close();
});
