import { readFileSync } from 'node:fs';
import { loginAs } from '../../fixtures/auth';
import { expect as storefrontExpect } from '../../fixtures/storefront';
import { test, type Page } from '../../fixtures/test';
import { expectToast } from '../../fixtures/toast';

// A journey through an admin remote and the storefront on a loaded two-core machine: generous limits.
const expect = storefrontExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

async function findBrandRow(page: Page, text: string) {
  await page.getByTestId('filter-search').fill(text);
  const row = page.getByRole('table', { name: '브랜드 목록' }).getByRole('row').filter({ hasText: text });
  await expect(row.first()).toBeVisible();
  return row.first();
}

test('an operator registers a brand (Korean errors first), edits it, approves it, and suspending it takes it off the storefront until reactivation', async ({
  page,
}) => {
  const stamp = Date.now() % 1_000_000;
  const name = `이투이라벨${stamp}`;
  const slug = `e2e-label-${stamp}`;
  await page.setViewportSize({ width: 1280, height: 900 });
  await loginAs(page, 'OPS_MANAGER', '/admin/catalog/brands');
  await expect(page.getByRole('heading', { level: 1, name: '브랜드 관리' })).toBeVisible();
  await expect(page.getByTestId('tile-products')).toContainText('개');
  await expect(page.getByTestId('tile-followers')).toContainText('명');

  // 1. Register: a bad website and e-mail are refused in Korean, on their fields, before sending.
  await page.getByRole('button', { name: '브랜드 등록' }).click();
  const form = page.getByRole('dialog', { name: '브랜드 등록' });
  const field = (label: string) => form.getByRole('textbox', { name: new RegExp(`^${label}`) });
  await field('브랜드명').fill(name);
  await field('영문 브랜드명').fill(`E2E Label ${stamp}`);
  await field('슬러그').fill(slug);
  await form.getByRole('combobox', { name: '카테고리' }).selectOption({ index: 1 });
  await field('웹사이트').fill('e2e-label');
  await field('담당자 이메일').fill('nobody');
  await form.getByRole('button', { name: '등록' }).click();
  await expect(form.getByText('웹사이트는 http:// 또는 https://로 시작하는 주소로 입력해주세요.')).toBeVisible();
  await expect(form.getByText('담당자 이메일을 올바른 형식으로 입력해주세요.')).toBeVisible();
  await field('웹사이트').fill('https://e2e-label.example.kr');
  await field('담당자 이메일').fill('partner@e2e-label.example.kr');
  await form.getByRole('button', { name: '등록' }).click();
  await expectToast(page, '브랜드 등록 완료', '승인하면 스토어에 노출됩니다');
  await expect(form).toBeHidden();

  // The new brand's detail opens: pending, figures as dashes.
  const detail = page.getByRole('dialog', { name: new RegExp(name) });
  await expect(detail.getByTestId('detail-status')).toHaveText('승인 대기');
  await expect(detail.getByText(slug).first()).toBeVisible();
  await page.screenshot({ path: '/tmp/brands-detail.png' });

  // 2. Edit: the description (3 rows) and the website.
  await detail.getByRole('button', { name: '정보 수정' }).click();
  const edit = page.getByRole('dialog', { name: '브랜드 정보 수정' });
  await edit.getByRole('textbox', { name: /^브랜드 소개/ }).fill('이투이 테스트 브랜드 소개');
  await edit.getByRole('textbox', { name: /^웹사이트/ }).fill('https://label.example.kr');
  await edit.getByRole('button', { name: '저장' }).click();
  await expectToast(page, '브랜드 정보 수정 완료', '브랜드 정보가 저장되었습니다.');
  await expect(edit).toBeHidden();
  await expect(detail.getByText('이투이 테스트 브랜드 소개')).toBeVisible();

  // Not on the storefront while pending.
  const storefront = await page.context().newPage();
  await storefront.goto(`/brands/${slug}`);
  await expect(storefront.getByTestId('brand-not-found')).toBeVisible();

  // 3. Approve: on the storefront.
  await detail.getByRole('button', { name: '승인' }).click();
  await expectToast(page, '브랜드 상태 변경 완료', '브랜드 상태가 성공적으로 변경되었습니다.');
  await expect(detail.getByTestId('detail-status')).toHaveText('운영중');
  await storefront.reload();
  await expect(storefront.getByRole('heading', { level: 1, name })).toBeVisible();
  const listed = async () =>
    ((await (await storefront.request.get(`/api/brands?q=${encodeURIComponent(name)}`)).json()).items as { slug: string }[]).map(
      (b) => b.slug,
    );
  expect(await listed()).toEqual([slug]);

  // 4. Suspend (asked once more): gone from the brand page and the brand directory at once.
  await detail.getByRole('button', { name: '정지' }).click();
  const confirm = page.getByRole('alertdialog', { name: '브랜드를 정지할까요?' });
  await confirm.getByRole('button', { name: '정지' }).click();
  await expectToast(page, '브랜드 상태 변경 완료', '브랜드 상태가 성공적으로 변경되었습니다.');
  await expect(detail.getByTestId('detail-status')).toHaveText('정지');
  await expect(detail.getByRole('button', { name: '정지' })).toHaveCount(0);
  await storefront.reload();
  await expect(storefront.getByTestId('brand-not-found')).toBeVisible();
  expect(await listed()).toEqual([]);

  // 5. Reactivate: back.
  await detail.getByRole('button', { name: '재활성화' }).click();
  await expectToast(page, '브랜드 상태 변경 완료', '브랜드 상태가 성공적으로 변경되었습니다.');
  await expect(detail.getByTestId('detail-status')).toHaveText('운영중');
  await storefront.reload();
  await expect(storefront.getByRole('heading', { level: 1, name })).toBeVisible();
  await storefront.close();
  await detail.getByRole('button', { name: '닫기' }).first().click();

  // 6. The list shows it; the download holds the filtered view.
  const row = await findBrandRow(page, name);
  await expect(row).toContainText('운영중');
  await expect(page).toHaveURL(/q=/);
  await page.screenshot({ path: '/tmp/brands-list.png' });
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: '브랜드 목록 CSV 내보내기' }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toMatch(/^브랜드목록-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await file.path())!, 'utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  expect(csv).toContain('브랜드명,영문명,슬러그');
  expect(csv).toContain(slug);
  expect(csv.trim().split(/\r?\n/)).toHaveLength(2);
  const xlsx = page.waitForEvent('download');
  await page.getByRole('button', { name: '브랜드 목록 엑셀 내보내기' }).click();
  expect((await xlsx).suggestedFilename()).toMatch(/\.xlsx$/);
});

test('a role without the brands permission is refused in the browser and by the API', async ({ page }) => {
  await loginAs(page, 'SELLER_ADMIN', '/admin/catalog/brands');
  await expect(page.getByText('접근 권한이 없습니다')).toBeVisible();
  const res = await page.request.post('/api/admin/brands', { data: { name: '금지된 브랜드' } });
  expect(res.status()).toBe(403);
  expect((await res.json()).error.message).toBe('이 작업을 수행할 권한이 없습니다.');
});
