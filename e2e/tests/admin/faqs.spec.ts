import { readFileSync } from 'node:fs';
import { test } from '../../fixtures/test';
import { loginAs } from '../../fixtures/auth';
import { expectToast } from '../../fixtures/toast';
import { expect as storefrontExpect } from '../../fixtures/storefront';

const expect = storefrontExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

test('an FAQ added in /admin/content/faqs is published to customer service, where a shopper opens it and votes; unpublished it is gone', async ({
  page,
}) => {
  const question = `e2e 질문 ${Date.now()}?`;
  await page.setViewportSize({ width: 1280, height: 900 });
  await loginAs(page, 'OPS_MANAGER', '/admin/content/faqs');
  await expect(page.getByRole('heading', { level: 1, name: 'FAQ' })).toBeVisible();
  await expect(page.getByTestId('faq-preview')).toBeVisible();

  // Add: priority must be at least 1.
  await page.getByRole('button', { name: 'FAQ 추가' }).click();
  const form = page.getByRole('dialog', { name: 'FAQ 추가' });
  await form.getByRole('textbox', { name: /^질문/ }).fill(question);
  await form.getByRole('combobox', { name: /^분류/ }).selectOption('payment');
  await form.getByRole('spinbutton', { name: /^우선순위/ }).fill('0');
  await form.getByRole('textbox', { name: /^태그/ }).fill('e2e, 테스트 태그');
  await form.getByRole('textbox', { name: /^답변/ }).fill('e2e 답변입니다.');
  await form.getByRole('button', { name: '등록' }).click();
  await expect(form.getByText('우선순위는 1 이상 9999 이하의 정수로 입력해주세요.')).toBeVisible();
  await form.getByRole('spinbutton', { name: /^우선순위/ }).fill('1');
  await form.getByRole('button', { name: '등록' }).click();
  await expectToast(page, 'FAQ 업데이트 완료', 'FAQ가 등록되었습니다.');
  // The new row's detail opens; closed to search the list.
  await expect(page.getByRole('dialog', { name: new RegExp(question.replace(/[?()]/g, '\\$&')) })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByRole('searchbox', { name: '질문, 답변, 태그 검색' }).fill('테스트 태그');
  const row = page.getByRole('row', { name: `${question} 상세 보기` });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('faq-status')).toHaveText('임시저장');
  await row.click();
  const detail = page.getByRole('dialog', { name: new RegExp(question.replace('?', '\\?')) });
  await expect(detail).toContainText('#테스트 태그');
  await detail.getByRole('button', { name: '공개', exact: true }).click();
  await expectToast(page, 'FAQ 업데이트 완료', 'FAQ가 공개되었습니다.');
  await detail.getByRole('button', { name: '수정' }).click();
  const edit = page.getByRole('dialog', { name: 'FAQ 수정' });
  await edit.getByRole('textbox', { name: /^답변/ }).fill('e2e 답변을 고쳤습니다.');
  await edit.getByRole('button', { name: '저장' }).click();
  await expectToast(page, 'FAQ 업데이트 완료', 'FAQ가 수정되었습니다.');
  await expect(page.getByTestId('faq-preview')).toContainText(question);
  await page.screenshot({ path: '/tmp/content-faqs.png' });

  // The storefront: the shopper finds it, opens it (a view) and votes once.
  const shopper = await page.context().browser()!.newPage();
  await shopper.goto('/customer-service');
  await shopper.getByTestId('faq-search').fill(question);
  await expect(shopper.getByTestId('faq-count')).toHaveText('총 1건');
  const item = shopper.getByTestId('faq-item');
  await item.getByRole('button', { name: new RegExp(question.replace('?', '\\?')) }).click();
  await expect(item).toContainText('e2e 답변을 고쳤습니다.');
  await item.getByTestId('faq-helpful').click();
  await expect(item.getByTestId('faq-feedback-message')).toHaveText('평가해주셔서 감사합니다.');
  await shopper.close();

  await page.reload();
  await expect(row.getByTestId('faq-status')).toHaveText('공개');
  await expect(row).toContainText('100.0%');
  await row.click();
  await expect(detail).toContainText('조회수');
  await detail.getByRole('button', { name: '비공개' }).click();
  await expectToast(page, 'FAQ 업데이트 완료', 'FAQ가 비공개로 전환되었습니다.');
  const gone = await (await page.request.get(`/api/faqs?q=${encodeURIComponent(question)}`)).json();
  expect(gone.total).toBe(0);

  // Export, then delete.
  await page.keyboard.press('Escape');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'FAQ 목록 CSV 내보내기' }).click();
  const csv = readFileSync((await (await downloading).path())!, 'utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  expect(csv).toContain(question);
  expect(csv.trim().split(/\r?\n/)).toHaveLength(2);
  await row.click();
  await detail.getByRole('button', { name: '삭제' }).click();
  await page.getByRole('alertdialog', { name: 'FAQ를 삭제할까요?' }).getByRole('button', { name: '삭제' }).click();
  await expectToast(page, 'FAQ 업데이트 완료', 'FAQ가 삭제되었습니다.');
  await expect(row).toHaveCount(0);
});

test('SELLER_ADMIN may not open FAQs (page and API refused)', async ({ page }) => {
  await loginAs(page, 'SELLER_ADMIN', '/admin/content/faqs');
  await expect(page.getByText('접근 권한이 없습니다')).toBeVisible();
  expect((await page.request.get('/api/admin/faqs')).status()).toBe(403);
});
