import { test } from '../../fixtures/test';
import { api, expect, failApi } from '../../fixtures/storefront';
import { advanceOrder, findBuyable, placeOrderViaApi, signUpShopper } from '../../fixtures/shopping';

const TAB_STATUSES: Record<string, string[]> = {
  pending: ['pending'],
  confirmed: ['paid', 'processing'],
  shipped: ['shipped'],
  delivered: ['delivered', 'purchase_confirmed'],
};

test.describe('/orders', () => {
  test('needs a signed-in shopper', async ({ page }) => {
    await page.goto('/orders');
    await expect(page).toHaveURL(/\/login\?next=%2Forders$/);
  });

  test('a new shopper sees the empty state with start shopping', async ({ page }) => {
    await signUpShopper(page);
    await page.goto('/orders');
    await expect(page.getByText('주문 내역이 없습니다')).toBeVisible();
    await page.getByRole('link', { name: '쇼핑 시작하기' }).click();
    await expect(page).toHaveURL(/\/categories$/);
  });

  test('an error shows a retry', async ({ page }) => {
    await signUpShopper(page);
    await failApi(page, /\/api\/orders\?/);
    await page.goto('/orders');
    await expect(page.getByText('주문 내역을 불러오지 못했습니다')).toBeVisible();
    await page.unroute(/\/api\/orders\?/);
    await page.getByRole('button', { name: '다시 시도' }).click();
    await expect(page.getByText('주문 내역이 없습니다')).toBeVisible();
  });

  test('tabs filter on the server; the detail shows lines, tracking, address and payment', async ({ page }) => {
    await signUpShopper(page);
    const [p] = await findBuyable(page, { minStock: 8 });
    const pending = await placeOrderViaApi(page, p!, 'bank');
    const paid = await placeOrderViaApi(page, p!, 'card');
    const shipped = await placeOrderViaApi(page, p!, 'naver');
    const delivered = await placeOrderViaApi(page, p!, 'kakao');
    await advanceOrder(shipped.id, 'shipped');
    await advanceOrder(delivered.id, 'delivered');
    const expected: Record<string, string> = { pending: pending.id, confirmed: paid.id, shipped: shipped.id, delivered: delivered.id };

    await page.goto('/orders');
    await expect(page.getByTestId('order-card')).toHaveCount(4);
    for (const tab of ['pending', 'confirmed', 'shipped', 'delivered']) {
      const request = page.waitForRequest((r) => r.url().includes('/api/orders?') && r.url().includes(`status=${tab}`));
      await page.getByTestId(`order-tab-${tab}`).click();
      await request;
      await expect(page).toHaveURL(new RegExp(`status=${tab}`));
      await expect(page.getByTestId('order-card')).toHaveCount(1);
      await expect(page.getByTestId('order-card')).toHaveAttribute('data-order-id', expected[tab]!);
      const status = await page.getByTestId('order-card').getAttribute('data-status');
      expect(TAB_STATUSES[tab]).toContain(status);
    }
    await expect(page.getByTestId('order-status')).toHaveText('배송 완료');

    await page.getByTestId('order-tab-shipped').click();
    // The previous tab's card stays until the server answers: open the shipped order's own.
    await expect(page.getByTestId('order-card')).toHaveAttribute('data-order-id', shipped.id);
    await page.getByTestId('order-detail-button').click();
    const detail = page.getByTestId('order-detail');
    await expect(detail).toContainText(shipped.orderNumber);
    await expect(detail.getByTestId('detail-status')).toHaveText('배송중');
    await expect(detail.getByTestId('detail-items')).toContainText(p!.name);
    const full = await api(page, `/api/orders/${shipped.id}`);
    await expect(detail.getByTestId('tracking-number')).toHaveText(full.shipment.trackingNumber);
    await expect(detail.getByTestId('tracking-events').locator('li')).toHaveCount(full.shipment.events.length);
    await expect(detail.getByTestId('detail-address')).toContainText('김테스트');
    await expect(detail.getByTestId('detail-payment')).toContainText(`${full.total.toLocaleString('ko-KR')}원`);
    await expect(detail.getByTestId('detail-payment')).toContainText('네이버페이');
    await page.keyboard.press('Escape');
    await expect(detail).toHaveCount(0);
  });

  test('pages of 10 on the server', async ({ page }) => {
    await signUpShopper(page);
    const [p] = await findBuyable(page, { minStock: 12 });
    for (let i = 0; i < 11; i++) await placeOrderViaApi(page, p!, 'card');
    await page.goto('/orders');
    await expect(page.getByTestId('order-card')).toHaveCount(10);
    await page.getByRole('button', { name: '다음 페이지' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByTestId('orders-page')).toHaveText('2 / 2');
    await expect(page.getByTestId('order-card')).toHaveCount(1);
  });

  test('cancel a paid order: the server restores it and the card says 주문 취소', async ({ page }) => {
    await signUpShopper(page);
    const [p] = await findBuyable(page, { minStock: 5 });
    const stockBefore = (await api(page, `/api/products/${p!.id}`)).options.find(
      (o: any) => o.color === p!.color && o.size === p!.size,
    ).stock;
    const order = await placeOrderViaApi(page, p!, 'card', 2);
    expect(order.canCancel).toBeTruthy();
    await page.goto('/orders');
    const card = page.locator(`[data-testid="order-card"][data-order-id="${order.id}"]`);
    await card.getByTestId('order-cancel-button').click();
    const dialog = page.getByTestId('cancel-dialog');
    await dialog.getByTestId('cancel-reason').selectOption('단순 변심');
    await dialog.getByTestId('confirm-action').click();
    await expect(page.getByText('주문이 취소되었습니다')).toBeVisible();
    await expect(card.getByTestId('order-status')).toHaveText('주문 취소');
    await expect(card.getByTestId('order-cancel-button')).toHaveCount(0);
    const after = await api(page, `/api/orders/${order.id}`);
    expect(after.status).toBe('cancelled');
    expect(after.cancelReason).toBe('단순 변심');
    const stockAfter = (await api(page, `/api/products/${p!.id}`)).options.find(
      (o: any) => o.color === p!.color && o.size === p!.size,
    ).stock;
    expect(stockAfter).toBe(stockBefore);
  });

  test('reorder puts the lines back in the cart and goes to /cart', async ({ page }) => {
    await signUpShopper(page);
    const [p] = await findBuyable(page, { minStock: 5 });
    const order = await placeOrderViaApi(page, p!, 'kakao', 1);
    await page.request.post(`/api/orders/${order.id}/cancel`, { data: {} });
    await page.goto('/orders');
    const card = page.locator(`[data-testid="order-card"][data-order-id="${order.id}"]`);
    await card.getByTestId('order-reorder-button').click();
    await expect(page.getByText('1개 상품을 장바구니에 담았습니다')).toBeVisible();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    await expect(page.getByTestId('cart-count')).toHaveText('1');
  });

  test('구매확정 a delivered order credits its points', async ({ page }) => {
    await signUpShopper(page);
    const [p] = await findBuyable(page, { minPrice: 20_000, minStock: 3 });
    const order = await placeOrderViaApi(page, p!, 'card');
    await advanceOrder(order.id, 'delivered');
    const pointsBefore = (await api(page, '/api/checkout/options')).pointsBalance;
    await page.goto('/orders?status=delivered');
    const card = page.locator(`[data-testid="order-card"][data-order-id="${order.id}"]`);
    await card.getByTestId('order-confirm-button').click();
    await page.getByTestId('confirm-dialog').getByTestId('confirm-action').click();
    await expect(page.getByText('구매확정되었습니다')).toBeVisible();
    await expect(card.getByTestId('order-status')).toHaveText('구매 확정');
    await expect(card.getByTestId('order-confirm-button')).toHaveCount(0);
    await expect(card.getByTestId('order-return-button')).toHaveCount(0);
    const after = await api(page, `/api/orders/${order.id}`);
    expect(after.status).toBe('purchase_confirmed');
    expect(after.pointsEarned).toBeGreaterThan(0);
    const pointsAfter = (await api(page, '/api/checkout/options')).pointsBalance;
    expect(pointsAfter - pointsBefore).toBe(after.pointsEarned);
  });

  // The window's end (none after 7 days) is the domain rule's unit test (canRequestReturn) and the
  // API test's: no screen delivers an order days ago, and the e2e never arranges it in SQL.
  test('a return or exchange request after delivery', async ({ page }) => {
    await signUpShopper(page);
    const [p] = await findBuyable(page, { minStock: 3 });
    const order = await placeOrderViaApi(page, p!, 'card');
    await advanceOrder(order.id, 'delivered');
    await page.goto('/orders?status=delivered');
    const card = page.locator(`[data-testid="order-card"][data-order-id="${order.id}"]`);
    await card.getByTestId('order-detail-button').click();
    await page.getByTestId('order-detail').getByTestId('order-return-button').click();
    const dialog = page.getByTestId('return-dialog');
    await dialog.getByTestId('return-submit').click();
    await expect(dialog.getByTestId('return-reason-error')).toHaveText('반품/교환 사유를 선택해주세요');
    await dialog.getByTestId('return-type-exchange').click();
    await dialog.getByTestId('return-reason').selectOption('size');
    await dialog.getByTestId('return-detail').fill('한 사이즈 큰 것으로 교환 부탁드립니다.');
    await dialog.getByTestId('return-submit').click();
    await expect(page.getByText('반품/교환 신청이 접수되었습니다')).toBeVisible();
    await expect(page.getByTestId('order-detail').getByTestId('detail-returns')).toContainText('교환');
    const after = await api(page, `/api/orders/${order.id}`);
    expect(after.returns.at(-1)).toMatchObject({ type: 'exchange', reason: 'size', status: 'requested' });
  });
});
