import { test } from '../../fixtures/test';
import { expect } from '../../fixtures/storefront';
import { addToServerCart, findBuyable, signUpShopper, won } from '../../fixtures/shopping';

// The seeded zones (ADR 032): 수도권 1 day, 제주 3 days with a 3,000 won surcharge waived from 80,000 won.
test('checkout shows the delivery days of the address zone, and the Jeju surcharge follows the zone threshold', async ({ page }) => {
  await signUpShopper(page);
  // Above the shop's 50,000 won (standard fee waived), below Jeju's own 80,000 won.
  const [p] = await findBuyable(page, { minPrice: 50_000, maxPrice: 79_000 });
  await addToServerCart(page, p!);
  await page.goto('/checkout');
  await expect(page.getByTestId('checkout-line')).toHaveCount(1);
  const estimate = page.getByTestId('checkout-delivery-estimate');
  await expect(estimate).toHaveCount(0);

  await page.getByTestId('checkout-zipCode').fill('06236');
  await expect(estimate).toHaveText('수도권 지역: 출고 후 1일 이내 도착 예정');
  await expect(page.getByTestId('summary-shipping')).toHaveText('무료');

  await page.getByTestId('checkout-zipCode').fill('63100');
  await expect(estimate).toHaveText('제주 지역: 출고 후 3일 이내 도착 예정 · 추가 배송비 3,000원은 80,000원 이상 주문 시 무료');
  await expect(page.getByTestId('summary-shipping')).toHaveText(won(3_000));

  // Two of them reach the zone's threshold: the surcharge is waived.
  await addToServerCart(page, p!);
  await page.reload();
  await page.getByTestId('checkout-zipCode').fill('63100');
  await expect(page.getByTestId('summary-shipping')).toHaveText('무료');
});
