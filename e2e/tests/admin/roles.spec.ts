import { loginAs } from '../../fixtures/auth';
import { expect as storefrontExpect } from '../../fixtures/storefront';
import { test } from '../../fixtures/test';
import { expectToast } from '../../fixtures/toast';

// A journey through an admin remote on a loaded two-core machine: generous limits.
const expect = storefrontExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 240_000 });

const PAGE = '/admin/settings/roles';
const PASSWORD = 'e2e-staff-password-1';

test('a super admin makes a role and an account holding it; taking a permission away hides the sidebar item and the API refuses at once', async ({
  page,
  browser,
}) => {
  const stamp = Date.now() % 10_000_000;
  const roleName = `E2E 고객 역할 ${stamp}`;
  const email = `e2e-roles-${stamp}@stylehub.kr`;

  await loginAs(page, 'SUPER_ADMIN', PAGE);
  await expect(page.getByRole('heading', { level: 1, name: /권한 관리/ })).toBeVisible();

  // 1. A fresh role (the seeded roles other specs use stay as they are): a name is required.
  await page.getByRole('tab', { name: '역할' }).click();
  await page.getByRole('button', { name: '역할 추가' }).click();
  const roleForm = page.getByRole('dialog', { name: '역할 추가' });
  await roleForm.getByRole('button', { name: '추가' }).click();
  await expect(roleForm.getByText('역할 이름을 입력해주세요.')).toBeVisible();
  await roleForm.getByLabel(/역할 이름/).fill(roleName);
  for (const permission of ['대시보드', '고객 관리', '리뷰 관리']) await roleForm.getByText(permission, { exact: true }).click();
  await roleForm.getByRole('button', { name: '추가' }).click();
  await expectToast(page, '역할 추가 완료', '새 역할이 추가되었습니다.');
  const roleRow = page.getByRole('table', { name: '역할 목록' }).getByRole('row').filter({ hasText: roleName });
  await expect(roleRow).toContainText('0명');
  await expect(roleRow).toContainText('고객 관리');

  // 2. An account holding it (a short password is refused in Korean first).
  await page.getByRole('tab', { name: '관리자 계정' }).click();
  await page.getByRole('button', { name: '관리자 추가' }).click();
  const staffForm = page.getByRole('dialog', { name: '관리자 추가' });
  await staffForm.getByLabel(/이메일/).fill(email);
  await staffForm.getByLabel(/^이름/).fill(`E2E 상담원 ${stamp}`);
  await staffForm.getByLabel(/비밀번호/).fill('short');
  await staffForm.getByLabel(/역할/).selectOption({ label: roleName });
  await staffForm.getByRole('button', { name: '추가' }).click();
  await expect(staffForm.getByText('관리자 비밀번호는 12자 이상이어야 합니다.')).toBeVisible();
  await staffForm.getByLabel(/비밀번호/).fill(PASSWORD);
  await staffForm.getByRole('button', { name: '추가' }).click();
  await expectToast(page, '관리자 추가 완료', '새 관리자 계정이 추가되었습니다.');
  await expect(page.getByRole('table', { name: '관리자 목록' }).getByRole('row').filter({ hasText: email })).toContainText(roleName);

  // 3. The new account signs in in a second browser context and sees 고객 관리.
  const other = await browser.newContext({ baseURL: new URL(page.url()).origin, locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
  try {
    const staffPage = await other.newPage();
    const login = await staffPage.request.post('/api/admin/auth/login', { data: { email, password: PASSWORD } });
    expect(login.status()).toBe(200);
    await staffPage.goto('/admin/dashboard');
    const sidebar = staffPage.getByTestId('admin-sidebar');
    await expect(sidebar.getByTestId('nav-customers')).toBeVisible();
    expect((await staffPage.request.get('/api/admin/customers')).status()).toBe(200);

    // 4. The super admin takes 고객 관리 away from the role.
    await page.getByRole('tab', { name: '역할' }).click();
    await page
      .getByRole('table', { name: '역할 목록' })
      .getByRole('button', { name: `${roleName} 수정` })
      .click();
    const edit = page.getByRole('dialog', { name: '역할 수정' });
    await edit.getByText('고객 관리', { exact: true }).click();
    await edit.getByRole('button', { name: '저장' }).click();
    await expectToast(page, '역할 수정 완료', '역할이 저장되었습니다. 다음 요청부터 바로 적용됩니다.');

    // 5. The API refuses at once, and the item is gone at the next navigation.
    expect((await staffPage.request.get('/api/admin/customers')).status()).toBe(403);
    await sidebar.getByTestId('nav-content-reviews').click();
    await expect(staffPage).toHaveURL(/\/admin\/content\/reviews/);
    await expect(sidebar.getByTestId('nav-customers')).toHaveCount(0);
    await expect(sidebar.getByTestId('nav-content-reviews')).toBeVisible();
  } finally {
    await other.close();
  }

  // 6. The account is disabled again so the run leaves nothing usable behind; the toast says so.
  await page.getByRole('tab', { name: '관리자 계정' }).click();
  await page.getByRole('button', { name: `E2E 상담원 ${stamp} 비활성화` }).click();
  await expectToast(page, '사용자 상태 변경 완료', '사용자가 비활성화되었습니다.');
});
