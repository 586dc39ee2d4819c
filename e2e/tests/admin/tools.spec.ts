import { DEMO_PASSWORD, loginAs, STAFF } from '../../fixtures/auth';
import { e2eDatabase } from '../../fixtures/shopping';
import { expect as storefrontExpect } from '../../fixtures/storefront';
import { test } from '../../fixtures/test';
import { expectToast } from '../../fixtures/toast';

// The job runner polls its queue every few seconds on a loaded two-core machine: generous limits.
const expect = storefrontExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });

test('a super admin runs 자동 구매확정 now from 시스템 도구 and sees the manual run complete', async ({ page }) => {
  await loginAs(page, 'SUPER_ADMIN');
  await page.getByRole('link', { name: '시스템 도구' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '시스템 도구' })).toBeVisible();
  await page.getByRole('tab', { name: '유지보수' }).click();
  const table = page.getByRole('table', { name: '유지보수 작업 목록' });
  const row = table.getByRole('row').filter({ hasText: '자동 구매확정' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('매일 01:00');
  await expect(row.getByText('수동', { exact: true })).toHaveCount(0);

  await row.getByRole('button', { name: '자동 구매확정 지금 실행' }).click();
  const dialog = page.getByRole('alertdialog', { name: "'자동 구매확정' 작업을 지금 실행할까요?" });
  await dialog.getByRole('button', { name: '지금 실행' }).click();
  await expectToast(page, '유지보수 작업을 실행했습니다', '자동 구매확정');
  await expect(dialog).toBeHidden();

  // The run is queued; the worker picks it up within seconds. The page re-reads every 30 s; a
  // reload shows the result sooner.
  await expect(async () => {
    await page.reload();
    await page.getByRole('tab', { name: '유지보수' }).click();
    await expect(row.getByText('수동', { exact: true })).toBeVisible({ timeout: 3_000 });
    await expect(row.getByText('완료', { exact: true })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 60_000, intervals: [1_000, 2_000, 3_000] });
});

test('staff whose role may see the tools but not run jobs get no 지금 실행 button', async ({ page }) => {
  // No seeded role has tools.read without tools.jobs.update, and roles are edited on a screen of
  // issue 16: the role and its holder are arranged in the database (same password as the demo staff).
  const db = e2eDatabase();
  test.skip(!db && !process.env.CI, 'needs the PostgreSQL e2e database');
  expect(db, 'CI runs the e2e server on PostgreSQL').not.toBeNull();
  const email = `tools-viewer-${Date.now()}@stylehub.kr`;
  const code = `e2e_tools_viewer_${Date.now()}`;
  try {
    await db!.sql`insert into roles (code, name, description, grants)
      values (${code}, '도구 조회', 'e2e: 시스템 도구 조회만', ${['tools.read']})`;
    await db!.sql`insert into staff_accounts (email, password_hash, name)
      select ${email}, password_hash, '도구 조회자' from staff_accounts where email = ${STAFF.SUPER_ADMIN}`;
    await db!.sql`insert into staff_roles (staff_id, role_id)
      select s.id, r.id from staff_accounts s, roles r where s.email = ${email} and r.code = ${code}`;
  } finally {
    await db!.sql.end();
  }
  const res = await page.request.post('/api/admin/auth/login', { data: { email, password: DEMO_PASSWORD } });
  expect(res.status()).toBe(200);
  await page.goto('/admin/tools');
  await page.getByRole('tab', { name: '유지보수' }).click();
  const table = page.getByRole('table', { name: '유지보수 작업 목록' });
  await expect(table.getByRole('row').filter({ hasText: '자동 구매확정' })).toHaveCount(1);
  await expect(page.getByRole('button', { name: /지금 실행/ })).toHaveCount(0);
});

test('시스템 현황 shows the real database, disk, memory and services', async ({ page }) => {
  await loginAs(page, 'SUPER_ADMIN');
  await page.goto('/admin/tools');
  await expect(page.getByRole('tab', { name: '시스템 현황' })).toHaveAttribute('aria-selected', 'true');
  for (const label of ['데이터베이스 연결', '디스크 사용량', '메모리 사용량']) {
    const bar = page.getByRole('progressbar', { name: label });
    await expect(bar).toHaveAttribute('aria-valuemin', '0');
    await expect(bar).toHaveAttribute('aria-valuemax', '100');
    const now = Number(await bar.getAttribute('aria-valuenow'));
    expect(now).toBeGreaterThan(0);
    expect(now).toBeLessThanOrEqual(100);
  }
  // At least this server's own connection; the size is the e2e database's, in MB.
  const connections = await page.getByText(/^\d+ \/ \d+ 연결$/).textContent();
  const [open, max] = connections!.match(/\d+/g)!.map(Number);
  expect(open).toBeGreaterThanOrEqual(1);
  expect(max).toBeGreaterThanOrEqual(open!);
  const database = page.getByRole('region', { name: '데이터베이스' });
  await expect(database).toContainText(/크기\s*[\d.]+ (MB|GB)/);
  const db = e2eDatabase();
  if (db) {
    try {
      const [row] = await db.sql`select count(*)::int as n from pg_stat_activity where datname = current_database()`;
      // The page counted the same server's connections (they come and go: same order).
      expect(open).toBeLessThanOrEqual(Number(row.n) + 10);
    } finally {
      await db.sql.end();
    }
  }
  const services = page.getByRole('table', { name: '서비스 상태' });
  await expect(services.getByRole('row').filter({ hasText: 'API 서버' })).toContainText('실행 중');
  await expect(services.getByRole('row').filter({ hasText: '작업 실행기 (pg-boss)' })).toContainText('실행 중');
  await expect(page.getByRole('table', { name: '작업 대기열' }).getByRole('row').filter({ hasText: 'db.vacuum-analyze' })).toHaveCount(1);
});

test('VACUUM ANALYZE runs from 유지보수 and its last run and result update', async ({ page }) => {
  await loginAs(page, 'SUPER_ADMIN');
  await page.goto('/admin/tools');
  await page.getByRole('tab', { name: '유지보수' }).click();
  const label = '데이터베이스 최적화 (VACUUM ANALYZE)';
  const row = page.getByRole('table', { name: '유지보수 작업 목록' }).getByRole('row').filter({ hasText: label });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('매일 04:00');
  await expect(row.getByText(/^결과: 테이블/)).toHaveCount(0);
  await row.getByRole('button', { name: `${label} 지금 실행` }).click();
  await page
    .getByRole('alertdialog', { name: `'${label}' 작업을 지금 실행할까요?` })
    .getByRole('button', { name: '지금 실행' })
    .click();
  await expectToast(page, '유지보수 작업을 실행했습니다', label);
  // The page follows the run: the spec's notice when the worker is done, and the row updated.
  await expectToast(page, '유지보수가 완료되었습니다.', `${label}: 테이블`);
  await expect(row.getByText('수동', { exact: true })).toBeVisible();
  await expect(row.getByText('완료', { exact: true })).toBeVisible();
  await expect(row.getByText(/^결과: 테이블 \d+$/)).toBeVisible();
  await expect(row.getByText(/^소요 /)).toBeVisible();
});

test('만료 세션 정리 from 데이터 deletes the expired sessions and says how many it freed', async ({ page }) => {
  await loginAs(page, 'SUPER_ADMIN');
  const db = e2eDatabase();
  const ids = [1, 2, 3].map((i) => `e2e-expired-${Date.now()}-${i}`);
  if (db) {
    try {
      for (const id of ids)
        await db.sql`insert into sessions (id, kind, subject_id, expires_at, absolute_expires_at)
          select ${id}, 'staff', id, now() - interval '1 hour', now() + interval '1 day' from staff_accounts where email = ${STAFF.SUPER_ADMIN}`;
    } finally {
      await db.sql.end();
    }
  }
  await page.goto('/admin/tools');
  await page.getByRole('tab', { name: '데이터' }).click();
  const card = page.getByTestId('cleanup-sessions');
  await card.getByRole('button', { name: '만료 세션 정리 실행' }).click();
  await page.getByRole('alertdialog', { name: '만료 세션 정리를 실행할까요?' }).getByRole('button', { name: '정리' }).click();
  await expectToast(page, '시스템 정리가 완료되었습니다.', '건 삭제');
  const status = card.getByRole('status');
  await expect(status).toHaveText(/^방금 정리: [\d,]+건 삭제, [\d.]+ (B|KB|MB) 확보$/);
  const deleted = Number((await status.textContent())!.match(/([\d,]+)건/)![1]!.replace(/,/g, ''));
  if (db) {
    expect(deleted).toBeGreaterThanOrEqual(3);
    const check = e2eDatabase()!;
    try {
      expect(await check.sql`select id from sessions where id in ${check.sql(ids)}`).toHaveLength(0);
    } finally {
      await check.sql.end();
    }
  }
  // The admin's own, live session stays: still signed in.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: '시스템 도구' })).toBeVisible();
});
