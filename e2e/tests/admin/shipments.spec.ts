import { test } from '../../fixtures/test';
import { loginAs } from '../../fixtures/auth';
import { expectToast } from '../../fixtures/toast';
import { findBuyable, placeOrderViaApi, signUpShopper } from '../../fixtures/shopping';
import { api, expect as storefrontExpect } from '../../fixtures/storefront';

// A journey through the storefront and an admin remote on a loaded two-core machine: generous limits.
const expect = storefrontExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

test('a shipment the shop shipped is tracked to delivery from /admin/shipments, and the shopper sees 배송 완료 with the timeline', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // The shopper orders; the operator prepares and ships it (the orders screen's API, carrier CJ대한통운).
  await signUpShopper(page, '배송고객');
  const [p] = await findBuyable(page, { minStock: 3, minPrice: 10_000 });
  const order = await placeOrderViaApi(page, p!, 'card');
  await loginAs(page, 'OPS_MANAGER', '/admin/shipments');
  for (const status of ['processing', 'shipped']) {
    const res = await page.request.post(`/api/admin/orders/${order.id}/status`, {
      data: status === 'shipped' ? { status, carrierCode: 'cj_logistics' } : { status },
    });
    expect(res.status(), `${status}: ${await res.text()}`).toBe(200);
  }
  const tracking: string = (await api(page, `/api/orders/${order.id}`)).shipment.trackingNumber;
  expect(tracking).toMatch(/^CJ\d{12}$/);

  // The operator finds it by tracking number.
  await expect(page.getByRole('heading', { level: 1, name: '배송 관리' })).toBeVisible();
  await expect(page.getByTestId('tile-in_transit')).toBeVisible();
  await page.getByRole('searchbox', { name: '배송번호, 주문번호, 송장번호, 고객명 검색' }).fill(tracking);
  await expect(page).toHaveURL(new RegExp(`q=${tracking}`));
  const table = page.getByRole('table', { name: '배송 목록' });
  const row = table.getByRole('row').filter({ hasText: tracking });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(row).toContainText(order.orderNumber);
  await expect(row).toContainText('CJ대한통운');
  await expect(row.getByTestId('shipment-status')).toHaveText('발송 완료');

  // Copy the tracking number.
  await row.getByRole('button', { name: `송장번호 ${tracking} 복사` }).click();
  await expectToast(page, '송장번호 복사됨', '송장번호가 클립보드에 복사되었습니다.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(tracking);

  // Refresh until the sandbox carrier (2 s a step in e2e) has delivered it; a parcel the sandbox
  // fails first (수취인 부재) is sent out again with 재배송 요청.
  await row.getByRole('button', { name: '상세' }).click();
  const detail = page.getByRole('dialog', { name: /^배송 / });
  await expect(detail.getByText(order.orderNumber)).toBeVisible();
  const status = detail.getByTestId('detail-status');
  for (let i = 0; i < 20 && (await status.textContent()) !== '배송 완료'; i++) {
    await page.waitForTimeout(2_000);
    if ((await status.textContent()) === '배송 예외') {
      await detail.getByRole('button', { name: '재배송 요청' }).click();
      await expect(status).toHaveText('배송중');
      continue;
    }
    const refresh = detail.getByRole('button', { name: '배송 조회 새로고침' });
    await refresh.click();
    await expectToast(page, '배송 정보 업데이트 완료', '배송 정보가 성공적으로 업데이트되었습니다.');
    await expect(refresh).toBeEnabled();
  }
  await expect(status).toHaveText('배송 완료');
  const events = detail.getByRole('list', { name: '배송 추적 이벤트' }).getByRole('listitem');
  await expect(events.first()).toContainText('배송 완료');
  await expect(events.first()).toContainText('서울 강남 대리점');
  await expect(detail.getByRole('button', { name: '재배송 요청' })).toHaveCount(0);
  const count = await events.count();
  expect(count).toBeGreaterThanOrEqual(4);
  await page.keyboard.press('Escape');
  await expect(row.getByTestId('shipment-status')).toHaveText('배송 완료');

  // The shopper's order is delivered and shows the same timeline.
  const full = await api(page, `/api/orders/${order.id}`);
  expect(full.status).toBe('delivered');
  await page.goto('/orders?status=delivered');
  const card = page.locator(`[data-testid="order-card"][data-order-id="${order.id}"]`);
  await card.getByTestId('order-detail-button').click();
  const mine = page.getByTestId('order-detail');
  await expect(mine.getByTestId('detail-status')).toHaveText('배송 완료');
  await expect(mine.getByTestId('tracking-number')).toHaveText(tracking);
  await expect(mine.getByTestId('tracking-events').locator('li')).toHaveCount(count);
  await expect(mine.getByTestId('tracking-events').locator('li').first()).toContainText('서울 강남 대리점');
  await expect(mine.getByTestId('tracking-events')).toContainText('간선 상차');
});

test('a shipment in exception is sent out again with 재배송 요청; retry is offered only there', async ({ page }) => {
  await loginAs(page, 'OPS_MANAGER', '/admin/shipments');
  const exceptionTile = page.getByTestId('tile-exception');
  await expect(exceptionTile).toContainText('건');
  await page.getByRole('combobox', { name: '상태' }).selectOption('exception');
  await expect(page).toHaveURL(/status=exception/);
  const table = page.getByRole('table', { name: '배송 목록' });
  const row = table.getByRole('row').nth(1);
  await expect(row.getByTestId('shipment-status')).toHaveText('배송 예외');
  const tracking = (await row.getByTestId('tracking-number').textContent())!;
  const before = Number((await exceptionTile.textContent())!.replace(/\D/g, ''));

  await row.getByRole('button', { name: '상세' }).click();
  const detail = page.getByRole('dialog', { name: /^배송 / });
  await expect(detail.getByTestId('detail-status')).toHaveText('배송 예외');
  await detail.getByRole('button', { name: '재배송 요청' }).click();
  await expectToast(page, '배송 정보 업데이트 완료', '배송 정보가 성공적으로 업데이트되었습니다.');
  await expect(detail.getByTestId('detail-status')).toHaveText('배송중');
  await expect(detail.getByRole('list', { name: '배송 추적 이벤트' }).getByRole('listitem').first()).toContainText(
    '재배송 요청이 접수되었습니다',
  );
  await expect(detail.getByRole('button', { name: '재배송 요청' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(exceptionTile).toContainText(`${before - 1}건`);

  // The API refuses a second retry in Korean.
  const found = (await api(page, `/api/admin/shipments?q=${tracking}`)).items[0];
  const again = await page.request.post(`/api/admin/shipments/${found.id}/retry`);
  expect(again.status()).toBe(409);
  expect((await again.json()).error.message).toContain('배송 예외 상태에서만');
});
