import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminCustomerDetail, AdminCustomerRow } from '@market/domain/customer';
import { PASSWORD_LINK_MESSAGES } from '@market/domain/password-link';
import { axeViolations } from '@market/ui/test/render';
import { renderAdminPage } from '@market/ui/test/render-admin-page';
import CustomersPage from './customers-page';
import { answer, mockFetch, type Request } from '@market/ui/test/mock-fetch';

const IMPORTED: AdminCustomerRow = {
  id: '33333333-3333-4333-8333-333333333333',
  name: '정*우',
  email: 'ji*****@example.com',
  phone: null,
  grade: 'bronze',
  status: 'active',
  totalOrders: 0,
  totalSpent: 0,
  averageOrderValue: 0,
  points: 0,
  loginCount: 0,
  reviewCount: 0,
  qnaCount: 0,
  refundCount: 0,
  lastOrderDate: null,
  joinDate: '2026-11-20T03:00:00.000Z',
};
const SUSPENDED: AdminCustomerRow = { ...IMPORTED, id: '44444444-4444-4444-8444-444444444444', name: '한*', status: 'suspended' };

const detailOf = (r: AdminCustomerRow): AdminCustomerDetail => ({
  ...r,
  piiVisible: false,
  address: null,
  birthday: null,
  gender: null,
  agreeToMarketing: false,
  lastLoginAt: null,
  totalSaved: 0,
  couponUsed: 0,
  preferredBrands: [],
  preferredCategories: [],
  adminMemo: '',
  hasPassword: false,
});

const LINK = {
  url: 'http://localhost/account/set-password?token=abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ',
  expiresAt: '2026-11-29T03:00:00.000Z',
  title: PASSWORD_LINK_MESSAGES.issued,
  message: PASSWORD_LINK_MESSAGES.issuedDetail,
};

// Two dialogs, axe twice and a loaded two-core machine: generous.
jest.setTimeout(120_000);

let requests: Request[];

beforeEach(() => {
  requests = mockFetch(({ method, url }) => {
    if (method === 'GET' && /\/api\/admin\/customers(\?|$)/.test(url))
      return answer(200, {
        items: [IMPORTED, SUSPENDED],
        total: 2,
        page: 1,
        limit: 20,
        summary: { vipCount: 0, activeCount: 1, totalSpent: 0, totalPoints: 0, averageOrders: 0 },
      });
    for (const r of [IMPORTED, SUSPENDED]) {
      if (method === 'GET' && url.endsWith(`/api/admin/customers/${r.id}`)) return answer(200, detailOf(r));
    }
    if (method === 'POST' && url.endsWith(`/api/admin/customers/${IMPORTED.id}/password-link`)) return answer(201, LINK);
    return answer(404, { error: { code: 'NOT_FOUND', message: '찾을 수 없습니다' } });
  });
});

const renderPage = (permissions = ['customers.*']) =>
  renderAdminPage(<CustomersPage />, { role: 'CS_AGENT', permissions, table: '고객 목록', firstRow: '정*우' });

async function openDetail(table: HTMLElement, row: number) {
  const user = userEvent.setup();
  await user.click(within(table).getAllByRole('button', { name: '상세' })[row]!);
  const dialog = await screen.findByRole('dialog', { name: row === 0 ? /정\*우/ : /한\*/ });
  await within(dialog).findByText('비밀번호 미설정');
  return { user, dialog };
}

describe('CustomersPage: 비밀번호 설정 링크', () => {
  it('issues a link, shows it with its expiry, copies it, and gives the focus back on Escape', async () => {
    const table = await renderPage();
    const { user, dialog } = await openDetail(table, 0);
    const opener = within(dialog).getByRole('button', { name: '비밀번호 설정 링크' });
    await user.click(opener);
    const linkDialog = await screen.findByRole('dialog', { name: '비밀번호 설정 링크' });
    expect(within(linkDialog).getByText(/비밀번호 미설정: 이 고객은 아직 로그인할 수 없습니다/)).toBeTruthy();
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
    expect(await axeViolations()).toEqual([]);

    await user.click(within(linkDialog).getByRole('button', { name: '링크 만들기' }));
    const field = await within(linkDialog).findByRole('textbox', { name: '링크 주소' });
    expect((field as HTMLInputElement).value).toBe(LINK.url);
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(within(linkDialog).getByTestId('password-link-expiry').textContent).toMatch(/^만료: 2026\. 11\. 29\./);
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.url)).toEqual([`/api/admin/customers/${IMPORTED.id}/password-link`]);
    expect(await screen.findByText(PASSWORD_LINK_MESSAGES.issued)).toBeTruthy();

    await user.click(within(linkDialog).getByRole('button', { name: '복사' }));
    expect(await within(linkDialog).findByText('링크를 복사했습니다.')).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe(LINK.url);
    expect(await axeViolations()).toEqual([]);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '비밀번호 설정 링크' })).toBeNull());
    expect(screen.getByRole('dialog', { name: /정\*우/ })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('is not offered for a suspended customer, nor to a role that may only read customers', async () => {
    const table = await renderPage();
    const { dialog } = await openDetail(table, 1);
    expect(within(dialog).getByRole('button', { name: '활성화' })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: '비밀번호 설정 링크' })).toBeNull();
  });

  it('a read-only role sees the 비밀번호 미설정 note but no link button', async () => {
    const table = await renderPage(['customers.list.read']);
    const { dialog } = await openDetail(table, 0);
    expect(within(dialog).queryByRole('button', { name: '비밀번호 설정 링크' })).toBeNull();
  });
});
