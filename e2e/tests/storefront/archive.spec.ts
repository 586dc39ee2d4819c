import { test } from '../../fixtures/test';
import { api, EMPTY_PRODUCT_LIST, expect, failApi, fulfillJson, gotoInApp, PRODUCT_LIST } from '../../fixtures/storefront';

test.describe('/archive', () => {
  test('shows positions 10 to 19 of the product list', async ({ page }) => {
    const list = await api(page, '/api/products?sort=popular&limit=20');
    await page.goto('/archive');
    const cards = page.getByTestId('product-card');
    await expect(cards).toHaveCount(Math.max(0, Math.min(10, list.items.length - 10)));
    await expect(cards.first()).toContainText(list.items[10].name);
    await expect(cards.last()).toContainText(list.items[Math.min(19, list.items.length - 1)].name);
  });

  test('empty and error states', async ({ page }) => {
    await fulfillJson(page, PRODUCT_LIST, EMPTY_PRODUCT_LIST);
    await gotoInApp(page, '/archive');
    await expect(page.getByText('아카이브 상품이 없습니다')).toBeVisible();
    await page.unroute(PRODUCT_LIST);
    await failApi(page, PRODUCT_LIST);
    await gotoInApp(page, '/archive');
    await expect(page.getByText('상품을 불러오지 못했습니다')).toBeVisible();
  });
});
