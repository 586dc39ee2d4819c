import { loginAs } from '../../fixtures/auth';
import { e2eDatabase } from '../../fixtures/shopping';
import { expect as storefrontExpect } from '../../fixtures/storefront';
import { test } from '../../fixtures/test';
import { expectToast } from '../../fixtures/toast';

// A backup and a restore on a loaded two-core machine: generous limits.
const expect = storefrontExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

/**
 * 백업 → 변경 → 복원 on the settings backup: the row it changes is a tax rule this spec adds (no
 * other spec reads tax rules, and a settings restore leaves every unchanged settings row as it
 * is), so specs running beside it are not disturbed.
 */
test('a super admin takes a settings backup, a settings row changes, and restoring the backup undoes the change', async ({ page }) => {
  const db = e2eDatabase();
  test.skip(!db && !process.env.CI, 'needs the PostgreSQL e2e database');
  const { sql } = db!;
  const rule = `e2e 백업 복원 ${Date.now() % 1_000_000}`;
  try {
    await page.setViewportSize({ width: 1280, height: 900 });
    await loginAs(page, 'SUPER_ADMIN', '/admin/tools');
    await page.getByRole('tab', { name: '백업' }).click();
    const section = page.locator('section[aria-labelledby="backups-heading"]');
    await expect(section.getByRole('heading', { name: '백업', exact: true })).toBeVisible();

    // 1. The backup: 설정, 백업 만들기 → started (a job takes it); the row is 진행 중, then 완료
    // without a reload (the list re-reads itself while a backup runs).
    await section.getByLabel('백업 종류').selectOption('settings');
    await section.getByRole('button', { name: '백업 만들기' }).click();
    await expectToast(page, '백업을 시작했습니다. 끝나면 목록에 완료로 표시됩니다.', 'backup-settings-');
    const table = section.getByRole('table', { name: '백업 목록' });
    const row = table.getByRole('row').filter({ hasText: 'backup-settings-' }).first();
    await expect(row).toContainText('설정');
    await expect(row).toContainText('완료', { timeout: 120_000 });
    const name = (await row.locator('td').first().innerText()).trim();

    // The file downloads: a gzip of our format.
    const href = await row.getByRole('link', { name: `${name} 내려받기` }).getAttribute('href');
    const file = await page.request.get(href!);
    expect(file.status()).toBe(200);
    const bytes = await file.body();
    expect([bytes[0], bytes[1]]).toEqual([0x1f, 0x8b]);

    // 2. A settings row changes after the backup.
    await sql`insert into tax_rules (name, type, rate, description) values (${rule}, 'general', 5, 'e2e')`;
    expect((await sql`select 1 from tax_rules where name = ${rule}`).length).toBe(1);

    // 3. 복원, asked first (the tables of the backup listed, all checked) → the notice; the change is undone.
    await row.getByRole('button', { name: `${name} 복원` }).click();
    const dialog = page.getByRole('alertdialog', { name: `'${name}'(으)로 복원할까요?` });
    await expect(dialog.getByRole('group', { name: '복원할 테이블' }).getByRole('checkbox', { name: /tax_rules/ })).toBeChecked();
    await dialog.getByRole('button', { name: '복원' }).click();
    await expectToast(page, '복원이 완료되었습니다.', '테이블');
    await expect(dialog).toBeHidden();
    expect((await sql`select 1 from tax_rules where name = ${rule}`).length).toBe(0);

    // The restore is in the audit log, and the operator is still signed in.
    const [entry] = await sql`select action from audit_logs where action = 'tools.backups.restore' order by occurred_at desc limit 1`;
    expect(entry.action).toBe('tools.backups.restore');
    expect((await page.request.get('/api/admin/tools/backups')).status()).toBe(200);
  } finally {
    await sql`delete from tax_rules where name = ${rule}`;
    await sql.end({ timeout: 1 });
  }
});
