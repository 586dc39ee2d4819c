import { test } from '../../fixtures/test';
import { BUYER, api, expect } from '../../fixtures/storefront';
import { findBuyable, seedBrowserStorage, signUpShopper } from '../../fixtures/shopping';

test.describe('/login', () => {
  test('validates in the spec order; an error clears when its field is edited', async ({ page }) => {
    await page.goto('/login');
    await page.getByTestId('login-submit').click();
    await expect(page.getByTestId('email-error')).toHaveText('이메일을 입력해주세요.');
    await expect(page.getByTestId('password-error')).toHaveText('비밀번호를 입력해주세요.');
    await page.getByLabel('이메일').fill('not-an-email');
    await expect(page.getByTestId('email-error')).toHaveCount(0);
    await expect(page.getByTestId('password-error')).toBeVisible();
    await page.getByTestId('login-submit').click();
    await expect(page.getByTestId('email-error')).toHaveText('올바른 이메일 형식을 입력해주세요.');
    await page.getByLabel('비밀번호').fill('x');
    await expect(page.getByTestId('password-error')).toHaveCount(0);
  });

  test('demo buttons prefill buyer and seller; a wrong password shows the server message', async ({ page }) => {
    await page.goto('/login');
    await page.getByTestId('demo-seller').click();
    await expect(page.getByLabel('이메일')).toHaveValue('brand@stylehub.kr');
    await page.getByTestId('demo-buyer').click();
    await expect(page.getByLabel('이메일')).toHaveValue(BUYER.email);
    await expect(page.getByLabel('비밀번호')).toHaveValue(BUYER.password);
    await page.getByLabel('비밀번호').fill('wrong-password');
    await page.getByTestId('login-submit').click();
    await expect(page.getByText('로그인 실패')).toBeVisible();
    await expect(page.getByText('이메일 또는 비밀번호가 올바르지 않습니다.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a network failure says 네트워크 오류가 발생했습니다.', async ({ page }) => {
    await page.goto('/login');
    await page.route('**/api/auth/login', (route) => route.abort('internetdisconnected'));
    await page.getByTestId('demo-buyer').click();
    await page.getByTestId('login-submit').click();
    await expect(page.getByText('네트워크 오류가 발생했습니다.')).toBeVisible();
  });

  test('signs in, goes home, and /login then redirects to /', async ({ page }) => {
    await page.goto('/login');
    await page.getByTestId('demo-buyer').click();
    await page.getByTestId('login-submit').click();
    await expect(page.getByText('로그인되었습니다.')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/signup');
    await expect(page).toHaveURL(/\/$/);
  });

  test('the browser cart and wishlist move into the account at sign-in', async ({ page }) => {
    const [p] = await findBuyable(page, { minStock: 5 });
    const account = await signUpShopper(page);
    await page.request.post('/api/auth/logout');
    await seedBrowserStorage(page, [{ productId: p!.id, quantity: 2, selectedColor: p!.color, selectedSize: p!.size }], [p!.id]);
    await page.goto('/login?next=/cart');
    await expect(page.getByTestId('cart-count')).toHaveText('2');
    await page.getByLabel('이메일').fill(account.email);
    await page.getByLabel('비밀번호').fill(account.password);
    await page.getByTestId('login-submit').click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    await expect(page.getByTestId('cart-line-quantity')).toHaveText('2');
    const cart = await api(page, '/api/cart');
    expect(cart.items.map((l: any) => [l.productId, l.quantity])).toEqual([[p!.id, 2]]);
    const wished = await api(page, '/api/wishlist/ids');
    expect(wished.productIds).toContain(p!.id);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('market-cart') ?? '{"items":[]}').items.length)).toBe(0);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('market-wishlist') ?? '{"productIds":[]}').productIds.length)).toBe(0);
  });
});

test.describe('/signup', () => {
  test('checks each rule with the spec messages, agree-all sets the three boxes', async ({ page }) => {
    await page.goto('/signup');
    await expect(page.getByTestId('signup-benefit')).toContainText('첫 구매 30% 할인');
    await expect(page.getByLabel('휴대폰 번호 (선택)')).toHaveAttribute('placeholder', '010-0000-0000');
    await page.getByTestId('signup-submit').click();
    await expect(page.getByTestId('name-error')).toHaveText('이름을 입력해주세요.');
    await expect(page.getByTestId('email-error')).toHaveText('이메일을 입력해주세요.');
    await expect(page.getByTestId('password-error')).toHaveText('비밀번호를 입력해주세요.');
    await expect(page.getByTestId('consent-error')).toHaveText('이용약관에 동의해주세요.');

    await page.getByLabel('이름').fill('   ');
    await expect(page.getByTestId('name-error')).toHaveCount(0);
    await page.getByLabel('이메일').fill('bad@');
    await page.locator('#signup-password').fill('12345');
    await page.getByLabel('비밀번호 확인').fill('123456');
    await page.getByLabel('휴대폰 번호 (선택)').fill('02-123-4567');
    await page.getByTestId('signup-submit').click();
    await expect(page.getByTestId('name-error')).toHaveText('이름을 입력해주세요.');
    await expect(page.getByTestId('email-error')).toHaveText('올바른 이메일 형식을 입력해주세요.');
    await expect(page.getByTestId('password-error')).toHaveText('비밀번호는 6자 이상이어야 합니다.');
    await expect(page.getByTestId('confirmPassword-error')).toHaveText('비밀번호가 일치하지 않습니다.');
    await expect(page.getByTestId('phone-error')).toHaveText('올바른 휴대폰 번호를 입력해주세요.');

    await page.getByTestId('agree-terms').click();
    await page.getByTestId('signup-submit').click();
    await expect(page.getByTestId('consent-error')).toHaveText('개인정보처리방침에 동의해주세요.');

    await page.getByTestId('agree-all').click();
    for (const id of ['agree-terms', 'agree-privacy', 'agree-marketing'])
      await expect(page.getByTestId(id)).toHaveAttribute('data-state', 'checked');
    await expect(page.getByTestId('consent-error')).toHaveCount(0);
    await page.getByTestId('agree-all').click();
    for (const id of ['agree-terms', 'agree-privacy', 'agree-marketing'])
      await expect(page.getByTestId(id)).toHaveAttribute('data-state', 'unchecked');
  });

  test('creates an account with the welcome coupon; the same e-mail again fails', async ({ page }) => {
    const email = `new-${Date.now()}@example.com`;
    await page.goto('/signup');
    await page.getByLabel('이름').fill('신규회원');
    await page.getByLabel('이메일').fill(email);
    await page.locator('#signup-password').fill('secret123');
    await page.getByLabel('비밀번호 확인').fill('secret123');
    await page.getByLabel('휴대폰 번호 (선택)').fill('01012345678');
    await page.getByLabel('휴대폰 번호 (선택)').blur();
    await expect(page.getByLabel('휴대폰 번호 (선택)')).toHaveValue('010-1234-5678');
    await page.getByTestId('agree-terms').click();
    await page.getByTestId('agree-privacy').click();
    await page.getByTestId('signup-submit').click();
    await expect(page.getByText('회원가입 완료')).toBeVisible();
    await expect(page.getByText('첫 구매 30% 할인 혜택을 드려요')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    const me = await api(page, '/api/auth/me');
    expect(me.user).toMatchObject({ email, name: '신규회원', role: 'customer' });
    const coupons = await api(page, '/api/me/coupons?usable=1');
    expect(coupons.items.some((c: any) => /30%/.test(c.name))).toBeTruthy();

    await page.request.post('/api/auth/logout');
    await page.goto('/signup');
    await page.getByLabel('이름').fill('중복');
    await page.getByLabel('이메일').fill(email);
    await page.locator('#signup-password').fill('secret123');
    await page.getByLabel('비밀번호 확인').fill('secret123');
    await page.getByTestId('agree-all').click();
    await page.getByTestId('signup-submit').click();
    await expect(page.getByText('회원가입 실패')).toBeVisible();
    await expect(page.getByTestId('email-error')).toHaveText('이미 가입된 이메일입니다.');
  });
});
