import { expect } from '@playwright/test';
import { test } from '../../fixtures/test';
import { loginAs } from '../../fixtures/auth';

/** Issue 19: a keyboard user's first Tab offers a way past the header and menus to the page itself. */
test.describe('skip link', () => {
  test('the storefront: the first Tab stop is 본문 바로가기, and it moves focus to the main content', async ({ page }) => {
    await page.goto('/categories');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: '본문 바로가기' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });

  test('the admin: the first Tab stop is 본문 바로가기, and it moves focus to the screen past the sidebar', async ({ page }) => {
    await loginAs(page, 'SUPER_ADMIN', '/admin/dashboard');
    await expect(page.getByTestId('admin-sidebar')).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: '본문 바로가기' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });
});
