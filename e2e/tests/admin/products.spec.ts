import { readFileSync } from 'node:fs';
import { loginAs } from '../../fixtures/auth';
import { api, expect as storefrontExpect } from '../../fixtures/storefront';
import { test, type Page } from '../../fixtures/test';
import { expectToast } from '../../fixtures/toast';

// A journey through an admin remote and the storefront on a loaded two-core machine: generous limits.
const expect = storefrontExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 240_000 });

/** A 1×1 PNG photo. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

async function openProducts(page: Page) {
  await page.getByRole('link', { name: '상품 관리' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '상품 관리' })).toBeVisible();
  return page.getByRole('table', { name: '상품 목록' });
}

/** The one row of the product named `name` (searched on the server). */
async function productRow(page: Page, name: string) {
  await page.getByTestId('filter-search').fill(name);
  await expect(page).toHaveURL(/q=/);
  const row = page.getByRole('table', { name: '상품 목록' }).getByTestId('data-row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  return row;
}

test('an operator creates a product with options, edits it, discounts it 20% (the storefront shows the price), marks it sold out and resumes, and exports the view', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await loginAs(page, 'OPS_MANAGER');
  await openProducts(page);
  await expect(page.getByTestId('tile-onSale')).toContainText('개');

  // Our own rows only: a new product of an active brand.
  const choices = await api(page, '/api/admin/products/choices');
  const brand = (choices.brands as { id: string; name: string; status: string }[]).find((b) => b.status === 'active')!;
  const category = (choices.categories as { children: { id: string; name: string }[] }[]).find((c) => c.children.length)!.children[0]!;
  const name = `이투이 린넨 셔츠 ${Date.now() % 1_000_000}`;

  // 1. Create: the schema's Korean errors first, then colours × sizes with stock per option.
  await page.getByRole('button', { name: '상품 등록' }).click();
  const form = page.getByRole('dialog', { name: '상품 등록' });
  await form.getByRole('button', { name: '등록' }).click();
  await expect(form.getByText('상품명을 입력해주세요.')).toBeVisible();
  await form.getByRole('textbox', { name: /^상품명/ }).fill(name);
  await form.getByTestId('product-form-brand').selectOption(brand.id);
  await form.getByTestId('product-form-category').selectOption(category.id);
  await form.getByRole('textbox', { name: /^정가/ }).fill('50000');
  await form.getByRole('textbox', { name: '색상 추가' }).fill('블랙, 화이트');
  await form.getByRole('textbox', { name: '색상 추가' }).press('Enter');
  await form.getByRole('textbox', { name: '사이즈 추가' }).fill('M, L');
  await form.getByRole('textbox', { name: '사이즈 추가' }).press('Enter');
  for (const [cell, stock] of [
    ['블랙 M', '10'],
    ['블랙 L', '12'],
    ['화이트 M', '5'],
    ['화이트 L', '3'],
  ] as const)
    await form.getByRole('textbox', { name: `${cell} 재고` }).fill(stock);
  await expect(form.getByTestId('option-total')).toHaveText('옵션 4개 · 총 재고 30개');
  await form.getByRole('button', { name: '등록' }).click();
  await expectToast(page, '상품 등록 완료', '상품이 등록되었습니다');
  const detail = page.getByRole('dialog', { name });
  await expect(detail).toBeVisible();
  await expect(detail.getByRole('table', { name: '옵션별 재고' }).getByRole('row')).toHaveCount(5);
  await detail.getByRole('button', { name: '닫기' }).first().click();

  const row = await productRow(page, name);
  await expect(row).toContainText(brand.name);
  await expect(row.getByTestId('product-status')).toHaveText('판매중');
  await expect(row.getByTestId('product-stock')).toHaveText('30');
  const productId = (await api(page, `/api/admin/products?q=${encodeURIComponent(name)}`)).items[0].id as string;

  // 2. The storefront's search finds it at once.
  const storefront = await page.context().newPage();
  await storefront.goto(`/search?q=${encodeURIComponent(name)}`);
  await expect(storefront.getByTestId('product-card').filter({ hasText: name })).toBeVisible();

  // 3. Edit from the row menu: a new list price and one option's stock.
  await row.getByTestId('product-row-menu').click();
  await page.getByRole('button', { name: '수정' }).click();
  const edit = page.getByRole('dialog', { name: '상품 수정' });
  // A photo is stored by the product (WebP), the generated placeholder gives way; a fake image is refused.
  await edit.getByTestId('product-image-input').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: PNG });
  await expectToast(page, '이미지 업로드 완료', '이미지 1장을 올렸습니다');
  await expect(edit.getByText('상품 이미지 (1/10)')).toBeVisible();
  await edit.getByTestId('product-image-input').setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('<svg/>') });
  await expect(page.getByText('이미지 파일(JPEG, PNG, WebP, GIF, AVIF)만 올릴 수 있습니다.').first()).toBeVisible();
  await edit.getByRole('textbox', { name: /^정가/ }).fill('60000');
  await edit.getByRole('textbox', { name: '화이트 L 재고' }).fill('13');
  await edit.getByRole('button', { name: '저장' }).click();
  await expectToast(page, '상품 수정 완료', '상품 정보가 저장되었습니다');
  await expect(edit).toBeHidden();
  await expect(row.getByTestId('product-stock')).toHaveText('40');
  await expect(row.getByTestId('product-price')).toHaveText(/60,000원/);

  // 4. The bulk bar: 20% off; the selection is cleared and the storefront shows the new price.
  await row.getByRole('checkbox', { name: `${name} 선택` }).check({ force: true });
  const bar = page.getByTestId('product-bulk-bar');
  await expect(bar).toContainText('1개 선택됨');
  await bar.getByRole('button', { name: /20% 할인 적용/ }).click();
  await expectToast(page, '일괄 처리 완료', '20% 할인을 적용했습니다');
  await expect(bar).toBeHidden();
  await expect(row.getByTestId('product-price')).toContainText('48,000원');
  await expect(row.getByTestId('product-price')).toContainText('60,000원');
  await storefront.goto(`/products/${productId}`);
  await expect(storefront.getByTestId('product-name')).toHaveText(name);
  await expect(storefront.getByTestId('product-price')).toContainText('48,000원');
  await expect(storefront.getByTestId('list-price')).toHaveText('60,000원');
  await expect(storefront.locator('img[src^="/media/uploads/"]').first()).toBeAttached();
  await expect(row.getByTestId('product-image-count')).toHaveAttribute('aria-label', '이미지 1장');
  await page.screenshot({ path: '/tmp/products-1280.png' });

  // 5. Out of stock, then resume sales.
  await row.getByRole('checkbox', { name: `${name} 선택` }).check({ force: true });
  await bar.getByRole('button', { name: '품절 처리' }).click();
  await expectToast(page, '일괄 처리 완료', '품절로 변경했습니다');
  await expect(row.getByTestId('product-status')).toHaveText('품절');
  // The shopper can no longer buy it, though its options still hold 40 units.
  await storefront.reload();
  await expect(storefront.getByTestId('add-to-cart')).toHaveText('품절');
  await expect(storefront.getByTestId('add-to-cart')).toBeDisabled();
  await row.getByRole('checkbox', { name: `${name} 선택` }).check({ force: true });
  await bar.getByRole('button', { name: '판매 재개' }).click();
  await expectToast(page, '일괄 처리 완료', '판매를 재개했습니다');
  await expect(row.getByTestId('product-status')).toHaveText('판매중');
  await storefront.reload();
  await expect(storefront.getByTestId('add-to-cart')).toBeEnabled();

  // 6. Export the filtered view (the search): CSV with a BOM, our product in it.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: '상품 목록 CSV 내보내기' }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toMatch(/^상품목록-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await file.path())!, 'utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  expect(csv).toContain('상품 ID,상품명');
  expect(csv).toContain(name);
  expect(csv.trim().split('\r\n')).toHaveLength(2);

  // 7. Delete: a product never ordered is deleted and leaves the storefront.
  await row.getByTestId('product-row-menu').click();
  await page.getByRole('button', { name: '삭제' }).click();
  const confirm = page.getByRole('alertdialog', { name: '상품을 삭제할까요?' });
  await confirm.getByRole('button', { name: '삭제' }).click();
  await expectToast(page, '상품 삭제 완료', '상품이 삭제되었습니다');
  await expect(page.getByRole('table', { name: '상품 목록' }).getByTestId('data-row')).toHaveCount(0);
  await storefront.reload();
  await expect(storefront.getByRole('heading', { level: 1, name: '상품을 찾을 수 없습니다' })).toBeVisible();
  await storefront.close();
});

test('a seller admin sees and changes only its brand; a CS agent is refused', async ({ page, browser }) => {
  await loginAs(page, 'SELLER_ADMIN');
  const table = await openProducts(page);
  await expect(table.getByTestId('data-row').first()).toBeVisible();
  const me = await api(page, '/api/admin/auth/me').catch(() => null);
  const brandName: string | undefined = me?.brandAccess?.name ?? me?.staff?.brandAccess?.name;
  const list = await api(page, '/api/admin/products?limit=100');
  const brands = new Set((list.items as { brandName: string }[]).map((p) => p.brandName));
  expect(brands.size).toBe(1);
  if (brandName) expect([...brands]).toEqual([brandName]);
  for (const cell of await table.getByTestId('data-row').all()) await expect(cell).toContainText([...brands][0]!);
  // No brand filter for a seller; another brand's product answers 404.
  await expect(page.getByTestId('filter-brandId')).toHaveCount(0);
  const other = await (await page.request.get('/api/products?limit=50')).json();
  const foreign = (other.items as { id: string; brand: { name: string } }[]).find((p) => !brands.has(p.brand.name))!;
  expect((await page.request.get(`/api/admin/products/${foreign.id}`)).status()).toBe(404);

  const cs = await browser.newPage();
  await loginAs(cs, 'CS_AGENT');
  await expect(cs.getByRole('link', { name: '상품 관리' })).toHaveCount(0);
  expect((await cs.request.get('/api/admin/products')).status()).toBe(403);
  expect((await cs.request.post('/api/admin/products/bulk', { data: { ids: [foreign.id], action: 'discount' } })).status()).toBe(403);
  await cs.close();
});
