import { loginAs } from '../../fixtures/auth';
import { expect } from '../../fixtures/storefront';
import { test } from '../../fixtures/test';
import { expectToast } from '../../fixtures/toast';

// Saves the shop settings' 통신판매업 신고번호 and 호스팅서비스 제공자 (project shop-wide); restored in finally.
test.describe.configure({ timeout: 180_000 });

test('the storefront footer follows the business information saved on 쇼핑몰 설정', async ({ page, browser }) => {
  const before = (await (await page.request.get('/api/shop-settings')).json()).business;
  const number = `2026-서울성동-${String(Date.now()).slice(-5)}`;
  await loginAs(page, 'SUPER_ADMIN', '/admin/settings/shop');
  await expect(page.getByRole('heading', { level: 1, name: '쇼핑몰 설정' })).toBeVisible();
  try {
    const section = page.getByTestId('business-section');
    await section.getByLabel('통신판매업 신고번호').fill('신고번호');
    await page.getByTestId('save-shop-settings').click();
    await expect(page.getByTestId('mailOrderNumber-error')).toHaveText('통신판매업 신고번호는 2024-서울성동-01234 형식으로 입력해주세요.');
    await section.getByLabel('통신판매업 신고번호').fill(number);
    await section.getByLabel('호스팅서비스 제공자').fill('한빛클라우드(주)');
    await page.getByTestId('save-shop-settings').click();
    await expectToast(page, '쇼핑몰 설정이 저장되었습니다.', '쇼핑몰 설정이 저장되었습니다.');
    await page.reload();
    await expect(page.getByTestId('business-section').getByLabel('통신판매업 신고번호')).toHaveValue(number);

    // A fresh browser (no cached answer of the public settings) sees the new values in the footer.
    const shopper = await browser.newContext();
    const store = await shopper.newPage();
    await store.goto('/');
    const footer = store.getByRole('contentinfo');
    await expect(footer).toContainText(`통신판매업 신고번호 ${number}`);
    await expect(footer).toContainText('호스팅서비스 제공자 한빛클라우드(주)');
    await shopper.close();
  } finally {
    const res = await page.request.put('/api/admin/settings/shop', {
      data: { mailOrderNumber: before.mailOrderNumber, hostingProvider: before.hostingProvider },
    });
    expect(res.status()).toBe(200);
  }
});
