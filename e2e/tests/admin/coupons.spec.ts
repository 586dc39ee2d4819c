import { loginAs } from '../../fixtures/auth';
import { expect as storefrontExpect } from '../../fixtures/storefront';
import { test, type Page } from '../../fixtures/test';
import { expectToast } from '../../fixtures/toast';

// A journey through an admin remote on a loaded two-core machine: generous limits.
const expect = storefrontExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

const PAGE = '/admin/marketing/coupons';

/** A Korea-time day `days` from today, as the date input takes it. */
const dayFrom = (days: number) => new Date(Date.now() + 9 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);

async function findRow(page: Page, code: string) {
  await page.getByTestId('filter-search').fill(code);
  // The search reaches the URL (and the server) after a pause: wait for it, not for a row the unfiltered list may already show.
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(code)}`));
  const row = page.getByRole('table', { name: '쿠폰 목록' }).getByRole('row').filter({ hasText: code });
  await expect(row.first()).toBeVisible();
  return row.first();
}

test('an operator creates a coupon (Korean errors first), edits it, deactivates and activates it, exports the list and deletes it while unused', async ({
  page,
}) => {
  await loginAs(page, 'OPS_MANAGER', PAGE);
  await expect(page.getByRole('heading', { level: 1, name: /쿠폰 관리/ })).toBeVisible();
  await expect(page.getByTestId('tile-active')).toContainText('개');
  await expect(page.getByTestId('tile-usage')).toContainText('%');

  // 1. Create: an out-of-range percentage and an end before the start are refused in Korean.
  const code = `E2E${Date.now() % 10_000_000}`;
  await page.getByRole('button', { name: '쿠폰 생성' }).click();
  const form = page.getByRole('dialog', { name: '쿠폰 생성' });
  const field = (label: string) => form.getByLabel(new RegExp(`^${label}`));
  await field('쿠폰 코드').fill(code.toLowerCase());
  await field('쿠폰명').fill('E2E 겨울 할인');
  await field('할인율').fill('150');
  await field('발행 수량').fill('50');
  await field('시작일').fill(dayFrom(0));
  await field('종료일').fill(dayFrom(-3));
  await form.getByRole('button', { name: '생성' }).click();
  await expect(form.getByText('할인율은 1~100% 사이의 정수로 입력해주세요.')).toBeVisible();
  await expect(form.getByText('종료일은 시작일 이후여야 합니다.')).toBeVisible();
  await field('할인율').fill('12');
  await field('최대 할인 금액').fill('8000');
  await field('최소 주문 금액').fill('20000');
  await field('종료일').fill(dayFrom(20));
  await form.getByRole('button', { name: '생성' }).click();
  await expectToast(page, '쿠폰 생성 완료', '쿠폰이 생성되었습니다.');
  await expect(form).toBeHidden();

  // The new coupon's detail opens; the code was upper-cased.
  const detail = page.getByRole('dialog', { name: new RegExp(code) });
  await expect(detail).toBeVisible();
  await expect(detail.getByTestId('detail-status')).toHaveText('활성');
  await expect(detail.getByText('12% (최대 8,000원)').first()).toBeVisible();

  // 2. Edit: the name and the quantity.
  await detail.getByRole('button', { name: '수정' }).click();
  const edit = page.getByRole('dialog', { name: '쿠폰 수정' });
  await edit.getByLabel(/^쿠폰명/).fill('E2E 겨울 특별 할인');
  await edit.getByLabel(/^발행 수량/).fill('80');
  await edit.getByRole('button', { name: '저장' }).click();
  await expectToast(page, '쿠폰 수정 완료', '쿠폰 정보가 저장되었습니다.');
  await expect(edit).toBeHidden();

  // 3. Deactivate (asked once more), then activate.
  await detail.getByRole('button', { name: '비활성화' }).click();
  const confirm = page.getByRole('alertdialog', { name: '쿠폰을 비활성화할까요?' });
  await confirm.getByRole('button', { name: '비활성화' }).click();
  await expectToast(page, '쿠폰 상태 변경 완료', '쿠폰이 비활성화되었습니다.');
  await expect(detail.getByTestId('detail-status')).toHaveText('비활성');
  await detail.getByRole('button', { name: '활성화' }).click();
  await expectToast(page, '쿠폰 상태 변경 완료', '쿠폰이 활성화되었습니다.');
  await expect(detail.getByTestId('detail-status')).toHaveText('활성');
  await detail.getByRole('button', { name: '닫기' }).first().click();

  const row = await findRow(page, code);
  await expect(row).toContainText('E2E 겨울 특별 할인');
  await expect(row).toContainText('0 / 80');
  await expect(row.getByTestId('coupon-status')).toHaveText('활성');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByTestId('filter-search').fill('');
  await expect(page.getByRole('table', { name: '쿠폰 목록' }).getByRole('row').nth(3)).toBeVisible();
  await page.screenshot({ path: '/tmp/coupons-admin.png' });

  // 4. Export the filtered view: the one coupon searched for, Korean intact.
  await findRow(page, code);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: '쿠폰 목록 CSV 내보내기' }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toMatch(/^쿠폰목록-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await import('node:fs')).readFileSync((await file.path())!, 'utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  expect(csv).toContain('쿠폰 코드,쿠폰명');
  expect(csv).toContain(code);
  expect(csv.trim().split(/\r?\n/)).toHaveLength(2);

  // 5. Delete it: never used, so the button is there; asked once more; gone from the list.
  await row.getByRole('button', { name: '상세' }).click();
  await detail.getByRole('button', { name: '삭제' }).click();
  const sure = page.getByRole('alertdialog', { name: '쿠폰을 삭제할까요?' });
  await sure.getByRole('button', { name: '삭제' }).click();
  await expectToast(page, '쿠폰 삭제 완료', '쿠폰이 삭제되었습니다.');
  await expect(page.getByRole('table', { name: '쿠폰 목록' }).getByRole('row').filter({ hasText: code })).toHaveCount(0);

  // A used coupon offers no delete.
  const used = await findRow(page, 'STYLE10');
  await used.getByRole('button', { name: '상세' }).click();
  const usedDetail = page.getByRole('dialog', { name: /STYLE10/ });
  await expect(usedDetail.getByText('사용 내역이 있어 삭제할 수 없습니다.')).toBeVisible();
  await expect(usedDetail.getByRole('button', { name: '삭제' })).toHaveCount(0);
});

test('CS_AGENT has no coupon management: no menu entry and the API answers 403', async ({ page }) => {
  await loginAs(page, 'CS_AGENT', '/admin');
  await expect(page.getByRole('link', { name: '쿠폰 관리' })).toHaveCount(0);
  expect((await page.request.get('/api/admin/coupons')).status()).toBe(403);
  const create = await page.request.post('/api/admin/coupons', {
    data: { code: 'NOPE1234', name: 'x', type: 'fixed', value: 1000, totalQuantity: 1, startDate: dayFrom(0), endDate: dayFrom(1) },
  });
  expect(create.status()).toBe(403);
});
