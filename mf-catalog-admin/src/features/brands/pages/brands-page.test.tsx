import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BRAND_MESSAGES, type AdminBrandRow } from '@market/domain/admin-brands';
import { axeViolations } from '@market/ui/test/render';
import { renderAdminPage } from '@market/ui/test/render-admin-page';
import BrandsPage from './brands-page';
import { answer } from '@market/ui/test/mock-fetch';

const MONO: AdminBrandRow = {
  id: '11111111-1111-4111-8111-111111111111',
  slug: 'monowave',
  name: '모노웨이브',
  nameEn: 'Monowave',
  description: '미니멀 캐주얼',
  logoUrl: '/media/brands/monowave/logo.svg',
  website: 'https://monowave.example.kr',
  contactEmail: 'partner@monowave.example.kr',
  category: { id: 'c1', slug: 'tops', name: '상의' },
  status: 'active',
  sellerStatus: 'active',
  productCount: 40,
  followers: 1234,
  monthlyRevenue: 12_345_000,
  averageRating: 4.6,
  createdAt: '2026-03-02T01:00:00.000Z',
};
const NEW: AdminBrandRow = {
  ...MONO,
  id: '22222222-2222-4222-8222-222222222222',
  slug: 'saebyeok',
  name: '새벽',
  nameEn: 'Saebyeok',
  status: 'pending',
  sellerStatus: null,
  productCount: 0,
  followers: 0,
  monthlyRevenue: 0,
  averageRating: 0,
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
    if (method === 'GET' && /\/api\/admin\/categories(\?|$)/.test(url))
      return answer(200, { items: [{ id: 'c1', name: '상의', isActive: true, children: [] }], total: 1, summary: {} });
    if (method === 'GET' && /\/api\/admin\/brands(\?|$)/.test(url))
      return answer(200, {
        items: [MONO, NEW],
        total: 2,
        page: 1,
        limit: 20,
        summary: { active: 1, pending: 1, suspended: 0, totalProducts: 40, totalFollowers: 1234 },
      });
    if (method === 'POST' && url.endsWith(`/api/admin/brands/${NEW.id}/status`))
      return answer(200, {
        item: { ...NEW, status: 'active' },
        title: BRAND_MESSAGES.statusChanged,
        message: BRAND_MESSAGES.statusChangedDescription,
      });
    if (method === 'PATCH' && url.endsWith(`/api/admin/brands/${MONO.id}`))
      return answer(200, { item: { ...MONO, ...body }, title: BRAND_MESSAGES.updated, message: BRAND_MESSAGES.updatedDescription });
    return answer(404, { error: { code: 'NOT_FOUND', message: '찾을 수 없습니다' } });
  }) as unknown as typeof fetch;
});

const renderPage = (permissions = ['*']) =>
  renderAdminPage(<BrandsPage />, { role: 'OPS_MANAGER', permissions, table: '브랜드 목록', firstRow: '모노웨이브' });

describe('BrandsPage (브랜드 관리)', () => {
  it('shows the four tiles and the spec columns (a dash for no revenue or rating), with no axe violations', async () => {
    const table = await renderPage();
    expect(within(screen.getByTestId('tile-active')).getByText('1개')).toBeTruthy();
    expect(within(screen.getByTestId('tile-pending')).getByText('1개')).toBeTruthy();
    expect(within(screen.getByTestId('tile-products')).getByText('40개')).toBeTruthy();
    expect(within(screen.getByTestId('tile-followers')).getByText('1,234명')).toBeTruthy();
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    for (const text of ['모노웨이브', '상의', '12,345,000원', '4.6', '운영중']) expect(within(rows[1]!).getByText(text)).toBeTruthy();
    expect(within(rows[2]!).getAllByText('-').length).toBeGreaterThanOrEqual(2);
    expect(await axeViolations()).toEqual([]);
  });

  it('approves a pending brand from the detail dialog with the spec notice', async () => {
    const table = await renderPage();
    const user = userEvent.setup();
    await user.click(within(table).getAllByRole('button', { name: '상세' })[1]!);
    const dialog = await screen.findByRole('dialog', { name: /새벽/ });
    expect(within(dialog).queryByRole('button', { name: '재활성화' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: '승인' }));
    expect(await screen.findByText('브랜드 상태 변경 완료')).toBeTruthy();
    expect(screen.getByText('브랜드 상태가 성공적으로 변경되었습니다.')).toBeTruthy();
    expect(requests.filter((r) => r.method === 'POST')).toEqual([
      { method: 'POST', url: `/api/admin/brands/${NEW.id}/status`, body: { status: 'active', expectedStatus: 'pending' } },
    ]);
  });

  it('the edit dialog has url and email inputs, refuses a bad website before sending, and sends only what changed', async () => {
    const table = await renderPage();
    const user = userEvent.setup();
    await user.click(within(table).getAllByRole('button', { name: '상세' })[0]!);
    const detail = await screen.findByRole('dialog', { name: /모노웨이브/ });
    expect(within(detail).getByText('4.6 / 5.0')).toBeTruthy();
    await user.click(within(detail).getByRole('button', { name: '정보 수정' }));
    const form = await screen.findByRole('dialog', { name: '브랜드 정보 수정' });
    const website = within(form).getByRole('textbox', { name: /^웹사이트/ }) as HTMLInputElement;
    expect(website.type).toBe('url');
    expect((within(form).getByRole('textbox', { name: /^담당자 이메일/ }) as HTMLInputElement).type).toBe('email');
    expect((within(form).getByRole('textbox', { name: /^브랜드 소개/ }) as HTMLTextAreaElement).rows).toBe(3);
    await user.clear(website);
    await user.type(website, 'monowave');
    await user.click(within(form).getByRole('button', { name: '저장' }));
    expect(await within(form).findByText(BRAND_MESSAGES.website)).toBeTruthy();
    expect(requests.filter((r) => r.method === 'PATCH')).toEqual([]);
    await user.clear(website);
    await user.type(website, 'https://mono.example.kr');
    await user.click(within(form).getByRole('button', { name: '저장' }));
    expect(await screen.findByText(BRAND_MESSAGES.updated)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '브랜드 정보 수정' })).toBeNull());
    expect(requests.filter((r) => r.method === 'PATCH')).toEqual([
      { method: 'PATCH', url: `/api/admin/brands/${MONO.id}`, body: { website: 'https://mono.example.kr' } },
    ]);
  });

  it('staff who may only read see no create, edit or status buttons', async () => {
    const table = await renderPage(['catalog.brands.read']);
    expect(screen.queryByRole('button', { name: '브랜드 등록' })).toBeNull();
    const user = userEvent.setup();
    await user.click(within(table).getAllByRole('button', { name: '상세' })[1]!);
    const dialog = await screen.findByRole('dialog', { name: /새벽/ });
    expect(within(dialog).queryByRole('button', { name: '승인' })).toBeNull();
    expect(within(dialog).getByText('조회 권한만 있습니다.')).toBeTruthy();
  });
});
