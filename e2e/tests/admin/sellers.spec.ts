import { loginAs } from '../../fixtures/auth';
import { api, expect as storefrontExpect } from '../../fixtures/storefront';
import { test, type Page } from '../../fixtures/test';
import { expectToast } from '../../fixtures/toast';

// A journey through an admin remote and the storefront on a loaded two-core machine: generous limits.
const expect = storefrontExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

/** A 사업자등록번호 with its check digit (packages/domain/src/admin-sellers.ts), unused: from the clock. */
function businessNumber(): { valid: string; wrong: string } {
  const first9 = `8${String(Date.now()).slice(-8)}`;
  const d = [...first9].map(Number);
  const sum = [1, 3, 7, 1, 3, 7, 1, 3, 5].reduce((s, w, i) => s + d[i]! * w, 0) + Math.floor((d[8]! * 5) / 10);
  const check = (10 - (sum % 10)) % 10;
  const format = (digit: number) => `${first9.slice(0, 3)}-${first9.slice(3, 5)}-${first9.slice(5)}${digit}`;
  return { valid: format(check), wrong: format((check + 1) % 10) };
}

async function openSellers(page: Page) {
  await page.getByRole('link', { name: '셀러 관리' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '셀러 관리' })).toBeVisible();
  return page.getByRole('table', { name: '셀러 목록' });
}

async function searchSeller(page: Page, text: string) {
  await page.getByTestId('filter-search').fill(text);
  const table = page.getByRole('table', { name: '셀러 목록' });
  const row = table.getByRole('row').filter({ hasText: text });
  await expect(row.first()).toBeVisible();
  return row.first();
}

test('an operator registers a seller (the Korean errors first), approves it, and suspending a seller takes its product off the storefront until reactivation', async ({
  page,
}) => {
  await loginAs(page, 'SUPER_ADMIN');
  await openSellers(page);
  await expect(page.getByTestId('tile-active')).toContainText('곳');

  // 1. Register: a wrong check digit and a 25% commission are refused in Korean, on their fields.
  const numbers = businessNumber();
  const brand = `이투이브랜드${Date.now() % 100_000}`;
  await page.getByRole('button', { name: '셀러 등록' }).click();
  const form = page.getByRole('dialog', { name: '셀러 등록' });
  const field = (label: string) => form.getByRole('textbox', { name: new RegExp(`^${label}`) });
  await field('새 브랜드 이름').fill(brand);
  await field('영문 브랜드 이름').fill(`E2E Brand ${Date.now() % 100_000}`);
  await field('회사명').fill(`(주)${brand}`);
  await field('사업자등록번호').fill(numbers.wrong);
  await field('담당자').fill('김담당');
  await field('연락처').fill('010-3456-7890');
  await field('이메일').fill('partner@e2e-brand.example.kr');
  await field('수수료율').fill('25');
  await form.getByRole('combobox', { name: '정산 주기' }).selectOption('biweekly');
  await field('은행').fill('국민은행');
  await field('계좌번호').fill('123-456789-01-234');
  await field('예금주').fill(`(주)${brand}`);
  await form.getByRole('button', { name: '등록' }).click();
  await expect(form.getByText('유효하지 않은 사업자등록번호입니다. 번호를 다시 확인해주세요.')).toBeVisible();
  await expect(form.getByText('수수료율은 12%에서 20% 사이로 입력해주세요.')).toBeVisible();

  await field('사업자등록번호').fill(numbers.valid);
  await field('수수료율').fill('15');
  await form.getByRole('button', { name: '등록' }).click();
  await expectToast(page, '셀러 등록 완료', '승인하면 운영을 시작합니다');
  await expect(form).toBeHidden();

  // 2. Approve it from its detail: the account is only ever shown masked.
  let detail = page.getByRole('dialog', { name: new RegExp(brand) });
  await expect(detail).toBeVisible();
  await expect(detail.getByText('승인 대기').first()).toBeVisible();
  await expect(detail.getByText('****-**-1234')).toBeVisible();
  await expect(detail.getByText(numbers.valid)).toBeVisible();
  await detail.getByRole('button', { name: '승인' }).click();
  await expectToast(page, '셀러 상태 변경 완료', "'운영중'(으)로 변경되었습니다");
  await expect(detail.getByTestId('detail-status')).toHaveText('운영중');
  await detail.getByRole('button', { name: '닫기' }).first().click();
  const created = await searchSeller(page, brand);
  await expect(created).toContainText('운영중');
  await expect(created).toContainText(numbers.valid);
  await expect(created).toContainText('15%');
  await expect(created).toContainText('격주');

  // 3. A seller whose product is on the storefront: the active seller with the fewest products
  // (other journeys pick popular products), not the demo seller admin's brand.
  const sellers = await api(page, '/api/admin/sellers?status=active&sort=products&order=asc&limit=50');
  let target: { brand: string; slug: string; productId: string; productName: string } | null = null;
  for (const s of sellers.items as { brands: { name: string; slug: string; status: string }[]; activeProductCount: number }[]) {
    const b = s.brands.find((x) => x.status === 'active');
    if (!b || s.activeProductCount < 1 || s.brands.length !== 1) continue;
    const products = await api(page, `/api/products?brand=${b.slug}&limit=1`);
    if (products.items.length === 0) continue;
    target = { brand: b.name, slug: b.slug, productId: products.items[0].id, productName: products.items[0].name };
    break;
  }
  expect(target, 'an active seller with a listed product').not.toBeNull();
  const storefront = await page.context().newPage();
  await storefront.goto(`/products/${target!.productId}`);
  await expect(storefront.getByTestId('product-name')).toHaveText(target!.productName);

  // 4. Suspend it: asked once more, then the product leaves the storefront at once.
  const row = await searchSeller(page, target!.brand);
  await row.getByRole('button', { name: '상세' }).click();
  detail = page.getByRole('dialog', { name: new RegExp(target!.brand) });
  await detail.getByRole('button', { name: '정지' }).click();
  const confirm = page.getByRole('alertdialog', { name: '셀러를 정지할까요?' });
  await confirm.getByRole('button', { name: '정지' }).click();
  await expectToast(page, '셀러 상태 변경 완료', "'정지'(으)로 변경되었습니다");
  await expect(detail.getByTestId('detail-status')).toHaveText('정지');

  await storefront.reload();
  await expect(storefront.getByRole('heading', { level: 1, name: '상품을 찾을 수 없습니다' })).toBeVisible();
  await storefront.goto(`/brands/${target!.slug}`);
  await expect(storefront.getByTestId('product-name')).toHaveCount(0);
  const gone = await storefront.request.get(`/api/products?brand=${target!.slug}&limit=10`);
  expect((await gone.json()).items).toEqual([]);

  // 5. Reactivate it: the product comes back.
  await detail.getByRole('button', { name: '재활성화' }).click();
  await expectToast(page, '셀러 상태 변경 완료', "'운영중'(으)로 변경되었습니다");
  await expect(detail.getByTestId('detail-status')).toHaveText('운영중');
  await storefront.goto(`/products/${target!.productId}`);
  await expect(storefront.getByTestId('product-name')).toHaveText(target!.productName);
  await storefront.close();
});
