import { loginAs } from '../../fixtures/auth';
import { api, expect as storefrontExpect } from '../../fixtures/storefront';
import { test, type Page } from '../../fixtures/test';
import { expectToast } from '../../fixtures/toast';

const expect = storefrontExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 240_000 });

/** A word no product has: Hangul syllables spelled from the clock, so runs do not meet. */
function madeUpWord(): string {
  const syllables = '뀨뽀쀼쮸퓨휴쀄꿰쒜뛔';
  return `뀽${String(Date.now() % 1_000_000)
    .split('')
    .map((d) => syllables[Number(d)])
    .join('')}`;
}

interface Listing {
  total: number;
  items: { name: string; category: { name: string } }[];
}

/** The storefront's search page for `q`: its count, or its empty state. */
async function storefrontSearch(shop: Page, q: string): Promise<void> {
  await shop.goto(`/search?q=${encodeURIComponent(q)}`);
}

/**
 * Issue 17: the search dictionary is data an operator edits. A made-up word finds nothing; added
 * as a word for 스니커즈 it finds the sneakers at once (the dictionary's writes drop the search
 * caches), changed to 로퍼 it finds the loafers, and deleted it finds nothing again.
 */
test('an operator adds a word to the search dictionary, the storefront finds its products, then the word is edited and deleted', async ({
  page,
}) => {
  const word = madeUpWord();
  await page.setViewportSize({ width: 1280, height: 900 });
  const shop = await page.context().newPage();

  // Before: nothing, on the page and in the API.
  await storefrontSearch(shop, word);
  await expect(shop.getByText('검색 결과가 없습니다', { exact: true })).toBeVisible();
  expect((await api<Listing>(shop, `/api/products?q=${encodeURIComponent(word)}`)).total).toBe(0);
  const sneakers = await api<Listing>(shop, `/api/products?q=${encodeURIComponent('스니커즈')}&limit=1`);
  expect(sneakers.total).toBeGreaterThan(0);

  await loginAs(page, 'OPS_MANAGER', '/admin/catalog/search-synonyms');
  // The remote's chunk on first visit: slow on a loaded machine.
  await expect(page.getByRole('heading', { level: 1, name: '검색 사전' })).toBeVisible({ timeout: 90_000 });
  const table = page.getByRole('table', { name: '검색 사전 목록' });
  await expect(table.getByTestId('synonym-term').first()).toBeVisible();
  await expect(page.getByTestId('card-terms')).toContainText('개');

  // The search box searches the synonyms too (운동화 -> 스니커즈), and stays in the URL.
  await page.getByTestId('filter-search').fill('스니커');
  await expect(table.getByTestId('synonym-term')).toContainText(['스니커즈', '운동화']);
  await expect(page).toHaveURL(/q=/);

  // Add: the word itself as a synonym is refused by the form; then 스니커즈, one-way.
  const add = page.getByRole('button', { name: '동의어 추가' });
  await add.click();
  const form = page.getByRole('dialog', { name: '동의어 추가' });
  await form.getByRole('textbox', { name: /^검색어/ }).fill(word);
  const words = form.getByRole('textbox', { name: /^동의어/ });
  await words.fill(word);
  await words.press('Enter');
  await form.getByRole('button', { name: '등록' }).click();
  await expect(form.getByText('검색어와 같은 단어는 동의어로 등록할 수 없습니다.')).toBeVisible();
  await form.getByRole('button', { name: `동의어 ${word} 빼기` }).click();
  await words.fill('스니커즈');
  await words.press('Enter');
  await expect(form.getByTestId('synonym-chip')).toHaveText(['스니커즈']);
  await form.getByRole('button', { name: '등록' }).click();
  await expectToast(page, '동의어 등록 완료', `'${word}' 검색어의 동의어가 등록되었습니다.`);
  await expect(form).toBeHidden();
  await expect(add, 'focus back on the button that opened the dialog').toBeFocused();

  await page.getByTestId('filter-search').fill(word);
  const row = table.getByRole('row').filter({ hasText: word });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('synonym-direction')).toHaveText('단방향');

  // The storefront finds the sneakers for the word, at once.
  const found = await api<Listing>(shop, `/api/products?q=${encodeURIComponent(word)}&limit=40`);
  expect(found.total).toBeGreaterThan(0);
  expect(found.items.every((p) => p.name.includes('스니커즈') || p.category.name === '스니커즈')).toBe(true);
  await storefrontSearch(shop, word);
  await expect(shop.getByTestId('result-count')).toContainText(found.total.toLocaleString('ko-KR'));
  await expect(shop.getByTestId('product-card').first()).toBeVisible();

  // Edit: 로퍼 instead, two-way.
  const edit = row.getByRole('button', { name: `${word} 수정` });
  await edit.click();
  const editForm = page.getByRole('dialog', { name: '동의어 수정' });
  await editForm.getByRole('button', { name: '동의어 스니커즈 빼기' }).click();
  await editForm.getByRole('textbox', { name: /^동의어/ }).fill('로퍼,');
  await editForm.getByText('양방향', { exact: true }).click();
  await editForm.getByRole('button', { name: '저장' }).click();
  await expectToast(page, '동의어 수정 완료', `'${word}' 검색어의 동의어가 수정되었습니다.`);
  await expect(editForm).toBeHidden();
  await expect(edit).toBeFocused();
  await expect(row.getByTestId('synonym-direction')).toHaveText('양방향');
  await expect(row.getByTestId('synonym-words-cell')).toHaveText('로퍼');
  const loafers = await api<Listing>(shop, `/api/products?q=${encodeURIComponent(word)}&limit=40`);
  expect(loafers.total).toBeGreaterThan(0);
  expect(loafers.items.every((p) => p.name.includes('로퍼') || p.category.name === '로퍼')).toBe(true);
  await page.screenshot({ path: `${process.env.E2E_RESULTS_DIR ?? '/tmp'}/search-synonyms-edited.png` });

  // Delete, after a confirmation: the word finds nothing again.
  await row.getByRole('button', { name: `${word} 삭제` }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(`'${word}' 검색어를 사전에서 삭제할까요?`);
  await confirm.getByRole('button', { name: '삭제' }).click();
  await expectToast(page, '동의어 삭제 완료', `'${word}' 검색어의 동의어가 삭제되었습니다.`);
  await expect(confirm).toBeHidden();
  await expect(page.getByText('조건에 맞는 검색어가 없습니다')).toBeVisible();
  await expect(add).toBeFocused();
  expect((await api<Listing>(shop, `/api/products?q=${encodeURIComponent(word)}`)).total).toBe(0);
  await storefrontSearch(shop, word);
  await expect(shop.getByText('검색 결과가 없습니다', { exact: true })).toBeVisible();
});
