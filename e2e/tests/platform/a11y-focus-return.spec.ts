import { expect, type Locator } from '@playwright/test';
import { test, type Page } from '../../fixtures/test';
import { loginAs } from '../../fixtures/auth';
import { findBuyable, placeOrderViaApi, signUpShopper } from '../../fixtures/shopping';

/**
 * Issue 19: a dialog or drawer opened from the keyboard takes focus inside, shows where it is, and
 * on closing (Escape, or its close button) gives focus back to what opened it, so that a keyboard
 * or screen reader user goes on from where they were. The kit's dialogs (detail, form, confirm)
 * and the storefront's drawers (cart, menu, filter) and quick view, opened with Enter.
 */

/** Opens with Enter on `opener`, checks focus is inside `overlay` and visible, closes with `close`, checks focus is back. */
async function roundTrip(page: Page, opener: Locator, overlay: Locator, close: 'Escape' | Locator = 'Escape'): Promise<void> {
  await opener.focus();
  await page.keyboard.press('Enter');
  await expect(overlay).toBeVisible();
  await expect
    .poll(() => overlay.evaluate((el) => el.contains(document.activeElement)), { message: 'focus moved into the overlay' })
    .toBe(true);
  if (close === 'Escape') await page.keyboard.press('Escape');
  else {
    await close.focus();
    await expect(close).toBeFocused();
    await page.keyboard.press('Enter');
  }
  await expect(overlay).toBeHidden();
  await expect(opener, 'focus back on the opener').toBeFocused();
  // Visible focus: the opener draws its ring (an outline, or a box shadow for Chakra's focus ring).
  const ring = await opener.evaluate((el) => {
    const s = getComputedStyle(el);
    return (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0) || s.boxShadow !== 'none';
  });
  expect(ring, 'the opener shows its focus').toBe(true);
}

test.describe('focus returns to the opener (issue 19)', () => {
  test('storefront: cart drawer (Escape and its close button), quick view', async ({ page }) => {
    await page.goto('/categories');
    const cart = page.getByTestId('cart-button');
    await roundTrip(page, cart, page.getByTestId('cart-drawer'));
    await roundTrip(page, cart, page.getByTestId('cart-drawer'), page.getByRole('button', { name: '장바구니 닫기' }));
    const quick = page.getByTestId('quick-view-button').first();
    await roundTrip(page, quick, page.getByRole('dialog'));
  });

  test('storefront at 360 px: menu drawer and filter drawer', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto('/categories');
    await roundTrip(page, page.getByRole('button', { name: '메뉴 열기' }), page.getByRole('dialog'));
    await roundTrip(page, page.getByTestId('filter-toggle'), page.getByRole('dialog', { name: '필터' }));
    await roundTrip(
      page,
      page.getByTestId('filter-toggle'),
      page.getByRole('dialog', { name: '필터' }),
      page.getByRole('button', { name: '필터 닫기' }),
    );
  });

  test('admin: detail dialog from a row, confirm dialog inside it, form dialog, menu drawer at 360 px', async ({ page }) => {
    await signUpShopper(page, '포커스고객');
    const [p] = await findBuyable(page, { minStock: 3 });
    const order = await placeOrderViaApi(page, p!, 'card');

    await loginAs(page, 'OPS_MANAGER', `/admin/orders/list?q=${order.orderNumber}`);
    const row = page.getByRole('row', { name: `${order.orderNumber} 상세 보기` });
    await row.focus();
    await page.keyboard.press('Enter');
    const detail = page.getByTestId('order-detail');
    await expect(detail).toBeVisible();
    // The confirm dialog over the detail gives focus back to its button inside the detail.
    await roundTrip(page, detail.getByRole('button', { name: '주문 취소' }), page.getByRole('alertdialog'));
    await page.keyboard.press('Escape');
    await expect(detail).toBeHidden();
    await expect(row, 'focus back on the row').toBeFocused();

    await page.goto('/admin/catalog/brands');
    await roundTrip(page, page.getByRole('button', { name: '브랜드 등록' }), page.getByRole('dialog', { name: '브랜드 등록' }));

    await page.setViewportSize({ width: 360, height: 780 });
    await roundTrip(page, page.getByRole('button', { name: '메뉴 열기' }), page.getByRole('dialog'));
  });
});
