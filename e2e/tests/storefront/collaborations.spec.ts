import { test } from '../../fixtures/test';
import { expect } from '../../fixtures/storefront';

test('/collaborations shows three collaboration banners that lead to their collections', async ({ page }) => {
  await page.goto('/collaborations');
  await expect(page.getByRole('heading', { name: '콜라보레이션', level: 1 })).toBeVisible();
  const banners = page.getByTestId('collab-banner');
  await expect(banners).toHaveCount(3);
  await banners
    .first()
    .getByRole('link', { name: /컬렉션 보기/ })
    .click();
  await expect(page).toHaveURL(/\/search\?q=/);
  await expect(page.getByTestId('product-card').first()).toBeVisible();
});
