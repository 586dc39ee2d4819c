import { STAFF, DEMO_PASSWORD } from '../../fixtures/auth';
import { addToServerCart, findBuyable, seedBrowserStorage, signUpShopper, won } from '../../fixtures/shopping';
import { expect as storefrontExpect } from '../../fixtures/storefront';
import { test } from '../../fixtures/test';
import { expectToast } from '../../fixtures/toast';

const expect = storefrontExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

const dayFrom = (days: number) => new Date(Date.now() + 9 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);

test('a public coupon made in the admin shows in the coupon zone: a guest is asked to sign in, a shopper downloads it once and uses it at checkout', async ({
  page,
  browser,
}) => {
  // The operator makes a public fixed-amount coupon (the admin screen itself is covered in admin/coupons.spec.ts).
  const admin = await browser.newContext();
  expect(
    (await admin.request.post('/api/admin/auth/login', { data: { email: STAFF.OPS_MANAGER, password: DEMO_PASSWORD } })).status(),
  ).toBe(200);
  const code = `ZONE${Date.now() % 10_000_000}`;
  const created = await admin.request.post('/api/admin/coupons', {
    data: {
      code,
      name: 'E2E 쿠폰존 3,000원 할인',
      description: '쿠폰존 전용',
      type: 'fixed',
      value: 3000,
      minOrderAmount: 0,
      totalQuantity: 100,
      startDate: dayFrom(0),
      endDate: dayFrom(10),
      isPublic: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  await admin.close();

  // A guest: the home page links to the zone; the coupon is listed; 받기 asks to sign in.
  await page.goto('/');
  await page.getByTestId('home-coupon-zone').click();
  await expect(page).toHaveURL(/\/coupons$/);
  await expect(page.getByRole('heading', { level: 1, name: '쿠폰존' })).toBeVisible();
  const ticket = page.locator(`[data-testid="zone-coupon"][data-code="${code}"]`);
  await expect(ticket).toContainText('3,000원 할인');
  await expect(page.locator('[data-testid="zone-coupon"][data-code="STYLE10"]')).toBeVisible();
  await expect(page.getByTestId('zone-sign-in')).toContainText('로그인 후 쿠폰을 받을 수 있습니다.');
  await ticket.getByTestId('zone-download').click();
  await expect(page).toHaveURL(/\/login\?next=%2Fcoupons$/);

  // A shopper downloads it: 받기 becomes 받음, and stays so after a reload.
  await signUpShopper(page, '쿠폰존');
  await page.goto('/coupons');
  await expect(page.getByTestId('zone-sign-in')).toHaveCount(0);
  await expect(ticket.getByTestId('zone-download')).toHaveText('받기');
  await ticket.getByTestId('zone-download').click();
  await expectToast(page, '쿠폰을 받았습니다.', '마이페이지 쿠폰함에서 확인할 수 있습니다.');
  await expect(ticket.getByTestId('zone-download')).toHaveText('받음');
  await expect(ticket.getByTestId('zone-download')).toBeDisabled();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: '/tmp/coupons-zone.png' });
  await page.reload();
  await expect(ticket.getByTestId('zone-download')).toHaveText('받음');

  // The account lists it.
  await page.getByRole('link', { name: '내 쿠폰함 보기' }).click();
  await expect(page).toHaveURL(/\/account\?tab=coupons$/);
  await expect(page.getByTestId('coupon-list')).toContainText(code);
  await expect(page.getByTestId('account-coupon-zone')).toBeVisible();

  // Checkout offers it with one click and takes its discount off.
  const [p] = await findBuyable(page, { minPrice: 20_000, maxPrice: 60_000, minStock: 3 });
  await addToServerCart(page, p!, 1);
  await page.goto('/checkout');
  await page.locator(`[data-testid="held-coupon"][data-code="${code}"]`).click();
  await expect(page.getByTestId('applied-coupon')).toContainText(code);
  await expect(page.getByTestId('summary-coupon')).toHaveText(`-${won(3000)}`);
});

test("a guest's cart never shows a member-only coupon as applied", async ({ page }) => {
  const [p] = await findBuyable(page, { minPrice: 20_000, maxPrice: 60_000 });
  await seedBrowserStorage(page, [{ productId: p!.id, quantity: 1, selectedColor: p!.color, selectedSize: p!.size }]);
  await page.goto('/cart');
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await page.getByTestId('coupon-input').fill('welcome30');
  await page.getByTestId('coupon-apply').click();
  await expect(page.getByTestId('coupon-error')).toHaveText('로그인 후 사용할 수 있는 쿠폰입니다.');
  await expect(page.getByTestId('applied-coupon')).toHaveCount(0);
  await expect(page.getByTestId('summary-coupon')).toHaveCount(0);
});
