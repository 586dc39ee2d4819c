import { test } from '../../fixtures/test';
import { findBuyable, placeOrderViaApi, signUpShopper, won } from '../../fixtures/shopping';
import { api, expect, failApi } from '../../fixtures/storefront';

test.describe('/account', () => {
  test('a signed-out visitor is sent to /login with the way back', async ({ page }) => {
    await page.goto('/account?tab=coupons');
    await expect(page).toHaveURL(/\/login\?next=%2Faccount%3Ftab%3Dcoupons$/);
  });

  test('stats from the server, the 5 latest orders, coupons and points; tabs follow the URL', async ({ page }) => {
    await signUpShopper(page, '계정테스트');
    const [product] = await findBuyable(page, { minPrice: 10_000 });
    const order = await placeOrderViaApi(page, product!);
    const summary = await api(page, '/api/me/summary');
    expect(summary.orders).toBe(1);

    await page.goto('/account');
    await expect(page.getByTestId('account-name')).toHaveText('계정테스트님');
    await expect(page.getByTestId('stat-orders')).toHaveText('1건');
    await expect(page.getByTestId('stat-spent')).toHaveText(won(summary.totalSpent));
    await expect(page.getByTestId('stat-reviews')).toHaveText(`${summary.reviews}개`);
    await expect(page.getByTestId('stat-join-year')).toHaveText(`${summary.joinYear}년`);
    await expect(page.getByRole('tab', { name: '프로필' })).toHaveAttribute('aria-selected', 'true');

    await page.getByRole('tab', { name: '주문 내역' }).click();
    await expect(page).toHaveURL(/\/account\?tab=orders$/);
    const recent = page.getByTestId('recent-order');
    await expect(recent).toHaveCount(1);
    await expect(recent.first()).toContainText(order.orderNumber);
    await expect(recent.first()).toContainText(won(order.total));
    await expect(page.getByTestId('all-orders-link')).toHaveAttribute('href', '/orders');

    await page.getByRole('tab', { name: '쿠폰·적립금' }).click();
    await expect(page).toHaveURL(/tab=coupons/);
    // The welcome coupon of the sign-up.
    await expect(page.getByTestId('coupon-card').filter({ hasText: 'WELCOME30' })).toContainText('30% 할인');
    const points = await api(page, '/api/me/points');
    await expect(page.getByTestId('points-balance')).toHaveText(won(points.balance));

    // A link straight to a tab opens it.
    await page.goto('/account?tab=settings');
    await expect(page.getByRole('tab', { name: '설정' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('logout')).toBeVisible();
  });

  test('profile edit is saved on the server and survives a reload; bad input shows field errors', async ({ page }) => {
    await signUpShopper(page, '변경전');
    await page.goto('/account');
    await page.getByTestId('profile-edit').click();
    const form = page.getByTestId('profile-form');
    await form.getByLabel('이름').fill('');
    await form.getByLabel('휴대폰 번호').fill('12345');
    await page.getByTestId('profile-save').click();
    await expect(form.getByText('이름을 입력해주세요.')).toBeVisible();
    await expect(form.getByText('올바른 휴대폰 번호를 입력해주세요.')).toBeVisible();
    // Editing a field clears its error.
    await form.getByLabel('이름').fill('변경후');
    await expect(form.getByText('이름을 입력해주세요.')).toHaveCount(0);
    await form.getByLabel('휴대폰 번호').fill('01098765432');
    await page.getByTestId('profile-save').click();
    await expect(page.getByText('회원 정보가 저장되었습니다.')).toBeVisible();
    await expect(page.getByTestId('profile-name')).toHaveText('변경후');
    await page.reload();
    await expect(page.getByTestId('profile-name')).toHaveText('변경후');
    await expect(page.getByTestId('profile-phone')).toHaveText('010-9876-5432');
    const me = await api(page, '/api/auth/me');
    expect(me.user.name).toBe('변경후');
  });

  test('changing the password signs every other device out; this one stays signed in', async ({ page, browser, baseURL }) => {
    const { email, password } = await signUpShopper(page, '비번변경');
    // A second device signed in to the same account.
    const other = await browser.newContext({ baseURL });
    expect((await other.request.post('/api/auth/login', { data: { email, password } })).status()).toBe(200);
    expect((await other.request.get('/api/auth/me')).status()).toBe(200);

    await page.goto('/account?tab=settings');
    const form = page.getByRole('form', { name: '비밀번호 변경' });
    await form.getByLabel('현재 비밀번호').fill('wrong-one');
    await form.getByLabel('새 비밀번호', { exact: true }).fill('new-pass-123');
    await form.getByLabel('새 비밀번호 확인').fill('new-pass-999');
    await page.getByTestId('password-save').click();
    await expect(form.getByText('비밀번호가 일치하지 않습니다.')).toBeVisible();
    await form.getByLabel('새 비밀번호 확인').fill('new-pass-123');
    await page.getByTestId('password-save').click();
    await expect(form.getByText('현재 비밀번호가 올바르지 않습니다.')).toBeVisible();
    await form.getByLabel('현재 비밀번호').fill(password);
    await page.getByTestId('password-save').click();
    await expect(page.getByTestId('password-changed')).toHaveText('비밀번호가 변경되었습니다. 다른 기기에서는 다시 로그인해야 합니다.');
    expect((await other.request.get('/api/auth/me')).status()).toBe(401);
    await other.close();
    // This browser got a new session and stays signed in across a reload.
    await page.reload();
    await expect(page.getByTestId('logout')).toBeVisible();
    expect((await api(page, '/api/auth/me')).user.email).toBe(email);
    // The old password no longer signs in; the new one does.
    expect((await page.request.post('/api/auth/login', { data: { email, password } })).status()).toBe(401);
    expect((await page.request.post('/api/auth/login', { data: { email, password: 'new-pass-123' } })).status()).toBe(200);
  });

  test('marketing consent is kept on the server; logout goes home and ends the session', async ({ page }) => {
    await signUpShopper(page);
    await page.goto('/account?tab=settings');
    const consent = page.getByTestId('marketing-consent');
    await consent.click();
    await expect(page.getByText('마케팅 정보 수신에 동의했습니다')).toBeVisible();
    expect((await api(page, '/api/auth/me')).user.marketingConsent).toBe(true);
    await page.getByTestId('logout').click();
    await expect(page).toHaveURL(/\/$/);
    expect((await page.request.get('/api/auth/me')).status()).toBe(401);
  });

  test('error state with retry', async ({ page }) => {
    await signUpShopper(page);
    await failApi(page, /\/api\/me\/summary$/);
    await page.goto('/account');
    await expect(page.getByText('회원 정보를 불러오지 못했습니다')).toBeVisible();
    await page.unroute(/\/api\/me\/summary$/);
    await page.getByRole('button', { name: '다시 시도' }).click();
    await expect(page.getByTestId('stat-orders')).toHaveText('0건');
  });
});
