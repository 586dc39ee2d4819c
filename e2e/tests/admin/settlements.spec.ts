import { test, type Page } from '../../fixtures/test';
import { loginAs } from '../../fixtures/auth';
import { expectToast } from '../../fixtures/toast';
import { advanceOrder, findBuyable, placeOrderViaApi, signUpShopper, won } from '../../fixtures/shopping';
import { api, expect as storefrontExpect } from '../../fixtures/storefront';

// An admin journey on a loaded two-core machine: generous limits.
const expect = storefrontExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

const PAGE = '/admin/sellers/settlements';

function search(page: Page) {
  return page.getByRole('searchbox', { name: '정산번호, 브랜드명 검색' });
}

function table(page: Page) {
  return page.getByRole('table', { name: '정산 목록' });
}

/** The table narrowed to one settlement by its number; answers that row. */
async function only(page: Page, number: string) {
  await search(page).fill(number);
  await expect(page).toHaveURL(new RegExp(`q=${number}`));
  await expect(table(page).getByTestId('data-row')).toHaveCount(1);
  return table(page).getByTestId('data-row').filter({ hasText: number });
}

/** The numbers of the first `n` rows of the list as shown. */
async function numbers(page: Page, n: number): Promise<string[]> {
  // The filtered page, not the one shown while it loads.
  await expect(table(page).getByTestId('settlement-status').filter({ hasNotText: '정산 대기' })).toHaveCount(0);
  const cells = table(page).getByTestId('settlement-number');
  await expect(cells.nth(n - 1)).toBeVisible();
  return (await cells.allTextContents()).slice(0, n);
}

test('FINANCE approves, holds with a reason, pays and bulk approves settlements; the list and the detail show the same money', async ({
  page,
}) => {
  await loginAs(page, 'FINANCE', PAGE);
  await expect(page.getByRole('heading', { level: 1, name: '정산 관리' })).toBeVisible();
  await expect(page.getByTestId('tile-pending')).toContainText('건');
  await expect(page.getByTestId('total-net')).toContainText('원');

  // Pending settlements, oldest figures first as the server sorts them.
  await page.getByRole('combobox', { name: '상태' }).selectOption('pending');
  await expect(page).toHaveURL(/status=pending/);
  const [toApprove, toHold, bulkA, bulkB] = await numbers(page, 4);
  await page.getByRole('combobox', { name: '상태' }).selectOption('');
  await expect(page).not.toHaveURL(/status=/);

  // The figures of a row equal its detail's.
  const row = await only(page, toApprove!);
  const gross = await row.getByTestId('settlement-gross').textContent();
  const commission = await row.getByTestId('settlement-commission').textContent();
  const net = await row.getByTestId('settlement-net').textContent();
  await row.getByRole('button', { name: '상세' }).click();
  const detail = page.getByRole('dialog', { name: new RegExp(toApprove!) });
  await expect(detail.getByTestId('calculation-net')).toHaveText(net!);
  await expect(detail.getByTestId('calculation')).toContainText(gross!);
  await expect(detail.getByTestId('calculation')).toContainText(`-${commission!}`);
  await expect(detail.getByTestId('sales-summary')).toContainText(gross!);
  await expect(detail.getByRole('table', { name: '정산 내역' })).toContainText('상품 판매');
  await expect(detail.getByRole('button', { name: '지급' })).toHaveCount(0);

  // Approve, then pay (asks first).
  await detail.getByRole('button', { name: '승인' }).click();
  await expectToast(page, '정산 처리 완료', '정산이 승인되었습니다.');
  await expect(detail).toBeHidden();
  await expect(row.getByTestId('settlement-status')).toHaveText('승인');
  await row.getByRole('button', { name: '상세' }).click();
  await detail.getByRole('button', { name: '지급' }).click();
  const confirm = page.getByRole('alertdialog', { name: '정산금을 지급할까요?' });
  await expect(confirm).toContainText(net!);
  await confirm.getByRole('button', { name: '지급' }).click();
  await expectToast(page, '정산 처리 완료', '정산금이 지급되었습니다.');
  await expect(row.getByTestId('settlement-status')).toHaveText('지급 완료');
  await row.getByRole('button', { name: '상세' }).click();
  await expect(detail.getByTestId('detail-status')).toHaveText('지급 완료');
  await expect(detail).toContainText('더 진행할 처리가 없습니다.');
  await expect(detail.getByTestId('calculation-net')).toHaveText(net!);
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();

  // Hold: a reason is required.
  const held = await only(page, toHold!);
  await held.getByRole('button', { name: '상세' }).click();
  const holdDetail = page.getByRole('dialog', { name: new RegExp(toHold!) });
  await holdDetail.getByRole('button', { name: '보류', exact: true }).click();
  await holdDetail.getByRole('button', { name: '보류 확정' }).click();
  await expect(holdDetail.getByText('보류 사유를 입력해주세요.')).toBeVisible();
  await holdDetail.getByRole('textbox', { name: /보류 사유/ }).fill('세금계산서 미발행');
  await holdDetail.getByRole('button', { name: '보류 확정' }).click();
  await expectToast(page, '정산 처리 완료', '정산이 보류되었습니다.');
  await expect(held.getByTestId('settlement-status')).toHaveText('보류');
  await expect(held).toContainText('세금계산서 미발행');

  // Bulk approve two pending ones from the selection bar.
  await page.goto(`${PAGE}?status=pending`);
  await expect(table(page).getByTestId('settlement-status').filter({ hasNotText: '정산 대기' })).toHaveCount(0);
  for (const n of [bulkA!, bulkB!]) {
    const box = table(page).getByRole('checkbox', { name: `${n} 선택` });
    // The box's drawn control lies over its (visually hidden) input, as in any Chakra checkbox.
    await box.check({ force: true });
    await expect(box).toBeChecked();
  }
  const bar = page.getByRole('region', { name: '선택한 정산' });
  await expect(bar).toContainText('2건');
  await bar.getByRole('button', { name: '일괄 승인' }).click();
  await expectToast(page, '정산 처리 완료', '2건의 정산이 승인되었습니다.');
  await expect(bar).toBeHidden();
  await page.goto(PAGE);
  for (const n of [bulkA!, bulkB!]) {
    const r = await only(page, n);
    await expect(r.getByTestId('settlement-status')).toHaveText('승인');
  }

  // The history download holds the list as filtered: the one settlement searched for, Korean intact.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: '정산 내역 CSV 내보내기' }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toMatch(/^정산내역-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await import('node:fs')).readFileSync((await file.path())!, 'utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  expect(csv).toContain('정산번호,브랜드');
  expect(csv).toContain(bulkB!);
  expect(csv.trim().split(/\r?\n/)).toHaveLength(2);
});

test('a purchase confirmed today lands in its seller settlement with "지금 정산 생성", which FINANCE approves and pays', async ({
  page,
}) => {
  await signUpShopper(page, '정산고객');
  const [p] = await findBuyable(page, { minStock: 3, minPrice: 20_000 });
  const order = await placeOrderViaApi(page, p!, 'card', 2);
  // Delivered as the operator does it (the admin's status API); then the shopper confirms.
  await advanceOrder(order.id, 'delivered');
  expect((await page.request.post(`/api/orders/${order.id}/confirm`)).status()).toBe(200);
  const confirmed = await api(page, `/api/orders/${order.id}`);
  expect(confirmed.status).toBe('purchase_confirmed');

  await loginAs(page, 'FINANCE', PAGE);
  await page.getByRole('button', { name: '지금 정산 생성' }).click();
  await expectToast(page, '정산 처리 완료', '건의 정산이 생성되었습니다.');
  // The brand's settlements, latest period first: the open period's, generated just now, heads them.
  await page.goto(`${PAGE}?q=${encodeURIComponent(p!.brand)}&sort=period&order=desc`);
  await expect(table(page).getByTestId('data-row').first()).toBeVisible();
  await expect(table(page).getByTestId('data-row').filter({ hasNotText: p!.brand })).toHaveCount(0);
  const newest = (await table(page).getByTestId('settlement-number').first().textContent())!;
  const row = await only(page, newest);
  await expect(row.getByTestId('settlement-status')).toHaveText('정산 대기');
  const gross = Number((await row.getByTestId('settlement-gross').textContent())!.replace(/\D/g, ''));
  expect(gross).toBeGreaterThanOrEqual(confirmed.items.reduce((s: number, i: { lineTotal: number }) => s + i.lineTotal, 0));
  await row.getByRole('button', { name: '상세' }).click();
  const detail = page.getByRole('dialog');
  await detail.getByRole('button', { name: '승인' }).click();
  await expectToast(page, '정산 처리 완료', '정산이 승인되었습니다.');
  await row.getByRole('button', { name: '상세' }).click();
  await detail.getByRole('button', { name: '지급' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '지급' }).click();
  await expectToast(page, '정산 처리 완료', '정산금이 지급되었습니다.');
  await expect(row.getByTestId('settlement-status')).toHaveText('지급 완료');
  await expect(row.getByTestId('settlement-gross')).toHaveText(won(gross));
});
