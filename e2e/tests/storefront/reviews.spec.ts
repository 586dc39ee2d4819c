import { test } from '../../fixtures/test';
import { signUpShopper } from '../../fixtures/shopping';
import { api, expect } from '../../fixtures/storefront';

async function firstProductId(page: import('@playwright/test').Page): Promise<string> {
  const list = await api(page, '/api/products?limit=1');
  return list.items[0].id;
}

test.describe('reviews and Q&A on the product page', () => {
  test('a signed-out shopper is asked to sign in instead of writing; public questions show their answers', async ({ page }) => {
    const id = await firstProductId(page);
    const questions = await api(page, `/api/products/${id}/questions`);
    await page.goto(`/products/${id}`);
    await page.getByRole('tab', { name: /리뷰/ }).click();
    await expect(page.getByTestId('review-sign-in')).toContainText('리뷰는 로그인 후 작성할 수 있습니다.');
    await expect(page.getByTestId('write-review')).toHaveCount(0);
    await page.getByRole('tab', { name: 'Q&A' }).click();
    await expect(page.getByTestId('qna-sign-in')).toBeVisible();
    await expect(page.getByTestId('question-total')).toHaveText(String(questions.total));
    if (questions.total === 0) {
      await expect(page.getByText('등록된 상품 문의가 없습니다')).toBeVisible();
    } else {
      const q = questions.items[0];
      const item = page.getByTestId('question').first();
      await expect(item).toContainText(q.title);
      await item.getByRole('button').first().click();
      if (q.answer) await expect(item.getByTestId('question-answer')).toContainText(q.answer);
    }
    await page.getByTestId('qna-sign-in').getByRole('link', { name: '로그인' }).click();
    await expect(page).toHaveURL(new RegExp(`/login\\?next=%2Fproducts%2F${id}$`));
  });

  test('a signed-in shopper writes a review: checked, stored pending approval, counted on the account', async ({ page }) => {
    await signUpShopper(page, '리뷰어');
    const id = await firstProductId(page);
    await page.goto(`/products/${id}`);
    await page.getByRole('tab', { name: /리뷰/ }).click();
    await page.getByTestId('write-review').click();
    const dialog = page.getByRole('dialog', { name: '리뷰 작성' });
    await dialog.getByTestId('review-submit').click();
    await expect(dialog.getByText('별점은 1점에서 5점 사이로 선택해주세요.')).toBeVisible();
    await expect(dialog.getByText('리뷰 제목을 입력해주세요.')).toBeVisible();
    await expect(dialog.getByText('리뷰 내용을 입력해주세요.')).toBeVisible();
    // Keyboard: focus the first star and move right.
    await dialog.getByRole('radio', { name: '1점' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByRole('radio', { name: '4점' })).toHaveAttribute('aria-checked', 'true');
    await dialog.getByLabel('제목').fill('핏이 예뻐요');
    await dialog.getByLabel('내용').fill('사이즈가 정사이즈이고 소재가 부드럽습니다.');
    await dialog.getByTestId('review-submit').click();
    await expect(page.getByText('관리자 승인 후 상품 페이지에 게시됩니다.')).toBeVisible();
    await expect(dialog).toBeHidden();
    const summary = await api(page, '/api/me/summary');
    expect(summary.reviews).toBe(1);
    // Pending: not on the product page yet.
    const approved = await api(page, `/api/reviews?productId=${id}&limit=100`);
    expect(approved.items.some((r: any) => r.title === '핏이 예뻐요')).toBe(false);

    // A second review of the same product is refused with the server's message.
    await page.getByTestId('write-review').click();
    await dialog.getByRole('radio', { name: '5점' }).click();
    await dialog.getByLabel('제목').fill('한 번 더');
    await dialog.getByLabel('내용').fill('두 번째 리뷰');
    await dialog.getByTestId('review-submit').click();
    await expect(dialog.getByTestId('review-form-error')).toHaveText('이미 리뷰를 작성한 상품입니다.');
  });

  test('a signed-in shopper asks a question; it is stored and listed as theirs, awaiting an answer', async ({ page }) => {
    await signUpShopper(page, '문의자');
    const id = await firstProductId(page);
    await page.goto(`/products/${id}`);
    await page.getByRole('tab', { name: 'Q&A' }).click();
    await page.getByTestId('write-qna').click();
    const dialog = page.getByRole('dialog', { name: '상품 문의' });
    await dialog.getByTestId('qna-submit').click();
    await expect(dialog.getByText('문의 내용을 입력해주세요.')).toBeVisible();
    await dialog.getByLabel('제목').fill('재입고 문의');
    await dialog.getByLabel('문의 내용').fill('블랙 M 사이즈 재입고 예정이 있나요?');
    await dialog.getByTestId('qna-submit').click();
    await expect(page.getByText('상품 문의가 등록되었습니다.')).toBeVisible();
    const item = page.getByTestId('question').filter({ hasText: '재입고 문의' });
    await expect(item).toContainText('답변 대기');
    await expect(item).toContainText('내 문의');
    const stored = await api(page, `/api/products/${id}/questions`);
    expect(stored.items.find((q: any) => q.title === '재입고 문의')).toMatchObject({ isMine: true, status: 'pending', answer: null });
  });
});
