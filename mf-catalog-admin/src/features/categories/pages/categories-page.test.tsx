import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CATEGORY_MESSAGES, type AdminCategory } from '@market/domain/admin-categories';
import { axeViolations } from '@market/ui/test/render';
import { renderAdminPage } from '@market/ui/test/render-admin-page';
import CategoriesPage from './categories-page';
import { answer } from '@market/ui/test/mock-fetch';

const base = { description: '', level: 0, isActive: true, createdAt: '2026-01-05T00:00:00.000Z', parentId: null };
const child = (id: string, parentId: string, name: string, order: number) => ({
  ...base,
  id,
  name,
  slug: id,
  parentId,
  level: 1,
  displayOrder: order,
  productCount: 10,
  children: [] as [],
});
const TREE: AdminCategory[] = [
  {
    ...base,
    id: 'p1',
    name: '아우터',
    slug: 'outer',
    displayOrder: 1,
    productCount: 20,
    children: [child('c1', 'p1', '코트', 1), child('c2', 'p1', '패딩', 2)],
  },
  { ...base, id: 'p2', name: '상의', slug: 'tops', displayOrder: 2, productCount: 10, children: [child('c3', 'p2', '니트', 1)] },
  { ...base, id: 'p3', name: '신발', slug: 'shoes', displayOrder: 3, productCount: 10, children: [child('c4', 'p3', '스니커즈', 1)] },
];

jest.setTimeout(30_000);

let requests: { method: string; url: string; body: unknown }[];

beforeEach(() => {
  requests = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    requests.push({ method, url, body });
    if (method === 'GET' && /\/api\/admin\/categories(\?|$)/.test(url))
      return answer(200, { items: TREE, total: 7, summary: { parents: 3, children: 4, totalProducts: 40, active: 7 } });
    if (method === 'POST' && url.endsWith('/api/admin/categories/c1/status'))
      return answer(200, {
        item: { ...TREE[0]!.children[0], isActive: false },
        title: CATEGORY_MESSAGES.updated,
        message: CATEGORY_MESSAGES.updatedDescription,
      });
    if (method === 'PATCH' && url.endsWith('/api/admin/categories/c3'))
      return answer(200, {
        item: { ...TREE[1]!.children[0], ...body },
        title: CATEGORY_MESSAGES.updated,
        message: CATEGORY_MESSAGES.updatedDescription,
      });
    return answer(404, { error: { code: 'NOT_FOUND', message: '찾을 수 없습니다' } });
  }) as unknown as typeof fetch;
});

const renderPage = (permissions = ['*']) =>
  renderAdminPage(<CategoriesPage />, { role: 'OPS_MANAGER', permissions, table: '카테고리 트리', firstRow: '아우터' });

describe('CategoriesPage (카테고리 관리)', () => {
  it('shows the tiles and the tree with the first two parents open, expands on click, and has no axe violations', async () => {
    const table = await renderPage();
    expect(within(screen.getByTestId('tile-parents')).getByText('3개')).toBeTruthy();
    expect(within(screen.getByTestId('tile-children')).getByText('4개')).toBeTruthy();
    expect(within(table).getByText('코트')).toBeTruthy();
    expect(within(table).getByText('니트')).toBeTruthy();
    expect(within(table).queryByText('스니커즈')).toBeNull();
    const user = userEvent.setup();
    await user.click(within(table).getByRole('button', { name: '신발 펼치기' }));
    expect(within(table).getByText('스니커즈')).toBeTruthy();
    await user.click(within(table).getByRole('button', { name: '아우터 접기' }));
    expect(within(table).queryByText('코트')).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  it('toggles a category with the spec notice', async () => {
    const table = await renderPage();
    const user = userEvent.setup();
    await user.click(within(table).getByRole('button', { name: '코트 비활성화' }));
    expect(await screen.findByText('카테고리 업데이트 완료')).toBeTruthy();
    expect(screen.getByText('카테고리가 성공적으로 업데이트되었습니다.')).toBeTruthy();
    expect(requests.filter((r) => r.method === 'POST')).toEqual([
      { method: 'POST', url: '/api/admin/categories/c1/status', body: { isActive: false, expectedActive: true } },
    ]);
  });

  it('edits a child: parent choices exclude itself, display order is numeric, description has 2 rows, only changes are sent', async () => {
    const table = await renderPage();
    const user = userEvent.setup();
    await user.click(within(table).getByRole('button', { name: '니트 수정' }));
    const form = await screen.findByRole('dialog', { name: '카테고리 수정' });
    const parent = within(form).getByRole('combobox', { name: /^상위 카테고리/ }) as HTMLSelectElement;
    expect([...parent.options].map((o) => o.textContent)).toEqual(['최상위 카테고리', '아우터', '상의', '신발']);
    expect(parent.value).toBe('p2');
    const order = within(form).getByRole('spinbutton', { name: /^표시 순서/ });
    expect((within(form).getByRole('textbox', { name: /^설명/ }) as HTMLTextAreaElement).rows).toBe(2);
    await user.clear(order);
    await user.type(order, '-3');
    await user.click(within(form).getByRole('button', { name: '저장' }));
    expect(await within(form).findByText(CATEGORY_MESSAGES.displayOrder)).toBeTruthy();
    await user.clear(order);
    await user.type(order, '7');
    await user.selectOptions(parent, 'p1');
    await user.click(within(form).getByRole('button', { name: '저장' }));
    expect(await screen.findByText(CATEGORY_MESSAGES.updated)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '카테고리 수정' })).toBeNull());
    expect(requests.filter((r) => r.method === 'PATCH')).toEqual([
      { method: 'PATCH', url: '/api/admin/categories/c3', body: { parentId: 'p1', displayOrder: 7 } },
    ]);
  });

  it('staff who may only read see no add, edit or toggle buttons', async () => {
    const table = await renderPage(['catalog.categories.read']);
    expect(screen.queryByRole('button', { name: '카테고리 등록' })).toBeNull();
    expect(within(table).queryByRole('button', { name: /수정$/ })).toBeNull();
  });
});
