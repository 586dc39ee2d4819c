import { loginAs } from '../../fixtures/auth';
import { expect as storefrontExpect } from '../../fixtures/storefront';
import { test } from '../../fixtures/test';
import { expectToast } from '../../fixtures/toast';

const expect = storefrontExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

const PAGE = '/admin/settings/payments';

test('an operator saves payment settings (Korean errors first, keys stay masked) and tests a provider connection', async ({ page }) => {
  await loginAs(page, 'SUPER_ADMIN', PAGE);
  await expect(page.getByRole('heading', { level: 1, name: '결제 설정' })).toBeVisible();
  const table = page.getByRole('table', { name: '결제 수단 연결 상태' });
  await expect(table.getByTestId('connection-status-card')).toHaveText('연결됨');
  await expect(table.getByTestId('connection-status-payco')).toHaveText('사용 안 함');
  const key = page.getByLabel('상점 키');
  await expect(key).toHaveValue(/^••••••.{4}$/);
  const original = await (await page.request.get('/api/admin/settings/payment')).json();

  try {
    // A limit under the daily one is refused in Korean; nothing is sent.
    const monthly = page.getByLabel('월 최대 결제 금액 (원)');
    await monthly.fill('100');
    await page.getByTestId('save-payment-settings').click();
    await expect(page.getByTestId('maxMonthlyAmount-error')).toHaveText('월 최대 결제 금액은 일 최대 결제 금액 이상이어야 합니다.');
    await monthly.fill(String(original.maxMonthlyAmount));

    // Save a change: the toast, and the masked key is kept as it was.
    await page.getByLabel('카드 최소 결제 금액 (원)').fill('1500');
    await page.getByTestId('save-payment-settings').click();
    await expectToast(page, '결제 설정이 저장되었습니다.', '결제 설정이 저장되었습니다.');
    const saved = await (await page.request.get('/api/admin/settings/payment')).json();
    expect(saved.cardMinAmount).toBe(1500);
    expect(saved.cardMerchantKey).toBe(original.cardMerchantKey);

    // The connection test: the card works; a provider switched off fails with the reason.
    await table.getByRole('button', { name: '신용카드 PG 연결 테스트' }).click();
    await expectToast(page, '연결이 확인되었습니다.', '연결이 확인되었습니다.');
    await table.getByRole('button', { name: '페이코 연결 테스트' }).click();
    await expectToast(page, '연결에 실패했습니다. 설정을 확인해주세요.', '결제 수단이 꺼져 있습니다.');
  } finally {
    const restored = await page.request.put('/api/admin/settings/payment', {
      data: { cardMinAmount: original.cardMinAmount, maxMonthlyAmount: original.maxMonthlyAmount },
    });
    expect(restored.status()).toBe(200);
  }
});
