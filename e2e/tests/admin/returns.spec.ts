import { test } from '../../fixtures/test';
import { loginAs } from '../../fixtures/auth';
import { expectToast } from '../../fixtures/toast';
import { advanceOrder, currentAgreements, findBuyable, grantPoints, placeOrderViaApi, signUpShopper, won } from '../../fixtures/shopping';
import { api, expect as storefrontExpect } from '../../fixtures/storefront';

// A journey through the storefront and an admin remote on a loaded two-core machine: generous limits.
const expect = storefrontExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

test('a return requested in the storefront is approved, processed and completed in /admin/returns, with the refund recorded', async ({
  page,
}) => {
  // The shopper: a delivered order, and a return requested from /orders.
  await signUpShopper(page, '반품고객');
  const [p] = await findBuyable(page, { minStock: 3, minPrice: 20_000 });
  const order = await placeOrderViaApi(page, p!, 'card');
  await advanceOrder(order.id, 'delivered');
  await page.goto('/orders?status=delivered');
  await page.locator(`[data-testid="order-card"][data-order-id="${order.id}"]`).getByTestId('order-detail-button').click();
  await page.getByTestId('order-detail').getByTestId('order-return-button').click();
  const request = page.getByTestId('return-dialog');
  await request.getByTestId('return-type-return').click();
  await request.getByTestId('return-reason').selectOption('defective');
  await request.getByTestId('return-detail').fill('받아보니 봉제선이 터져 있어요.');
  await request.getByTestId('return-submit').click();
  await expect(page.getByText('반품/교환 신청이 접수되었습니다')).toBeVisible();
  const requested = (await api(page, `/api/orders/${order.id}`)).returns[0];
  expect(requested).toMatchObject({ type: 'return', reason: 'defective', status: 'requested' });

  // The operator: the request heads the list, newest first.
  await loginAs(page, 'OPS_MANAGER', '/admin/returns');
  await expect(page.getByTestId('page-title')).toHaveText('반품/교환 관리');
  await expect(page.getByTestId('data-row').first()).toContainText(requested.returnNumber);
  await expect(page.getByTestId('tile-requested')).toBeVisible();
  await page.getByTestId('filter-search').fill(requested.returnNumber);
  await expect(page).toHaveURL(new RegExp(`q=${requested.returnNumber}`));
  const row = page.getByTestId('data-row').filter({ hasText: requested.returnNumber });
  await expect(page.getByTestId('data-row')).toHaveCount(1);
  await expect(row).toContainText('반**객');
  await expect(row).toContainText('상품 불량');
  await expect(row).toContainText(won(requested.refundAmount));
  await expect(row.getByTestId('return-status')).toHaveText('요청');

  // Approve with a note.
  await row.click();
  const detail = page.getByTestId('return-detail');
  await expect(detail.getByTestId('return-description')).toHaveText('받아보니 봉제선이 터져 있어요.');
  await expect(detail.getByTestId('return-item')).toContainText(p!.name);
  await expect(detail.getByTestId('return-action-processing')).toHaveCount(0);
  await detail.getByTestId('return-notes').fill('불량 확인, 회수 요청드립니다.');
  await detail.getByTestId('return-action-approved').click();
  await expectToast(page, '반품/교환 처리 완료', '요청이 성공적으로 처리되었습니다.');
  await expect(detail).toBeHidden();
  await expect(row.getByTestId('return-status')).toHaveText('승인');

  // Processing, then completing (asks first: it pays money back).
  await row.click();
  await expect(detail.getByTestId('return-admin-notes')).toHaveText('불량 확인, 회수 요청드립니다.');
  await detail.getByTestId('return-action-processing').click();
  await expect(row.getByTestId('return-status')).toHaveText('처리중');
  await row.click();
  await detail.getByTestId('return-action-completed').click();
  const confirm = page.getByTestId('return-confirm');
  await expect(confirm).toContainText(`예상 금액 ${won(requested.refundAmount)}이 결제 수단으로 환불되고`);
  await confirm.getByTestId('confirm-action').click();
  await expect(row.getByTestId('return-status')).toHaveText('완료');
  await row.click();
  await expect(detail.getByTestId('detail-status')).toHaveText('완료');
  // A defect: the goods back in full, nothing deducted.
  await expect(detail.getByTestId('refund-goods')).toContainText(won(requested.refundAmount));
  await expect(detail.getByTestId('refund-total')).toContainText(won(requested.refundAmount));
  await expect(detail).toContainText('더 진행할 처리가 없습니다.');
  await page.keyboard.press('Escape');

  // The shopper's order shows the completed return and its refund.
  const after = await api(page, `/api/orders/${order.id}`);
  expect(after.returns[0]).toMatchObject({ status: 'completed', refundAmount: requested.refundAmount });
  expect(after.items[0].status).toBe('returned');
  expect(['refunded', 'partially_refunded']).toContain(after.paymentStatus);
});

/** Largest remainder: `total` over `weights` in proportion, in integers summing to `total` (ties to the earlier). */
function allocate(total: number, weights: number[]): number[] {
  const sum = weights.reduce((s, w) => s + w, 0);
  const parts = weights.map((w) => Math.floor((total * w) / sum));
  const order = weights.map((w, i) => ({ i, r: (total * w) % sum })).sort((a, b) => b.r - a.r || a.i - b.i);
  let left = total - parts.reduce((s, p) => s + p, 0);
  for (const { i } of order) if (left-- > 0) parts[i]! += 1;
  return parts;
}

test('journey 2: part of a coupon-and-points order is returned for a change of mind; the refund to the won on every screen', async ({
  page,
}) => {
  // The shopper: 10,000 points, and an order of two products with the STYLE10 coupon and 5,000 points.
  await signUpShopper(page, '부분반품');
  // Points credited straight in the e2e database (no admin points adjustment screen yet).
  await grantPoints(page, 10_000);
  const [a, b] = await findBuyable(page, { minStock: 3, minPrice: 26_000, maxPrice: 45_000, count: 2 });
  const placed = await page.request.post('/api/orders', {
    headers: { 'Idempotency-Key': `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}` },
    data: {
      items: [a!, b!].map((p) => ({ productId: p.id, selectedColor: p.color, selectedSize: p.size, quantity: 1 })),
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
      couponCode: 'STYLE10',
      usePoints: 5_000,
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = await placed.json();
  expect(order).toMatchObject({ pointsUsed: 5_000, shippingFee: 0 });
  expect(order.discount).toBeGreaterThan(0);
  // Delivered as the operator does it (the admin's status API).
  await advanceOrder(order.id, 'delivered');

  // The expected refund of product A, from the order's own figures and the shop's settings.
  const settings = await api(page, '/api/shop-settings');
  const lineA = order.items.find((i: any) => i.productId === a!.id);
  const lineB = order.items.find((i: any) => i.productId === b!.id);
  const [couponA, couponB] = allocate(order.discount, [lineA.lineTotal, lineB.lineTotal]);
  const [pointsA] = allocate(order.pointsUsed, [lineA.lineTotal - couponA!, lineB.lineTotal - couponB!]);
  const recharge = lineB.lineTotal < settings.shipping.freeShippingThreshold ? settings.shipping.fee : 0;
  const returnFee = settings.shipping.returnFee;
  const expected = lineA.lineTotal - couponA! - pointsA! - recharge - returnFee;
  expect(expected).toBeGreaterThan(0);

  // The shopper asks to return product A only, change of mind.
  await page.goto('/orders?status=delivered');
  await page.locator(`[data-testid="order-card"][data-order-id="${order.id}"]`).getByTestId('order-detail-button').click();
  await page.getByTestId('order-detail').getByTestId('order-return-button').click();
  const request = page.getByTestId('return-dialog');
  await request.getByTestId('return-type-return').click();
  await request.getByTestId('return-reason').selectOption('mind_changed');
  await request.getByText(new RegExp(`^${lineB.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(`)).click(); // untick B
  await request.getByTestId('return-submit').click();
  await expect(page.getByText('반품/교환 신청이 접수되었습니다')).toBeVisible();
  const requested = (await api(page, `/api/orders/${order.id}`)).returns[0];
  expect(requested.items).toEqual([expect.objectContaining({ orderItemId: lineA.id, quantity: 1 })]);
  expect(requested.refundAmount).toBe(expected);

  // Staff approve, process and complete it; the dialog shows how the refund is made up.
  await loginAs(page, 'OPS_MANAGER', `/admin/returns?q=${requested.returnNumber}`);
  const row = page.getByTestId('data-row').filter({ hasText: requested.returnNumber });
  await expect(row).toContainText(won(expected));
  const detail = page.getByTestId('return-detail');
  for (const [action, status] of [
    ['approved', '승인'],
    ['processing', '처리중'],
  ] as const) {
    await row.click();
    await detail.getByTestId(`return-action-${action}`).click();
    await expectToast(page, '반품/교환 처리 완료', '요청이 성공적으로 처리되었습니다.');
    await expect(row.getByTestId('return-status')).toHaveText(status);
  }
  await row.click();
  await expect(detail.getByText('환불 내역 (예상, 완료 시 확정)')).toBeVisible();
  await detail.getByTestId('return-action-completed').click();
  const confirm = page.getByTestId('return-confirm');
  await expect(confirm).toContainText(
    `예상 금액 ${won(expected)}이 결제 수단으로 환불, ${pointsA!.toLocaleString('ko-KR')}P가 포인트로 환원되고`,
  );
  await confirm.getByTestId('confirm-action').click();
  await expectToast(page, '반품/교환 처리 완료', '요청이 성공적으로 처리되었습니다.');
  await expect(row.getByTestId('return-status')).toHaveText('완료');
  await row.click();
  await expect(detail.getByTestId('refund-goods')).toContainText(won(lineA.lineTotal));
  await expect(detail.getByTestId('refund-coupon')).toContainText(`-${won(couponA!)}`);
  await expect(detail.getByTestId('refund-points-share')).toContainText(`-${won(pointsA!)}`);
  await expect(detail.getByTestId('refund-shipping')).toContainText(recharge ? `-${won(recharge)}` : '-');
  await expect(detail.getByTestId('refund-return-fee')).toContainText(`-${won(returnFee)}`);
  await expect(detail.getByTestId('refund-total')).toContainText(won(expected));
  await expect(detail.getByTestId('refund-points')).toContainText(`${pointsA!.toLocaleString('ko-KR')}P`);
  await page.keyboard.press('Escape');

  // The shopper sees the same money: the return's refund, the payment partly refunded, the points back.
  const after = await api(page, `/api/orders/${order.id}`);
  expect(after.returns[0]).toMatchObject({ status: 'completed', refundAmount: expected, pointsRefund: pointsA });
  expect(after.paymentStatus).toBe('partially_refunded');
  expect(after.items.find((i: any) => i.id === lineA.id).status).toBe('returned');
  expect(after.items.find((i: any) => i.id === lineB.id).status).toBe('delivered');
  const points = await api(page, '/api/me/points');
  expect(points.balance).toBe(10_000 - 5_000 + pointsA!);
  expect(points.items[0]).toMatchObject({ delta: pointsA, reason: 'return_restore', reasonLabel: '반품 환원' });
  await page.goto('/customer-service?tab=returns');
  await expect(page.getByTestId('return-list').getByTestId('return-item').first()).toContainText(`환불 금액 ${won(expected)}`);
});

test('FINANCE reads returns but is offered no action; a seller sees only its own brand', async ({ page }) => {
  await loginAs(page, 'FINANCE', '/admin/returns');
  await expect(page.getByTestId('data-row').first()).toBeVisible();
  await page.getByTestId('filter-status').selectOption('requested');
  await expect(page).toHaveURL(/status=requested/);
  const rows = page.getByTestId('data-row');
  await expect(rows.first().getByTestId('return-status')).toHaveText('요청');
  await rows.first().click();
  await expect(page.getByTestId('return-detail')).toContainText('조회 권한만 있습니다.');
  await expect(page.getByTestId('return-detail').getByTestId('return-action-approved')).toHaveCount(0);
  await page.keyboard.press('Escape');

  await loginAs(page, 'SELLER_ADMIN', '/admin/returns');
  await expect(page.getByTestId('page-title')).toHaveText('반품/교환 관리');
  const brand = (await api(page, '/api/admin/auth/me')).staff.brandAccess.name;
  const own = await api(page, '/api/admin/returns?limit=100');
  expect(own.items.every((r: any) => r.items.every((i: any) => i.brandName === brand))).toBe(true);
  if (own.total > 0) await expect(page.getByTestId('data-row').first()).toContainText(own.items[0].returnNumber);
  else await expect(page.getByText('조건에 맞는 반품/교환 요청이 없습니다')).toBeVisible();
});
