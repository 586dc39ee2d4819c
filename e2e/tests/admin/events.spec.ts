import { readFileSync } from 'node:fs';
import { test } from '../../fixtures/test';
import { loginAs } from '../../fixtures/auth';
import { signUpShopper } from '../../fixtures/shopping';
import { expectToast } from '../../fixtures/toast';
import { expect as storefrontExpect } from '../../fixtures/storefront';

const expect = storefrontExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

test('an event created in /admin/content/events is listed on the events page; started, a shopper enters it and the admin counts the participant; ended it leaves', async ({
  page,
  browser,
}) => {
  const title = `e2e 럭키 드로우 ${Date.now()}`;
  await page.setViewportSize({ width: 1280, height: 900 });
  await loginAs(page, 'CONTENT_EDITOR', '/admin/content/events');
  await expect(page.getByRole('heading', { level: 1, name: '이벤트' })).toBeVisible();

  await page.getByRole('button', { name: '이벤트 생성' }).click();
  const form = page.getByRole('dialog', { name: '이벤트 생성' });
  await form.getByRole('textbox', { name: /^이벤트명/ }).fill(title);
  await form.getByRole('spinbutton', { name: /^최대 참여자/ }).fill('-3');
  await form.getByRole('button', { name: '생성' }).click();
  await expect(form.getByText(/최대 참여자 수는 1 이상/)).toBeVisible();
  await form.getByRole('spinbutton', { name: /^최대 참여자/ }).fill('10');
  await form.getByRole('textbox', { name: /^경품$/ }).fill('포인트 5,000원');
  await form.getByRole('textbox', { name: /^설명/ }).fill('e2e 이벤트 설명');
  await form.getByRole('button', { name: '생성' }).click();
  await expectToast(page, '이벤트 업데이트 완료', '이벤트가 등록되었습니다.');
  // The new row's detail opens; closed to search the list.
  await expect(page.getByRole('dialog', { name: new RegExp(title.replace(/[?()]/g, '\\$&')) })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByRole('searchbox', { name: '이벤트명, 설명 검색' }).fill(title);
  const row = page.getByRole('row', { name: `${title} 상세 보기` });
  await expect(row.getByTestId('event-status')).toHaveText('예정');
  await expect(row.getByTestId('event-participants')).toHaveText('0 / 10');

  // Scheduled: listed on the storefront as opening soon; an end is not offered.
  const listed = await (await page.request.get('/api/events?limit=100')).json();
  expect(listed.items.find((e: { title: string }) => e.title === title)).toMatchObject({ status: 'scheduled' });
  await row.click();
  const detail = page.getByRole('dialog', { name: new RegExp(title) });
  await expect(detail.getByRole('button', { name: '종료' })).toHaveCount(0);
  await detail.getByRole('button', { name: '수정' }).click();
  const edit = page.getByRole('dialog', { name: '이벤트 수정' });
  const start = new Date(Date.now() - 3_600_000);
  const p = (n: number) => String(n).padStart(2, '0');
  await edit
    .getByLabel(/^시작 일시/)
    .fill(`${start.getFullYear()}-${p(start.getMonth() + 1)}-${p(start.getDate())}T${p(start.getHours())}:${p(start.getMinutes())}`);
  await edit.getByRole('textbox', { name: /^장소/ }).fill('sns');
  await edit.getByRole('button', { name: '저장' }).click();
  await expectToast(page, '이벤트 업데이트 완료', '이벤트가 수정되었습니다.');
  await expect(detail).toContainText('SNS');
  await detail.getByRole('button', { name: '시작' }).click();
  await expectToast(page, '이벤트 업데이트 완료', '이벤트가 시작되었습니다.');
  await expect(detail.getByTestId('detail-status')).toHaveText('진행중');
  await page.keyboard.press('Escape');

  // A shopper enters it from the events page, once.
  const context = await browser.newContext();
  const shopper = await context.newPage();
  await shopper.goto('/');
  await signUpShopper(shopper, '이벤트고객');
  await shopper.goto('/events?tab=promotion');
  const card = shopper.getByTestId('event-card').filter({ hasText: title });
  await card.getByTestId('event-open').click();
  const dialog = shopper.getByTestId('event-detail');
  await expect(dialog.getByTestId('event-state')).toHaveText('진행중');
  await expect(dialog.getByTestId('event-participants')).toHaveText('0 / 10명');
  await dialog.getByTestId('event-enter').click();
  await expect(dialog.getByTestId('event-entry-message')).toHaveText('이벤트에 참여했습니다.');
  await expect(dialog.getByTestId('event-participants')).toHaveText('1 / 10명');
  await expect(dialog.getByTestId('event-entered')).toBeDisabled();
  const again = await shopper.request.post(`/api/events/${listed.items.find((e: { title: string }) => e.title === title).id}/entries`);
  expect(again.status()).toBe(409);
  expect((await again.json()).error.message).toBe('이미 참여한 이벤트입니다.');
  await context.close();

  // The admin counts the participant and the rate.
  await page.reload();
  await expect(row.getByTestId('event-participants')).toHaveText('1 / 10');
  await expect(row).toContainText('10.0%');
  await page.screenshot({ path: '/tmp/content-events.png' });

  // Export the filtered view, end the event (it leaves the storefront), delete it.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: '이벤트 목록 CSV 내보내기' }).click();
  const csv = readFileSync((await (await downloading).path())!, 'utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  expect(csv).toContain(title);
  await row.click();
  await detail.getByRole('button', { name: '종료' }).click();
  await expectToast(page, '이벤트 업데이트 완료', '이벤트가 종료되었습니다.');
  await expect(detail.getByRole('button', { name: '시작' })).toHaveCount(0);
  const after = await (await page.request.get('/api/events?limit=100')).json();
  expect(after.items.map((e: { title: string }) => e.title)).not.toContain(title);
  await detail.getByRole('button', { name: '삭제' }).click();
  await page.getByRole('alertdialog', { name: '이벤트를 삭제할까요?' }).getByRole('button', { name: '삭제' }).click();
  await expectToast(page, '이벤트 업데이트 완료', '이벤트가 삭제되었습니다.');
  await expect(row).toHaveCount(0);
});

test('CS_AGENT may not manage events (page and API refused)', async ({ page }) => {
  await loginAs(page, 'CS_AGENT', '/admin/content/events');
  await expect(page.getByText('접근 권한이 없습니다')).toBeVisible();
  const [seeded] = (await (await page.request.get('/api/events?limit=1')).json()).items;
  expect((await page.request.post(`/api/admin/events/${seeded.id}/status`, { data: { action: 'end' } })).status()).toBe(403);
});
