import { test } from '../../fixtures/test';
import { api, expect, failApi, gotoInApp } from '../../fixtures/storefront';

test.describe('/brands/:slug', () => {
  test('banner, names, category, followers, stats, tabs and the view-all link', async ({ page }) => {
    const list = await api(page, '/api/brands?limit=1');
    const brand = await api(page, `/api/brands/${list.items[0].slug}`);
    await page.goto(`/brands/${brand.slug}`);
    await expect(page.getByTestId('brand-name')).toHaveText(brand.name);
    await expect(page.getByText(brand.nameEn, { exact: true })).toBeVisible();
    await expect(page.getByRole('img', { name: `${brand.name} 배너` })).toBeVisible();
    if (brand.category) await expect(page.getByText(brand.category.name, { exact: true }).first()).toBeVisible();
    const followers = brand.followers >= 1000 ? `${(brand.followers / 1000).toFixed(1)}k` : String(brand.followers);
    await expect(page.getByTestId('brand-followers')).toHaveText(followers);
    await expect(page.getByTestId('brand-product-count')).toHaveText(brand.productCount.toLocaleString('ko-KR'));
    for (const key of ['all', 'best', 'new', 'sale']) {
      await expect(page.getByTestId(`brand-stat-${key}`)).toContainText(brand.stats[key].toLocaleString('ko-KR'));
    }
    await expect(page.getByTestId('brand-view-all')).toHaveAttribute('href', `/categories?brand=${brand.id}`);
    const cards = page.getByRole('tabpanel').getByTestId('product-card');
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeLessThanOrEqual(12);

    await page.getByRole('tab', { name: /신상품/ }).click();
    await expect(page).toHaveURL(/tab=new/);
    if (brand.stats.new > 0) await expect(page.getByRole('tabpanel').getByTestId('product-card').first()).toContainText('NEW');
    else await expect(page.getByText('등록된 상품이 없습니다')).toBeVisible();
    await page.getByTestId('brand-stat-best').click();
    await expect(page).toHaveURL(/tab=best/);
  });

  test('a signed-out shopper who follows is asked to sign in', async ({ page }) => {
    const list = await api(page, '/api/brands?limit=1');
    await page.goto(`/brands/${list.items[0].slug}`);
    await page.getByTestId('follow-button').click();
    await expect(page.getByText('로그인이 필요합니다')).toBeVisible();
    await page.getByTestId('follow-login-prompt').getByRole('link', { name: '로그인하기' }).click();
    await expect(page).toHaveURL(/\/login\?next=%2Fbrands%2F/);
  });

  test("an unknown brand shows '브랜드를 찾을 수 없습니다' with a link to /brands", async ({ page }) => {
    await page.goto('/brands/no-such-brand');
    const box = page.getByTestId('brand-not-found');
    await expect(box.getByRole('heading', { name: '브랜드를 찾을 수 없습니다' })).toBeVisible();
    await box.getByRole('link', { name: '브랜드 목록으로' }).click();
    await expect(page).toHaveURL(/\/brands$/);
  });

  test('error state with retry', async ({ page }) => {
    const list = await api(page, '/api/brands?limit=1');
    const slug = list.items[0].slug;
    const pattern = new RegExp(`/api/brands/${slug}$`);
    await failApi(page, pattern);
    await gotoInApp(page, `/brands/${slug}`);
    await expect(page.getByText('브랜드 정보를 불러오지 못했습니다')).toBeVisible();
    await page.unroute(pattern);
    await page.getByRole('button', { name: '다시 시도' }).click();
    await expect(page.getByTestId('brand-name')).toHaveText(list.items[0].name);
  });
});
