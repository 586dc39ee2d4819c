import { loginAs } from '../../fixtures/auth';
import { expect as storefrontExpect } from '../../fixtures/storefront';
import { test } from '../../fixtures/test';
import { expectToast } from '../../fixtures/toast';

const expect = storefrontExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

/** The quarter `back` quarters before this one (Korea), as 'YYYY-Qn'. */
function quarterBack(back: number): string {
  const now = new Date(Date.now() + 9 * 3600_000);
  const index = now.getUTCFullYear() * 4 + Math.floor(now.getUTCMonth() / 3) - back;
  return `${Math.floor(index / 4)}-Q${(index % 4) + 1}`;
}

test('a finance operator generates the tax report of a quarter from real sales and files it', async ({ page }) => {
  await loginAs(page, 'FINANCE', '/admin/settings/taxes');
  await expect(page.getByRole('heading', { level: 1, name: '세금 설정' })).toBeVisible();
  // A recent quarter no earlier run has filed (the seed files monthly reports only).
  const existing = (await (await page.request.get('/api/admin/settings/tax')).json()).reports as { period: string; status: string }[];
  const period = [1, 2, 3, 4, 5, 6, 7, 8].map(quarterBack).find((p) => !existing.some((r) => r.period === p && r.status === 'filed'))!;

  await page.getByRole('button', { name: '신고서 생성' }).click();
  const dialog = page.getByRole('dialog', { name: '신고서 생성' });
  await dialog.getByLabel('기간').fill('2026-13');
  await dialog.getByRole('button', { name: '생성' }).click();
  await expect(dialog.getByText('기간은 월간 2026-10, 분기 2026-Q3, 연간 2026 형식으로 입력해주세요.')).toBeVisible();
  await dialog.getByLabel('유형').selectOption('quarterly');
  await dialog.getByLabel('기간').fill(period);
  await dialog.getByRole('button', { name: '생성' }).click();
  await expectToast(page, `${period} 기간의 세금계산서가 생성되었습니다.`, `${period} 기간의 세금계산서가 생성되었습니다.`);
  await expect(dialog).toBeHidden();

  // The row shows what the API computed from the month's orders; it is not filed yet.
  const report = ((await (await page.request.get('/api/admin/settings/tax')).json()).reports as any[]).find(
    (r) => r.period === period && r.type === 'quarterly',
  );
  expect(report.totalSales).toBeGreaterThan(0);
  expect(report.totalSales).toBe(report.taxableAmount + report.exemptAmount);
  const row = page.getByRole('table', { name: '세금 신고서 목록' }).getByRole('row').filter({ hasText: period });
  await expect(row).toContainText(`${report.totalSales.toLocaleString('ko-KR')}원`);
  await expect(row).toContainText(`${report.vatAmount.toLocaleString('ko-KR')}원`);
  await expect(row).toContainText(report.status === 'overdue' ? '기한초과' : '임시저장');

  // Filing marks it filed with today's date; the button goes away.
  await row.getByRole('button', { name: `${period} 신고` }).click();
  const confirm = page.getByRole('alertdialog');
  await confirm.getByRole('button', { name: '신고' }).click();
  await expectToast(page, `${period} 기간의 신고가 완료되었습니다.`, `${period} 기간의 신고가 완료되었습니다.`);
  await expect(row).toContainText('신고완료');
  const today = new Date(Date.now() + 9 * 3600_000).toISOString().slice(0, 10);
  await expect(row).toContainText(today);
  await expect(row.getByRole('button', { name: `${period} 신고` })).toHaveCount(0);
});
