import { loginAs } from '../../fixtures/auth';
import { addToServerCart, findBuyable, signUpShopper, won } from '../../fixtures/shopping';
import { expect as storefrontExpect } from '../../fixtures/storefront';
import { test } from '../../fixtures/test';
import { expectToast } from '../../fixtures/toast';

// Changes the free-shipping threshold of the whole shop: runs in the 'shop-wide' project, after
// every other spec, and puts the threshold back in `finally`.
const expect = storefrontExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 240_000 });

test('raising the free-shipping threshold in the admin changes the fee a shopper sees at checkout', async ({ page, browser }) => {
  await loginAs(page, 'SUPER_ADMIN', '/admin/settings/shipping');
  await expect(page.getByRole('heading', { level: 1, name: '배송 설정' })).toBeVisible();
  const before = await (await page.request.get('/api/admin/settings/shipping')).json();
  const oldThreshold: number = before.settings.freeShippingThreshold;
  const fee: number = before.settings.standardShippingFee;
  const newThreshold = oldThreshold + 60_000;

  // A fresh shopper with one item priced between the old and the new threshold.
  const shopperContext = await browser.newContext();
  const shopper = await shopperContext.newPage();
  try {
    await shopper.goto('/');
    await signUpShopper(shopper);
    const [item] = await findBuyable(shopper, { minPrice: oldThreshold, maxPrice: newThreshold - 1 });
    await addToServerCart(shopper, item!);
    await shopper.goto('/checkout');
    await expect(shopper.getByTestId('checkout-line')).toHaveCount(1);
    await shopper.getByTestId('checkout-zipCode').fill('06236');
    await expect(shopper.getByTestId('summary-shipping')).toHaveText(/무료/);
    await expect(shopper.getByTestId('summary-total')).toContainText(won(item!.unitPrice));

    // The operator raises the threshold; -1 is refused on the form first.
    const threshold = page.getByLabel('무료배송 기준 금액 (원)');
    await threshold.fill('-1');
    await page.getByRole('button', { name: '저장' }).click();
    await expect(page.getByText('무료배송 기준 금액은 0원 이상의 정수로 입력해주세요.')).toBeVisible();
    await threshold.fill(String(newThreshold));
    await page.getByRole('button', { name: '저장' }).click();
    await expectToast(page, '배송 설정이 저장되었습니다.', '배송 설정이 저장되었습니다.');

    // The shopper's next visit to checkout charges the standard fee.
    await shopper.reload();
    await shopper.getByTestId('checkout-zipCode').fill('06236');
    await expect(shopper.getByTestId('summary-shipping')).toHaveText(won(fee));
    await expect(shopper.getByTestId('summary-total')).toContainText(won(item!.unitPrice + fee));
    const settings = await (await shopper.request.get('/api/shop-settings')).json();
    expect(settings.shipping.freeShippingThreshold).toBe(newThreshold);
  } finally {
    const res = await page.request.put('/api/admin/settings/shipping', { data: { freeShippingThreshold: oldThreshold } });
    expect(res.status()).toBe(200);
    await shopperContext.close();
  }
});
