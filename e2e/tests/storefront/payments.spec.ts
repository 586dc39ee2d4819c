import { test, type Page } from '../../fixtures/test';
import { sendSandboxDeposit } from '../../fixtures/payments';
import { api, expect } from '../../fixtures/storefront';
import { addToServerCart, findBuyable, signUpShopper } from '../../fixtures/shopping';

async function fillShipping(page: Page) {
  await page.getByTestId('checkout-name').fill('김입금');
  await page.getByTestId('checkout-phone').fill('010-3333-4444');
  await page.getByTestId('checkout-zipCode').fill('06236');
  await page.getByTestId('checkout-address').fill('서울 강남구 테헤란로 123');
}

test.describe('bank transfer (무통장입금) through the payment provider', () => {
  test('checkout shows the virtual account; the order detail too; a signed deposit webhook makes it paid', async ({ page, request }) => {
    await signUpShopper(page);
    // A product away from the cheapest ones other specs buy and count the stock of.
    const p = (await findBuyable(page, { minPrice: 30_000, maxPrice: 90_000, minStock: 3, count: 7 })).at(-1);
    await addToServerCart(page, p!);
    await page.goto('/checkout');
    await fillShipping(page);
    await page.getByTestId('payment-bank').click();
    await page.getByTestId('checkout-terms').click();
    await page.getByTestId('checkout-submit').click();

    const dialog = page.getByTestId('order-success');
    await expect(dialog).toBeVisible();
    const account = dialog.getByTestId('virtual-account');
    await expect(account.getByTestId('va-bank')).toHaveText(/은행$/);
    await expect(account.getByTestId('va-number')).toHaveText(/^\d+(-\d+)+$/);
    await expect(account.getByTestId('va-holder')).toHaveText('스타일허브(주)');
    await expect(account.getByTestId('va-due')).toHaveText(/^\d{4}년 \d{1,2}월 \d{1,2}일 .*\d{2}:\d{2}까지$/);
    await expect(account.getByTestId('va-state')).toHaveText('입금 대기');

    const orders = await api(page, '/api/orders?status=pending');
    expect(orders.total).toBe(1);
    const order = await api(page, `/api/orders/${orders.items[0].id}`);
    expect(order.virtualAccount).toMatchObject({ holder: '스타일허브(주)' });
    await expect(account.getByTestId('va-number')).toHaveText(order.virtualAccount.accountNumber);
    await expect(dialog.getByTestId('success-order-number')).toHaveText(order.orderNumber);

    await dialog.getByTestId('success-go-orders').click();
    await expect(page).toHaveURL(/\/orders$/);
    const card = page.getByTestId('order-card').filter({ hasText: order.orderNumber });
    await expect(card.getByTestId('order-status')).toHaveText('주문 확인중');
    await card.getByTestId('order-detail-button').click();
    const detail = page.getByTestId('order-detail');
    await expect(detail.getByTestId('va-number')).toHaveText(order.virtualAccount.accountNumber);
    await expect(detail.getByTestId('va-bank')).toHaveText(order.virtualAccount.bank);
    await expect(detail.getByTestId('va-holder')).toHaveText('스타일허브(주)');
    await expect(detail.getByTestId('va-state')).toHaveText('입금 대기');
    await page.keyboard.press('Escape');

    // The shopper cannot mark it paid (the route is gone); the provider's signed webhook can.
    const pay = await page.request.post(`/api/orders/${order.id}/pay`, { headers: { origin: new URL(page.url()).origin } });
    expect(pay.status()).toBe(404);
    const deposit = await sendSandboxDeposit(request, order);
    expect(deposit).toEqual({ status: 200, body: { received: true, duplicate: false } });

    await page.reload();
    const paidCard = page.getByTestId('order-card').filter({ hasText: order.orderNumber });
    await expect(paidCard.getByTestId('order-status')).toHaveText('주문 확정');
    await paidCard.getByTestId('order-detail-button').click();
    await expect(detail.getByTestId('va-state')).toHaveText('입금 확인 완료');
    await expect(detail.getByTestId('detail-payment')).toContainText('결제 완료');
  });
});
