import type { APIRequestContext, Page } from '@playwright/test';
import { test } from '../../fixtures/test';
import { DEMO_PASSWORD, loginAs, STAFF } from '../../fixtures/auth';
import { expectToast } from '../../fixtures/toast';
import { findBuyable, placeOrderViaApi, signUpShopper, won } from '../../fixtures/shopping';
import { api, expect as storefrontExpect } from '../../fixtures/storefront';

/**
 * Issue 14's "Done when": one order from the shopper's click to the seller's payout, with no SQL
 * arrangement. Days pass through the e2e server's test clock (TEST_CLOCK=1): the real 자동
 * 구매확정 and settlement jobs run "as of" a later time through 지금 실행's asOf.
 */
const expect = storefrontExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 300_000 });

const DAY = 86_400_000;

async function staffApi(playwright: { request: { newContext(o: object): Promise<APIRequestContext> } }, role: keyof typeof STAFF) {
  const ctx = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  const res = await ctx.post('/api/admin/auth/login', { data: { email: STAFF[role], password: DEMO_PASSWORD } });
  expect(res.status(), `login as ${role}`).toBe(200);
  return ctx;
}

/** Runs a job now, as of `at` (the test clock), and waits until its run has completed. */
async function runJobAsOf(admin: APIRequestContext, name: string, at: Date) {
  const res = await admin.post(`/api/admin/tools/jobs/${name}/run`, { data: { asOf: at.toISOString() } });
  expect(res.status(), `${name}: ${await res.text()}`).toBe(202);
  const { jobId } = await res.json();
  await expect
    .poll(
      async () => {
        const { jobs } = await (await admin.get('/api/admin/tools/jobs')).json();
        const job = jobs.find((j: { name: string }) => j.name === name);
        return job.lastRun?.jobId === jobId ? job.lastRun.state : 'waiting';
      },
      { timeout: 60_000, intervals: [1_000] },
    )
    .toBe('completed');
}

async function shopperOrder(page: Page, id: string) {
  return api(page, `/api/orders/${id}`);
}

test('a shopper orders; staff prepare and ship it; the sandbox carrier delivers; 자동 구매확정 credits points; FINANCE approves and pays its seller settlement', async ({
  page,
  browser,
  playwright,
}) => {
  // 1. The shopper orders (card: paid at once).
  await signUpShopper(page, '여정고객');
  const [p] = await findBuyable(page, { minStock: 3, minPrice: 20_000 });
  const placed = await placeOrderViaApi(page, p!, 'card');
  const order = await shopperOrder(page, placed.id);
  expect(order.status).toBe('paid');
  const line = order.items[0];
  const pointsBefore: number = (await api(page, '/api/me/summary')).points;

  // 2. The operator prepares and ships it from 주문 관리, choosing the carrier.
  const opsContext = await browser.newContext();
  const ops = await opsContext.newPage();
  await loginAs(ops, 'OPS_MANAGER', `/admin/orders/list?q=${order.orderNumber}`);
  const row = ops.getByTestId('data-row').filter({ hasText: order.orderNumber });
  await expect(row).toContainText(won(order.total));
  await row.click();
  const detail = ops.getByTestId('order-detail');
  await detail.getByRole('button', { name: '배송 준비 시작' }).click();
  await expectToast(ops, '주문 상태 변경 완료', `주문 ${order.orderNumber}의 상태가 업데이트되었습니다.`);
  await detail.getByRole('button', { name: '발송 처리' }).click();
  const ship = ops.getByRole('alertdialog', { name: '발송 처리' });
  await ship.getByRole('combobox', { name: /택배사/ }).selectOption({ label: 'CJ대한통운' });
  await ship.getByRole('button', { name: '발송 처리' }).click();
  await expectToast(ops, '주문 상태 변경 완료', `주문 ${order.orderNumber}의 상태가 업데이트되었습니다.`);
  await expect(detail.getByTestId('detail-status')).toHaveText('배송중');
  const tracking = (await detail.getByTestId('shipment-tracking').first().textContent())!.trim();
  expect(tracking).toMatch(/^CJ\d{12}$/);
  await ops.keyboard.press('Escape');

  // 3. The shopper sees 배송중 and the tracking number.
  await page.goto('/orders?status=shipped');
  const card = page.locator(`[data-testid="order-card"][data-order-id="${order.id}"]`);
  await card.getByTestId('order-detail-button').click();
  await expect(page.getByTestId('order-detail').getByTestId('detail-status')).toHaveText('배송중');
  await expect(page.getByTestId('order-detail').getByTestId('tracking-number')).toHaveText(tracking);

  // 4. The sandbox carrier delivers it: the operator refreshes the tracking from 배송 관리 (a parcel
  //    the sandbox fails first is sent out again with 재배송 요청).
  await ops.goto(`/admin/shipments?q=${tracking}`);
  const shipRow = ops.getByRole('table', { name: '배송 목록' }).getByRole('row').filter({ hasText: tracking });
  await shipRow.getByRole('button', { name: '상세' }).click();
  const shipment = ops.getByRole('dialog', { name: /^배송 / });
  const status = shipment.getByTestId('detail-status');
  for (let i = 0; i < 25 && (await status.textContent()) !== '배송 완료'; i++) {
    await ops.waitForTimeout(2_000);
    if ((await status.textContent()) === '배송 예외') {
      await shipment.getByRole('button', { name: '재배송 요청' }).click();
      await expect(status).toHaveText('배송중');
      continue;
    }
    const refresh = shipment.getByRole('button', { name: '배송 조회 새로고침' });
    await refresh.click();
    await expectToast(ops, '배송 정보 업데이트 완료', '배송 정보가 성공적으로 업데이트되었습니다.');
    await expect(refresh).toBeEnabled();
  }
  await expect(status).toHaveText('배송 완료');
  await ops.keyboard.press('Escape');
  const delivered = await shopperOrder(page, order.id);
  expect(delivered.status).toBe('delivered');
  expect(delivered.shipment.trackingNumber).toBe(tracking);

  // 5. 자동 구매확정: the real job, as of eight days later (the shop's 7 days have passed).
  const admin = await staffApi(playwright, 'SUPER_ADMIN');
  const later = new Date(Date.now() + 8 * DAY);
  await runJobAsOf(admin, 'orders.auto-confirm', later);
  const confirmed = await shopperOrder(page, order.id);
  expect(confirmed.status).toBe('purchase_confirmed');
  expect(confirmed.pointsEarned).toBeGreaterThan(0);
  expect((await api(page, '/api/me/summary')).points).toBe(pointsBefore + confirmed.pointsEarned);
  await page.goto('/orders?status=delivered');
  await card.getByTestId('order-detail-button').click();
  await expect(page.getByTestId('order-detail').getByTestId('detail-status')).toHaveText('구매 확정');

  // 6. The settlement job, as of after the seller's period has closed (monthly at most): the line
  //    lands in its seller's settlement, named on the order's line in the admin.
  await runJobAsOf(admin, 'settlements.generate', new Date(later.getTime() + 40 * DAY));
  const adminOrder = await (await admin.get(`/api/admin/orders/${order.id}`)).json();
  const settled = adminOrder.items.find((l: { id: string }) => l.id === line.id) ?? adminOrder.items[0];
  expect(settled.settlementNumber).toMatch(/^STL-/);
  await admin.dispose();

  // 7. FINANCE approves and pays it; the gross holds the line's money.
  const finContext = await browser.newContext();
  const fin = await finContext.newPage();
  await loginAs(fin, 'FINANCE', `/admin/sellers/settlements?q=${settled.settlementNumber}`);
  const table = fin.getByRole('table', { name: '정산 목록' });
  await expect(table.getByTestId('data-row')).toHaveCount(1);
  const stl = table.getByTestId('data-row').filter({ hasText: settled.settlementNumber });
  await expect(stl).toContainText(p!.brand);
  await expect(stl.getByTestId('settlement-status')).toHaveText('정산 대기');
  const gross = Number((await stl.getByTestId('settlement-gross').textContent())!.replace(/\D/g, ''));
  expect(gross).toBeGreaterThanOrEqual(settled.lineTotal);
  await stl.getByRole('button', { name: '상세' }).click();
  const stlDetail = fin.getByRole('dialog');
  await stlDetail.getByRole('button', { name: '승인' }).click();
  await expectToast(fin, '정산 처리 완료', '정산이 승인되었습니다.');
  await stl.getByRole('button', { name: '상세' }).click();
  await stlDetail.getByRole('button', { name: '지급' }).click();
  await fin.getByRole('alertdialog').getByRole('button', { name: '지급' }).click();
  await expectToast(fin, '정산 처리 완료', '정산금이 지급되었습니다.');
  await expect(stl.getByTestId('settlement-status')).toHaveText('지급 완료');
  await expect(stl.getByTestId('settlement-gross')).toHaveText(won(gross));

  // 8. The operator's order shows the same money and the settlement that paid it out.
  await ops.goto(`/admin/orders/list?q=${order.orderNumber}`);
  await expect(row.getByTestId('order-status')).toHaveText('구매 확정');
  await expect(row).toContainText(won(order.total));
  await row.click();
  await expect(detail.getByTestId('order-line').first()).toContainText(won(settled.lineTotal));
  await expect(detail.getByTestId('line-settlement').first()).toHaveText(`정산 ${settled.settlementNumber}`);
  await opsContext.close();
  await finContext.close();
});
