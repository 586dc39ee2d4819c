import { loginAs } from '../../fixtures/auth';
import { e2eDatabase } from '../../fixtures/shopping';
import { expect as storefrontExpect } from '../../fixtures/storefront';
import { test } from '../../fixtures/test';
import { expectToast } from '../../fixtures/toast';

// The import job is picked up by the job runner within seconds on a loaded two-core machine.
const expect = storefrontExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

const HEADER = '이름,이메일,전화번호,등급,상태,생년월일,성별,주소';
const csv = (lines: string[]) => Buffer.from(`\uFEFF${[HEADER, ...lines].join('\r\n')}\r\n`, 'utf8');

test('customers import: a file with one bad row writes nothing and names the row; the corrected file imports with the progress bar reaching 100%', async ({
  page,
}) => {
  const run = `${Date.now() % 1_000_000}`;
  const one = `e2e.import.${run}.one@example.com`;
  const two = `e2e.import.${run}.two@example.com`;
  const count = async (email: string) => {
    const res = await page.request.get(`/api/admin/customers?q=${encodeURIComponent(email)}&limit=5`);
    expect(res.status()).toBe(200);
    return (await res.json()).total as number;
  };
  try {
    await page.setViewportSize({ width: 1280, height: 900 });
    await loginAs(page, 'SUPER_ADMIN', '/admin/tools');
    await page.getByRole('tab', { name: '데이터' }).click();
    const section = page.locator('section[aria-labelledby="data-import-heading"]');
    await expect(section.getByRole('heading', { name: '데이터 가져오기' })).toBeVisible();
    await section.getByLabel('데이터 종류').selectOption('customers');
    const file = section.getByLabel('파일 (5MB 이하)');

    // 1. One bad row (row 3: the e-mail): refused whole, the row named, nothing written.
    await file.setInputFiles({
      name: 'bad.csv',
      mimeType: 'text/csv',
      buffer: csv([`가져오기 하나,${one},010-1234-5678,골드,활성,1990-01-31,여성,서울시 중구`, `가져오기 둘,not-an-email,,,,,,`]),
    });
    await section.getByRole('button', { name: '가져오기' }).click();
    await expect(section.getByRole('alert')).toContainText('오류가 있는 행이 있어 가져오지 않았습니다');
    const errors = section.getByRole('table', { name: '오류가 있는 행' });
    const errorRow = errors.getByRole('row').filter({ hasText: '이메일 형식이 올바르지 않습니다.' });
    await expect(errorRow).toHaveCount(1);
    await expect(errorRow.getByRole('cell').first()).toHaveText('3');
    await expect(errorRow).toContainText('이메일');
    await expect(section.getByRole('progressbar')).toHaveCount(0);
    expect(await count(one)).toBe(0);

    // 2. The corrected file: previewed without errors, imported, the bar to 100%.
    await file.setInputFiles({
      name: 'good.csv',
      mimeType: 'text/csv',
      buffer: csv([`가져오기 하나,${one},010-1234-5678,골드,활성,1990-01-31,여성,서울시 중구`, `가져오기 둘,${two},,,,,,`]),
    });
    await section.getByRole('button', { name: '미리보기' }).click();
    await expect(section.getByText('오류 없음')).toBeVisible();
    await section.getByRole('button', { name: '가져오기' }).click();
    const bar = section.getByRole('progressbar', { name: '가져오기 진행률' });
    await expect(bar).toBeVisible();
    await expect(bar).toHaveAttribute('aria-valuenow', '100', { timeout: 90_000 });
    await expectToast(page, '가져오기가 완료되었습니다.', '2건');
    expect(await count(one)).toBe(1);
    expect(await count(two)).toBe(1);
  } finally {
    const db = e2eDatabase();
    if (db) {
      await db.sql`delete from customers where email like ${`e2e.import.${run}.%`}`;
      await db.sql.end({ timeout: 1 });
    }
  }
});
