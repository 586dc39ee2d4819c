import { readFileSync } from 'node:fs';
import { loginAs } from '../../fixtures/auth';
import { api, expect as storefrontExpect } from '../../fixtures/storefront';
import { test } from '../../fixtures/test';
import { expectToast } from '../../fixtures/toast';

// A journey through an admin remote and the storefront on a loaded two-core machine: generous limits.
const expect = storefrontExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 240_000 });

/** A small real PNG (64×24), which the upload re-encodes to WebP. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAYCAIAAADF1mwTAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAUElEQVRYhe2SQQkAQRDDqqsSTm0kroh7hIFCBKSh4etpohuwAdUrsgv1LtEN2IDqFdmFepfoBmxA9YrsQr1LdAM2oHpFdqHeJboBG1C94h8eShM4agRdIgAAAAAASUVORK5CYII=',
  'base64',
);

test('an editor creates a main_hero banner with an image, activates it onto the storefront home, where impressions count, deactivates it off again, and exports the list', async ({
  page,
}) => {
  const title = `이투이 메인배너 ${Date.now() % 1_000_000}`;
  await loginAs(page, 'CONTENT_EDITOR', '/admin/marketing/banners');
  await expect(page.getByRole('heading', { level: 1, name: '배너 관리' })).toBeVisible();
  await expect(page.getByTestId('tile-active')).toContainText('개');

  // 1. Create: a javascript: link is refused in Korean; then a site path, with an uploaded image.
  await page.getByRole('button', { name: '배너 등록' }).click();
  const form = page.getByRole('dialog', { name: '배너 등록' });
  await form.getByRole('textbox', { name: /^제목/ }).fill(title);
  await form.getByRole('textbox', { name: /^설명/ }).fill('겨울 아우터를 한자리에서');
  await form.getByRole('combobox', { name: /^노출 위치/ }).selectOption('main_hero');
  await form.getByRole('textbox', { name: /^링크 URL/ }).fill('javascript:alert(1)');
  await form.getByTestId('banner-create-image').setInputFiles({ name: 'hero.png', mimeType: 'image/png', buffer: PNG });
  await form.getByRole('button', { name: '등록' }).click();
  await expect(form.getByText('링크는 http(s):// 로 시작하는 주소나 /로 시작하는 사이트 경로로 입력해주세요.')).toBeVisible();
  await form.getByRole('textbox', { name: /^링크 URL/ }).fill('/categories?sale=true');
  await form.getByRole('button', { name: '등록' }).click();
  await expectToast(page, '배너 업데이트 완료', '배너가 등록되었습니다');
  await expect(form).toBeHidden();

  // 2. Its detail: inactive, the uploaded image as WebP; activate it.
  const detail = page.getByRole('dialog', { name: new RegExp(title) });
  await expect(detail.getByTestId('detail-status')).toHaveText('비활성');
  const found = await api(page, `/api/admin/banners?q=${encodeURIComponent(title)}`);
  const banner = found.items[0] as { id: string; imageUrl: string };
  expect(banner.imageUrl).toMatch(/^\/media\/uploads\/[\w-]+\.webp$/);
  await expect(detail.getByTestId('banner-preview').getByRole('img')).toBeVisible();
  await detail.getByRole('button', { name: '활성화' }).click();
  await expectToast(page, '배너 업데이트 완료', '배너가 활성화되었습니다.');
  await expect(detail.getByTestId('detail-status')).toHaveText('활성');

  // 3. Edit its description.
  await detail.getByRole('button', { name: '수정' }).click();
  const edit = page.getByRole('dialog', { name: '배너 수정' });
  await edit.getByRole('textbox', { name: /^설명/ }).fill('겨울 아우터 최대 40% 할인');
  await edit.getByRole('button', { name: '저장' }).click();
  await expectToast(page, '배너 업데이트 완료', '배너가 수정되었습니다.');
  await page.screenshot({ path: '/tmp/marketing-banners.png' });
  await detail.getByRole('button', { name: '닫기' }).first().click();

  // 4. The storefront home shows it in the main banner slot; being seen counts an impression.
  const storefront = await page.context().newPage();
  const onHome = storefront.getByTestId('banner-slot-main_hero').locator(`[data-banner-id="${banner.id}"]`);
  await expect(async () => {
    await storefront.goto('/');
    await expect(onHome).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  await expect(onHome.getByRole('link')).toHaveAttribute('href', '/categories?sale=true');
  await onHome.scrollIntoViewIfNeeded();
  await storefront.evaluate(() => window.dispatchEvent(new Event('pagehide')));
  await expect.poll(async () => (await api(page, `/api/admin/banners/${banner.id}`)).impressions, { timeout: 30_000 }).toBeGreaterThan(0);

  // 5. Deactivate: gone from the home page.
  const row = page.getByRole('table', { name: '배너 목록' }).getByRole('row').filter({ hasText: title });
  await row.getByRole('button', { name: '상세' }).click();
  await detail.getByRole('button', { name: '비활성화' }).click();
  await expectToast(page, '배너 업데이트 완료', '배너가 비활성화되었습니다.');
  await expect(async () => {
    await storefront.goto('/');
    await expect(storefront.getByTestId('section-new-arrivals')).toBeVisible({ timeout: 10_000 });
    await expect(onHome).toHaveCount(0, { timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  await storefront.close();
  await detail.getByRole('button', { name: '닫기' }).first().click();

  // 6. Export the searched list.
  await page.getByTestId('filter-search').fill(title);
  await expect(page.getByRole('table', { name: '배너 목록' }).getByRole('row')).toHaveCount(2);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: '배너 목록 CSV 내보내기' }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toMatch(/^배너목록-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await file.path())!, 'utf8');
  expect(csv).toContain('제목,설명,위치');
  expect(csv).toContain(title);
  expect(csv.trim().split(/\r?\n/)).toHaveLength(2);
});

test('CS_AGENT is refused banners: no menu entry and 403 from the API', async ({ page }) => {
  await loginAs(page, 'CS_AGENT');
  await expect(page.getByRole('link', { name: '배너 관리' })).toHaveCount(0);
  // Retried: after a long journey the request context may reuse a socket the server has closed (ECONNRESET).
  await expect(async () => {
    expect((await page.request.get('/api/admin/banners')).status()).toBe(403);
    expect((await page.request.post('/api/admin/banners', { data: { title: 'x' } })).status()).toBe(403);
  }).toPass({ timeout: 20_000 });
});
