import { test } from '../../fixtures/test';
import { api, expect, failApi, fulfillJson, gotoInApp } from '../../fixtures/storefront';

const EVENTS = /\/api\/events(\?|$)/;

test.describe('/events', () => {
  test('tabs all / sale / promotion / brand filter on the server; a card opens its detail; the sale listing is one click away', async ({
    page,
  }) => {
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
    // A card opens the event's detail over the page (?event=), a guest is asked to sign in to enter.
    await tabs.filter({ hasText: '전체' }).click();
    const running = all.items.find((e: { isActive: boolean }) => e.isActive);
    await page.getByTestId('event-card').filter({ hasText: running.title }).getByTestId('event-open').click();
    await expect(page).toHaveURL(new RegExp(`event=${running.id}`));
    const detail = page.getByTestId('event-detail');
    await expect(detail.getByRole('heading', { name: running.title })).toBeVisible();
    await expect(detail.getByTestId('event-state')).toHaveText('진행중');
    await expect(detail.getByRole('link', { name: '로그인하고 참여하기' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page).not.toHaveURL(/event=/);
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
