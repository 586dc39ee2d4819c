import { expect } from '@playwright/test';
import { test } from '../../fixtures/test';
import { loginAs, type DemoRole } from '../../fixtures/auth';

const ALL = [
  'dashboard',
  'catalog-products',
  'catalog-brands',
  'catalog-categories',
  'catalog-search-synonyms',
  'orders-list',
  'returns',
  'shipments',
  'sellers-list',
  'sellers-settlements',
  'marketing-coupons',
  'marketing-promotions',
  'marketing-banners',
  'content-notices',
  'content-faqs',
  'content-events',
  'content-reviews',
  'content-qna',
  'customers',
  'settings-shop',
  'settings-payments',
  'settings-shipping',
  'settings-taxes',
  'settings-roles',
  'settings-legal',
  'audit',
  'tools',
];

/** What each demo role of the catalogue spec (section 6) may see, written out by hand. */
const EXPECTED: Record<DemoRole, string[]> = {
  SUPER_ADMIN: ALL,
  OPS_MANAGER: [
    'dashboard',
    'catalog-products',
    'catalog-brands',
    'catalog-categories',
    'catalog-search-synonyms',
    'orders-list',
    'returns',
    'shipments',
    'marketing-coupons',
    'marketing-promotions',
    'marketing-banners',
    'content-notices',
    'content-faqs',
    'content-events',
    'content-reviews',
    'content-qna',
  ],
  CS_AGENT: ['dashboard', 'orders-list', 'returns', 'shipments', 'content-reviews', 'content-qna', 'customers'],
  CONTENT_EDITOR: [
    'dashboard',
    'marketing-promotions',
    'marketing-banners',
    'content-notices',
    'content-faqs',
    'content-events',
    'content-reviews',
    'content-qna',
  ],
  FINANCE: ['dashboard', 'orders-list', 'returns', 'shipments', 'sellers-settlements', 'settings-taxes'],
  SELLER_ADMIN: ['dashboard', 'catalog-products', 'orders-list', 'returns', 'shipments', 'content-qna'],
};

for (const [role, expected] of Object.entries(EXPECTED) as [DemoRole, string[]][]) {
  test(`${role} sees exactly the sidebar its role allows`, async ({ page }) => {
    await loginAs(page, role);
    const sidebar = page.getByTestId('admin-sidebar');
    await expect(sidebar.getByTestId('nav-dashboard')).toBeVisible();
    // Every remote the role may load has contributed its items once the last expected one shows.
    for (const item of expected) await expect(sidebar.getByTestId(`nav-${item}`)).toBeVisible();
    const shown = await sidebar
      .locator('[data-testid^="nav-"]:not([data-testid^="nav-error-"])')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')!.slice(4)));
    expect([...shown].sort()).toEqual([...expected].sort());
  });
}

test('a page outside the role is refused in the browser and by the API', async ({ page }) => {
  await loginAs(page, 'CONTENT_EDITOR', '/admin/customers');
  await expect(page.getByText('접근 권한이 없습니다')).toBeVisible();
  const res = await page.request.get('/api/admin/customers');
  expect(res.status()).toBe(403);
  expect((await res.json()).error.message).toBe('이 작업을 수행할 권한이 없습니다.');
});

test('a seller admin never downloads the system admin remote', async ({ page }) => {
  const urls: string[] = [];
  page.on('request', (r) => urls.push(r.url()));
  await loginAs(page, 'SELLER_ADMIN');
  await expect(page.getByTestId('admin-sidebar').getByTestId('nav-catalog-products')).toBeVisible();
  expect(urls.filter((u) => u.includes('/mf/system-admin/'))).toEqual([]);
});
