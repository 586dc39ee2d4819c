import { loginAs } from '../../fixtures/auth';
import { api, expect as storefrontExpect } from '../../fixtures/storefront';
import { test } from '../../fixtures/test';

// A journey through an admin remote and the storefront on a loaded two-core machine: generous limits.
const expect = storefrontExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

const HEADER = '상품명,영문 상품명,브랜드,카테고리,판매가,할인가,상태,무게(g),색상,사이즈,재고';
const csv = (lines: string[]) => Buffer.from(`\uFEFF${[HEADER, ...lines].join('\r\n')}\r\n`, 'utf8');

test('an operator imports products from a CSV: the preview lists every refused row and blocks the import, a clean file imports as a job with a progress bar, and the products are on the storefront', async ({
  page,
}) => {
  const run = `${Date.now() % 1_000_000}`;
  const shirt = `일괄등록 셔츠 ${run}`;
  const denim = `일괄등록 데님 ${run}`;
  await page.setViewportSize({ width: 1280, height: 900 });
  await loginAs(page, 'OPS_MANAGER', '/admin/catalog/products');

  const opener = page.getByRole('button', { name: '상품 일괄 등록' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: '상품 일괄 등록' });
  await expect(dialog).toBeVisible();

  // The template links download the headers and one example row.
  const href = await dialog.getByRole('link', { name: 'CSV 템플릿' }).getAttribute('href');
  const template = await page.request.get(href!);
  expect(template.status()).toBe(200);
  expect((await template.text()).replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(`${HEADER},상품 설명`);

  // 1. A file with refused rows: every error with its row, column and Korean message; no import.
  const file = dialog.getByLabel('파일 선택 (CSV 또는 .xlsx)');
  await file.setInputFiles({
    name: 'bad.csv',
    mimeType: 'text/csv',
    buffer: csv([
      `${shirt},Import Shirt,urban-fold,top-shirt,59000,49000,판매중,300,화이트,M,5`,
      `${denim},,urban-fold,없는카테고리,-100,,판매중,500,인디고,30,3`,
    ]),
  });
  const errors = dialog.getByRole('table', { name: /오류가 있는 행/ });
  await expect(errors.getByRole('row').filter({ hasText: '선택한 카테고리를 찾을 수 없습니다.' })).toContainText('3');
  await expect(errors.getByRole('row').filter({ hasText: '판매가는 1원에서' })).toContainText('판매가');
  await expect(dialog.getByRole('button', { name: '2개 상품 등록' })).toBeDisabled();
  expect((await api(page, `/api/products?q=${encodeURIComponent(shirt)}&limit=5`)).total).toBe(0);

  // 2. The corrected file: no error, import, the progress bar to the result.
  await file.setInputFiles({
    name: 'good.csv',
    mimeType: 'text/csv',
    buffer: csv([
      `${shirt},Import Shirt,urban-fold,top-shirt,59000,49000,판매중,300,화이트,M,5`,
      `${shirt},,urban-fold,,,,,,화이트,L,4`,
      `${shirt},,urban-fold,,,,,,블랙,M,6`,
      `${denim},Import Denim,urban-fold,데님,79000,,판매중,500,인디고,30,3`,
    ]),
  });
  await expect(dialog.getByText('오류 없음')).toBeVisible();
  await expect(dialog.getByRole('table', { name: /미리보기/ })).toContainText(shirt);
  await page.screenshot({ path: '/tmp/import-preview.png' });
  await dialog.getByRole('button', { name: '2개 상품 등록' }).click();
  await expect(dialog.getByRole('progressbar', { name: '상품 등록 진행률' })).toBeVisible();
  await expect(dialog.getByTestId('import-done')).toHaveText('2개 상품 등록 완료');
  await expect(dialog.getByRole('progressbar', { name: '상품 등록 진행률' })).toHaveAttribute('aria-valuenow', '100');
  await page.screenshot({ path: '/tmp/import-done.png' });
  await dialog.getByRole('button', { name: '닫기' }).first().click();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  // 3. On the storefront: found by search with its sale price and three options.
  const found = await api(page, `/api/products?q=${encodeURIComponent(shirt)}&limit=5`);
  expect(found.total).toBe(1);
  expect(found.items[0]).toMatchObject({ name: shirt, price: 59000, salePrice: 49000 });
  await page.goto(`/search?q=${encodeURIComponent(shirt)}`);
  await expect(page.getByTestId('product-card').filter({ hasText: shirt })).toBeVisible();
});

test('a role without catalog.products.create may not import, and a SELLER_ADMIN cannot import another brand', async ({ page }) => {
  await loginAs(page, 'CS_AGENT');
  const body = {
    multipart: { file: { name: 'x.csv', mimeType: 'text/csv', buffer: csv(['셔츠,,urban-fold,top-shirt,59000,,판매중,300,화이트,M,5']) } },
  };
  expect((await page.request.post('/api/admin/products/import?dryRun=1', body)).status()).toBe(403);
  expect((await page.request.get('/api/admin/products/import/template?format=csv')).status()).toBe(403);

  await loginAs(page, 'SELLER_ADMIN');
  const me = await api(page, '/api/admin/auth/me');
  const own = me.staff?.brandAccess?.id ?? me.brandAccess?.id;
  const other =
    (await api(page, '/api/brands?limit=50')).items?.find((b: { id: string; slug: string }) => b.id !== own)?.slug ?? 'urban-fold';
  const res = await page.request.post('/api/admin/products/import?dryRun=1', {
    multipart: {
      file: { name: 'x.csv', mimeType: 'text/csv', buffer: csv([`남의 셔츠,,${other},top-shirt,59000,,판매중,300,화이트,M,5`]) },
    },
  });
  expect(res.status()).toBe(200);
  expect((await res.json()).errors).toEqual([{ row: 2, column: '브랜드', message: '담당 브랜드의 상품만 등록할 수 있습니다.' }]);
});
