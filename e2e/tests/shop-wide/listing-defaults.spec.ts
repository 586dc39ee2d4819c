import { loginAs } from '../../fixtures/auth';
import { api, expect as storefrontExpect } from '../../fixtures/storefront';
import { test } from '../../fixtures/test';
import { expectToast } from '../../fixtures/toast';

// Changes the shop's default sort and page size (project shop-wide, after the other specs); restored in finally.
const expect = storefrontExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

test("an operator changes the default sort and page size: the storefront listing follows, and the URL keeps only the shopper's choice", async ({
  page,
  browser,
}) => {
  await loginAs(page, 'SUPER_ADMIN', '/admin/settings/shop');
  await expect(page.getByRole('heading', { level: 1, name: '쇼핑몰 설정' })).toBeVisible();
  const shopper = await browser.newContext();
  const store = await shopper.newPage();
  try {
    await page.getByLabel('기본 정렬').selectOption('price_high');
    await page.getByLabel('페이지당 상품 수 (개)').fill('8');
    await page.getByTestId('save-shop-settings').click();
    await expectToast(page, '쇼핑몰 설정이 저장되었습니다.', '쇼핑몰 설정이 저장되었습니다.');

    const expected = await api(store, '/api/products?sort=price_high&limit=8');
    await store.goto('/categories');
    const cards = store.getByTestId('product-card');
    await expect(cards).toHaveCount(8);
    await expect(store.getByTestId('sort-select')).toHaveValue('price_high');
    await expect(cards.first()).toContainText(expected.items[0].name);
    await expect(cards.nth(7)).toContainText(expected.items[7].name);
    expect(new URL(store.url()).search).toBe('');
    // '더보기' pages on by the shop's page size too.
    // (Clicked again until it takes: a click before the server-rendered page hydrates does nothing.)
    await expect(async () => {
      if ((await cards.count()) < 16) await store.getByTestId('load-more').click({ timeout: 2_000 });
      await expect(cards).toHaveCount(16, { timeout: 3_000 });
    }).toPass({ timeout: 30_000 });

    // The shopper's own choice goes into the URL, even the spec's 인기순.
    await store.getByTestId('sort-select').selectOption('popular');
    await expect(store).toHaveURL(/[?&]sort=popular/);
    await expect(cards).toHaveCount(8);
  } finally {
    expect(
      (await page.request.put('/api/admin/settings/shop', { data: { defaultProductSort: 'popular', productsPerPage: 20 } })).status(),
    ).toBe(200);
  }
  const fresh = await browser.newContext();
  const again = await fresh.newPage();
  await again.goto('/categories');
  await expect(again.getByTestId('sort-select')).toHaveValue('popular');
  await expect(again.getByTestId('product-card')).toHaveCount(20);
  await shopper.close();
  await fresh.close();
});
