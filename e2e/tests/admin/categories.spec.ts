import { readFileSync } from 'node:fs';
import { loginAs } from '../../fixtures/auth';
import { expect as storefrontExpect } from '../../fixtures/storefront';
import { test } from '../../fixtures/test';
import { expectToast } from '../../fixtures/toast';

const expect = storefrontExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

/**
 * The journey acts on its own rows only: a top-level category placed last (order 9999) with two
 * children, so the storefront's other categories and the specs that use them stay as they are.
 * It ends hidden.
 */
test('an operator builds a category with children, reorders them, and the storefront follows; hiding it takes it off the storefront', async ({
  page,
}) => {
  const stamp = Date.now() % 1_000_000;
  const top = { name: `이투이분류${stamp}`, slug: `e2e-cat-${stamp}` };
  const first = { name: `가분류${stamp}`, slug: `e2e-cat-${stamp}-a` };
  const second = { name: `나분류${stamp}`, slug: `e2e-cat-${stamp}-b` };
  await page.setViewportSize({ width: 1280, height: 900 });
  await loginAs(page, 'OPS_MANAGER', '/admin/catalog/categories');
  await expect(page.getByRole('heading', { level: 1, name: '카테고리 관리' })).toBeVisible();
  await expect(page.getByTestId('tile-parents')).toContainText('개');
  const table = page.getByRole('table', { name: '카테고리 트리' });
  // Two parents open by default.
  await expect(table.getByRole('button', { name: /접기$/ })).toHaveCount(2);

  async function create(c: { name: string; slug: string }, order: number, parent?: string) {
    await page.getByRole('button', { name: '카테고리 등록' }).click();
    const form = page.getByRole('dialog', { name: '카테고리 등록' });
    await form.getByRole('textbox', { name: /^카테고리명/ }).fill(c.name);
    if (parent) await form.getByRole('combobox', { name: /^상위 카테고리/ }).selectOption({ label: parent });
    await form.getByRole('spinbutton', { name: /^표시 순서/ }).fill(String(order));
    await form.getByRole('textbox', { name: /^슬러그/ }).fill(c.slug);
    await form.getByRole('textbox', { name: /^설명/ }).fill(`${c.name} 설명`);
    await form.getByRole('button', { name: '등록' }).click();
    await expectToast(page, '카테고리 업데이트 완료', '카테고리가 성공적으로 업데이트되었습니다.');
    await expect(form).toBeHidden();
  }
  await create(top, 9999);
  await create(first, 1, top.name);
  await create(second, 2, top.name);

  // The storefront lists the children in display order.
  const storefront = await page.context().newPage();
  const subNav = () => storefront.getByRole('navigation', { name: '하위 카테고리' }).getByRole('button');
  await storefront.goto(`/categories?category=${top.slug}`);
  await expect(storefront.getByTestId('listing-title')).toHaveText(top.name);
  await expect(subNav()).toHaveText(['전체', first.name, second.name]);

  // A search on a child keeps its parent, with only that child.
  await page.getByTestId('filter-search').fill(second.name);
  await expect(table.getByTestId('category-name')).toHaveCount(2);
  await expect(table.getByTestId('category-name').first()).toContainText(top.name);
  await page.screenshot({ path: '/tmp/categories-search.png' });

  // Edit: the second child moves ahead (order 0); the storefront follows.
  await table.getByRole('button', { name: `${second.name} 수정` }).click();
  const edit = page.getByRole('dialog', { name: '카테고리 수정' });
  await edit.getByRole('spinbutton', { name: /^표시 순서/ }).fill('0');
  await edit.getByRole('button', { name: '저장' }).click();
  await expectToast(page, '카테고리 업데이트 완료', '카테고리가 성공적으로 업데이트되었습니다.');
  await expect(edit).toBeHidden();
  await storefront.reload();
  await expect(subNav()).toHaveText(['전체', second.name, first.name]);

  // Hide the first child: gone from the storefront at once, its page not found.
  await page.getByTestId('filter-search').fill(top.name);
  await expect(table.getByTestId('category-name')).toHaveCount(3);
  await table.getByRole('button', { name: `${first.name} 비활성화` }).click();
  await expectToast(page, '카테고리 업데이트 완료', '카테고리가 성공적으로 업데이트되었습니다.');
  await expect(table.getByRole('row').filter({ hasText: first.name }).getByTestId('category-status')).toHaveText('비활성');
  await storefront.reload();
  await expect(subNav()).toHaveText(['전체', second.name]);
  await storefront.goto(`/categories?category=${first.slug}`);
  await expect(storefront.getByTestId('category-not-found')).toBeVisible();

  // The download holds the searched tree.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: '카테고리 목록 CSV 내보내기' }).click();
  const file = await downloading;
  const csv = readFileSync((await file.path())!, 'utf8');
  expect(csv).toContain('카테고리명,상위 카테고리');
  expect(csv).toContain(first.slug);
  expect(csv.trim().split(/\r?\n/)).toHaveLength(4);
  await page.screenshot({ path: '/tmp/categories-tree.png' });

  // Hide the top-level one: gone from the storefront's category tree. The notice of the last
  // change may still be up with the same words, so the write's own answer is awaited.
  const hidden = page.waitForResponse((r) => /\/api\/admin\/categories\//.test(r.url()) && r.request().method() !== 'GET');
  await table.getByRole('button', { name: `${top.name} 비활성화` }).click();
  expect((await hidden).ok()).toBe(true);
  await expectToast(page, '카테고리 업데이트 완료', '카테고리가 성공적으로 업데이트되었습니다.');
  const tree = (await (await storefront.request.get('/api/categories')).json()) as { items: { slug: string }[] };
  expect(tree.items.some((c) => c.slug === top.slug)).toBe(false);
  await storefront.goto(`/categories?category=${top.slug}`);
  await expect(storefront.getByTestId('category-not-found')).toBeVisible();
  await storefront.close();
});

test('a role without the categories permission is refused in the browser and by the API', async ({ page }) => {
  await loginAs(page, 'CS_AGENT', '/admin/catalog/categories');
  await expect(page.getByText('접근 권한이 없습니다')).toBeVisible();
  const res = await page.request.post('/api/admin/categories', { data: { name: '금지' } });
  expect(res.status()).toBe(403);
});
