import { loginAs } from '../../fixtures/auth';
import { expect as storefrontExpect } from '../../fixtures/storefront';
import { findBuyable, seedBrowserStorage, won } from '../../fixtures/shopping';
import { test, type Page } from '../../fixtures/test';
import { expectToast } from '../../fixtures/toast';

// Switches guest checkout (비회원 주문, ADR 033) on for the whole shop (project shop-wide); restored in finally.
const expect = storefrontExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 240_000 });

const PASSWORD = 'guest1234';

async function setGuestCheckout(page: Page, on: boolean) {
  expect((await page.request.put('/api/admin/settings/shop', { data: { allowGuestCheckout: on } })).status()).toBe(200);
}

test('a guest orders with the setting on, looks the order up and cancels it; with it off no guest option shows', async ({
  page,
  browser,
}) => {
  await loginAs(page, 'SUPER_ADMIN', '/admin/settings/shop');
  await expect(page.getByRole('heading', { level: 1, name: '쇼핑몰 설정' })).toBeVisible();
  try {
    await page
      .getByTestId('switch-allowGuestCheckout')
      .getByText(/비회원 주문/)
      .click();
    await page.getByTestId('save-shop-settings').click();
    await expectToast(page, '쇼핑몰 설정이 저장되었습니다.', '쇼핑몰 설정이 저장되었습니다.');

    const guestContext = await browser.newContext();
    const store = await guestContext.newPage();
    const [p] = await findBuyable(store, { minPrice: 10_000, maxPrice: 60_000 });
    await seedBrowserStorage(store, [{ productId: p!.id, quantity: 1, selectedColor: p!.color, selectedSize: p!.size }]);
    await store.goto('/cart');
    await store
      .getByRole('button', { name: /주문하기/ })
      .first()
      .click();
    await expect(store.getByTestId('checkout-choice')).toBeVisible();
    await expect(store.getByTestId('choice-login')).toBeVisible();
    await store.getByTestId('choice-guest').click();
    await expect(store).toHaveURL(/\/checkout\/guest$/);
    await expect(store.getByTestId('checkout-line')).toHaveCount(1);

    // The shared schema's messages, field by field.
    await store.getByTestId('checkout-submit').click();
    await expect(store.getByTestId('guest-name-error')).toHaveText('주문자 이름을 입력해주세요');
    await expect(store.getByTestId('guest-name')).toBeFocused();
    await store.getByTestId('guest-name').fill('박비회');
    await store.getByTestId('guest-phone').fill('010-4444-5555');
    await store.getByTestId('guest-email').fill('guest-e2e@example.com');
    await store.getByTestId('guest-password').fill('123');
    await store.getByTestId('guest-password-confirm').fill('123');
    await store.getByTestId('checkout-submit').click();
    await expect(store.getByTestId('guest-password-error')).toHaveText('주문 비밀번호는 4자 이상이어야 합니다');
    await store.getByTestId('guest-password').fill(PASSWORD);
    await store.getByTestId('guest-password-confirm').fill(PASSWORD);
    await store.getByTestId('checkout-name').fill('박비회');
    await store.getByTestId('checkout-phone').fill('010-4444-5555');
    await store.getByTestId('checkout-zipCode').fill('06236');
    await store.getByTestId('checkout-address').fill('서울 강남구 테헤란로 123');
    await store.getByTestId('checkout-terms').click();
    await store.getByTestId('checkout-submit').click();

    const complete = store.getByTestId('guest-order-complete');
    await expect(complete).toBeVisible();
    await expect(complete.getByTestId('guest-keep-number')).toContainText('꼭 보관해주세요');
    const orderNumber = (await complete.getByTestId('success-order-number').innerText()).trim();
    expect(orderNumber).toMatch(/^ORD\d{8}$/);

    // 비회원 주문조회: a wrong password finds nothing, the right one the order; then cancel.
    await complete.getByTestId('complete-lookup').click();
    await expect(store.getByRole('heading', { level: 1, name: '비회원 주문조회' })).toBeVisible();
    await store.getByTestId('lookup-order-number').fill(orderNumber);
    await store.getByTestId('lookup-password').fill('wrong-one');
    await store.getByTestId('lookup-submit').click();
    await expectToast(store, '주문조회 실패', '주문 정보를 찾을 수 없습니다. 주문번호와 주문 비밀번호를 확인해주세요.');
    await store.getByTestId('lookup-password').fill(PASSWORD);
    await store.getByTestId('lookup-submit').click();
    const order = store.getByTestId('guest-order');
    await expect(order.getByTestId('guest-order-number')).toHaveText(orderNumber);
    await expect(order.getByTestId('guest-order-total')).toHaveText(
      won(p!.unitPrice + Number((await order.getByTestId('guest-order-shipping').innerText()).replace(/[^\d]/g, ''))),
    );
    await order.getByTestId('guest-cancel').click();
    await store.getByTestId('guest-cancel-confirm').getByRole('button', { name: '주문 취소' }).click();
    await expectToast(store, '주문이 취소되었습니다', '주문이 취소되었습니다');
    await expect(order.getByTestId('guest-order-status')).toHaveText('주문 취소');
    await expect(order.getByTestId('guest-cancel')).toHaveCount(0);
    await guestContext.close();
  } finally {
    await setGuestCheckout(page, false);
  }

  // Off: the cart's 주문하기 leads to sign-in, the guest pages send to sign-in, no link shows.
  const fresh = await browser.newContext();
  const again = await fresh.newPage();
  const [q] = await findBuyable(again, { minPrice: 10_000, maxPrice: 60_000 });
  await seedBrowserStorage(again, [{ productId: q!.id, quantity: 1, selectedColor: q!.color, selectedSize: q!.size }]);
  await again.goto('/cart');
  await again
    .getByRole('button', { name: /주문하기/ })
    .first()
    .click();
  await expect(again).toHaveURL(/\/login\?next=%2Fcheckout$/);
  await expect(again.getByTestId('login-guest-links')).toHaveCount(0);
  await again.goto('/checkout/guest');
  await expect(again).toHaveURL(/\/login\?next=%2Fcheckout$/);
  await fresh.close();
});
