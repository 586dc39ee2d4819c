import { test } from '../../fixtures/test';
import { DEMO_PASSWORD, STAFF } from '../../fixtures/auth';
import { expectToast } from '../../fixtures/toast';
import { findBuyable, placeOrderViaApi, signUpShopper } from '../../fixtures/shopping';
import { expect } from '../../fixtures/storefront';
import { arrowToOption, expectAnnounced, tabTo, typeInto } from '../../fixtures/keyboard';

test.describe.configure({ timeout: 240_000 });

/**
 * Issue 19: an operator who uses no mouse signs in, opens the orders screen from the sidebar,
 * searches and filters the list, opens an order, starts its preparation, ships it through the
 * confirm dialog and comes back to the row. Tab, Shift+Tab, Enter, Space, arrows and typing only.
 */
test('a keyboard-only operator signs in, filters the orders, opens one, changes its status and confirms', async ({ page }) => {
  await signUpShopper(page, '키보드고객');
  const [p] = await findBuyable(page, { minStock: 3 });
  const order = await placeOrderViaApi(page, p!, 'card');

  // Sign in.
  await page.goto('/admin/login');
  await tabTo(page, page.getByRole('textbox', { name: /이메일/ }));
  await typeInto(page, STAFF.OPS_MANAGER);
  await tabTo(page, page.getByRole('textbox', { name: '비밀번호', exact: true }));
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('admin-sidebar')).toBeVisible();

  // The orders screen from the sidebar.
  await tabTo(page, page.getByTestId('admin-sidebar').getByRole('link', { name: '주문 관리' }), { max: 80 });
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('page-title')).toHaveText('주문 관리');

  // Filter by status (arrow keys in the select), then search for the order: the count is read out.
  const status = page.getByRole('combobox', { name: '상태' });
  await tabTo(page, status, { max: 80 });
  await arrowToOption(page, status, '결제 완료');
  await expect(status).toHaveValue('paid');
  await expect(page).toHaveURL(/status=paid/);
  await tabTo(page, page.getByRole('searchbox', { name: '주문번호, 고객명 검색' }), { back: true });
  await page.keyboard.type(order.orderNumber);
  await expect(page).toHaveURL(new RegExp(`q=${order.orderNumber}`));
  await expect(page.getByTestId('data-row')).toHaveCount(1);
  await expectAnnounced(page, /^총 1건$/);
  // Back to every status (the order leaves 결제 완료 below, and should stay in the list).
  await tabTo(page, status);
  await arrowToOption(page, status, (await status.locator('option').first().textContent())!.trim());
  await expect(page).not.toHaveURL(/status=/);
  await expect(page.getByTestId('data-row')).toHaveCount(1);

  // Open the order from its row.
  const row = page.getByRole('row', { name: `${order.orderNumber} 상세 보기` });
  await tabTo(page, row, { max: 80 });
  await page.keyboard.press('Enter');
  const detail = page.getByTestId('order-detail');
  await expect(detail).toBeVisible();

  // Start preparing, then ship through the confirm dialog.
  await tabTo(page, detail.getByRole('button', { name: '배송 준비 시작' }), { max: 80 });
  await page.keyboard.press('Enter');
  await expectToast(page, '주문 상태 변경 완료', `주문 ${order.orderNumber}의 상태가 업데이트되었습니다.`);
  await expect(detail.getByTestId('detail-status')).toHaveText('배송 준비중');
  // The notice is read once: its text is in one live region (the toast group), the toast itself is not one.
  expect(
    await page.evaluate(
      (text) =>
        [...document.querySelectorAll('[aria-live]:not([aria-live="off"]), [role="status"], [role="alert"]')].filter((el) =>
          el.textContent?.includes(text),
        ).length,
      `주문 ${order.orderNumber}의 상태가 업데이트되었습니다.`,
    ),
  ).toBe(1);

  const shipButton = detail.getByRole('button', { name: '발송 처리' });
  await tabTo(page, shipButton, { max: 80 });
  await page.keyboard.press('Enter');
  const ship = page.getByRole('alertdialog', { name: '발송 처리' });
  await expect(ship).toBeVisible();
  const carrier = ship.getByRole('combobox', { name: /택배사/ });
  await tabTo(page, carrier);
  for (let i = 0; i < 12 && (await carrier.locator('option:checked').textContent()) !== '한진택배'; i++)
    await page.keyboard.press('ArrowDown');
  await tabTo(page, ship.getByRole('button', { name: '발송 처리' }));
  await page.keyboard.press('Enter');
  await expectToast(page, '주문 상태 변경 완료', `주문 ${order.orderNumber}의 상태가 업데이트되었습니다.`);
  await expect(ship).toBeHidden();
  await expect(detail.getByTestId('detail-status')).toHaveText('배송중');

  // Escape closes the detail and focus is back on the row, which shows the new status.
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();
  await expect(row).toBeFocused();
  await expect(row.getByTestId('order-status')).toHaveText('배송중');
});
