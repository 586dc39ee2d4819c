import { test } from '../../fixtures/test';
import { api, BUYER, expect } from '../../fixtures/storefront';
import { findBuyable } from '../../fixtures/shopping';
import { expectAnnounced, tabTo, typeInto } from '../../fixtures/keyboard';

test.describe.configure({ timeout: 240_000 });

/**
 * Issue 19: a shopper who uses no mouse signs in, searches, filters, opens a product, chooses its
 * options, adds it to the cart and orders it. Every step is Tab, Shift+Tab, Enter, Space or
 * typing; each control reached shows its focus; what changes without a reload is read out.
 */
test('a keyboard-only shopper signs in, searches, filters, chooses options, adds to cart and checks out', async ({ page }) => {
  const [p] = await findBuyable(page, { minStock: 3, minPrice: 10_000 });
  const detail = await api(page, `/api/products/${p!.id}`);

  // Sign in.
  await page.goto('/login');
  await tabTo(page, page.getByRole('textbox', { name: /이메일/ }));
  await page.keyboard.type(BUYER.email);
  await tabTo(page, page.getByLabel('비밀번호', { exact: false }).first());
  await page.keyboard.type(BUYER.password);
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/\/login/);
  // The pieces already in the buyer's server cart (other tests share the account), once the
  // header shows them: read at once, the badge could still show the count of before the sign-in.
  const cart = await api<{ items: { quantity: number }[] }>(page, '/api/cart');
  const before = cart.items.reduce((sum, line) => sum + line.quantity, 0);
  await expect(page.getByTestId('cart-count')).toHaveText(String(before));

  // Search from the header (back up: focus stays where the sign-in form was).
  await tabTo(page, page.getByTestId('header-search-input'), { back: true });
  await typeInto(page, detail.name);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=/);
  await expect(page.getByTestId('result-count')).toBeVisible();

  // Filter by the option's colour: the new count is read out.
  const swatch = page.getByTestId('filter-sidebar').getByRole('button', { name: new RegExp(`\\(${p!.color}\\)`) });
  await tabTo(page, swatch, { max: 120 });
  await page.keyboard.press('Enter');
  await expect(swatch).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/colors=/);
  // The filtered count, from the API with the page's own query: the page's figure is read only
  // once it shows this (reading it at once raced the filtered answer, and the old figure stayed).
  const { total } = await api(page, `/api/products${new URL(page.url()).search}&limit=1`);
  await expect(page.getByTestId('result-count').locator('span')).toHaveText(total.toLocaleString('ko-KR'));
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await expectAnnounced(page, `총 ${total.toLocaleString('ko-KR')}개 상품`);

  // Open the product.
  await tabTo(page, page.getByTestId('product-card').getByRole('link', { name: detail.name }).first(), { max: 120 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/products/${p!.id}`));

  // Choose colour and size.
  const colour = page.getByRole('radiogroup', { name: '색상 선택' }).getByRole('radio', { name: new RegExp(`\\(${p!.color}\\)$`) });
  if ((await colour.count()) > 0) {
    await tabTo(page, colour);
    await page.keyboard.press('Space');
    await expect(colour).toHaveAttribute('aria-checked', 'true');
  }
  const size = page.getByRole('radiogroup', { name: '사이즈 선택' }).getByRole('radio', { name: p!.size, exact: true });
  await tabTo(page, size);
  await page.keyboard.press('Space');
  await expect(size).toHaveAttribute('aria-checked', 'true');

  // Add to the cart: the header's count changes and is read out.
  await tabTo(page, page.getByTestId('add-to-cart'));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('cart-count')).toHaveText(String(before + 1));
  await expectAnnounced(page, `장바구니 상품 ${before + 1}개`);

  // Back up to the cart button, open the drawer, go to checkout.
  await tabTo(page, page.getByTestId('cart-button'), { back: true, max: 120 });
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByTestId('drawer-checkout'), { max: 120 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByTestId('checkout-line').first()).toBeVisible();

  // The address: what the form does not have yet is typed in.
  for (const [id, value] of [
    ['checkout-name', '김구매'],
    ['checkout-phone', '010-1234-5678'],
    ['checkout-zipCode', '06236'],
    ['checkout-address', '서울 강남구 테헤란로 123'],
  ] as const) {
    const field = page.getByTestId(id);
    if ((await field.count()) && !(await field.inputValue())) {
      await tabTo(page, field, { max: 120 });
      await typeInto(page, value);
    }
  }
  const terms = page.getByTestId('checkout-terms').getByRole('checkbox');
  await tabTo(page, terms, { max: 120 });
  await page.keyboard.press('Space');
  await expect(terms).toBeChecked();
  await tabTo(page, page.getByTestId('checkout-submit'), { max: 120 });
  await page.keyboard.press('Enter');

  const success = page.getByTestId('order-success');
  await expect(success).toBeVisible();
  await expect.poll(() => success.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await expect(success.getByTestId('success-order-number')).toHaveText(/\S+/);
});
