import { expect } from '@playwright/test';
import { test } from '../../fixtures/test';
import { DEMO_PASSWORD, STAFF, loginAs } from '../../fixtures/auth';

test('a visitor is sent to the sign-in page', async ({ page }) => {
  await page.goto('/admin/catalog/brands');
  await expect(page).toHaveURL(/\/admin\/login/);
  await expect(page.getByLabel('이메일')).toBeVisible();
});

test('wrong credentials show the spec message and do not sign in', async ({ page }) => {
  await page.goto('/admin/login');
  await page.getByLabel('이메일').fill(STAFF.SUPER_ADMIN);
  await page.locator('input[name="password"]').fill('wrong-password');
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page.getByText('이메일 또는 비밀번호가 올바르지 않습니다.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login/);
});

test('the sign-in page offers six demo accounts and the shared demo password', async ({ page }) => {
  await page.goto('/admin/login');
  await expect(page.locator('[data-testid^="demo-login-"]')).toHaveCount(6);
  await expect(page.getByTestId('demo-password')).toHaveText(DEMO_PASSWORD);
  await page.getByTestId('demo-login-OPS_MANAGER').click();
  await expect(page).toHaveURL(/\/admin\/?$/);
  await expect(page.getByTestId('admin-user-role')).toHaveText('운영 매니저');
});

test('signing in by form lands on the dashboard with name and role, and logout ends the session', async ({ page }) => {
  await page.goto('/admin/login');
  await page.getByLabel('이메일').fill(STAFF.FINANCE);
  await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page.getByTestId('admin-user-role')).toHaveText('재무 담당자');
  await expect(page.getByTestId('admin-user-name')).not.toBeEmpty();
  // A signed-in visitor on the sign-in page goes to /admin.
  await page.goto('/admin/login');
  await expect(page).toHaveURL(/\/admin\/?$/);
  // The session survives a reload: it is kept by the server.
  await page.reload();
  await expect(page.getByTestId('admin-user-role')).toHaveText('재무 담당자');
  await page.getByRole('button', { name: '로그아웃' }).click();
  await expect(page).toHaveURL(/\/admin\/login/);
  expect((await page.request.get('/api/admin/auth/me')).status()).toBe(401);
});

test('an unknown admin path shows page not found inside the frame', async ({ page }) => {
  await loginAs(page, 'SUPER_ADMIN', '/admin/does-not-exist');
  await expect(page.getByText('페이지를 찾을 수 없습니다')).toBeVisible();
  await expect(page.getByTestId('admin-sidebar')).toBeVisible();
});

test('the header shows the notifications count from the server', async ({ page }) => {
  await loginAs(page, 'SUPER_ADMIN');
  const api = await (await page.request.get('/api/admin/notifications')).json();
  expect(api.count).toBeGreaterThan(0);
  // The badge caps at 99+ so it stays a circle; the name says what the badge shows (WCAG 2.5.3).
  const shown = api.count > 99 ? '99+' : String(api.count);
  await expect(page.getByTestId('admin-notifications')).toHaveAttribute('aria-label', `알림 ${shown} 건`);
  await expect(page.getByTestId('admin-notifications-count')).toHaveText(shown);
});

test('in demo mode every admin page carries the 데모 모드 ribbon', async ({ page }) => {
  await loginAs(page, 'CS_AGENT');
  await page.goto('/admin');
  const ribbon = page.getByRole('note', { name: '데모 모드' });
  await expect(ribbon).toBeVisible();
  await expect(ribbon).toContainText('공개된 데모 계정으로 누구나 로그인할 수 있습니다');
});
