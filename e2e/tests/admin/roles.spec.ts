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

test('roles and accounts are searched, filtered, sorted and paged on the server, the list kept in the URL', async ({ page }) => {
  const stamp = Date.now() % 10_000_000;
  const prefix = `E2E 페이지 ${stamp}`;
  await loginAs(page, 'SUPER_ADMIN', PAGE);
  await expect(page.getByRole('heading', { level: 1, name: /권한 관리/ })).toBeVisible();

  // 22 roles: more than a page of 20.
  const roleIds: string[] = [];
  for (let i = 1; i <= 22; i += 1) {
    const res = await page.request.post('/api/admin/roles', { data: { name: `${prefix} ${String(i).padStart(2, '0')}` } });
    expect(res.status()).toBe(201);
    roleIds.push(((await res.json()) as { item: { id: string } }).item.id);
  }
  // Two accounts holding the first of them, one disabled.
  const emails = [`e2e-page-a-${stamp}@stylehub.kr`, `e2e-page-b-${stamp}@stylehub.kr`];
  for (const [i, email] of emails.entries()) {
    const res = await page.request.post('/api/admin/staff', {
      data: { email, name: `E2E 페이지 직원 ${stamp} ${i + 1}`, password: PASSWORD, roleId: roleIds[0], enabled: i === 0 },
    });
    expect(res.status()).toBe(201);
  }

  try {
    // Roles: the search finds the 22, sorted by name, 20 on the first page and 2 on the second.
    await page.getByRole('tab', { name: '역할' }).click();
    await expect(page).toHaveURL(/tab=roles/);
    const roles = page.getByRole('table', { name: '역할 목록' });
    await page.getByTestId('filter-search').fill(prefix);
    await page.getByTestId('filter-search').press('Enter');
    await roles.getByRole('button', { name: /역할/ }).first().click();
    await expect(page).toHaveURL(/sort=name/);
    await expect(roles.getByRole('row').filter({ hasText: prefix })).toHaveCount(20);
    await expect(roles.getByRole('row').filter({ hasText: prefix }).first()).toContainText(`${prefix} 01`);
    await page.getByRole('button', { name: '2 페이지' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(roles.getByRole('row').filter({ hasText: prefix })).toHaveCount(2);
    await expect(roles.getByRole('row').filter({ hasText: prefix }).last()).toContainText(`${prefix} 22`);
    // A reload keeps the tab, the search, the sort and the page.
    await page.reload();
    await expect(page.getByRole('table', { name: '역할 목록' }).getByRole('row').filter({ hasText: prefix })).toHaveCount(2);
    await expect(page.getByTestId('filter-search')).toHaveValue(prefix);
    await page.getByTestId('filter-search').fill(`${prefix} 없음`);
    await page.getByTestId('filter-search').press('Enter');
    await expect(page.getByText('조건에 맞는 역할이 없습니다')).toBeVisible();

    // Accounts: by role, then by status, then by e-mail.
    await page.getByRole('tab', { name: '관리자 계정' }).click();
    const staff = page.getByRole('table', { name: '관리자 목록' });
    await page.getByTestId('filter-roleId').selectOption({ label: `${prefix} 01` });
    await expect(staff.getByRole('row').filter({ hasText: `E2E 페이지 직원 ${stamp}` })).toHaveCount(2);
    await page.getByTestId('filter-status').selectOption('disabled');
    await expect(page).toHaveURL(/status=disabled/);
    await expect(staff.getByRole('row').filter({ hasText: `E2E 페이지 직원 ${stamp}` })).toHaveCount(1);
    await expect(staff.getByRole('row').filter({ hasText: emails[1]! })).toContainText('비활성');
    await page.getByTestId('filter-status').selectOption('');
    await page.getByTestId('filter-search').fill(emails[0]!);
    await page.getByTestId('filter-search').press('Enter');
    await expect(staff.getByRole('row').filter({ hasText: `E2E 페이지 직원 ${stamp}` })).toHaveCount(1);
    await expect(staff.getByRole('row').filter({ hasText: emails[0]! })).toBeVisible();
  } finally {
    // Leave nothing usable behind: the enabled account off, the roles nobody holds deleted.
    const list = await page.request.get(`/api/admin/staff?q=${encodeURIComponent(emails[0]!)}`);
    const [account] = ((await list.json()) as { items: { id: string }[] }).items;
    if (account) await page.request.patch(`/api/admin/staff/${account.id}`, { data: { enabled: false } });
    for (const id of roleIds.slice(1)) await page.request.delete(`/api/admin/roles/${id}`);
  }
});
