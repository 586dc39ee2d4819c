import { test, type Page } from '../../fixtures/test';
import { api, expect } from '../../fixtures/storefront';
import { addToServerCart, findBuyable, grantPoints, signUpShopper, won } from '../../fixtures/shopping';

const LABELS: Record<string, string> = {
  card: '신용카드',
  bank: '무통장입금',
  phone: '휴대폰결제',
  kakao: '카카오페이',
  naver: '네이버페이',
};

async function fillShipping(page: Page) {
  await page.getByTestId('checkout-name').fill('김주문');
  await page.getByTestId('checkout-phone').fill('010-2222-3333');
  await page.getByTestId('checkout-zipCode').fill('06236');
  await page.getByTestId('checkout-address').fill('서울 강남구 테헤란로 123');
  await page.getByTestId('checkout-detailAddress').fill('10층');
  await page.getByTestId('checkout-memo-preset').selectOption('문 앞에 놓아주세요');
}

test.describe('/checkout', () => {
  test('needs a signed-in shopper', async ({ page }) => {
    await page.goto('/checkout');
    await expect(page).toHaveURL(/\/login\?next=%2Fcheckout$/);
  });

  test('an empty cart goes back to /cart with 장바구니가 비어있습니다', async ({ page }) => {
    await signUpShopper(page);
    await page.goto('/checkout');
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByText('장바구니가 비어있습니다').first()).toBeVisible();
  });

  test('validates in the spec order with its messages', async ({ page }) => {
    await signUpShopper(page);
    const [p] = await findBuyable(page);
    await addToServerCart(page, p!);
    await page.goto('/checkout');
    await expect(page.getByTestId('checkout-line')).toHaveCount(1);
    await page.getByTestId('checkout-name').fill('');
    await page.getByTestId('checkout-phone').fill('');
    await page.getByTestId('checkout-submit').click();
    await expect(page.getByTestId('checkout-name-error')).toHaveText('받는분 이름을 입력해주세요');
    await expect(page.getByTestId('checkout-phone-error')).toHaveText('연락처를 입력해주세요');
    await expect(page.getByTestId('checkout-zipCode-error')).toHaveText('주소를 입력해주세요');
    await expect(page.getByTestId('checkout-terms-error')).toHaveText('이용약관에 동의해주세요');
    await expect(page.getByTestId('checkout-name')).toBeFocused();

    await page.getByTestId('checkout-name').fill('김주문');
    await expect(page.getByTestId('checkout-name-error')).toHaveCount(0);
    await page.getByTestId('checkout-submit').click();
    await expect(page.getByTestId('checkout-phone')).toBeFocused();
    await page.getByTestId('checkout-phone').fill('010-2222-3333');
    await page.getByTestId('checkout-zipCode').fill('06236');
    await page.getByTestId('checkout-submit').click();
    await expect(page.getByTestId('checkout-zipCode-error')).toHaveText('주소를 입력해주세요');
    await page.getByTestId('checkout-address').fill('서울 강남구 테헤란로 123');
    await page.getByTestId('checkout-submit').click();
    await expect(page.getByTestId('checkout-zipCode-error')).toHaveCount(0);
    await expect(page.getByTestId('checkout-terms-error')).toHaveText('이용약관에 동의해주세요');
    expect((await api(page, '/api/orders')).total).toBe(0);
  });

  test('only the enabled payment methods are offered', async ({ page }) => {
    await signUpShopper(page);
    const [p] = await findBuyable(page);
    await addToServerCart(page, p!);
    const options = await api(page, '/api/checkout/options');
    await page.goto('/checkout');
    for (const m of options.paymentMethods) {
      await expect(page.getByTestId(`payment-${m.code}`)).toHaveCount(m.enabled ? 1 : 0);
    }
    const disabled = options.paymentMethods.map((m: any) => m.code).slice(0, 2);
    await page.route('**/api/checkout/options', async (route) => {
      const res = await route.fetch();
      const body = await res.json();
      body.paymentMethods = body.paymentMethods.map((m: any) => ({ ...m, enabled: !disabled.includes(m.code) }));
      await route.fulfill({ response: res, body: JSON.stringify(body) });
    });
    await page.reload();
    for (const code of disabled) await expect(page.getByTestId(`payment-${code}`)).toHaveCount(0);
  });

  for (const method of ['card', 'bank', 'phone', 'kakao', 'naver']) {
    test(`places an order paid by ${LABELS[method]} and shows it in /orders`, async ({ page }) => {
      await signUpShopper(page);
      const options = await api(page, '/api/checkout/options');
      // The deterministic seed enables every payment method: a disabled one is a failure, not a skip.
      expect(options.paymentMethods.find((m: any) => m.code === method)?.enabled, `${method} enabled in the seeded payment settings`).toBe(
        true,
      );
      const [p] = await findBuyable(page, { minStock: 5 });
      await addToServerCart(page, p!, 2);
      await page.goto('/checkout');
      await fillShipping(page);
      await page.getByTestId(`payment-${method}`).click();
      await page.getByTestId('checkout-terms').click();
      const total = await page.getByTestId('summary-total').textContent();
      await page.getByTestId('checkout-submit').click();
      const dialog = page.getByTestId('order-success');
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText('주문이 완료되었습니다');
      await expect(dialog.getByTestId('success-payment')).toHaveText(LABELS[method]!);
      await expect(dialog.getByTestId('success-total')).toHaveText(total!);
      const orderNumber = (await dialog.getByTestId('success-order-number').textContent())!.trim();
      expect(orderNumber.length).toBeGreaterThan(3);
      await expect(page.getByTestId('cart-count')).toHaveText('0');
      await dialog.getByTestId('success-go-orders').click();
      await expect(page).toHaveURL(/\/orders$/);
      const card = page.getByTestId('order-card').filter({ hasText: orderNumber });
      await expect(card).toBeVisible();
      await expect(card.getByTestId('order-status')).toHaveText(method === 'bank' ? '주문 확인중' : '주문 확정');
      const orders = await api(page, '/api/orders');
      expect(orders.total).toBe(1);
      expect(orders.items[0]).toMatchObject({ paymentMethod: method, orderNumber });
    });
  }

  test('sign up, fill the cart, apply the welcome coupon and points rules, check out', async ({ page }) => {
    const [p] = await findBuyable(page, { minPrice: 30_000, maxPrice: 80_000, minStock: 3 });
    await page.goto('/signup');
    await page.getByLabel('이름').fill('첫구매');
    await page.getByLabel('이메일').fill(`first-${Date.now()}@example.com`);
    await page.locator('#signup-password').fill('secret123');
    await page.getByLabel('비밀번호 확인').fill('secret123');
    await page.getByTestId('agree-all').click();
    await page.getByTestId('signup-submit').click();
    await expect(page).toHaveURL(/\/$/);

    await page.goto(`/products/${p!.id}`);
    await page.getByTestId('add-to-cart').click();
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    await page.goto('/cart');
    await page.getByTestId('coupon-input').fill('welcome30');
    await page.getByTestId('coupon-apply').click();
    await expect(page.getByTestId('applied-coupon')).toContainText('WELCOME30');
    const discount = Math.min(Math.floor(p!.unitPrice * 0.3), 30_000);
    await expect(page.getByTestId('summary-coupon')).toHaveText(`-${won(discount)}`);
    await page.getByTestId('cart-checkout').click();
    await expect(page).toHaveURL(/\/checkout$/);
    // The coupon came along; the recipient is prefilled with the shopper's name.
    await expect(page.getByTestId('applied-coupon')).toContainText('WELCOME30');
    await expect(page.getByTestId('checkout-name')).toHaveValue('첫구매');
    // A new member holds no points: the points box is off.
    await expect(page.getByTestId('checkout-points')).toBeDisabled();
    await fillShipping(page);
    await page.getByTestId('checkout-terms').click();
    const shipping = p!.unitPrice >= 50_000 ? 0 : 3000;
    await expect(page.getByTestId('summary-total')).toHaveText(won(p!.unitPrice - discount + shipping));
    await page.getByTestId('checkout-submit').click();
    await expect(page.getByTestId('order-success')).toBeVisible();
    await expect(page.getByTestId('success-total')).toHaveText(won(p!.unitPrice - discount + shipping));
    const order = (await api(page, '/api/orders')).items[0];
    expect(order.discount).toBe(discount);
  });

  test('a lost answer is retried with the same Idempotency-Key and makes one order', async ({ page }) => {
    await signUpShopper(page);
    const [p] = await findBuyable(page);
    await addToServerCart(page, p!);
    await page.goto('/checkout');
    await fillShipping(page);
    await page.getByTestId('checkout-terms').click();
    const keys: string[] = [];
    let first = true;
    await page.route('**/api/orders', async (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      if (first) {
        first = false;
        await route.fetch(); // the server places the order ...
        await route.abort('connectionreset'); // ... and the answer is lost
        return;
      }
      await route.continue();
    });
    await page.getByTestId('checkout-submit').click();
    await expect(page.getByText('주문 처리 오류')).toBeVisible();
    await page.getByTestId('checkout-submit').click();
    await expect(page.getByTestId('order-success')).toBeVisible();
    expect(keys).toHaveLength(2);
    expect(keys[0]!.length).toBeGreaterThanOrEqual(8);
    expect(keys[1]).toBe(keys[0]);
    expect((await api(page, '/api/orders')).total).toBe(1);
  });

  test('out of stock or a changed price is shown clearly and nothing is ordered', async ({ page }) => {
    await signUpShopper(page);
    const [p] = await findBuyable(page);
    await addToServerCart(page, p!);
    await page.goto('/checkout');
    await fillShipping(page);
    await page.getByTestId('checkout-terms').click();
    const message = `'${p!.name}' 상품은 품절되었습니다`;
    await page.route('**/api/orders', (route) =>
      route.fulfill({ status: 409, contentType: 'application/json', body: JSON.stringify({ error: { code: 'CONFLICT', message } }) }),
    );
    await page.getByTestId('checkout-submit').click();
    await expect(page.getByTestId('checkout-server-error')).toContainText(message);
    await expect(page.getByTestId('order-success')).toHaveCount(0);
    await page.unroute('**/api/orders');

    // A real conflict from the server: the price the shopper saw is no longer the price.
    await page.route('**/api/orders', async (route) => {
      const body = route.request().postDataJSON();
      body.items[0].expectedPrice = body.items[0].expectedPrice + 1000;
      await route.continue({ postData: JSON.stringify(body) });
    });
    await page.getByTestId('checkout-submit').click();
    await expect(page.getByTestId('checkout-server-error')).toContainText(p!.name);
    expect((await api(page, '/api/orders')).total).toBe(0);
  });

  test('a shopper with points sees the balance, the minimum, and can use up to half of the payment', async ({ page }) => {
    await signUpShopper(page, '적립금');
    await grantPoints(page, 50_000);
    const [p] = await findBuyable(page, { minPrice: 20_000 });
    await addToServerCart(page, p!);
    await page.goto('/checkout');
    await expect(page.getByTestId('checkout-points-note')).toContainText('보유 50,000P');
    await page.getByTestId('checkout-points').fill('999');
    await expect(page.getByTestId('checkout-points-note')).toContainText('1,000원부터');
    await page.getByTestId('checkout-points-max').click();
    const summary = page.getByTestId('summary-points');
    await expect(summary).toBeVisible();
    // Half of what is paid for the goods and shipping, never more than the balance.
    const cart = await api(page, '/api/cart');
    const half = Math.floor(cart.summary.total * 0.5);
    await expect(summary).toContainText(`${Math.min(half, 50_000).toLocaleString('ko-KR')}`);
  });
});
