import { test } from '../../fixtures/test';
import { api, expect, failApi, fulfillJson, gotoInApp } from '../../fixtures/storefront';

const EVENTS = /\/api\/events(\?|$)/;

test.describe('/events', () => {
  test('tabs all / sale / promotion / brand filter on the server; cards lead to the sale listing', async ({ page }) => {
    await page.goto('/events');
    const tabs = page.getByTestId('event-tab');
    await expect(tabs).toHaveText(['전체', '세일', '프로모션', '브랜드']);
    const all = await api(page, '/api/events?limit=20');
    await expect(page.getByTestId('event-card')).toHaveCount(all.items.length);
    for (const [label, type] of [
      ['세일', 'sale'],
      ['프로모션', 'promotion'],
      ['브랜드', 'brand'],
    ] as const) {
      await tabs.filter({ hasText: label }).click();
      await expect(page).toHaveURL(new RegExp(`tab=${type}`));
      const typed = await api(page, `/api/events?type=${type}&limit=20`);
      if (typed.items.length) await expect(page.getByTestId('event-card').first()).toContainText(typed.items[0].title);
      else await expect(page.getByText('진행 중인 이벤트가 없습니다')).toBeVisible();
    }
    await page.getByRole('link', { name: '세일 상품 전체보기' }).click();
    await expect(page).toHaveURL(/\/categories\?sale=true$/);
  });

  test('empty and error states', async ({ page }) => {
    await fulfillJson(page, EVENTS, { items: [], total: 0, page: 1, limit: 20 });
    await gotoInApp(page, '/events');
    await expect(page.getByText('진행 중인 이벤트가 없습니다')).toBeVisible();
    await page.unroute(EVENTS);
    await failApi(page, EVENTS);
    await gotoInApp(page, '/events');
    await expect(page.getByText('이벤트를 불러오지 못했습니다')).toBeVisible();
    await page.unroute(EVENTS);
    await page.getByRole('button', { name: '다시 시도' }).click();
    await expect(page.getByTestId('event-tab').first()).toBeVisible();
  });
});
