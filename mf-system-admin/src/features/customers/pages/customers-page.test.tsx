import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CUSTOMER_MESSAGES, type AdminCustomerDetail, type AdminCustomerRow } from '@market/domain/customer';
import { axeViolations } from '@market/ui/test/render';
import { renderAdminPage } from '@market/ui/test/render-admin-page';
import CustomersPage from './customers-page';
import { answer } from '@market/ui/test/mock-fetch';

const ROW: AdminCustomerRow = {
  id: '11111111-1111-4111-8111-111111111111',
  name: '김*수',
  email: 'mi*******@example.com',
  phone: '010-****-5678',
  grade: 'vip',
  status: 'active',
  totalOrders: 12,
  totalSpent: 1_240_000,
  averageOrderValue: 103_333,
  points: 12_400,
  loginCount: 48,
  reviewCount: 5,
  qnaCount: 2,
  refundCount: 1,
  lastOrderDate: '2026-11-20T03:00:00.000Z',
  joinDate: '2025-03-02T03:00:00.000Z',
};
const SUSPENDED: AdminCustomerRow = {
  ...ROW,
  id: '22222222-2222-4222-8222-222222222222',
  name: '이*',
  status: 'suspended',
  refundCount: 0,
};

const detailOf = (r: AdminCustomerRow): AdminCustomerDetail => ({
  ...r,
  piiVisible: false,
  address: '서울시 강남구 ***',
  birthday: '1990-**-**',
  gender: 'male',
  agreeToMarketing: true,
  lastLoginAt: '2026-11-25T03:00:00.000Z',
  totalSaved: 54_000,
  couponUsed: 3,
  preferredBrands: [{ name: '무신사 스탠다드', orders: 4 }],
  preferredCategories: [{ name: '상의', orders: 6 }],
  adminMemo: '배송지 자주 변경',
  hasPassword: true,
});

jest.setTimeout(30_000);

let requests: { method: string; url: string; body: unknown }[];

beforeEach(() => {
  requests = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    requests.push({ method, url, body });
    if (method === 'GET' && /\/api\/admin\/customers(\?|$)/.test(url))
      return answer(200, {
        // Page 1 points at page 2 (SUSPENDED alone); page 2 is the last.
        items: url.includes('cursor=c2') ? [SUSPENDED] : [ROW, SUSPENDED],
        total: 2,
        page: 1,
        limit: 20,
        nextCursor: url.includes('cursor=c2') ? null : 'c2',
        summary: { vipCount: 2, activeCount: 1, totalSpent: 2_480_000, totalPoints: 24_800, averageOrders: 12 },
      });
    for (const r of [ROW, SUSPENDED]) {
      if (method === 'GET' && url.endsWith(`/api/admin/customers/${r.id}`)) return answer(200, detailOf(r));
    }
    if (method === 'POST' && url.endsWith(`/api/admin/customers/${ROW.id}/suspend`))
      return answer(200, {
        customer: { ...detailOf(ROW), status: 'suspended' },
        title: CUSTOMER_MESSAGES.updated,
        message: CUSTOMER_MESSAGES.suspended,
      });
    if (method === 'POST' && url.endsWith(`/api/admin/customers/${ROW.id}/reveal`))
      return answer(200, { field: 'phone', value: '010-1234-5678' });
    if (method === 'PATCH' && url.endsWith(`/api/admin/customers/${ROW.id}`))
      return answer(200, { customer: { ...detailOf(ROW), grade: 'gold' }, title: CUSTOMER_MESSAGES.updated, message: '골드 · 활성' });
    return answer(404, { error: { code: 'NOT_FOUND', message: '찾을 수 없습니다' } });
  }) as unknown as typeof fetch;
});

async function renderPage(permissions = ['customers.*']) {
  return renderAdminPage(<CustomersPage />, { role: 'CS_AGENT', permissions, table: '고객 목록', firstRow: '김*수' });
}

describe('CustomersPage (고객 관리)', () => {
  it('shows the summary tiles and the spec columns, and has no axe violations', async () => {
    const table = await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: '고객 관리 (2)' })).toBeTruthy();
    expect(within(screen.getByTestId('summary-vip')).getByText('2명')).toBeTruthy();
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    const first = within(rows[1]!);
    for (const text of ['김*수', 'mi*******@example.com', '010-****-5678', 'VIP', '활성']) expect(first.getByText(text)).toBeTruthy();
    expect(first.getByText(/환불 1/)).toBeTruthy();
    expect(within(rows[2]!).queryByText(/환불/)).toBeNull();
    expect(screen.getByRole('button', { name: /고객 목록 CSV/ })).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
  });

  it('the detail shows tendencies and memo; a masked field is revealed with a reason; suspend asks first', async () => {
    const table = await renderPage();
    const user = userEvent.setup();
    await user.click(within(table).getAllByRole('button', { name: '상세' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: /김\*수/ });
    expect(await within(dialog).findByText('무신사 스탠다드 (4건)')).toBeTruthy();
    expect(within(dialog).getByText('배송지 자주 변경')).toBeTruthy();
    expect(within(dialog).getByText('54,000원')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: '활성화' })).toBeNull();
    expect(await axeViolations()).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: '연락처 보기' }));
    const reveal = await screen.findByRole('alertdialog', { name: '연락처 보기' });
    await user.click(within(reveal).getByRole('button', { name: '보기' }));
    expect(await within(reveal).findByText('사유를 2자 이상 입력해주세요.')).toBeTruthy();
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
    await user.type(within(reveal).getByLabelText(/열람 사유/), '배송 문의 본인 확인');
    await user.click(within(reveal).getByRole('button', { name: '보기' }));
    expect(await within(dialog).findByText('010-1234-5678')).toBeTruthy();
    expect(requests.find((r) => r.url.endsWith('/reveal'))?.body).toEqual({ field: 'phone', reason: '배송 문의 본인 확인' });

    await user.click(within(dialog).getByRole('button', { name: '정지' }));
    const confirm = await screen.findByRole('alertdialog', { name: '고객 계정을 정지할까요?' });
    await user.click(within(confirm).getByRole('button', { name: '정지' }));
    expect(await screen.findByText(CUSTOMER_MESSAGES.suspended)).toBeTruthy();
    expect(screen.getByText(CUSTOMER_MESSAGES.updated)).toBeTruthy();
  });

  it('a suspended customer offers activate, not suspend', async () => {
    const table = await renderPage();
    const user = userEvent.setup();
    await user.click(within(table).getAllByRole('button', { name: '상세' })[1]!);
    const dialog = await screen.findByRole('dialog', { name: /이\*/ });
    expect(await within(dialog).findByRole('button', { name: '활성화' })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: '정지' })).toBeNull();
  });

  it('the edit dialog sends only what changed and closes', async () => {
    const table = await renderPage();
    const user = userEvent.setup();
    await user.click(within(table).getAllByRole('button', { name: '상세' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: /김\*수/ });
    await user.click(await within(dialog).findByRole('button', { name: '수정' }));
    const edit = await screen.findByRole('dialog', { name: '고객 정보 수정' });
    expect(await axeViolations()).toEqual([]);
    await user.selectOptions(within(edit).getByLabelText('등급'), 'gold');
    await user.click(within(edit).getByRole('button', { name: '저장' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '고객 정보 수정' })).toBeNull());
    expect(requests.filter((r) => r.method === 'PATCH')).toEqual([
      { method: 'PATCH', url: `/api/admin/customers/${ROW.id}`, body: { grade: 'gold' } },
    ]);
    expect(await screen.findByText('골드 · 활성')).toBeTruthy();
  });

  it('a role with read only sees no write buttons', async () => {
    const table = await renderPage(['customers.list.read']);
    const user = userEvent.setup();
    await user.click(within(table).getAllByRole('button', { name: '상세' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: /김\*수/ });
    expect(await within(dialog).findByText('조회 권한만 있습니다.')).toBeTruthy();
    for (const name of ['수정', '정지', '메시지 보내기']) expect(within(dialog).queryByRole('button', { name })).toBeNull();
    expect(screen.queryByRole('button', { name: /고객 목록 CSV/ })).toBeNull();
  });
  it('pages by cursor like the orders screen: 다음 sends the nextCursor, 이전 goes back, a new search starts over', async () => {
    const table = await renderPage();
    const user = userEvent.setup();
    const next = screen.getByRole('button', { name: '다음 페이지' });
    await waitFor(() => expect((next as HTMLButtonElement).disabled).toBe(false));
    expect((screen.getByRole('button', { name: '이전 페이지' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(next);
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    const lastList = () => requests.filter((r) => r.method === 'GET' && /\/api\/admin\/customers\?/.test(r.url)).at(-1)!.url;
    expect(lastList()).toContain('cursor=c2');
    expect(lastList()).not.toContain('page=');
    await waitFor(() => expect((screen.getByRole('button', { name: '다음 페이지' }) as HTMLButtonElement).disabled).toBe(true));
    await user.click(screen.getByRole('button', { name: '이전 페이지' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    await user.click(screen.getByRole('button', { name: '다음 페이지' }));
    await waitFor(() => expect(lastList()).toContain('cursor=c2'));
    await user.type(screen.getByRole('searchbox'), '김');
    await waitFor(() => expect(lastList()).toMatch(/q=%EA%B9%80|q=김/));
    expect(lastList()).not.toContain('cursor=');
  });
});
