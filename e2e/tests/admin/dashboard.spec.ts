import { expect } from '@playwright/test';
import { loginAs } from '../../fixtures/auth';
import { test, type Page } from '../../fixtures/test';

// Two charts and a dozen queries on a loaded two-core machine: generous limits.
test.describe.configure({ timeout: 120_000 });

const won = (n: number) => `${n.toLocaleString('ko-KR')}원`;
const count = (n: number) => `${n.toLocaleString('ko-KR')}건`;

async function dashboard(page: Page, query = '') {
  const res = await page.request.get(`/api/admin/dashboard${query}`);
  expect(res.status()).toBe(200);
  return res.json();
}

test('SUPER_ADMIN sees the KPIs and both charts, changes the range and follows an alert to its screen', async ({ page }) => {
  await loginAs(page, 'SUPER_ADMIN', '/admin');
  await expect(page.getByTestId('page-title')).toHaveText('대시보드');
  const data = await dashboard(page);
  expect(data.brand).toBeNull();

  const kpis = page.getByRole('region', { name: '주요 지표' });
  await expect(kpis.getByRole('region', { name: '매출' }).getByTestId('kpi-revenue-month')).toHaveText(
    won(data.sales.kpis.revenue.month.value),
  );
  await expect(kpis.getByTestId('kpi-orders-month')).toHaveText(count(data.sales.kpis.orders.month.value));
  await expect(kpis.getByTestId('kpi-refunds-week')).toHaveText(won(data.sales.kpis.refunds.week.value));
  await expect(kpis.getByTestId('kpi-aov-value')).toHaveText(won(data.sales.kpis.aov.value));
  expect(data.sales.kpis.orders.month.value).toBeGreaterThan(0);

  // Both charts draw the 30 days; their totals are the series' sums.
  const revenue = page.getByRole('region', { name: '일별 매출' });
  const orders = page.getByRole('region', { name: '일별 주문' });
  const sum = (series: { revenue: number; orders: number }[], key: 'revenue' | 'orders') => series.reduce((s, d) => s + d[key], 0);
  await expect(revenue.getByTestId('chart-revenue-total')).toHaveText(won(sum(data.sales.series, 'revenue')));
  await expect(orders.getByTestId('chart-orders-total')).toHaveText(count(sum(data.sales.series, 'orders')));
  await expect(revenue.locator('.recharts-bar-rectangle').first()).toBeVisible();
  await expect(orders.locator('.recharts-bar-rectangle').first()).toBeVisible();

  // The 7-day preset asks the API for that range and redraws.
  await page.getByRole('button', { name: '7일' }).click();
  await expect(page.getByRole('button', { name: '7일' })).toHaveAttribute('aria-pressed', 'true');
  const week = await dashboard(page, `?from=${addDays(data.range.today, -6)}&to=${data.range.today}`);
  await expect(orders.getByTestId('chart-orders-total')).toHaveText(count(sum(week.sales.series, 'orders')));
  expect(week.sales.series).toHaveLength(7);

  // The recent tabs: newest orders first, names masked.
  const tabs = page.getByRole('tablist');
  await expect(tabs.getByRole('tab')).toHaveText(['최근 주문', '최근 리뷰', '최근 문의']);
  const recent = page.getByRole('table', { name: '최근 주문' });
  await expect(recent.getByRole('row').nth(1)).toContainText(data.recent.orders[0].orderNumber);
  await expect(recent.getByRole('row').nth(1)).toContainText(data.recent.orders[0].customer);
  await tabs.getByRole('tab', { name: '최근 문의' }).click();
  await expect(page.getByRole('table', { name: '최근 문의' })).toBeVisible();

  // An alert leads to the screen that handles it, filtered.
  const returnsAlert = data.alerts.find((a: { type: string }) => a.type === 'returns_waiting');
  expect(returnsAlert, 'the demo seed leaves returns waiting').toBeTruthy();
  await page.getByRole('link', { name: new RegExp(returnsAlert.message.replace(/[/()]/g, '\\$&')) }).click();
  await expect(page).toHaveURL(/\/admin\/returns\?status=requested/);
  await expect(page.getByTestId('page-title')).toHaveText('반품/교환 관리');
});

test("SELLER_ADMIN sees its brand's figures, not the shop's, and no page it may not open", async ({ page }) => {
  await loginAs(page, 'SUPER_ADMIN', '/admin');
  const shop = await dashboard(page);
  await page.request.post('/api/admin/auth/logout');

  await loginAs(page, 'SELLER_ADMIN', '/admin/dashboard');
  const mine = await dashboard(page);
  expect(mine.brand).not.toBeNull();
  await expect(page.getByText(`${mine.brand.name} 브랜드의 매출과 처리할 작업을 한눈에 확인합니다.`)).toBeVisible();
  await expect(page.getByTestId('kpi-revenue-month')).toHaveText(won(mine.sales.kpis.revenue.month.value));
  await expect(page.getByTestId('kpi-orders-month')).toHaveText(count(mine.sales.kpis.orders.month.value));
  // Its own brand's business: real figures, smaller than the shop's.
  expect(mine.sales.series.some((d: { orders: number }) => d.orders > 0)).toBe(true);
  expect(mine.sales.kpis.revenue.month.value).toBeLessThan(shop.sales.kpis.revenue.month.value);
  await expect(page.getByRole('region', { name: '일별 매출' }).locator('.recharts-bar-rectangle').first()).toBeVisible();
  // Its tabs: its orders and its products' questions; reviews and settlements are not its screens.
  await expect(page.getByRole('tablist').getByRole('tab')).toHaveText(['최근 주문', '최근 문의']);
  await expect(page.getByRole('table', { name: '최근 주문' }).getByRole('row').nth(1)).toContainText(mine.recent.orders[0].orderNumber);
  await expect(page.getByTestId('alert-settlements_due')).toHaveCount(0);
});

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
