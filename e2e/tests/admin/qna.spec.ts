import { test } from '../../fixtures/test';
import { loginAs } from '../../fixtures/auth';
import { expectToast } from '../../fixtures/toast';
import { signUpShopper } from '../../fixtures/shopping';
import { api, expect as storefrontExpect } from '../../fixtures/storefront';

// A journey through the storefront and an admin remote on a loaded two-core machine: generous limits.
const expect = storefrontExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

test('a product question and a 1:1 inquiry land in /admin/content/qna; the answers show on the product page and in the inquiry list', async ({
  page,
}) => {
  await signUpShopper(page, '문의고객');
  const product = (await api(page, '/api/products?limit=1')).items[0];
  const stamp = Date.now();
  const questionTitle = `e2e 사이즈 문의 ${stamp}`;
  const inquiryTitle = `e2e 배송 문의 ${stamp}`;

  // The product question.
  await page.goto(`/products/${product.id}`);
  await page.getByRole('tab', { name: 'Q&A' }).click();
  await page.getByTestId('write-qna').click();
  const form = page.getByRole('dialog', { name: '상품 문의' });
  await form.getByLabel('제목').fill(questionTitle);
  await form.getByLabel('문의 내용').fill('평소 M 입는데 어떤 사이즈가 맞을까요?');
  await form.getByTestId('qna-submit').click();
  await expect(page.getByText('상품 문의가 등록되었습니다.')).toBeVisible();

  // The 1:1 inquiry.
  await page.goto('/customer-service?tab=qna');
  const inquiry = page.getByTestId('inquiry-form');
  await page.getByTestId('inquiry-category').selectOption('shipping');
  await inquiry.getByLabel('제목').fill(inquiryTitle);
  await inquiry.getByLabel('문의 내용').fill('주문한 상품이 언제 도착하나요?');
  await page.getByTestId('inquiry-submit').click();
  await expect(page.getByTestId('inquiry-sent')).toContainText('문의가 접수되었습니다');

  // The operator sees both, newest first, and answers the product question.
  await loginAs(page, 'CS_AGENT', '/admin/content/qna');
  await expect(page.getByRole('heading', { level: 1, name: 'Q&A 관리' })).toBeVisible();
  await expect(page.getByTestId('card-pending')).toBeVisible();
  const rows = page.getByRole('table', { name: 'Q&A 목록' }).getByRole('row', { name: /문의 상세 보기$/ });
  await expect(rows.nth(0)).toContainText(inquiryTitle);
  await expect(rows.nth(1)).toContainText(questionTitle);
  const questionRow = rows.filter({ hasText: questionTitle });
  await expect(questionRow).toContainText('상품');
  await expect(questionRow).toContainText('문**객');
  await expect(questionRow.getByTestId('qna-status')).toHaveText('답변 대기');
  await questionRow.click();
  let detail = page.getByRole('dialog', { name: questionTitle });
  await expect(detail.getByTestId('qna-question')).toHaveText('평소 M 입는데 어떤 사이즈가 맞을까요?');
  await expect(detail).toContainText(product.name);
  await expect(detail.getByRole('button', { name: '완료 처리' })).toHaveCount(0);
  await detail.getByRole('button', { name: '답변 작성' }).click();
  const reply = page.getByTestId('reply-dialog');
  await expect(reply).toContainText('평소 M 입는데 어떤 사이즈가 맞을까요?');
  await reply.getByTestId('reply-text').fill('어깨가 넓으시면 L 사이즈를 추천드립니다.');
  await reply.getByTestId('reply-save').click();
  await expectToast(page, 'Q&A 처리 완료', '답변이 등록되었습니다.');
  await expect(questionRow.getByTestId('qna-status')).toHaveText('답변 완료');

  // The inquiry: answered, reopened, then completed (close needs a reply on a waiting question).
  await page.getByRole('combobox', { name: '구분', exact: true }).selectOption('inquiry');
  await page.getByRole('searchbox', { name: '제목, 질문, 고객명 검색' }).fill(inquiryTitle);
  const inquiryRow = rows.filter({ hasText: inquiryTitle });
  await expect(rows).toHaveCount(1);
  await expect(inquiryRow).toContainText('배송 문의');
  await inquiryRow.click();
  detail = page.getByRole('dialog', { name: inquiryTitle });
  await detail.getByRole('button', { name: '답변 작성' }).click();
  await reply.getByTestId('reply-text').fill('내일 도착 예정입니다. 감사합니다.');
  await reply.getByTestId('reply-save').click();
  await expect(inquiryRow.getByTestId('qna-status')).toHaveText('답변 완료');
  await inquiryRow.click();
  await expect(detail.getByTestId('qna-replier')).toContainText('박민재');
  await detail.getByRole('button', { name: '다시 열기' }).click();
  await expectToast(page, 'Q&A 처리 완료', '문의가 처리되었습니다.');
  await expect(inquiryRow.getByTestId('qna-status')).toHaveText('답변 대기');
  await inquiryRow.click();
  await detail.getByRole('button', { name: '완료 처리' }).click();
  await expectToast(page, 'Q&A 처리 완료', '문의가 완료 처리되었습니다.');
  await expect(inquiryRow.getByTestId('qna-status')).toHaveText('처리 완료');

  // The shopper sees both answers.
  await page.goto(`/products/${product.id}`);
  await page.getByRole('tab', { name: 'Q&A' }).click();
  const question = page.getByTestId('question').filter({ hasText: questionTitle });
  await question.getByRole('button').first().click();
  await expect(question.getByTestId('question-answer')).toContainText('어깨가 넓으시면 L 사이즈를 추천드립니다.');
  await page.goto('/customer-service?tab=qna');
  const mine = page.getByTestId('inquiry-item').filter({ hasText: inquiryTitle });
  await expect(mine.getByTestId('inquiry-status')).toHaveText('답변 완료');
  await mine.getByRole('button').first().click();
  await expect(mine.getByTestId('inquiry-answer')).toContainText('내일 도착 예정입니다. 감사합니다.');
});

test("a seller answers only its own brand's product questions", async ({ page }) => {
  await loginAs(page, 'SELLER_ADMIN', '/admin/content/qna');
  await expect(page.getByRole('heading', { level: 1, name: 'Q&A 관리' })).toBeVisible();
  const me = (await api(page, '/api/admin/auth/me')).staff;
  const list = await api(page, '/api/admin/qna?limit=100');
  expect(list.items.every((q: any) => q.kind === 'product' && q.brandName === me.brandAccess?.name)).toBe(true);
  if (list.total > 0) await expect(page.getByRole('row', { name: /문의 상세 보기$/ }).first()).toContainText(list.items[0].title);
  else await expect(page.getByText('조건에 맞는 문의가 없습니다')).toBeVisible();
});

test('an operator deletes a question from its detail (asked once more): it leaves the admin list and the product page', async ({
  page,
}) => {
  await signUpShopper(page, '삭제문의고객');
  const product = (await api(page, '/api/products?limit=1&sort=price_high')).items[0];
  const title = `e2e 삭제될 문의 ${Date.now()}`;
  const created = await page.request.post(`/api/products/${product.id}/questions`, {
    data: { title, content: '삭제될 문의입니다.', isPrivate: false },
  });
  expect(created.status()).toBe(201);
  const questions = await api(page, `/api/products/${product.id}/questions?limit=50`);
  expect(questions.items.map((q: { title: string }) => q.title)).toContain(title);

  await loginAs(page, 'CS_AGENT', `/admin/content/qna?q=${encodeURIComponent(title)}`);
  const row = page.getByRole('table').getByRole('row').filter({ hasText: title }).first();
  await row.click();
  const detail = page.getByRole('dialog', { name: title });
  await detail.getByTestId('qna-action-delete').click();
  const confirm = page.getByRole('alertdialog', { name: '문의를 삭제할까요?' });
  await confirm.getByRole('button', { name: '삭제' }).click();
  await expectToast(page, 'Q&A 처리 완료', '문의가 삭제되었습니다.');
  await expect(page.getByRole('table').getByRole('row').filter({ hasText: title })).toHaveCount(0);
  const after = await api(page, `/api/products/${product.id}/questions?limit=50`);
  expect(after.items.map((q: { title: string }) => q.title)).not.toContain(title);
});
