import { loginAs } from '../../fixtures/auth';
import { api, expect as storefrontExpect } from '../../fixtures/storefront';
import { test, type Page } from '../../fixtures/test';
import { expectToast } from '../../fixtures/toast';

// Switches reviews off for the whole shop (project shop-wide, after the other specs); restored in finally.
const expect = storefrontExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

/** The reviews tab, opened once the server-rendered page has hydrated (a click before that does nothing). */
async function openReviews(page: Page) {
  const tab = page.getByTestId('product-tabs').getByRole('tab', { name: /리뷰/ });
  await expect(async () => {
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true', { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

test('an operator switches reviews off: the product page offers no 리뷰 작성 at the next request, and again after switching back', async ({
  page,
  browser,
}) => {
  await loginAs(page, 'SUPER_ADMIN', '/admin/settings/shop');
  await expect(page.getByRole('heading', { level: 1, name: '쇼핑몰 설정' })).toBeVisible();
  const shopper = await browser.newContext();
  const store = await shopper.newPage();
  const id = (await api(store, '/api/products?limit=1')).items[0].id as string;
  try {
    await page.getByTestId('switch-enableReviews').getByText('리뷰 작성 허용').click();
    await page.getByTestId('save-shop-settings').click();
    await expectToast(page, '쇼핑몰 설정이 저장되었습니다.', '쇼핑몰 설정이 저장되었습니다.');

    await store.goto(`/products/${id}`);
    await openReviews(store);
    await expect(store.getByTestId('reviews-closed')).toHaveText('현재 리뷰 작성이 중단되었습니다.');
    await expect(store.getByTestId('write-review')).toHaveCount(0);
    await expect(store.getByTestId('review-sign-in')).toHaveCount(0);
  } finally {
    expect((await page.request.put('/api/admin/settings/shop', { data: { enableReviews: true } })).status()).toBe(200);
  }
  const fresh = await browser.newContext();
  const again = await fresh.newPage();
  await again.goto(`/products/${id}`);
  await openReviews(again);
  await expect(again.getByTestId('review-sign-in')).toBeVisible();
  await expect(again.getByTestId('reviews-closed')).toHaveCount(0);
  await shopper.close();
  await fresh.close();
});
