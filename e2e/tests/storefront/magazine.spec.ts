import { test } from '../../fixtures/test';
import { expect } from '../../fixtures/storefront';

test('/magazine shows three teaser cards with Korean dates', async ({ page }) => {
  await page.goto('/magazine');
  await expect(page.getByRole('heading', { name: '매거진', level: 1 })).toBeVisible();
  const cards = page.getByTestId('magazine-card');
  await expect(cards).toHaveCount(3);
  await expect(cards.first()).toContainText(/2026년 \d+월 \d+일/);
  await cards.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/search\?q=/);
});

test('the bottom bar reaches the magazine', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('bottom-nav').getByRole('link', { name: '매거진' }).click();
  await expect(page).toHaveURL(/\/magazine$/);
  await expect(page.getByTestId('magazine-card')).toHaveCount(3);
});
