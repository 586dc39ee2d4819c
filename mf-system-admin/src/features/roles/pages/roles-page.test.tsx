import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_ROLES_MESSAGES, type AdminRole, type AdminStaff } from '@market/domain/admin-roles';
import { AUTH_MESSAGES } from '@market/domain/auth';
import { IP_RESTRICTION_MESSAGES } from '@market/domain/ip-restrictions';
import { answer, mockFetch, type Request } from '@market/ui/test/mock-fetch';
import { axeViolations } from '@market/ui/test/render';
import { renderAdminPage } from '@market/ui/test/render-admin-page';
import RolesPage from './roles-page';

const SUPER: AdminRole = {
  id: '11111111-1111-4111-8111-111111111111',
  code: 'SUPER_ADMIN',
  name: '최고 관리자',
  description: '모든 권한',
  permissions: ['*'],
  userCount: 1,
  brandScoped: false,
  createdAt: '2026-01-01T00:00:00.000Z',
};
const CS: AdminRole = {
  ...SUPER,
  id: '22222222-2222-4222-8222-222222222222',
  code: 'custom_cs',
  name: '상담 역할',
  description: '고객 응대',
  permissions: ['dashboard.read', 'customers.*', 'content.reviews', 'content.qna', 'orders.read'],
  userCount: 0,
};
const STAFF: AdminStaff = {
  id: '33333333-3333-4333-8333-333333333333',
  email: 'super@stylehub.kr',
  name: '최고 관리자',
  roleId: SUPER.id,
  role: 'SUPER_ADMIN',
  roleName: '최고 관리자',
  enabled: true,
  lastLogin: '2026-11-25T01:00:00.000Z',
  loginCount: 3,
  createdAt: '2026-01-01T00:00:00.000Z',
  ipRestrictions: [],
  permissions: ['*'],
};
const AGENT: AdminStaff = {
  ...STAFF,
  id: '44444444-4444-4444-8444-444444444444',
  email: 'agent@stylehub.kr',
  name: '상담원',
  roleId: CS.id,
  role: 'custom_cs',
  roleName: '상담 역할',
  ipRestrictions: ['10.0.*'],
  permissions: CS.permissions,
};

// The add-admin test types into five fields: generous on a loaded two-core machine.
jest.setTimeout(90_000);

let requests: Request[];

const page = <T,>(items: T[], total = items.length) => ({ items, total, page: 1, limit: 20, nextCursor: null });
const OPTIONS = [SUPER, CS].map((r) => ({ id: r.id, code: r.code, name: r.name, brandScoped: r.brandScoped }));

/** The staff list as the API would answer a query: 45 accounts in all, the filters narrowing them. */
function staffAnswer(url: string) {
  const params = new URL(url, 'http://localhost').searchParams;
  if (params.get('q') === '없는 사람') return page([], 0);
  if (params.get('status') === 'disabled') return page([{ ...AGENT, enabled: false }]);
  return { ...page([STAFF, AGENT], 45), page: Number(params.get('page') ?? 1) };
}

beforeEach(() => {
  requests = mockFetch(({ method, url }) => {
    if (method === 'GET' && /\/api\/admin\/staff(\?|$)/.test(url)) return answer(200, staffAnswer(url));
    if (method === 'GET' && /\/api\/admin\/roles\/options(\?|$)/.test(url)) return answer(200, { items: OPTIONS, truncated: false });
    if (method === 'GET' && /\/api\/admin\/roles(\?|$)/.test(url))
      return answer(200, url.includes('q=') && !url.includes('q=%EC%83%81') ? page([], 0) : page([SUPER, CS]));
    if (method === 'PATCH' && url.endsWith(`/api/admin/staff/${AGENT.id}`))
      return answer(200, {
        item: { ...AGENT, enabled: false },
        title: ADMIN_ROLES_MESSAGES.statusChanged,
        message: ADMIN_ROLES_MESSAGES.deactivated,
      });
    if (method === 'POST' && url.endsWith('/api/admin/staff'))
      return answer(409, {
        error: { code: 'CONFLICT', message: ADMIN_ROLES_MESSAGES.emailTaken, fields: { email: ADMIN_ROLES_MESSAGES.emailTaken } },
      });
    if (method === 'POST' && url.endsWith('/api/admin/roles'))
      return answer(201, {
        item: { ...CS, id: '55555555-5555-4555-8555-555555555555', name: '새 역할', permissions: ['dashboard.read'] },
        title: ADMIN_ROLES_MESSAGES.roleAdded,
        message: ADMIN_ROLES_MESSAGES.roleAddedDescription,
      });
    return answer(404, { error: { code: 'NOT_FOUND', message: '찾을 수 없습니다' } });
  });
});

/** The query of the last GET of a list path. */
const lastQuery = (path: string) => {
  const hit = requests.filter((r) => r.method === 'GET' && new URL(r.url, 'http://localhost').pathname === path).pop();
  return hit ? Object.fromEntries(new URL(hit.url, 'http://localhost').searchParams) : undefined;
};

const renderPage = (permissions = ['*'], url = '/admin/settings/roles') =>
  renderAdminPage(<RolesPage />, { role: 'SUPER_ADMIN', permissions, table: '관리자 목록', firstRow: 'agent@stylehub.kr', url });

describe('RolesPage (권한 관리)', () => {
  it('shows the accounts with their role, badges and IP restrictions, and has no axe violations', async () => {
    const table = await renderPage();
    const agent = within(within(table).getAllByRole('row')[2]!);
    expect(agent.getByText('상담 역할')).toBeTruthy();
    expect(agent.getByText('10.0.*')).toBeTruthy();
    // Five permissions: three badges, then +2.
    expect(agent.getByText('대시보드')).toBeTruthy();
    expect(agent.getByText('+2')).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
  });

  it('the enable/disable button sends enabled=false and shows the spec toast', async () => {
    const table = await renderPage();
    const user = userEvent.setup();
    await user.click(within(table).getByRole('button', { name: '상담원 비활성화' }));
    expect(await screen.findByText(ADMIN_ROLES_MESSAGES.statusChanged)).toBeTruthy();
    expect(screen.getByText(ADMIN_ROLES_MESSAGES.deactivated)).toBeTruthy();
    expect(requests.filter((r) => r.method === 'PATCH')).toEqual([
      { method: 'PATCH', url: expect.stringContaining(`/api/admin/staff/${AGENT.id}`), body: { enabled: false } },
    ]);
  });

  it('관리자 추가 checks the form in Korean before sending, then shows the API 409 on the e-mail field', async () => {
    await renderPage();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '관리자 추가' }));
    const dialog = await screen.findByRole('dialog', { name: '관리자 추가' });
    await user.type(within(dialog).getByLabelText(/이메일/), 'agent@stylehub.kr');
    await user.type(within(dialog).getByLabelText(/이름/), '새 관리자');
    await user.type(within(dialog).getByLabelText(/비밀번호/), 'short');
    await user.type(within(dialog).getByLabelText(/IP 제한/), '10.0.0.0/33');
    await user.click(within(dialog).getByRole('button', { name: '추가' }));
    expect(await within(dialog).findByText(AUTH_MESSAGES.staffPasswordTooShort)).toBeTruthy();
    expect(within(dialog).getByText(ADMIN_ROLES_MESSAGES.role)).toBeTruthy();
    expect(within(dialog).getByText(IP_RESTRICTION_MESSAGES.invalid)).toBeTruthy();
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
    expect(await axeViolations()).toEqual([]);

    await user.clear(within(dialog).getByLabelText(/비밀번호/));
    await user.type(within(dialog).getByLabelText(/비밀번호/), 'long-enough-pw-1');
    await user.clear(within(dialog).getByLabelText(/IP 제한/));
    await user.selectOptions(within(dialog).getByLabelText(/역할/), CS.id);
    await user.click(within(dialog).getByRole('button', { name: '추가' }));
    expect(await within(dialog).findAllByText(ADMIN_ROLES_MESSAGES.emailTaken)).not.toHaveLength(0);
    expect(requests.filter((r) => r.method === 'POST')[0]!.body).toEqual({
      email: 'agent@stylehub.kr',
      name: '새 관리자',
      password: 'long-enough-pw-1',
      roleId: CS.id,
      enabled: true,
      ipRestrictions: [],
    });
  });

  it('roles tab: user counts and badges, delete only on a role without users, 역할 추가 needs a name', async () => {
    await renderPage();
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: '역할' }));
    const roles = await screen.findByRole('table', { name: '역할 목록' });
    await within(roles).findByText('상담 역할');
    expect(within(roles).getByText('1명')).toBeTruthy();
    expect(within(roles).queryByRole('button', { name: '최고 관리자 삭제' })).toBeNull();
    expect(within(roles).getByRole('button', { name: '상담 역할 삭제' })).toBeTruthy();
    expect(await axeViolations()).toEqual([]);

    await user.click(screen.getByRole('button', { name: '역할 추가' }));
    const dialog = await screen.findByRole('dialog', { name: '역할 추가' });
    await user.click(within(dialog).getByRole('button', { name: '추가' }));
    expect(await within(dialog).findByText(ADMIN_ROLES_MESSAGES.roleName)).toBeTruthy();
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
    await user.type(within(dialog).getByLabelText(/역할 이름/), '새 역할');
    await user.click(within(dialog).getByText('대시보드'));
    await user.click(within(dialog).getByRole('button', { name: '추가' }));
    expect(await screen.findByText(ADMIN_ROLES_MESSAGES.roleAdded)).toBeTruthy();
    await waitFor(() =>
      expect(requests.filter((r) => r.method === 'POST')[0]!.body).toEqual({
        name: '새 역할',
        description: '',
        permissions: ['dashboard.read'],
      }),
    );
  });

  it('the staff list asks the server for one page, searched, filtered and sorted, and pages through it', async () => {
    const table = await renderPage();
    const user = userEvent.setup();
    expect(lastQuery('/api/admin/staff')).toEqual({ sort: 'created', order: 'desc', page: '1', limit: '20' });
    // 45 accounts at 20 a page: three pages.
    await user.click(screen.getByRole('button', { name: '3 페이지' }));
    await waitFor(() => expect(lastQuery('/api/admin/staff')).toMatchObject({ page: '3' }));

    await user.selectOptions(screen.getByTestId('filter-roleId'), CS.id);
    await waitFor(() => expect(lastQuery('/api/admin/staff')).toMatchObject({ roleId: CS.id, page: '1' }));
    await user.selectOptions(screen.getByTestId('filter-status'), 'disabled');
    await waitFor(() => expect(lastQuery('/api/admin/staff')).toMatchObject({ roleId: CS.id, status: 'disabled' }));
    expect(await within(table).findByRole('button', { name: '상담원 활성화' })).toBeTruthy();

    await user.click(within(table).getByRole('button', { name: /마지막 로그인/ }));
    await waitFor(() => expect(lastQuery('/api/admin/staff')).toMatchObject({ sort: 'lastLogin', order: 'desc', status: 'disabled' }));
    await user.click(within(table).getByRole('button', { name: /관리자/ }));
    await waitFor(() => expect(lastQuery('/api/admin/staff')).toMatchObject({ sort: 'name', order: 'asc' }));

    await user.type(screen.getByTestId('filter-search'), '없는 사람{Enter}');
    await waitFor(() => expect(lastQuery('/api/admin/staff')).toMatchObject({ q: '없는 사람' }));
    expect(await screen.findByText('조건에 맞는 관리자가 없습니다')).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
  });

  it('a shared link opens the list as it was: the filters from the URL fill the controls and the request', async () => {
    await renderPage(['*'], `/admin/settings/roles?status=disabled&roleId=${CS.id}&sort=name&order=asc`);
    expect(lastQuery('/api/admin/staff')).toMatchObject({ status: 'disabled', roleId: CS.id, sort: 'name', order: 'asc' });
    expect((screen.getByTestId('filter-status') as HTMLSelectElement).value).toBe('disabled');
    await waitFor(() => expect((screen.getByTestId('filter-roleId') as HTMLSelectElement).value).toBe(CS.id));
    expect(screen.getByRole('columnheader', { name: /관리자/ }).getAttribute('aria-sort')).toBe('ascending');
  });

  it('the roles tab is in the URL; its list is searched and sorted on the server, with an empty state', async () => {
    const roles = await renderAdminPage(<RolesPage />, {
      role: 'SUPER_ADMIN',
      permissions: ['*'],
      table: '역할 목록',
      firstRow: '상담 역할',
      url: '/admin/settings/roles?tab=roles',
    });
    expect(screen.getByRole('tab', { name: '역할' }).getAttribute('aria-selected')).toBe('true');
    const user = userEvent.setup();
    await user.click(within(roles).getByRole('button', { name: /사용자 수/ }));
    await waitFor(() => expect(lastQuery('/api/admin/roles')).toMatchObject({ sort: 'users', order: 'desc' }));
    await user.type(screen.getByTestId('filter-search'), '없는 역할{Enter}');
    await waitFor(() => expect(lastQuery('/api/admin/roles')).toMatchObject({ q: '없는 역할', sort: 'users' }));
    expect(await screen.findByText('조건에 맞는 역할이 없습니다')).toBeTruthy();
  });

  it('closing a dialog returns the focus to the button that opened it', async () => {
    await renderPage();
    const user = userEvent.setup();
    const add = screen.getByRole('button', { name: '관리자 추가' });
    await user.click(add);
    const dialog = await screen.findByRole('dialog', { name: '관리자 추가' });
    // The footer's 닫기 (the corner ✕ has the same name).
    await user.click(
      within(dialog)
        .getAllByRole('button', { name: '닫기' })
        .find((b) => b.textContent === '닫기')!,
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '관리자 추가' })).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(add));
  });

  it('the permission list groups the permissions in the eight categories', async () => {
    await renderPage();
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: '권한 목록' }));
    const list = await screen.findByTestId('permission-list');
    for (const category of ['시스템', '상품', '주문', '셀러', '고객', '콘텐츠', '마케팅', '재무']) {
      expect(within(list).getByRole('region', { name: category })).toBeTruthy();
    }
    expect(within(within(list).getByRole('region', { name: '마케팅' })).getByText('쿠폰 관리')).toBeTruthy();
  });

  it('without write permissions offers no add, edit or toggle buttons', async () => {
    const table = await renderPage(['settings.roles.read']);
    expect(screen.queryByRole('button', { name: '관리자 추가' })).toBeNull();
    expect(within(table).queryByRole('button', { name: '상담원 비활성화' })).toBeNull();
  });
});
