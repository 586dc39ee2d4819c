import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditLog, AuditLogSummary } from '@market/domain/admin-audit';
import { EXPORT_MESSAGES } from '@market/domain/export';
import { axeViolations } from '@market/ui/test/render';
import { renderAdminPage } from '@market/ui/test/render-admin-page';
import AuditLogPage from './audit-log-page';
import { answer } from '@market/ui/test/mock-fetch';

const ROLE_CREATED: AuditLog = {
  id: '11111111-1111-4111-8111-111111111111',
  timestamp: '2026-11-25T01:00:00.000Z',
  userId: 's1',
  userEmail: 'super@stylehub.kr',
  userName: '최고 관리자',
  action: 'settings.roles.update',
  actionName: 'settings.roles 수정',
  resource: 'role',
  resourceName: '상담 역할',
  resourceId: '22222222-2222-4222-8222-222222222222',
  details: { removed: ['customers.*'] },
  before: { permissions: ['dashboard.read', 'customers.*'] },
  after: { permissions: ['dashboard.read'] },
  status: 'SUCCESS',
  severity: 'HIGH',
  ip: '10.0.0.5',
};
const REFUSED: AuditLog = {
  ...ROLE_CREATED,
  id: '33333333-3333-4333-8333-333333333333',
  userEmail: 'agent@stylehub.kr',
  userName: '상담원',
  action: 'auth.login.ip-refused',
  actionName: 'auth.login 허용되지 않은 IP 로그인 차단',
  resource: 'auth',
  resourceName: 'agent@stylehub.kr',
  details: {},
  before: null,
  after: null,
  status: 'FAILED',
};
const SUMMARY: AuditLogSummary = {
  totalLogs: 2,
  todayLogs: 1,
  failedActions: 1,
  securityAlerts: 1,
  topUsers: [{ name: '최고 관리자', email: 'super@stylehub.kr', count: 1 }],
  topActions: [{ action: 'settings.roles.update', actionName: 'settings.roles 수정', count: 1 }],
  actions: ['auth.login.ip-refused', 'settings.roles.update'],
  users: [
    { name: '상담원', email: 'agent@stylehub.kr' },
    { name: '최고 관리자', email: 'super@stylehub.kr' },
  ],
};

jest.setTimeout(30_000);

let requests: { method: string; url: string }[];

beforeEach(() => {
  requests = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = (init?.method ?? 'GET').toUpperCase();
    requests.push({ method, url });
    if (/\/api\/admin\/audit-logs\/summary(\?|$)/.test(url)) return answer(200, SUMMARY);
    if (/\/api\/admin\/audit-logs\/export(\?|$)/.test(url))
      return answer(422, {
        error: { code: 'VALIDATION', message: EXPORT_MESSAGES.reasonRequired, fields: { reason: EXPORT_MESSAGES.reasonRequired } },
      });
    if (/\/api\/admin\/audit-logs(\?|$)/.test(url))
      return answer(200, { items: [ROLE_CREATED, REFUSED], total: 2, page: 1, limit: 20, nextCursor: null });
    return answer(404, { error: { code: 'NOT_FOUND', message: '찾을 수 없습니다' } });
  }) as unknown as typeof fetch;
});

const renderPage = (permissions = ['*'], url = '/admin/audit') =>
  renderAdminPage(<AuditLogPage />, { role: 'SUPER_ADMIN', permissions, table: '감사 로그 목록', firstRow: 'settings.roles 수정', url });

describe('AuditLogPage (감사 로그)', () => {
  it('shows the four cards, top users and actions, the rows, and has no axe violations', async () => {
    const table = await renderPage();
    expect(within(screen.getByTestId('tile-totalLogs')).getByText('2건')).toBeTruthy();
    expect(within(screen.getByTestId('tile-securityAlerts')).getByText('1건')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: '상위 사용자' })).getByText(/최고 관리자/)).toBeTruthy();
    expect(within(screen.getByRole('region', { name: '상위 작업' })).getByText(/settings\.roles 수정/)).toBeTruthy();
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[2]!).getByText('실패')).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
  });

  it('the filters reach the API query (action, user, period)', async () => {
    await renderPage(['*'], '/admin/audit?action=settings.roles.update&user=super%40stylehub.kr&period=30d');
    await waitFor(() => {
      const list = requests.find((r) => /\/audit-logs\?/.test(r.url));
      expect(list?.url).toContain('action=settings.roles.update');
      expect(list?.url).toContain('period=30d');
      expect(decodeURIComponent(list!.url)).toContain('user=super@stylehub.kr');
    });
  });

  it('the detail dialog shows the record before and after', async () => {
    const table = await renderPage();
    const user = userEvent.setup();
    await user.click(within(table).getAllByRole('button', { name: '상세' })[0]!);
    const dialog = await screen.findByTestId('audit-detail');
    expect(within(dialog).getByTestId('audit-before').textContent).toContain('customers.*');
    expect(within(dialog).getByTestId('audit-after').textContent).not.toContain('customers.*');
    expect(within(dialog).getByText('10.0.0.5')).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
  });

  it('export asks for a reason before anything is requested', async () => {
    await renderPage();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '감사 로그 CSV 내보내기' }));
    const ask = await screen.findByRole('alertdialog');
    await user.click(within(ask).getByRole('button', { name: '내려받기' }));
    expect(await within(ask).findByText(EXPORT_MESSAGES.reasonRequired)).toBeTruthy();
    expect(requests.filter((r) => r.url.includes('/export'))).toEqual([]);
  });

  it('without audit.logs.export there is no export button', async () => {
    await renderPage(['audit.read']);
    expect(screen.queryByRole('button', { name: '감사 로그 CSV 내보내기' })).toBeNull();
  });
});
