import { test } from '../../fixtures/test';
import { api, expect, failApi } from '../../fixtures/storefront';
import { findBuyable, seedBrowserStorage, signUpShopper } from '../../fixtures/shopping';

test.describe('/wishlist', () => {
  test('anonymous: heart on the product page, grid/list, add all, clear all', async ({ page }) => {
    const [a, b] = await findBuyable(page, { count: 2 });
    await page.goto(`/products/${a!.id}`);
    await page.getByTestId('wishlist-toggle').click();
    await expect(page.getByText('위시리스트에 추가되었습니다')).toBeVisible();
    await page.goto(`/products/${b!.id}`);
    await page.getByTestId('wishlist-toggle').click();
    await expect(page.getByTestId('wishlist-toggle')).toHaveAttribute('aria-pressed', 'true');

    await page.goto('/wishlist');
    await expect(page.getByTestId('wishlist-item')).toHaveCount(2);
    await expect(page.getByTestId('wishlist-grid')).toBeVisible();
    await page.getByTestId('view-list').click();
    await expect(page).toHaveURL(/view=list/);
    await expect(page.getByTestId('wishlist-list')).toBeVisible();
    await expect(page.getByTestId('wishlist-item')).toHaveCount(2);
    await page.getByTestId('wishlist-item').first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/products\//);
    await page.goBack();

    await page.getByTestId('wishlist-add-all').click();
    await expect(page.getByText('2개 상품을 장바구니에 담았습니다')).toBeVisible();
    await expect(page.getByTestId('cart-count')).toHaveText('2');

    await page.getByTestId('wishlist-remove').first().click();
    await expect(page.getByText('위시리스트에서 제거되었습니다')).toBeVisible();
    await expect(page.getByTestId('wishlist-item')).toHaveCount(1);
    await page.getByTestId('wishlist-clear').click();
    await page.getByTestId('wishlist-clear-dialog').getByTestId('confirm-action').click();
    await expect(page.getByText('위시리스트가 비어있습니다')).toBeVisible();
  });

  test('add all skips sold-out products and counts what it really added', async ({ page }) => {
    const [a] = await findBuyable(page);
    // The deterministic seed has sold-out products: look through the listing (bounded) and require one.
    let soldOut: any;
    let cursor: string | null = null;
    for (let pageNo = 0; pageNo < 40 && !soldOut; pageNo++) {
      const listed: any = await api(page, `/api/products?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      soldOut = listed.items.find((p: any) => p.stock === 0);
      cursor = listed.nextCursor;
      if (!cursor) break;
    }
    expect(soldOut, 'a sold-out product in the seeded listing').toBeTruthy();
    await seedBrowserStorage(page, [], [a!.id, soldOut.id]);
    await page.goto('/wishlist');
    await expect(page.getByTestId('wishlist-item')).toHaveCount(2);
    await page.getByTestId('wishlist-add-all').click();
    await expect(page.getByText('1개 상품을 장바구니에 담았습니다')).toBeVisible();
    await expect(page.getByText('품절된 1개 상품은 제외했습니다.')).toBeVisible();
  });

  test('signed in: kept on the server; add all and clear all go through the API', async ({ page }) => {
    await signUpShopper(page);
    const [a, b] = await findBuyable(page, { count: 2 });
    await page.goto(`/products/${a!.id}`);
    await page.getByTestId('wishlist-toggle').click();
    await expect(page.getByTestId('wishlist-toggle')).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(async () => (await api(page, '/api/wishlist/ids')).productIds).toContain(a!.id);
    expect((await page.request.put(`/api/wishlist/${b!.id}`)).ok()).toBeTruthy();

    await page.goto('/wishlist');
    await expect(page.getByTestId('wishlist-item')).toHaveCount(2);
    await page.getByTestId('wishlist-add-all').click();
    await expect(page.getByText(/\d개 상품을 장바구니에 담았습니다/)).toBeVisible();
    const cart = await api(page, '/api/cart');
    expect(cart.items.length).toBeGreaterThan(0);
    await expect(page.getByTestId('cart-count')).toHaveText(String(cart.items.reduce((s: number, l: any) => s + l.quantity, 0)));

    await page.getByTestId('wishlist-clear').click();
    await page.getByTestId('wishlist-clear-dialog').getByTestId('confirm-action').click();
    await expect(page.getByText('위시리스트가 비어있습니다')).toBeVisible();
    expect((await api(page, '/api/wishlist/ids')).productIds).toEqual([]);
  });

  test('empty and error states', async ({ page }) => {
    await page.goto('/wishlist');
    await expect(page.getByText('위시리스트가 비어있습니다')).toBeVisible();
    await signUpShopper(page);
    await failApi(page, /\/api\/wishlist\?/);
    await page.goto('/wishlist');
    await expect(page.getByText('위시리스트를 불러오지 못했습니다')).toBeVisible();
    await page.unroute(/\/api\/wishlist\?/);
    await page.getByRole('button', { name: '다시 시도' }).click();
    await expect(page.getByText('위시리스트가 비어있습니다')).toBeVisible();
  });
});
