import { test } from '../../fixtures/test';
import { loginAs } from '../../fixtures/auth';
import { expectToast } from '../../fixtures/toast';
import { advanceOrder, findBuyable, placeOrderViaApi, signUpShopper } from '../../fixtures/shopping';
import { api, expect as storefrontExpect } from '../../fixtures/storefront';

// A journey through the storefront and an admin remote on a loaded two-core machine: generous limits.
const expect = storefrontExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

test('a review of a bought product is approved and answered in /admin/content/reviews, then shows on the product page', async ({
  page,
}) => {
  // The shopper bought the product and received it.
  await signUpShopper(page, '리뷰고객');
  const [p] = await findBuyable(page, { minStock: 3 });
  const order = await placeOrderViaApi(page, p!, 'card');
  await advanceOrder(order.id, 'delivered');
  const before = await api(page, `/api/products/${p!.id}`);
  const title = `e2e 리뷰 ${Date.now()}`;

  await page.goto(`/products/${p!.id}`);
  await page.getByRole('tab', { name: /리뷰/ }).click();
  await page.getByTestId('write-review').click();
  const form = page.getByRole('dialog', { name: '리뷰 작성' });
  await form.getByRole('radio', { name: '5점' }).click();
  await form.getByLabel('제목').fill(title);
  await form.getByLabel('내용').fill('색감이 사진과 같고 사이즈도 잘 맞아요.');
  await form.getByTestId('review-submit').click();
  await expect(page.getByText('관리자 승인 후 상품 페이지에 게시됩니다.')).toBeVisible();

  // The operator finds it among the pending reviews, approves it and replies.
  await loginAs(page, 'CS_AGENT', '/admin/content/reviews?status=pending');
  await expect(page.getByRole('heading', { level: 1, name: '리뷰 관리' })).toBeVisible();
  await expect(page.getByTestId('rating-distribution')).toBeVisible();
  await page.getByRole('searchbox', { name: '제목, 내용, 상품명, 고객명 검색' }).fill(title);
  const row = page.getByRole('row', { name: `${title} 리뷰 상세 보기` });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('구매 인증');
  await expect(row).toContainText('리**객');
  await expect(row.getByTestId('review-status')).toHaveText('승인 대기');
  await expect(row.getByRole('img', { name: '5점 만점에 5점' })).toBeVisible();
  await row.click();
  const detail = page.getByRole('dialog', { name: title });
  await expect(detail.getByTestId('review-content')).toHaveText('색감이 사진과 같고 사이즈도 잘 맞아요.');
  await expect(detail).toContainText(order.orderNumber);
  await detail.getByRole('button', { name: '승인', exact: true }).click();
  await expectToast(page, '리뷰 처리 완료', '리뷰가 승인되었습니다.');
  // The pending filter no longer lists it.
  await expect(row).toHaveCount(0);
  await page.getByRole('combobox', { name: '상태', exact: true }).selectOption('approved');
  await expect(row.getByTestId('review-status')).toHaveText('게시됨');

  await row.click();
  await detail.getByRole('button', { name: '답변 작성' }).click();
  const reply = page.getByTestId('reply-dialog');
  await reply.getByTestId('reply-save').click();
  await expect(reply.getByTestId('reply-error')).toHaveText('답변 내용을 입력해주세요.');
  await reply.getByTestId('reply-text').fill('소중한 리뷰 감사합니다. 또 찾아주세요!');
  await reply.getByTestId('reply-save').click();
  await expectToast(page, '리뷰 처리 완료', '답변이 저장되었습니다.');
  await expect(reply).toBeHidden();
  await expect(row).toContainText('답변 완료');

  // The product page shows the review with the reply, and the count moved by one.
  const after = await api(page, `/api/products/${p!.id}`);
  expect(after.reviewCount).toBe(before.reviewCount + 1);
  await page.goto(`/products/${p!.id}`);
  await page.getByRole('tab', { name: /리뷰/ }).click();
  const shown = page.getByTestId('review').filter({ hasText: title });
  await expect(shown).toBeVisible();
  await expect(shown).toContainText('소중한 리뷰 감사합니다. 또 찾아주세요!');
});

test('hiding a review takes it off the product page; a flagged review offers no status action', async ({ page }) => {
  await loginAs(page, 'OPS_MANAGER', '/admin/content/reviews?status=flagged');
  const rows = page.getByRole('table', { name: '리뷰 목록' }).getByRole('row', { name: /리뷰 상세 보기$/ });
  await expect(rows.first().getByTestId('review-status')).toHaveText('검토중');
  await rows.first().click();
  const detail = page.getByRole('dialog');
  await expect(detail.getByRole('button', { name: /^답변 (작성|수정)$/ })).toBeVisible();
  await expect(detail.getByRole('button', { name: '승인', exact: true })).toHaveCount(0);
  await expect(detail.getByRole('button', { name: '숨김', exact: true })).toHaveCount(0);
  await page.keyboard.press('Escape');

  const approved = await api(page, '/api/admin/reviews?status=approved&limit=1');
  const target = approved.items[0];
  await page.goto(`/admin/content/reviews?status=approved&q=${encodeURIComponent(target.title)}`);
  const row = page.getByRole('row', { name: `${target.title} 리뷰 상세 보기`, exact: true }).first();
  await row.click();
  await detail.getByRole('button', { name: '숨김', exact: true }).click();
  await expectToast(page, '리뷰 처리 완료', '리뷰가 숨김 처리되었습니다.');
  const visible = await api(page, `/api/reviews?productId=${target.productId}&limit=100`);
  expect(visible.items.map((r: any) => r.id)).not.toContain(target.id);
});

test('a shopper reports a review from the product page; the operator finds it under the reported filter, and flagged reviews under their status', async ({
  page,
}) => {
  // A product with published reviews, far from the popular ones other journeys use.
  const products = await api(page, '/api/products?limit=40&sort=price_high');
  const product = (products.items as { id: string; reviewCount: number }[]).find((p) => p.reviewCount > 1);
  expect(product, 'a product with reviews').toBeTruthy();
  const reviews = await api(page, `/api/reviews?productId=${product!.id}&limit=5`);
  const review = reviews.items[0];

  // A guest is asked to sign in; a shopper reports once.
  await page.goto(`/products/${product!.id}`);
  await page.getByRole('tab', { name: /리뷰/ }).click();
  const item = page
    .getByTestId('review')
    .filter({ hasText: review.content.slice(0, 20) })
    .first();
  await item.getByTestId('review-report').click();
  await expect(page.getByText('로그인 후 리뷰를 신고할 수 있습니다.').first()).toBeVisible();
  await signUpShopper(page, '신고고객');
  await page.reload();
  await page.getByRole('tab', { name: /리뷰/ }).click();
  await item.getByTestId('review-report').click();
  const confirm = page.getByRole('alertdialog', { name: '이 리뷰를 신고할까요?' });
  await confirm.getByLabel('신고 사유 (선택)').fill('상품과 관계없는 내용');
  await confirm.getByRole('button', { name: '신고' }).click();
  await expect(page.getByText('리뷰를 신고했습니다. 검토 후 조치하겠습니다.').first()).toBeVisible();
  await expect(item.getByTestId('review-report')).toHaveText(/신고됨/);
  expect((await page.request.post(`/api/reviews/${review.id}/report`, { data: {} })).status()).toBe(409);

  // The operator's reported filter lists it with its count; the flagged status filter lists only flagged reviews.
  await loginAs(page, 'CS_AGENT', '/admin/content/reviews');
  await page.getByTestId('filter-reported').selectOption('1');
  await expect(page).toHaveURL(/reported=1/);
  await page.getByTestId('filter-search').fill(review.title);
  const row = page.getByRole('row', { name: `${review.title} 리뷰 상세 보기`, exact: true }).first();
  await expect(row).toContainText('신고');
  await page.goto('/admin/content/reviews?status=flagged');
  const flagged = page.getByRole('table', { name: '리뷰 목록' }).getByRole('row', { name: /리뷰 상세 보기$/ });
  await expect(flagged.first().getByTestId('review-status')).toHaveText('검토중');
});
