import { loginAs } from '../../fixtures/auth';
import { expect as storefrontExpect } from '../../fixtures/storefront';
import { test } from '../../fixtures/test';
import { expectToast } from '../../fixtures/toast';

// Maintenance mode closes the whole storefront: this spec runs last and alone (project 'maintenance').
const expect = storefrontExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 240_000 });

/** `2026년 11월 26일 (목) 오후 3:00`, as the maintenance page writes a Korea-time instant. */
function koreanDateTime(d: Date): string {
  const k = new Date(d.getTime() + 9 * 3600_000);
  const h = k.getUTCHours();
  return `${k.getUTCFullYear()}년 ${k.getUTCMonth() + 1}월 ${k.getUTCDate()}일 (${'일월화수목금토'[k.getUTCDay()]}) ${h < 12 ? '오전' : '오후'} ${h % 12 === 0 ? 12 : h % 12}:${String(k.getUTCMinutes()).padStart(2, '0')}`;
}

test('an operator turns maintenance mode on with a planned end: the storefront shows the Korean maintenance page while the admin keeps working', async ({
  page,
  browser,
}) => {
  await loginAs(page, 'SUPER_ADMIN', '/admin/settings/shop');
  await expect(page.getByRole('heading', { level: 1, name: '쇼핑몰 설정' })).toBeVisible();
  // The planned end: tomorrow at 06:30 Korea time.
  const end = new Date(Date.now() + 86_400_000);
  const local = new Date(end.getTime() + 9 * 3600_000).toISOString().slice(0, 10) + 'T06:30';
  const endsAt = new Date(`${local}:00+09:00`);

  const shopper = await browser.newContext();
  const store = await shopper.newPage();
  try {
    const section = page.getByTestId('maintenance-section');
    await page.getByTestId('switch-maintenanceMode').getByText('점검 모드').click();
    await section.getByLabel('점검 종료 예정 (한국 시간)').fill(local);
    await page.getByTestId('save-shop-settings').click();
    await expectToast(page, '쇼핑몰 설정이 저장되었습니다.', '쇼핑몰 설정이 저장되었습니다.');

    // The storefront: every page (server-rendered ones too) and its API answer 503 in Korean.
    const home = await store.goto('/');
    expect(home!.status()).toBe(503);
    await expect(store.getByRole('heading', { name: '점검 중입니다' })).toBeVisible();
    await expect(store.getByTestId('maintenance-end')).toHaveText(`점검 종료 예정: ${koreanDateTime(endsAt)}`);
    const product = await store.goto('/categories');
    expect(product!.status()).toBe(503);
    const api = await store.request.get('/api/products');
    expect(api.status()).toBe(503);
    expect((await api.json()).error.message).toBe('점검 중입니다. 잠시 후 다시 이용해주세요.');

    // The admin works: another admin page loads its data.
    await page.goto('/admin/marketing/coupons');
    await expect(page.getByRole('table', { name: '쿠폰 목록' })).toBeVisible();
    await expect(page.getByRole('table', { name: '쿠폰 목록' }).getByRole('row').nth(1)).toBeVisible();
    await page.goto('/admin/settings/shop');
    await expect(page.getByTestId('maintenance-section').getByText(koreanDateTime(endsAt))).toBeVisible();
  } finally {
    const off = await page.request.put('/api/admin/settings/shop', { data: { maintenanceMode: false, maintenanceEndsAt: null } });
    expect(off.status()).toBe(200);
  }
  // Back at the next request.
  const back = await store.goto('/');
  expect(back!.status()).toBe(200);
  await expect(store.getByRole('heading', { name: '점검 중입니다' })).toHaveCount(0);
  expect((await store.request.get('/api/products')).status()).toBe(200);
  await shopper.close();
});
