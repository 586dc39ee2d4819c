import { test } from '../../fixtures/test';
import { api, expect } from '../../fixtures/storefront';
import { expectAxeCleanEverywhere } from '../../fixtures/axe';
import { addToServerCart, findBuyable, signUpShopper } from '../../fixtures/shopping';

// Issue 17: the footer's business information, 이용약관 / 개인정보처리방침 and the consent evidence.
test.describe('footer and legal pages', () => {
  test('the footer shows the business information from the shop settings, with the legal links', async ({ page }) => {
    const settings = await api(page, '/api/shop-settings');
    const b = settings.business;
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByTestId('footer-business')).toBeVisible();
    for (const text of [b.companyName, b.ceoName, b.businessNumber, b.mailOrderNumber, b.address, b.phone, b.email, b.hostingProvider])
      await expect(footer).toContainText(text);
    await expect(footer).toContainText('통신판매업 신고번호');
    await expect(footer).toContainText('호스팅서비스 제공자');
    await expect(footer.getByTestId('footer-business-lookup')).toHaveAttribute(
      'href',
      `https://www.ftc.go.kr/bizCommPop.do?wrkr_no=${b.businessNumber.replace(/-/g, '')}`,
    );
    await footer.getByRole('link', { name: '개인정보처리방침' }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole('heading', { level: 1, name: '개인정보처리방침' })).toBeVisible();
    await expectAxeCleanEverywhere(page, expect);
    await page.goto('/');
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expectAxeCleanEverywhere(page, expect, 'home-footer');
  });

  test('/terms and /privacy show the current version, its effective date and the version list', async ({ page }) => {
    for (const [path, title, heading] of [
      ['/terms', '이용약관', '제1조 (목적)'],
      ['/privacy', '개인정보처리방침', '1. 수집하는 개인정보 항목'],
    ] as const) {
      const doc = await api(page, `/api/legal${path}`);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByTestId('legal-title')).toHaveText(doc.current.title);
      await expect(page.getByTestId('legal-version-badge')).toHaveText(`현행 · 제${doc.current.version}판`);
      const [y, m, d] = doc.current.effectiveDate.split('-').map(Number);
      await expect(page.getByTestId('legal-effective')).toHaveText(`시행일 ${y}년 ${m}월 ${d}일`);
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
      await expect(page.getByTestId('legal-versions').getByRole('listitem')).toHaveCount(doc.versions.length);
      // Server-rendered: the text is in the HTML itself.
      const html = await (await page.request.get(path)).text();
      expect(html).toContain(heading);
      await expectAxeCleanEverywhere(page, expect, path.slice(1));
    }
  });

  test('signup records which versions were agreed to and the marketing choice, with the time', async ({ page }) => {
    const current = await api(page, '/api/legal');
    const email = `legal-${Date.now()}@example.com`;
    await page.goto('/signup');
    await expect(page.getByTestId('agree-terms')).toContainText(`(제${current.terms.version}판)`);
    await expect(page.getByTestId('view-terms')).toHaveAttribute('href', '/terms');
    await expect(page.getByTestId('view-privacy')).toHaveAttribute('target', '_blank');
    await page.getByLabel('이름').fill('약관회원');
    await page.getByLabel('이메일').fill(email);
    await page.locator('#signup-password').fill('secret123');
    await page.getByLabel('비밀번호 확인').fill('secret123');
    await page.getByTestId('agree-all').click();
    const before = Date.now();
    await page.getByTestId('signup-submit').click();
    await expect(page.getByText('회원가입 완료')).toBeVisible();
    const consents = await api(page, '/api/legal/consents');
    const signup = consents.items.filter((c: any) => c.context === 'signup');
    expect(signup.map((c: any) => [c.kind, c.version?.id ?? null, c.granted]).sort()).toEqual(
      [
        ['marketing', null, true],
        ['privacy', current.privacy.id, true],
        ['terms', current.terms.id, true],
      ].sort(),
    );
    for (const c of signup) expect(Date.parse(c.agreedAt)).toBeGreaterThan(before - 60_000);
  });

  test('checkout shows the documents agreed to and records the agreement with the order', async ({ page }) => {
    await signUpShopper(page, '약관구매');
    const [p] = await findBuyable(page, { minPrice: 10_000, maxPrice: 60_000 });
    await addToServerCart(page, p!);
    const current = await api(page, '/api/legal');
    await page.goto('/checkout');
    const legal = page.getByTestId('checkout-legal');
    await expect(legal).toContainText(`이용약관 (제${current.terms.version}판)`);
    await expect(legal).toContainText(`개인정보처리방침 (제${current.privacy.version}판)`);
    await expect(page.getByTestId('checkout-view-terms')).toHaveAttribute('href', '/terms');
    await page.getByTestId('checkout-name').fill('김약관');
    await page.getByTestId('checkout-phone').fill('010-2222-3333');
    await page.getByTestId('checkout-zipCode').fill('06236');
    await page.getByTestId('checkout-address').fill('서울 강남구 테헤란로 123');
    await page.getByTestId('checkout-terms').click();
    await page.getByTestId('checkout-submit').click();
    await expect(page.getByTestId('order-success')).toContainText('주문이 완료되었습니다');
    const order = (await api(page, '/api/orders')).items[0];
    const consents = await api(page, '/api/legal/consents');
    expect(
      consents.items
        .filter((c: any) => c.orderId === order.id)
        .map((c: any) => [c.kind, c.context, c.version.id])
        .sort(),
    ).toEqual([
      ['privacy', 'checkout', current.privacy.id],
      ['terms', 'checkout', current.terms.id],
    ]);
  });
});
