import { test } from '../../fixtures/test';
import { api, EMPTY_PRODUCT_LIST, expect, failApi, fulfillJson, gotoInApp, PRODUCT_LIST } from '../../fixtures/storefront';

test.describe('/ranking', () => {
  test('ranks the 8 best sellers by sales with numbers; the category chips really filter', async ({ page }) => {
    await page.goto('/ranking');
    const chips = page.getByTestId('ranking-chip');
    await expect(chips).toHaveText(['ALL', 'OUTER', 'TOP', 'BOTTOM', 'SHOES', 'ACC']);
    const all = await api(page, '/api/products?sort=sales&limit=8');
    expect(all.items.length).toBe(8);
    await expect(page.getByTestId('rank-number').first()).toHaveText('1');
    await expect(page.getByTestId('rank-number')).toHaveCount(8);
    await expect(page.getByTestId('rank-number').last()).toHaveText('8');
    await expect(page.getByTestId('product-card').first()).toContainText(all.items[0].name);

    const outer = await api(page, '/api/products?category=outer&sort=sales&limit=8');
    await chips.filter({ hasText: 'OUTER' }).click();
    await expect(page).toHaveURL(/category=outer/);
    await expect(chips.filter({ hasText: 'OUTER' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('product-card').first()).toContainText(outer.items[0].name);
    await expect(page.getByTestId('rank-number')).toHaveCount(outer.items.length);

    await chips.filter({ hasText: 'ACC' }).click();
    await expect(page).toHaveURL(/category=accessory/);
    const acc = await api(page, '/api/products?category=accessory&sort=sales&limit=8');
    await expect(page.getByTestId('product-card').first()).toContainText(acc.items[0].name);
  });

  test('the header image falls back to a placeholder', async ({ page }) => {
    await page.route(/hero-poster\.[a-z0-9]+\.jpg/, (route) => route.fulfill({ status: 404, body: '' }));
    await page.goto('/ranking');
    // The placeholder (a div with role img) replaces the broken <img>.
    await expect(page.locator('div[role="img"][aria-label="스타일허브 랭킹 헤더 이미지"]')).toBeVisible();
    await expect(page.locator('img[alt="스타일허브 랭킹 헤더 이미지"]')).toHaveCount(0);
  });

  test('empty and error states', async ({ page }) => {
    await fulfillJson(page, PRODUCT_LIST, EMPTY_PRODUCT_LIST);
    await gotoInApp(page, '/ranking');
    await expect(page.getByText('랭킹 상품이 없습니다')).toBeVisible();
    await page.unroute(PRODUCT_LIST);
    await failApi(page, PRODUCT_LIST);
    await gotoInApp(page, '/ranking');
    await expect(page.getByText('랭킹을 불러오지 못했습니다')).toBeVisible();
    await page.unroute(PRODUCT_LIST);
    await page.getByRole('button', { name: '다시 시도' }).click();
    await expect(page.getByTestId('rank-number').first()).toHaveText('1');
  });
});
