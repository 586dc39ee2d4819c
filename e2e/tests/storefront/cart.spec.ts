import { test } from '../../fixtures/test';
import { api, expect, failApi } from '../../fixtures/storefront';
import { addToServerCart, findBuyable, seedBrowserStorage, signUpShopper, won } from '../../fixtures/shopping';

test.describe('cart (anonymous, kept in this browser)', () => {
  test('add from the product page, merge the same option, drawer stepper, 0 removes', async ({ page }) => {
    const [p] = await findBuyable(page, { minStock: 5 });
    await page.goto(`/products/${p!.id}`);
    await expect(page.getByTestId('add-to-cart')).toBeEnabled();
    await page.getByTestId('add-to-cart').click();
    await expect(page.getByText('장바구니에 추가되었습니다')).toBeVisible();
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    await page.getByTestId('add-to-cart').click();
    await expect(page.getByTestId('cart-count')).toHaveText('2');

    // The header button opens the drawer; one line (same product, colour and size merged).
    await page.getByTestId('cart-button').click();
    const drawer = page.getByTestId('cart-drawer');
    await expect(drawer).toBeVisible();
    await expect(drawer.getByTestId('cart-line')).toHaveCount(1);
    await expect(drawer.getByTestId('cart-line-quantity')).toHaveText('2');
    await drawer.getByTestId('cart-line-increase').click();
    await expect(drawer.getByTestId('cart-line-quantity')).toHaveText('3');
    await expect(page.getByTestId('cart-count')).toHaveText('3');
    await drawer.getByTestId('cart-line-decrease').click();
    await drawer.getByTestId('cart-line-decrease').click();
    await expect(drawer.getByTestId('cart-line-quantity')).toHaveText('1');
    await drawer.getByTestId('cart-line-decrease').click();
    await expect(drawer.getByText('장바구니가 비어있습니다')).toBeVisible();
    await expect(page.getByTestId('cart-count')).toHaveText('0');
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('market-cart')!).items)).toEqual([]);
  });

  test('/cart: lines, summary with shipping 3,000원 under 50,000원 and 무료 above, checkout needs sign-in', async ({ page }) => {
    const [cheap] = await findBuyable(page, { minPrice: 10_000, maxPrice: 40_000, minStock: 5 });
    await seedBrowserStorage(page, [{ productId: cheap!.id, quantity: 1, selectedColor: cheap!.color, selectedSize: cheap!.size }]);
    await page.goto('/cart');
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    await expect(page.getByTestId('cart-line-options')).toHaveText(`${cheap!.color} / ${cheap!.size}`);
    await expect(page.getByTestId('summary-subtotal')).toHaveText(won(cheap!.unitPrice));
    await expect(page.getByTestId('summary-shipping')).toHaveText('3,000원');
    await expect(page.getByTestId('summary-total')).toHaveText(won(cheap!.unitPrice + 3000));
    await expect(page.getByTestId('free-shipping-hint')).toContainText(won(50_000 - cheap!.unitPrice));
    const needed = Math.ceil(50_000 / cheap!.unitPrice);
    for (let q = 1; q < needed; q++) await page.getByTestId('cart-line-increase').click();
    await expect(page.getByTestId('cart-line-quantity')).toHaveText(String(needed));
    await expect(page.getByTestId('summary-shipping')).toHaveText('무료');
    await expect(page.getByTestId('summary-total')).toHaveText(won(cheap!.unitPrice * needed));
    await page.getByTestId('cart-checkout').click();
    await expect(page).toHaveURL(/\/login\?next=%2Fcheckout$/);
  });

  test('empty cart: empty state, and the drawer checkout says 장바구니가 비어있습니다', async ({ page }) => {
    await page.goto('/cart');
    await expect(page.getByText('장바구니가 비어있습니다')).toBeVisible();
    await page.getByRole('link', { name: '쇼핑 계속하기' }).click();
    await expect(page).toHaveURL(/\/categories$/);
  });

  test('coupon: empty, unknown, below minimum and a valid code (anonymous too)', async ({ page }) => {
    const [cheap] = await findBuyable(page, { minPrice: 10_000, maxPrice: 25_000 });
    await seedBrowserStorage(page, [{ productId: cheap!.id, quantity: 1, selectedColor: cheap!.color, selectedSize: cheap!.size }]);
    await page.goto('/cart');
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    await page.getByTestId('coupon-apply').click();
    await expect(page.getByTestId('coupon-error')).toHaveText('쿠폰 코드를 입력해주세요');
    await page.getByTestId('coupon-input').fill('nope-code');
    await expect(page.getByTestId('coupon-error')).toHaveCount(0);
    await page.getByTestId('coupon-apply').click();
    await expect(page.getByTestId('coupon-error')).toHaveText('유효하지 않은 쿠폰 코드입니다');
    // SAVE10000: 100,000원 minimum.
    await page.getByTestId('coupon-input').fill('  save10000 ');
    await page.getByTestId('coupon-apply').click();
    await expect(page.getByTestId('coupon-error')).toContainText('최소 주문금액을 충족하지 않습니다');
    await expect(page.getByTestId('coupon-error')).toContainText('100,000원');
    // FREESHIP: free shipping on any amount.
    await page.getByTestId('coupon-input').fill('freeship');
    await page.getByTestId('coupon-input').press('Enter');
    await expect(page.getByTestId('applied-coupon')).toContainText('FREESHIP');
    await expect(page.getByTestId('summary-shipping')).toHaveText('무료');
    await expect(page.getByTestId('summary-total')).toHaveText(won(cheap!.unitPrice));
    await page.getByTestId('coupon-remove').click();
    await expect(page.getByTestId('summary-shipping')).toHaveText('3,000원');
  });
});

test.describe('cart (signed in, kept on the server)', () => {
  test('the header counts the server cart; the page changes and removes server lines', async ({ page }) => {
    await signUpShopper(page);
    const [a, b] = await findBuyable(page, { count: 2, minStock: 5 });
    await addToServerCart(page, a!, 1);
    await addToServerCart(page, a!, 2);
    await addToServerCart(page, b!, 1);
    await page.goto('/cart');
    await expect(page.getByTestId('cart-count')).toHaveText('4');
    await expect(page.getByTestId('cart-line')).toHaveCount(2);
    const lineA = page.locator(`[data-testid="cart-line"][data-product-id="${a!.id}"]`);
    await expect(lineA.getByTestId('cart-line-quantity')).toHaveText('3');
    await lineA.getByTestId('cart-line-decrease').click();
    await expect(lineA.getByTestId('cart-line-quantity')).toHaveText('2');
    await expect(page.getByTestId('cart-count')).toHaveText('3');
    expect((await api(page, '/api/cart')).items.find((l: any) => l.productId === a!.id).quantity).toBe(2);
    await page.locator(`[data-testid="cart-line"][data-product-id="${b!.id}"]`).getByTestId('cart-line-remove').click();
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    await page.reload();
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    await page.getByTestId('cart-clear').click();
    await expect(page.getByText('장바구니가 비어있습니다')).toBeVisible();
    expect((await api(page, '/api/cart')).items).toEqual([]);
  });

  test('adding from the product page goes to the server cart', async ({ page }) => {
    await signUpShopper(page);
    const [p] = await findBuyable(page, { minStock: 5 });
    await page.goto(`/products/${p!.id}`);
    await page.getByTestId('add-to-cart').click();
    await expect(page.getByText('장바구니에 추가되었습니다')).toBeVisible();
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    const cart = await api(page, '/api/cart');
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0].productId).toBe(p!.id);
  });

  test('a failing cart shows an error with a retry', async ({ page }) => {
    await signUpShopper(page);
    await failApi(page, /\/api\/cart$/);
    await page.goto('/cart');
    await expect(page.getByText('장바구니를 불러오지 못했습니다')).toBeVisible();
    await page.unroute(/\/api\/cart$/);
    await page.getByRole('button', { name: '다시 시도' }).click();
    await expect(page.getByText('장바구니가 비어있습니다')).toBeVisible();
  });
});
