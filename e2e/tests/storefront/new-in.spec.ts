import { test } from '../../fixtures/test';
import { api, EMPTY_PRODUCT_LIST, expect, failApi, fulfillJson, gotoInApp, PRODUCT_LIST } from '../../fixtures/storefront';

test.describe('/new-in', () => {
  test('lists products flagged new, newest first', async ({ page }) => {
    const fresh = await api(page, '/api/products?new=true&sort=newest&limit=20');
    await page.goto('/new-in');
    await expect(page.getByRole('heading', { name: '신상품', level: 1 })).toBeVisible();
    await expect(page.getByTestId('result-count')).toHaveCount(0);
    const cards = page.getByTestId('product-card');
    await expect(cards.first()).toContainText(fresh.items[0].name);
    for (const text of await cards.allTextContents()) expect(text).toContain('NEW');
    if (fresh.nextCursor) await expect(page.getByTestId('load-more')).toBeVisible();
  });

  test('empty and error states', async ({ page }) => {
    await fulfillJson(page, PRODUCT_LIST, EMPTY_PRODUCT_LIST);
    await gotoInApp(page, '/new-in');
    await expect(page.getByText('새로 입고된 상품이 없습니다')).toBeVisible();
    await page.unroute(PRODUCT_LIST);
    await failApi(page, PRODUCT_LIST);
    await gotoInApp(page, '/new-in');
    await expect(page.getByText('상품을 불러오지 못했습니다')).toBeVisible();
  });
});
