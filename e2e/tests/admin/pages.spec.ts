import { expect } from '@playwright/test';
import { test } from '../../fixtures/test';
import { loginAs } from '../../fixtures/auth';

test('the dashboard shows figures read from the database', async ({ page }) => {
  // The figures the page itself was answered with: the other worker's tests place and cancel
  // orders meanwhile, so a second read of the API may already differ from what the page shows.
  const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/admin/dashboard' && r.status() === 200);
  await loginAs(page, 'SUPER_ADMIN', '/admin/dashboard');
  const dashboard = await (await answered).json();
  const won = (n: number) => `${n.toLocaleString('ko-KR')}원`;
  await expect(page.getByTestId('kpi-revenue-month')).toHaveText(won(dashboard.sales.kpis.revenue.month.value));
  await expect(page.getByTestId('kpi-orders-month')).toHaveText(`${dashboard.sales.kpis.orders.month.value.toLocaleString('ko-KR')}건`);
});

test('the brand table lists brands from the API and searches on the server', async ({ page }) => {
  await loginAs(page, 'OPS_MANAGER', '/admin/catalog/brands');
  await expect(page.getByTestId('page-title')).toBeVisible();
  const rows = page.getByTestId('data-row');
  await expect(rows.first()).toBeVisible();
  const first = await (await page.request.get('/api/admin/brands?limit=1&sort=name&order=asc')).json();
  const name: string = first.items[0].name;
  await page.getByTestId('filter-search').fill(name);
  await expect(rows.filter({ hasText: name }).first()).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(name).replace(/%/g, '%')}`));
});

test('the customer table filters by grade on the server and keeps it in the URL', async ({ page }) => {
  await loginAs(page, 'CS_AGENT', '/admin/customers');
  await expect(page.getByTestId('data-row').first()).toBeVisible();
  await page.getByTestId('filter-grade').selectOption('vip');
  await expect(page).toHaveURL(/grade=vip/);
  const vip = await (await page.request.get('/api/admin/customers?grade=vip')).json();
  expect(vip.total).toBeGreaterThan(0);
  await expect(page.getByTestId('data-row')).toHaveCount(vip.items.length);
  for (const row of await page.getByTestId('data-row').all()) await expect(row).toContainText('VIP');
  await page.reload();
  await expect(page.getByTestId('filter-grade')).toHaveValue('vip');
});
