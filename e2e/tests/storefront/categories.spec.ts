import { test } from '../../fixtures/test';
import { api, EMPTY_PRODUCT_LIST, expect, failApi, fulfillJson, gotoInApp, PRODUCT_LIST } from '../../fixtures/storefront';

const count = (page: import('@playwright/test').Page) => page.getByTestId('result-count');

test.describe('/categories', () => {
  test('all products: count from the server, quick-pick of 6 that sets the URL', async ({ page }) => {
    const all = await api(page, '/api/products?limit=20');
    const tree = await api(page, '/api/categories');
    await page.goto('/categories');
    await expect(page.getByTestId('listing-title')).toHaveText('전체 상품');
    await expect(count(page)).toContainText(all.total.toLocaleString('ko-KR'));
    await expect(page.getByTestId('product-card')).toHaveCount(20);
    const picks = page.getByTestId('category-quick-pick-item');
    await expect(picks).toHaveCount(6);
    await picks.first().click();
    await expect(page).toHaveURL(new RegExp(`category=${tree.items[0].slug}`));
    await expect(page.getByTestId('listing-title')).toHaveText(tree.items[0].name);
    await expect(page.getByTestId('category-quick-pick')).toHaveCount(0);
    const filtered = await api(page, `/api/products?category=${tree.items[0].slug}&limit=1`);
    await expect(count(page)).toContainText(filtered.total.toLocaleString('ko-KR'));
  });

  test('filters: colour chip, price, flags; chips remove; reset all; the URL reproduces the view', async ({ page }) => {
    await page.goto('/categories');
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await page
      .getByTestId('filter-sidebar')
      .getByRole('button', { name: /블랙 \(Black\)/ })
      .click();
    await expect(page).toHaveURL(/colors=Black/);
    const black = await api(page, '/api/products?colors=Black&limit=1');
    await expect(count(page)).toContainText(black.total.toLocaleString('ko-KR'));
    await expect(page.getByTestId('filter-chip')).toHaveText(['Black']);

    await page.getByTestId('filter-sidebar').getByText('재고 있는 상품만').click();
    await expect(page).toHaveURL(/inStock=true/);
    await expect(page.getByTestId('filter-chip')).toHaveCount(2);

    // Reload: the link reproduces the view.
    await page.reload();
    await expect(page.getByTestId('filter-chip')).toHaveCount(2);
    const both = await api(page, '/api/products?colors=Black&inStock=true&limit=1');
    await expect(count(page)).toContainText(both.total.toLocaleString('ko-KR'));

    await page.getByTestId('filter-chip').filter({ hasText: 'Black' }).click();
    await expect(page).not.toHaveURL(/colors=/);
    await expect(page.getByTestId('filter-chip')).toHaveCount(1);
    await page.getByTestId('reset-filters').click();
    await expect(page.getByTestId('filter-chip')).toHaveCount(0);
    await expect(page).toHaveURL(/\/categories$/);
  });

  test('the price slider moves in 10,000 won steps and filters on the server', async ({ page }) => {
    await page.goto('/categories');
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    const max = page.getByTestId('filter-sidebar').getByRole('slider', { name: '최대 가격' });
    await expect(max).toHaveAttribute('aria-valuemax', '1000000');
    await max.focus();
    for (let i = 0; i < 95; i++) await page.keyboard.press('ArrowLeft');
    await expect(page).toHaveURL(/maxPrice=50000/);
    await expect(page.getByTestId('filter-chip')).toHaveText(['0원 ~ 50,000원']);
    const cheap = await api(page, '/api/products?maxPrice=50000&limit=1');
    await expect(count(page)).toContainText(cheap.total.toLocaleString('ko-KR'));
  });

  test('sort, grid/list and the spec links ?brand= and ?sale=true', async ({ page }) => {
    const brands = await api(page, '/api/brands?limit=1');
    const brand = brands.items[0];
    await page.goto(`/categories?brand=${brand.id}`);
    const byBrand = await api(page, `/api/products?brand=${brand.id}&limit=1`);
    await expect(count(page)).toContainText(byBrand.total.toLocaleString('ko-KR'));
    await expect(page.getByTestId('product-card').first()).toContainText(brand.name);

    await page.goto('/categories?sale=true');
    const sale = await api(page, '/api/products?sale=true&limit=1');
    await expect(count(page)).toContainText(sale.total.toLocaleString('ko-KR'));
    await expect(page.getByTestId('filter-chip')).toHaveText(['세일']);

    await page.getByTestId('sort-select').selectOption('price_low');
    await expect(page).toHaveURL(/sort=price_low/);
    const cheapest = await api(page, '/api/products?sale=true&sort=price_low&limit=1');
    await expect(page.getByTestId('product-card').first()).toContainText(cheapest.items[0].name);

    await page.getByRole('button', { name: '리스트로 보기' }).click();
    await expect(page).toHaveURL(/view=list/);
    await expect(page.getByRole('button', { name: '리스트로 보기' })).toHaveAttribute('aria-pressed', 'true');
  });

  test("'load more' loads the next page with the cursor", async ({ page }) => {
    await page.goto('/categories');
    await expect(page.getByTestId('product-card')).toHaveCount(20);
    const next = page.waitForRequest((r) => /\/api\/products\?.*cursor=/.test(r.url()));
    await page.getByTestId('load-more').click();
    await next;
    await expect(page.getByTestId('product-card')).toHaveCount(40);
    // Forty different products: the second page continues the first instead of repeating it.
    const hrefs = await page
      .getByTestId('product-card')
      .locator('a[href^="/products/"]')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(new Set(hrefs).size).toBe(40);
  });

  test('empty state with reset, for an unknown brand', async ({ page }) => {
    await page.goto('/categories?brand=no-such-brand&inStock=true');
    await expect(page.getByText('조건에 맞는 상품이 없습니다')).toBeVisible();
    await expect(page.getByTestId('load-more')).toHaveCount(0);
    await page.getByTestId('empty-reset').click();
    await expect(page).toHaveURL(/\/categories$/);
    await expect(page.getByTestId('product-card').first()).toBeVisible();
  });

  test('empty answer from the server shows the empty state', async ({ page }) => {
    await fulfillJson(page, PRODUCT_LIST, EMPTY_PRODUCT_LIST);
    await gotoInApp(page, '/categories');
    await expect(page.getByTestId('listing-empty')).toBeVisible();
    await expect(count(page)).toContainText('0');
  });

  test('error state with retry', async ({ page }) => {
    await failApi(page, PRODUCT_LIST);
    await gotoInApp(page, '/categories');
    await expect(page.getByText('상품을 불러오지 못했습니다')).toBeVisible();
    await page.unroute(PRODUCT_LIST);
    await page.getByRole('button', { name: '다시 시도' }).click();
    await expect(page.getByTestId('product-card').first()).toBeVisible();
  });

  test('quick view opens from a card, adds to the cart and closes to none', async ({ page }) => {
    await page.goto('/categories?inStock=true');
    const card = page.getByTestId('product-card').first();
    await expect(card).toBeVisible();
    const detailRequests: string[] = [];
    page.on('request', (r) => /\/api\/products\/[^?]+$/.test(r.url()) && detailRequests.push(r.url()));
    expect(detailRequests).toEqual([]);
    await card.getByTestId('quick-view-button').click();
    await expect(page).toHaveURL(/quickView=/);
    const dialog = page.getByTestId('quick-view');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('add-to-cart')).toBeEnabled();
    expect(detailRequests.length).toBeGreaterThan(0);
    await dialog.getByTestId('quantity-increase').click();
    await expect(dialog.getByTestId('quantity-value')).toHaveText('2');
    await dialog.getByTestId('add-to-cart').click();
    await expect(page.getByText('장바구니에 추가되었습니다')).toBeVisible();
    await expect(page.getByTestId('cart-count')).toHaveText('2');
    await expect(dialog).toBeHidden();
    await expect(page).not.toHaveURL(/quickView=/);
  });

  test('on a phone the filter panel is a drawer', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto('/categories');
    await expect(page.getByTestId('filter-sidebar')).toBeHidden();
    await page.getByTestId('filter-toggle').click();
    const drawer = page.getByRole('dialog', { name: '필터' });
    await expect(drawer).toBeVisible();
    await drawer.getByText('신상품', { exact: true }).click();
    await expect(page).toHaveURL(/new=true/);
    await drawer.getByRole('button', { name: /개 상품 보기/ }).click();
    await expect(drawer).toBeHidden();
    await expect(page.getByTestId('filter-chip')).toHaveText(['신상품']);
    // Focus goes back to the button that opened it, and the drawer opens again (its code is loaded).
    await expect(page.getByTestId('filter-toggle')).toBeFocused();
    await page.getByTestId('filter-toggle').click();
    await expect(drawer).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  });
});
