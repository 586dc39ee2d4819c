import { test } from '../../fixtures/test';
import { signUpShopper } from '../../fixtures/shopping';
import { api, expect } from '../../fixtures/storefront';

const count = (n: number) => (n >= 1000 ? `${(n / 1000).toFixed(1)}k` : String(n));

test.describe('follow a brand', () => {
  test('a signed-in shopper follows and unfollows: the count moves and survives a reload', async ({ page }) => {
    await signUpShopper(page, '팔로워');
    // A brand under 1,000 followers, so that a change of one shows in the count.
    const list = await api(page, '/api/brands?sort=name&limit=50');
    const small = list.items.find((b: any) => b.followers < 999) ?? list.items[0];
    const brand = await api(page, `/api/brands/${small.slug}`);
    expect(brand.following).toBe(false);
    await page.goto(`/brands/${brand.slug}`);
    const button = page.getByTestId('follow-button');
    const followers = page.getByTestId('brand-followers');
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await expect(followers).toHaveAttribute('title', `${brand.followers.toLocaleString('ko-KR')}명`);

    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(button).toHaveText('팔로잉');
    await expect(followers).toHaveAttribute('title', `${(brand.followers + 1).toLocaleString('ko-KR')}명`);
    await expect(followers).toHaveText(count(brand.followers + 1));
    await page.reload();
    await expect(page.getByTestId('follow-button')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('brand-followers')).toHaveAttribute('title', `${(brand.followers + 1).toLocaleString('ko-KR')}명`);
    expect((await api(page, `/api/brands/${brand.slug}`)).following).toBe(true);

    await page.getByTestId('follow-button').click();
    await expect(page.getByTestId('follow-button')).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByTestId('brand-followers')).toHaveAttribute('title', `${brand.followers.toLocaleString('ko-KR')}명`);
    await page.reload();
    await expect(page.getByTestId('follow-button')).toHaveText('팔로우');
    expect((await api(page, `/api/brands/${brand.slug}`)).followers).toBe(brand.followers);
  });
});
