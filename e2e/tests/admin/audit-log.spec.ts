import { readFile } from 'node:fs/promises';
import { loginAs } from '../../fixtures/auth';
import { expect as storefrontExpect } from '../../fixtures/storefront';
import { test } from '../../fixtures/test';

// A journey through an admin remote on a loaded two-core machine: generous limits.
const expect = storefrontExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

test('a super admin filters the audit log, opens an entry with its before and after, and exports it with a reason', async ({ page }) => {
  // An admin write of this run to find: a role made through the API (as the roles screen does).
  await loginAs(page, 'SUPER_ADMIN', '/admin/dashboard');
  const roleName = `E2E 감사 역할 ${Date.now() % 10_000_000}`;
  const created = await page.request.post('/api/admin/roles', { data: { name: roleName, permissions: ['dashboard.read'] } });
  expect(created.status()).toBe(201);

  await page.goto('/admin/audit');
  await expect(page.getByRole('heading', { level: 1, name: /감사 로그/ })).toBeVisible();
  await expect(page.getByTestId('tile-totalLogs')).toContainText('건');
  await expect(page.getByRole('region', { name: '상위 사용자' })).toBeVisible();

  // Filter: period 1 day, action settings.roles.create, and the role's name as the search.
  await page.getByTestId('filter-period').selectOption('1d');
  await expect(page).toHaveURL(/period=1d/);
  await page.getByTestId('filter-action').selectOption('settings.roles.create');
  await expect(page).toHaveURL(/action=settings\.roles\.create/);
  await page.getByTestId('filter-search').fill(roleName);
  await expect(page).toHaveURL(/q=E2E/);
  const table = page.getByRole('table', { name: '감사 로그 목록' });
  const row = table.getByRole('row').filter({ hasText: roleName });
  await expect(row).toHaveCount(1);

  // Detail: who, what, and the record after (nothing before a create).
  await row.getByRole('button', { name: '상세' }).click();
  const detail = page.getByTestId('audit-detail');
  await expect(detail).toBeVisible();
  await expect(detail).toContainText('super@stylehub.kr');
  await expect(detail.getByTestId('audit-before')).toHaveText('없음');
  await expect(detail.getByTestId('audit-after')).toContainText(roleName);
  await detail.getByRole('button', { name: '닫기' }).first().click();
  await expect(detail).toBeHidden();

  // Export: the reason is asked (the rows hold e-mails), then the file comes with the filtered rows.
  await page.getByRole('button', { name: '감사 로그 CSV 내보내기' }).click();
  const ask = page.getByRole('alertdialog', { name: /감사 로그 내보내기/ });
  await ask.getByRole('button', { name: '내려받기' }).click();
  await expect(ask.getByText('개인정보가 포함된 파일입니다. 내려받는 사유를 입력해주세요.')).toBeVisible();
  await ask.getByLabel('내려받는 사유').fill('E2E 분기 보안 점검');
  const downloading = page.waitForEvent('download');
  await ask.getByRole('button', { name: '내려받기' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^감사로그-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await readFile((await download.path())!, 'utf8');
  expect(text).toContain(roleName);
  expect(text.split('\r\n').filter((l) => l.includes('settings.roles.create')).length).toBe(1);

  // The download itself is in the log (with the reason).
  await page.goto('/admin/audit?period=1d&action=audit.logs.export');
  await expect(table.getByRole('row').filter({ hasText: 'audit.logs.export' }).first()).toBeVisible();

  // Clean up the role (nobody holds it).
  const id = ((await created.json()) as { item: { id: string } }).item.id;
  expect((await page.request.delete(`/api/admin/roles/${id}`)).status()).toBe(200);
});
