import { test } from '../../fixtures/test';
import { signUpShopper } from '../../fixtures/shopping';
import { api, expect, failApi } from '../../fixtures/storefront';

test.describe('/customer-service', () => {
  test('FAQ from the database: categories and search; tabs update the URL', async ({ page }) => {
    const cats = await api(page, '/api/faqs/categories');
    await page.goto('/customer-service');
    await expect(page.getByRole('tab', { name: '자주 묻는 질문' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('faq-count')).toHaveText(`총 ${cats.total}건`);

    const shipping = cats.items.find((c: any) => c.value === 'shipping');
    await page.getByTestId('faq-category').filter({ hasText: shipping.label }).first().click();
    await expect(page.getByTestId('faq-count')).toHaveText(`총 ${shipping.count}건`);
    await expect(page.getByTestId('faq-item')).toHaveCount(shipping.count);

    await page.getByTestId('faq-category').filter({ hasText: '전체' }).click();
    const found = await api(page, `/api/faqs?q=${encodeURIComponent('교환')}`);
    await page.getByTestId('faq-search').fill('교환');
    await expect(page.getByTestId('faq-count')).toHaveText(`총 ${found.total}건`);
    const first = page.getByTestId('faq-item').first();
    await first.getByRole('button').click();
    await expect(first).toContainText(found.items[0].answer);

    await page.getByTestId('faq-search').fill('존재하지않는질문키워드');
    await expect(page.getByText('검색 결과가 없습니다')).toBeVisible();

    for (const [name, tab] of [
      ['공지사항', 'notices'],
      ['1:1 문의', 'qna'],
      ['반품/교환', 'returns'],
    ] as const) {
      await page.getByRole('tab', { name }).click();
      await expect(page).toHaveURL(new RegExp(`tab=${tab}`));
    }
    await page.getByRole('tab', { name: '자주 묻는 질문' }).click();
    await expect(page).toHaveURL(/\/customer-service$/);
  });

  test('notices list and detail', async ({ page }) => {
    const notices = await api(page, '/api/notices?limit=10');
    await page.goto('/customer-service?tab=notices');
    const items = page.getByTestId('notice-item');
    await expect(items.first()).toContainText(notices.items[0].title);
    await items.first().click();
    await expect(page).toHaveURL(new RegExp(`notice=${notices.items[0].id}`));
    const detail = page.getByTestId('notice-detail');
    await expect(detail.getByRole('heading', { name: notices.items[0].title })).toBeVisible();
    await expect(detail).toContainText(notices.items[0].content.split('\n')[0]);
    await page.getByTestId('notice-back').click();
    await expect(page.getByTestId('notice-item').first()).toBeVisible();
  });

  test('the 1:1 inquiry asks a signed-out visitor to sign in', async ({ page }) => {
    await page.goto('/customer-service?tab=qna');
    const prompt = page.getByTestId('login-prompt');
    await expect(prompt.getByRole('heading', { name: '로그인이 필요합니다' })).toBeVisible();
    await prompt.getByRole('link', { name: '로그인' }).click();
    await expect(page).toHaveURL(/\/login\?next=%2Fcustomer-service%3Ftab%3Dqna$/);
  });

  test("the 1:1 inquiry: '모든 필수 항목을 입력해주세요', then '문의가 접수되었습니다', stored with its status", async ({ page }) => {
    await signUpShopper(page, '문의고객');
    await page.goto('/customer-service?tab=qna');
    const form = page.getByTestId('inquiry-form');
    await page.getByTestId('inquiry-submit').click();
    await expect(page.getByTestId('inquiry-error')).toHaveText('모든 필수 항목을 입력해주세요');
    await page.getByTestId('inquiry-category').selectOption('shipping');
    await form.getByLabel('제목').fill('배송 일정 문의');
    await page.getByTestId('inquiry-submit').click();
    await expect(page.getByTestId('inquiry-error')).toHaveText('모든 필수 항목을 입력해주세요');
    await form.getByLabel('문의 내용').fill('주문한 상품이 언제 도착하나요?');
    await page.getByTestId('inquiry-submit').click();
    await expect(page.getByTestId('inquiry-sent')).toContainText('문의가 접수되었습니다');
    // The form resets.
    await expect(form.getByLabel('제목')).toHaveValue('');
    await expect(page.getByTestId('inquiry-category')).toHaveValue('');
    const item = page.getByTestId('inquiry-item').first();
    await expect(item).toContainText('배송 일정 문의');
    await expect(item.getByTestId('inquiry-status')).toHaveText('답변 대기');
    const mine = await api(page, '/api/inquiries');
    expect(mine.items[0]).toMatchObject({ title: '배송 일정 문의', category: 'shipping', status: 'pending' });
    await page.reload();
    await expect(page.getByTestId('inquiry-item').first()).toContainText('배송 일정 문의');
  });

  test('returns tab: the policy, and the signed-in shopper’s requests', async ({ page }) => {
    await page.goto('/customer-service?tab=returns');
    await expect(page.getByTestId('return-policy')).toContainText('상품 수령 후 7일 이내');
    await expect(page.getByTestId('login-prompt')).toBeVisible();
    await signUpShopper(page);
    await page.reload();
    await expect(page.getByText('반품/교환 신청 내역이 없습니다')).toBeVisible();
  });

  test('error state with retry', async ({ page }) => {
    await failApi(page, /\/api\/faqs\?/);
    await page.goto('/customer-service');
    await expect(page.getByText('자주 묻는 질문을 불러오지 못했습니다')).toBeVisible();
    await page.unroute(/\/api\/faqs\?/);
    await page.getByRole('button', { name: '다시 시도' }).click();
    await expect(page.getByTestId('faq-item').first()).toBeVisible();
  });
});
