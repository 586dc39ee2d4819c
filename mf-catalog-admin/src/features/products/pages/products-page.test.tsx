import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PRODUCT_MESSAGES, type AdminProduct, type AdminProductDetail } from '@market/domain/admin-products';
import { axeViolations } from '@market/ui/test/render';
import { renderAdminPage } from '@market/ui/test/render-admin-page';
import ProductsPage from './products-page';
import { answer } from '@market/ui/test/mock-fetch';

const BRAND = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const CATEGORY = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';

const BLAZER: AdminProduct = {
  id: '11111111-1111-4111-8111-111111111111',
  name: '오버핏 울 블레이저',
  nameEn: 'Overfit Wool Blazer',
  brandId: BRAND,
  brandName: '모노스튜디오',
  categoryId: CATEGORY,
  categoryName: '블레이저',
  parentCategoryName: '아우터',
  sellerId: 's1',
  price: 189000,
  salePrice: 151200,
  stock: 12,
  status: 'low_stock',
  soldCount: 340,
  images: ['/media/products/1/1.svg', '/media/products/1/2.svg'],
  colors: ['블랙'],
  sizes: ['M', 'L'],
  createdAt: '2026-03-02T01:00:00.000Z',
  updatedAt: '2026-03-02T01:00:00.000Z',
};
const TEE: AdminProduct = {
  ...BLAZER,
  id: '22222222-2222-4222-8222-222222222222',
  name: '베이직 코튼 티셔츠',
  nameEn: '',
  price: 29000,
  salePrice: null,
  stock: 0,
  status: 'out_of_stock',
  soldCount: 1200,
  images: [],
};
const DETAIL: AdminProductDetail = {
  ...BLAZER,
  description: '울 블렌드 블레이저',
  weightGrams: 800,
  rating: 4.6,
  reviewCount: 21,
  options: [
    { id: 'o1', color: '블랙', size: 'M', sku: 'SH000001-BK-M', stock: 7 },
    { id: 'o2', color: '블랙', size: 'L', sku: 'SH000001-BK-L', stock: 5 },
  ],
  openOrderCount: 0,
  hasOrders: true,
};
const CHOICES = {
  brands: [{ id: BRAND, name: '모노스튜디오', status: 'active' }],
  categories: [{ id: 't1', name: '아우터', children: [{ id: CATEGORY, name: '블레이저' }] }],
};

jest.setTimeout(30_000);

let requests: { method: string; url: string; body: unknown }[];

beforeEach(() => {
  requests = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    requests.push({ method, url, body });
    if (method === 'GET' && url.includes('/api/admin/products/choices')) return answer(200, CHOICES);
    if (method === 'GET' && url.includes(`/api/admin/products/${BLAZER.id}`)) return answer(200, DETAIL);
    if (method === 'GET' && /\/api\/admin\/products(\?|$)/.test(url))
      return answer(200, {
        items: [BLAZER, TEE],
        total: 2,
        limit: 20,
        nextCursor: null,
        summary: { onSale: 10, soldOut: 1, lowStock: 1, unitsSold: 1540 },
      });
    if (method === 'POST' && url.endsWith('/api/admin/products/bulk'))
      return answer(200, {
        updated: body.ids.length,
        title: '일괄 처리 완료',
        message: `상품 ${body.ids.length}개에 20% 할인을 적용했습니다.`,
      });
    if (method === 'POST' && url.endsWith('/api/admin/products'))
      return answer(201, {
        item: { ...DETAIL, id: '33333333-3333-4333-8333-333333333333' },
        title: '상품 등록 완료',
        message: '등록되었습니다.',
      });
    return answer(404, { error: { code: 'NOT_FOUND', message: '찾을 수 없습니다' } });
  }) as unknown as typeof fetch;
});

async function renderPage(permissions = ['*']) {
  return renderAdminPage(<ProductsPage />, { role: 'OPS_MANAGER', permissions, table: '상품 목록', firstRow: '오버핏 울 블레이저' });
}

describe('ProductsPage (상품 관리)', () => {
  it('shows the tiles, the spec columns and badges, and has no axe violations', async () => {
    const table = await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: '상품 관리' })).toBeTruthy();
    expect(within(screen.getByTestId('tile-onSale')).getByText('10개')).toBeTruthy();
    expect(within(screen.getByTestId('tile-unitsSold')).getByText('1,540개')).toBeTruthy();
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    const blazer = within(rows[1]!);
    for (const text of ['모노스튜디오', '블레이저', '151,200원', '189,000원', '340', '재고 부족', '11111111'])
      expect(blazer.getByText(text)).toBeTruthy();
    expect(blazer.getByLabelText('이미지 2장')).toBeTruthy();
    expect(blazer.getByLabelText('재고 부족', { selector: 'svg' })).toBeTruthy();
    expect(within(rows[2]!).getByText('품절')).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
  });

  it('selecting rows shows the bulk bar; 20% 할인 sends one bulk call and clears the selection', async () => {
    const table = await renderPage();
    const user = userEvent.setup();
    expect(screen.queryByTestId('product-bulk-bar')).toBeNull();
    await user.click(within(table).getByRole('checkbox', { name: '이 페이지의 상품 모두 선택' }));
    const bar = await screen.findByTestId('product-bulk-bar');
    expect(within(bar).getByText('2개 선택됨')).toBeTruthy();
    await user.click(within(bar).getByRole('button', { name: /20% 할인 적용/ }));
    expect(await screen.findByText('일괄 처리 완료')).toBeTruthy();
    expect(requests.filter((r) => r.method === 'POST')).toEqual([
      { method: 'POST', url: '/api/admin/products/bulk', body: { ids: [BLAZER.id, TEE.id], action: 'discount' } },
    ]);
    await waitFor(() => expect(screen.queryByTestId('product-bulk-bar')).toBeNull());
  });

  it('the detail dialog shows the options; 상품 등록 checks the schema before sending and sends the options grid', async () => {
    const table = await renderPage();
    const user = userEvent.setup();
    await user.click(within(table).getByRole('row', { name: '오버핏 울 블레이저 상세 보기' }));
    const detail = await screen.findByRole('dialog', { name: '오버핏 울 블레이저' });
    expect(await within(detail).findByText('SH000001-BK-M')).toBeTruthy();
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: '상품 등록' }));
    const dialog = await screen.findByRole('dialog', { name: '상품 등록' });
    await user.click(within(dialog).getByRole('button', { name: '등록' }));
    expect(await within(dialog).findByText(PRODUCT_MESSAGES.name)).toBeTruthy();
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: /^상품명/ }), '린넨 셔츠');
    await within(dialog).findByRole('option', { name: '모노스튜디오' });
    await user.selectOptions(within(dialog).getByTestId('product-form-brand'), BRAND);
    await user.selectOptions(within(dialog).getByTestId('product-form-category'), CATEGORY);
    await user.type(within(dialog).getByRole('textbox', { name: /^정가/ }), '59000');
    await user.type(within(dialog).getByRole('textbox', { name: '색상 추가' }), '화이트, 네이비{Enter}');
    await user.type(within(dialog).getByRole('textbox', { name: '사이즈 추가' }), 'M{Enter}');
    const stock = within(dialog).getByRole('textbox', { name: '화이트 M 재고' });
    await user.clear(stock);
    await user.type(stock, '8');
    expect(within(dialog).getByTestId('option-total').textContent).toContain('총 재고 8개');
    await user.click(within(dialog).getByRole('button', { name: '등록' }));
    expect(await screen.findByText('상품 등록 완료')).toBeTruthy();
    expect(requests.find((r) => r.method === 'POST')?.body).toMatchObject({
      name: '린넨 셔츠',
      brandId: BRAND,
      categoryId: CATEGORY,
      price: 59000,
      salePrice: null,
      options: [
        { color: '화이트', size: 'M', stock: 8 },
        { color: '네이비', size: 'M', stock: 0 },
      ],
    });
  });

  it('a role without update or create sees no selection, bulk bar or add button', async () => {
    const table = await renderPage(['catalog.products.read']);
    expect(within(table).queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: '상품 등록' })).toBeNull();
  });
});

describe('ProductsPage row menu', () => {
  it('수정 from the row menu opens the edit dialog with the options', async () => {
    const table = await renderPage();
    const user = userEvent.setup();
    await user.click(within(table).getByRole('button', { name: '오버핏 울 블레이저 메뉴' }));
    await user.click(await screen.findByRole('button', { name: '수정' }));
    const dialog = await screen.findByRole('dialog', { name: '상품 수정' });
    expect(within(dialog).getByRole('textbox', { name: '블랙 M 재고' })).toBeTruthy();
  });
});
