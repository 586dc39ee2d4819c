import { test } from '../../fixtures/test';
import { api, expect } from '../../fixtures/storefront';
import { addToServerCart, findBuyable, signUpShopper, won } from '../../fixtures/shopping';

// 배송지 관리 (issue 17): the book in the account, chosen at checkout, 주소 검색 and the 제주 surcharge.
test('a shopper keeps two addresses, the default preselected at checkout, searches a Jeju address, sees its surcharge, orders there and keeps the address', async ({
  page,
}) => {
  await signUpShopper(page);
  await page.goto('/account?tab=addresses');
  const book = page.getByTestId('address-book');
  await expect(book.getByText('저장된 배송지가 없습니다')).toBeVisible();

  const add = async (label: string, query: string, detail: string) => {
    await page.getByTestId('address-add').click();
    const dialog = page.getByTestId('address-form');
    await dialog.getByTestId('address-label').fill(label);
    await dialog.getByTestId('address-name').fill('김하나');
    await dialog.getByTestId('address-phone').fill('010-1234-5678');
    await dialog.getByTestId('address-form-search').click();
    const search = page.getByTestId('address-search-dialog');
    await search.getByLabel('도로명, 건물명 또는 지번').fill(query);
    await search.getByLabel('도로명, 건물명 또는 지번').press('Enter');
    await search.getByTestId('address-search-result').first().click();
    // Focus comes back to 주소 검색 (the dialog's opener); the detail is typed next.
    await expect(dialog.getByTestId('address-form-search')).toBeFocused();
    await dialog.getByTestId('address-detailAddress').fill(detail);
    await dialog.getByRole('button', { name: '저장' }).click();
    await expect(dialog).toHaveCount(0);
  };
  await add('집', '세종대로 110', '101동 202호');
  await add('회사', '테헤란로 152', '12층');
  const items = book.getByTestId('address-item');
  await expect(items).toHaveCount(2);
  await expect(items.first()).toContainText('집');
  await expect(items.first().getByTestId('address-default-badge')).toBeVisible();

  await items.nth(1).getByTestId('address-set-default').click();
  await expect(items.first()).toContainText('회사');
  await expect(items.first().getByTestId('address-default-badge')).toBeVisible();
  await page.reload();
  await expect(book.getByTestId('address-item').first()).toContainText('회사');
  await expect(book.getByTestId('address-count')).toHaveText('2/10');

  // Below Jeju's own 80,000 won threshold, so the surcharge is charged.
  const [p] = await findBuyable(page, { minPrice: 50_000, maxPrice: 79_000 });
  await addToServerCart(page, p!);
  await page.goto('/checkout');
  const picker = page.getByRole('radiogroup', { name: '배송지 선택' });
  await expect(picker.getByRole('radio', { name: /회사/ })).toBeChecked();
  await expect(page.getByTestId('checkout-zipCode')).toHaveValue('06236');
  await expect(page.getByTestId('checkout-delivery-date')).toContainText('도착 예정');

  await picker.getByText('집').click();
  await expect(page.getByTestId('checkout-zipCode')).toHaveValue('04524');
  await expect(page.getByTestId('checkout-detailAddress')).toHaveValue('101동 202호');

  await picker.getByText('새 배송지').click();
  await page.getByTestId('address-search-open').click();
  const search = page.getByTestId('address-search-dialog');
  await search.getByLabel('도로명, 건물명 또는 지번').fill('제주특별자치도청');
  await search.getByTestId('address-search-submit').click();
  await expect(search.getByTestId('address-search-status')).toHaveText('검색 결과 1건');
  await search.getByTestId('address-search-result').first().click();
  await expect(page.getByTestId('checkout-zipCode')).toHaveValue('63122');
  await page.getByTestId('checkout-detailAddress').fill('3층');
  await expect(page.getByTestId('checkout-remote-surcharge')).toHaveText('제주 지역 추가 배송비 3,000원이 배송비에 더해집니다');
  await expect(page.getByTestId('summary-shipping')).toHaveText(won(3_000));

  // '배송지 목록에 저장': the new address joins the book once the order is placed.
  // A new address starts with the shopper's name; the phone is the recipient's to give.
  await expect(page.getByTestId('checkout-name')).toHaveValue('테스트');
  await page.getByTestId('checkout-phone').fill('010-7777-8888');
  await page.getByTestId('save-new-address').click();
  await page.getByTestId('payment-card').click();
  await page.getByTestId('checkout-terms').click();
  await page.getByTestId('checkout-submit').click();
  const success = page.getByTestId('order-success');
  await expect(success).toContainText('주문이 완료되었습니다');
  const orders = await api(page, '/api/orders');
  const order = await api(page, `/api/orders/${orders.items[0].id}`);
  expect(order.shippingAddress).toMatchObject({ zipCode: '63122', detailAddress: '3층', phone: '010-7777-8888' });
  expect(order.shippingFee).toBe(3_000);
  const saved = await api(page, '/api/me/addresses');
  expect(saved.items.map((a: any) => a.zipCode)).toEqual(expect.arrayContaining(['06236', '04524', '63122']));
});
