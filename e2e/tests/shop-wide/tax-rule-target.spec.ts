import { loginAs } from '../../fixtures/auth';
import { api, expect } from '../../fixtures/storefront';
import { test } from '../../fixtures/test';
import { expectToast } from '../../fixtures/toast';

// Adds a tax rule for the whole shop (project shop-wide: no other spec's tax figures see it); deleted in finally.
test.describe.configure({ timeout: 120_000 });

test('an operator adds a brand tax rule by picking the brand from the list, not by typing its id', async ({ page }) => {
  await loginAs(page, 'SUPER_ADMIN', '/admin/settings/taxes');
  const brand = (await api(page, '/api/admin/brands?sort=name&order=asc&limit=1')).items[0] as { id: string; name: string };
  let ruleId: string | undefined;
  try {
    await page.getByRole('button', { name: '규칙 추가' }).click();
    const dialog = page.getByTestId('rule-dialog');
    await dialog.getByLabel('규칙 이름').fill('e2e 브랜드 세율');
    await dialog.getByLabel('유형').selectOption('brand');
    await dialog.getByLabel('브랜드 검색').fill(brand.name);
    const select = dialog.getByLabel('적용 대상 브랜드');
    await expect(select.locator('option', { hasText: brand.name }).first()).toBeAttached();
    await select.selectOption(brand.id);
    await dialog.getByLabel('세율 (%)').fill('5');
    await dialog.getByRole('button', { name: '추가' }).click();
    await expectToast(page, '세금 규칙이 추가되었습니다.', '세금 규칙이 추가되었습니다.');
    const row = page.getByRole('table', { name: '세금 규칙 목록' }).getByRole('row').filter({ hasText: 'e2e 브랜드 세율' });
    await expect(row).toContainText(brand.name);
    const rules = (await api(page, '/api/admin/settings/tax')).rules as { id: string; name: string; targetId: string }[];
    const rule = rules.find((r) => r.name === 'e2e 브랜드 세율');
    ruleId = rule?.id;
    expect(rule?.targetId).toBe(brand.id);
  } finally {
    if (ruleId) expect((await page.request.delete(`/api/admin/settings/tax/rules/${ruleId}`)).status()).toBe(200);
  }
});

test('an operator adds a product tax rule by searching the product list, shown by name and brand', async ({ page }) => {
  await loginAs(page, 'SUPER_ADMIN', '/admin/settings/taxes');
  const product = (await api(page, '/api/admin/products?sort=name&order=desc&limit=1')).items[0] as {
    id: string;
    name: string;
    brandName: string;
  };
  let ruleId: string | undefined;
  try {
    await page.getByRole('button', { name: '규칙 추가' }).click();
    const dialog = page.getByTestId('rule-dialog');
    await dialog.getByLabel('규칙 이름').fill('e2e 상품 세율');
    await dialog.getByLabel('유형').selectOption('product');
    await expect(dialog.getByText(/^검색 결과 \d+개 중 1–20번째$/)).toBeVisible();
    await dialog.getByLabel('상품 검색').fill(product.name);
    const select = dialog.getByLabel('적용 대상 상품');
    await expect(select.locator('option', { hasText: `${product.name} · ${product.brandName}` }).first()).toBeAttached();
    await select.selectOption(product.id);
    await dialog.getByLabel('세율 (%)').fill('5');
    await dialog.getByRole('button', { name: '추가' }).click();
    await expectToast(page, '세금 규칙이 추가되었습니다.', '세금 규칙이 추가되었습니다.');
    const rules = (await api(page, '/api/admin/settings/tax')).rules as { id: string; name: string; targetId: string }[];
    const rule = rules.find((r) => r.name === 'e2e 상품 세율');
    ruleId = rule?.id;
    expect(rule?.targetId).toBe(product.id);
  } finally {
    if (ruleId) expect((await page.request.delete(`/api/admin/settings/tax/rules/${ruleId}`)).status()).toBe(200);
  }
});
