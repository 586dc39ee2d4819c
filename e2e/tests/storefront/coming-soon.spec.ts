import { test } from '../../fixtures/test';
import { expect } from '../../fixtures/storefront';

test('/coming-soon shows its banner', async ({ page }) => {
  await page.goto('/coming-soon');
  const banner = page.getByTestId('coming-soon-banner');
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('heading', { level: 1 })).toContainText('캡슐 컬렉션');
  await expect(banner.locator('img[alt="출시 예정 컬렉션 배너"]')).toBeVisible();
});

test('the banner image falls back to a placeholder', async ({ page }) => {
  await page.route(/hero-poster\.[a-z0-9]+\.jpg/, (route) => route.fulfill({ status: 404, body: '' }));
  await page.goto('/coming-soon');
  await expect(page.locator('div[role="img"][aria-label="출시 예정 컬렉션 배너"]')).toBeVisible();
});
