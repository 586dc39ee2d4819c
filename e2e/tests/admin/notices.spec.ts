import { readFileSync } from 'node:fs';
import { test } from '../../fixtures/test';
import { loginAs } from '../../fixtures/auth';
import { expectToast } from '../../fixtures/toast';
import { api, expect as storefrontExpect } from '../../fixtures/storefront';

// An admin remote and the storefront on a loaded two-core machine: generous limits.
const expect = storefrontExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

test('a notice written in /admin/content/notices is pinned first in customer service; edited, unpinned, unpublished (gone), exported and deleted', async ({
  page,
}) => {
  const title = `e2e 공지 ${Date.now()}`;
  await page.setViewportSize({ width: 1280, height: 900 });
  await loginAs(page, 'CONTENT_EDITOR', '/admin/content/notices');
  await expect(page.getByRole('heading', { level: 1, name: '공지사항' })).toBeVisible();
  await expect(page.getByTestId('card-published')).toContainText('건');

  // Write: the schema's Korean message first, then a pinned, published notice.
  await page.getByRole('button', { name: '공지 작성' }).click();
  const form = page.getByRole('dialog', { name: '공지사항 작성' });
  await form.getByRole('button', { name: '등록' }).click();
  await expect(form.getByText('제목을 입력해주세요.')).toBeVisible();
  await form.getByRole('textbox', { name: /^제목/ }).fill(title);
  await form.getByRole('combobox', { name: /^유형/ }).selectOption('service');
  await form.getByRole('combobox', { name: /^중요도/ }).selectOption('high');
  await form.getByRole('textbox', { name: /^내용/ }).fill('e2e 공지 본문입니다.\n둘째 줄입니다.');
  await form.getByText('상단 고정').click();
  await form.getByRole('button', { name: '등록' }).click();
  await expectToast(page, '공지사항 업데이트 완료', '공지사항이 등록되었습니다.');
  // The new row's detail opens; closed to search the list.
  await expect(page.getByRole('dialog', { name: new RegExp(title.replace(/[?()]/g, '\\$&')) })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByRole('searchbox', { name: '제목, 내용 검색' }).fill(title);
  await expect(page).toHaveURL(/q=/);
  const row = page.getByRole('row', { name: `${title} 상세 보기` });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('img', { name: '고정됨' })).toBeVisible();
  await expect(row.getByTestId('notice-status')).toHaveText('게시중');
  await expect(row).toContainText('중요');
  await page.screenshot({ path: '/tmp/content-notices.png' });

  // The storefront: pinned first, and reading it counts a view.
  const storefront = await page.context().newPage();
  await storefront.goto('/customer-service?tab=notices');
  await expect(storefront.getByTestId('notice-item').first()).toContainText(title);
  await storefront.getByTestId('notice-item').first().click();
  await expect(storefront.getByTestId('notice-detail').getByRole('heading', { name: title })).toBeVisible();
  // At least this reading (another spec on the shared server may read the first notice too).
  await expect(storefront.getByTestId('notice-detail')).toContainText(/조회 [1-9]/);

  // Edit, unpin, pin, unpublish in the detail.
  await page.reload();
  await row.click();
  const detail = page.getByRole('dialog', { name: new RegExp(title) });
  await expect(detail.getByTestId('notice-content')).toContainText('둘째 줄입니다.');
  await expect(detail).toContainText('조회수');
  expect((await api(page, `/api/admin/notices?q=${encodeURIComponent(title)}`)).items[0].views).toBeGreaterThan(0);
  await detail.getByRole('button', { name: '수정' }).click();
  const edit = page.getByRole('dialog', { name: '공지사항 수정' });
  await edit.getByRole('textbox', { name: /^제목/ }).fill(`${title} (수정)`);
  await edit.getByRole('button', { name: '저장' }).click();
  await expectToast(page, '공지사항 업데이트 완료', '공지사항이 수정되었습니다.');
  // Back in the detail, which shows the notice as saved.
  const edited = page.getByRole('row', { name: `${title} (수정) 상세 보기` });
  const editedDetail = page.getByRole('dialog', { name: new RegExp(`${title} \\(수정\\)`) });
  await expect(editedDetail).toBeVisible();
  await editedDetail.getByRole('button', { name: '고정 해제' }).click();
  await expectToast(page, '공지사항 업데이트 완료', '공지사항 고정이 해제되었습니다.');
  await editedDetail.getByRole('button', { name: '고정', exact: true }).click();
  await expectToast(page, '공지사항 업데이트 완료', '공지사항이 고정되었습니다.');
  await editedDetail.getByRole('button', { name: '게시 중지' }).click();
  await expectToast(page, '공지사항 업데이트 완료', '공지사항이 게시 중지되었습니다.');
  await expect(editedDetail.getByTestId('detail-status')).toHaveText('임시저장');

  // Unpublished: gone from customer service.
  const listed = await api(storefront, '/api/notices?limit=50');
  expect(listed.items.map((n: { title: string }) => n.title)).not.toContain(`${title} (수정)`);
  await storefront.goto('/customer-service?tab=notices');
  await expect(storefront.getByTestId('notice-item').first()).toBeVisible();
  await expect(storefront.getByTestId('notice-item').filter({ hasText: title })).toHaveCount(0);
  await storefront.close();

  // Export: the filtered view, Korean intact.
  await page.keyboard.press('Escape');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: '공지사항 목록 CSV 내보내기' }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toMatch(/^공지사항목록-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await file.path())!, 'utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  expect(csv).toContain('고정,제목,내용');
  expect(csv).toContain(`${title} (수정)`);

  // Delete, after the confirm.
  await edited.click();
  await page
    .getByRole('dialog', { name: new RegExp(`${title} \\(수정\\)`) })
    .getByRole('button', { name: '삭제' })
    .click();
  const confirm = page.getByRole('alertdialog', { name: '공지사항을 삭제할까요?' });
  await confirm.getByRole('button', { name: '삭제' }).click();
  await expectToast(page, '공지사항 업데이트 완료', '공지사항이 삭제되었습니다.');
  await expect(edited).toHaveCount(0);
});

test('CS_AGENT may not open notices (page and API refused)', async ({ page }) => {
  await loginAs(page, 'CS_AGENT', '/admin/content/notices');
  await expect(page.getByText('접근 권한이 없습니다')).toBeVisible();
  const res = await page.request.post('/api/admin/notices', {
    data: { title: '무단', content: '무단', type: 'notice', priority: 'normal', targetAudience: 'all', isActive: true, isPinned: false },
  });
  expect(res.status()).toBe(403);
  expect((await page.request.get('/api/admin/notices')).status()).toBe(403);
});
