import type { Page } from '@playwright/test';
import { test } from '../../fixtures/test';
import { DEMO_PASSWORD, loginAs, STAFF } from '../../fixtures/auth';
import { expectToast } from '../../fixtures/toast';
import { currentAgreements, findBuyable, placeOrderViaApi, signUpShopper, type BuyableOption } from '../../fixtures/shopping';
import { api, expect as storefrontExpect } from '../../fixtures/storefront';

// Journeys through the storefront and an admin remote on a loaded two-core machine: generous limits.
const expect = storefrontExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 240_000 });

/** An option in stock of one brand (or of any brand but it), read from the public API. */
async function buyableOf(page: Page, opts: { brand?: string; notBrand?: string }): Promise<BuyableOption> {
  const qs = new URLSearchParams({ inStock: 'true', limit: '40', sort: 'price_low', minPrice: '10000' });
  if (opts.brand) qs.set('brand', opts.brand);
  const list = await api(page, `/api/products?${qs}`);
  for (const item of list.items) {
    const d = await api(page, `/api/products/${item.id}`);
    if (opts.notBrand && d.brand.id === opts.notBrand) continue;
    const option = (d.options as { color: string; size: string; stock: number }[]).find((o) => o.stock >= 3);
    if (option)
      return {
        id: d.id,
        name: d.name,
        brand: d.brand.name,
        color: option.color,
        size: option.size,
        stock: option.stock,
        unitPrice: d.salePrice ?? d.price,
      };
  }
  throw new Error('no buyable product');
}

test('OPS_MANAGER finds a fresh order, moves it to processing and shipped; a stale second click gets 409; the shopper sees the tracking number', async ({
  page,
  browser,
}) => {
  await signUpShopper(page, '주문고객');
  const [p] = await findBuyable(page, { minStock: 3, minPrice: 20_000 });
  const order = await placeOrderViaApi(page, p!, 'card');

  // The operator: the header search lands on the list with ?q=.
  await loginAs(page, 'OPS_MANAGER', '/admin/orders/list');
  await expect(page.getByTestId('page-title')).toHaveText('주문 관리');
  await expect(page.getByTestId('tile-purchase_confirmed')).toContainText('구매 확정');
  await page.goto(`/admin/orders/list?q=${order.orderNumber}`);
  const row = page.getByTestId('data-row').filter({ hasText: order.orderNumber });
  await expect(page.getByTestId('data-row')).toHaveCount(1);
  await expect(row).toContainText('주**객');
  await expect(row).toContainText('010-****-5678');
  await expect(row).toContainText(p!.name);
  await expect(row.getByTestId('order-status')).toHaveText('결제 완료');

  // A second staff member opens the same order before the first one moves it.
  const other = await browser.newContext();
  const page2 = await other.newPage();
  await loginAs(page2, 'SUPER_ADMIN', `/admin/orders/list?q=${order.orderNumber}`);
  await page2.getByRole('row', { name: `${order.orderNumber} 상세 보기` }).click();
  const stale = page2.getByTestId('order-detail');
  await expect(stale.getByRole('button', { name: '배송 준비 시작' })).toBeVisible();

  await row.click();
  const detail = page.getByTestId('order-detail');
  await expect(detail.getByTestId('order-line')).toContainText(p!.name);
  await expect(detail.getByTestId('order-address')).toContainText('***');
  await detail.getByRole('button', { name: '배송 준비 시작' }).click();
  await expectToast(page, '주문 상태 변경 완료', `주문 ${order.orderNumber}의 상태가 업데이트되었습니다.`);
  await expect(detail.getByTestId('detail-status')).toHaveText('배송 준비중');

  // The stale click: 409 with the Korean message, nothing moved twice.
  await stale.getByRole('button', { name: '배송 준비 시작' }).click();
  await expect(page2.getByText(/'배송 준비중' 상태의 주문은 '배송 준비중'\(으\)로 변경할 수 없습니다/)).toBeVisible();
  await other.close();

  // Shipping asks for the carrier.
  await detail.getByRole('button', { name: '발송 처리' }).click();
  const ship = page.getByRole('alertdialog', { name: '발송 처리' });
  await ship.getByRole('button', { name: '발송 처리' }).click();
  await expect(ship.getByText('택배사를 선택해주세요.')).toBeVisible();
  await ship.getByRole('combobox', { name: /택배사/ }).selectOption({ label: '한진택배' });
  await ship.getByRole('button', { name: '발송 처리' }).click();
  await expectToast(page, '주문 상태 변경 완료', `주문 ${order.orderNumber}의 상태가 업데이트되었습니다.`);
  await expect(detail.getByTestId('detail-status')).toHaveText('배송중');
  const tracking = (await detail.getByTestId('shipment-tracking').first().textContent())!.trim();
  expect(tracking).toMatch(/^HJ\d{12}$/);
  await expect(detail.getByTestId('order-shipment')).toContainText('한진택배');
  await expect(detail.getByRole('list', { name: `${tracking} 배송 추적` })).toContainText('상품이 발송되었습니다');
  await page.keyboard.press('Escape');
  await expect(row.getByTestId('order-tracking')).toHaveText(`송장 ${tracking}`);
  await expect(row.getByTestId('order-status')).toHaveText('배송중');

  // The shopper's order detail shows the same number.
  await page.goto('/orders?status=shipped');
  const card = page.locator(`[data-testid="order-card"][data-order-id="${order.id}"]`);
  await card.getByTestId('order-detail-button').click();
  await expect(page.getByTestId('order-detail').getByTestId('tracking-number')).toHaveText(tracking);
  await expect(page.getByTestId('order-detail').getByTestId('detail-status')).toHaveText('배송중');
});

test('cancel with refund from the admin returns the stock and refunds the payment', async ({ page }) => {
  await signUpShopper(page, '취소고객');
  const [p] = await findBuyable(page, { minStock: 5 });
  const stockOf = async () =>
    (await api(page, `/api/products/${p!.id}`)).options.find((o: any) => o.color === p!.color && o.size === p!.size).stock as number;
  const before = await stockOf();
  const order = await placeOrderViaApi(page, p!, 'card', 2);
  expect(await stockOf()).toBe(before - 2);

  await loginAs(page, 'OPS_MANAGER', `/admin/orders/list?q=${order.orderNumber}`);
  const row = page.getByTestId('data-row').filter({ hasText: order.orderNumber });
  await row.click();
  const detail = page.getByTestId('order-detail');
  await detail.getByRole('button', { name: '주문 취소' }).click();
  const confirm = page.getByRole('alertdialog', { name: '주문을 취소하고 환불할까요?' });
  await confirm.getByRole('textbox', { name: /취소 사유/ }).fill('재고 불일치로 발송 불가');
  await confirm.getByRole('button', { name: '취소 및 환불' }).click();
  await expectToast(page, '주문 취소 완료', `주문 ${order.orderNumber}이(가) 취소되고 환불되었습니다.`);
  await expect(detail.getByTestId('detail-status')).toHaveText('주문 취소');
  await expect(detail.getByRole('button', { name: '주문 취소' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(row.getByTestId('order-status')).toHaveText('주문 취소');

  expect(await stockOf()).toBe(before);
  const after = await api(page, `/api/orders/${order.id}`);
  expect(after.status).toBe('cancelled');
  expect(after.paymentStatus).toBe('refunded');
});

test('SELLER_ADMIN sees only orders holding its brand, and only its lines', async ({ page, playwright }) => {
  const staff = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  await staff.post('/api/admin/auth/login', { data: { email: STAFF.SELLER_ADMIN, password: DEMO_PASSWORD } });
  const brand = (await (await staff.get('/api/admin/auth/me')).json()).staff.brandAccess;
  await staff.dispose();

  await signUpShopper(page, '셀러고객');
  const own = await buyableOf(page, { brand: brand.id });
  const foreign = await buyableOf(page, { notBrand: brand.id });
  const res = await page.request.post('/api/orders', {
    headers: { 'Idempotency-Key': `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}` },
    data: {
      items: [own, foreign].map((o) => ({ productId: o.id, selectedColor: o.color, selectedSize: o.size, quantity: 1 })),
      shippingAddress: {
        name: '김테스트',
        phone: '010-1234-5678',
        zipCode: '06236',
        address: '서울 강남구 테헤란로 123',
        detailAddress: '4층',
      },
      paymentMethod: 'card',
      agreeToTerms: true,
      agreements: await currentAgreements(page),
    },
  });
  expect(res.status()).toBe(201);
  const order = await res.json();
  const foreignOnly = await placeOrderViaApi(page, foreign, 'card');

  await loginAs(page, 'SELLER_ADMIN', `/admin/orders/list?q=${order.orderNumber}`);
  const row = page.getByTestId('data-row').filter({ hasText: order.orderNumber });
  await expect(page.getByTestId('data-row')).toHaveCount(1);
  await expect(row).toContainText(own.name);
  await expect(row).not.toContainText(foreign.name);
  await row.click();
  const detail = page.getByTestId('order-detail');
  await expect(detail.getByTestId('order-line')).toHaveCount(1);
  await expect(detail.getByTestId('order-line')).toContainText(own.brand);
  await expect(detail.getByRole('button', { name: '주문 취소' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await page.goto(`/admin/orders/list?q=${foreignOnly.orderNumber}`);
  await expect(page.getByText('조건에 맞는 주문이 없습니다')).toBeVisible();
});
