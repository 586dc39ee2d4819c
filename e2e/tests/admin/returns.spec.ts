import { test } from '../../fixtures/test';
import { loginAs } from '../../fixtures/auth';
import { expectToast } from '../../fixtures/toast';
import { advanceOrder, findBuyable, placeOrderViaApi, signUpShopper, won } from '../../fixtures/shopping';
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
  await expect(confirm).toContainText(`${won(requested.refundAmount)}이 결제 수단으로 환불됩니다.`);
  await confirm.getByTestId('confirm-action').click();
  await expect(row.getByTestId('return-status')).toHaveText('완료');
  await row.click();
  await expect(detail.getByTestId('detail-status')).toHaveText('완료');
  await expect(detail).toContainText('더 진행할 처리가 없습니다.');
  await page.keyboard.press('Escape');

  // The shopper's order shows the completed return and its refund.
  const after = await api(page, `/api/orders/${order.id}`);
  expect(after.returns[0]).toMatchObject({ status: 'completed', refundAmount: requested.refundAmount });
  expect(after.items[0].status).toBe('returned');
  expect(['refunded', 'partially_refunded']).toContain(after.paymentStatus);
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
