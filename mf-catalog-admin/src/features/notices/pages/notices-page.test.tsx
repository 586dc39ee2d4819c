import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminNotice } from '@market/domain/admin-notices';
import { axeViolations } from '@market/ui/test/render';
import { renderAdminPage } from '@market/ui/test/render-admin-page';
import NoticesPage from './notices-page';
import { answer } from '@market/ui/test/mock-fetch';

const PINNED: AdminNotice = {
  id: '11111111-1111-4111-8111-111111111111',
  title: '배송 지연 안내',
  content: `${'연휴 기간 택배사 휴무로 배송이 지연될 수 있습니다. '.repeat(5)}`,
  type: 'service',
  priority: 'urgent',
  targetAudience: 'all',
  status: 'active',
  isActive: true,
  isPinned: true,
  views: 12345,
  startDate: '2026-11-01T00:00:00.000Z',
  endDate: null,
  createdAt: '2026-10-30T00:00:00.000Z',
  createdBy: '최수아',
  lastModified: '2026-10-30T00:00:00.000Z',
};
const DRAFT: AdminNotice = {
  ...PINNED,
  id: '22222222-2222-4222-8222-222222222222',
  title: '가을 기획전 예고',
  content: '곧 시작합니다.',
  type: 'promotion',
  priority: 'normal',
  status: 'draft',
  isActive: false,
  isPinned: false,
  views: 0,
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
    if (method === 'GET' && /\/api\/admin\/notices(\?|$)/.test(url))
      return answer(200, {
        items: [PINNED, DRAFT],
        total: 2,
        page: 1,
        limit: 20,
        summary: { published: 1, pinned: 1, totalViews: 12345, important: 1, scheduled: 0 },
      });
    if (method === 'POST' && url.endsWith(`/api/admin/notices/${PINNED.id}/status`))
      return answer(200, {
        item: { ...PINNED, isPinned: false },
        title: '공지사항 업데이트 완료',
        message: '공지사항 고정이 해제되었습니다.',
      });
    if (method === 'POST' && url.endsWith('/api/admin/notices'))
      return answer(422, {
        error: { code: 'VALIDATION', message: '입력값을 확인해주세요.', fields: { endDate: '게시 종료일은 시작일 이후여야 합니다.' } },
      });
    return answer(404, { error: { code: 'NOT_FOUND', message: '찾을 수 없습니다' } });
  }) as unknown as typeof fetch;
});

const renderPage = () =>
  renderAdminPage(<NoticesPage />, {
    role: 'CONTENT_EDITOR',
    permissions: ['content.*'],
    table: '공지사항 목록',
    firstRow: '배송 지연 안내',
  });

describe('NoticesPage (공지사항)', () => {
  it('shows the five cards and the spec columns (pinned marker, 100-char preview, priority), without axe violations', async () => {
    const table = await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: '공지사항' })).toBeTruthy();
    expect(within(screen.getByTestId('card-views')).getByText('12,345')).toBeTruthy();
    expect(within(screen.getByTestId('card-pinned')).getByText('1건')).toBeTruthy();
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    const first = within(rows[1]!);
    expect(first.getByLabelText('고정됨')).toBeTruthy();
    for (const text of ['서비스', '전체 고객', '긴급', '12,345', '게시중']) expect(first.getByText(text)).toBeTruthy();
    expect(first.getByText(/…$/).textContent!.length).toBe(101);
    expect(within(rows[2]!).getByText('임시저장')).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
  });

  it('unpins from the detail with the Korean notice', async () => {
    const table = await renderPage();
    const user = userEvent.setup();
    await user.click(within(table).getAllByRole('button', { name: '상세' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: /배송 지연 안내/ });
    expect(within(dialog).getByRole('button', { name: '게시 중지' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: '고정 해제' }));
    expect(await screen.findByText('공지사항 업데이트 완료')).toBeTruthy();
    expect(screen.getByText('공지사항 고정이 해제되었습니다.')).toBeTruthy();
    expect(requests.filter((r) => r.method === 'POST')).toEqual([
      { method: 'POST', url: `/api/admin/notices/${PINNED.id}/status`, body: { action: 'unpin' } },
    ]);
  });

  it('공지 작성 validates with the API schema and maps a server refusal to its field', async () => {
    await renderPage();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '공지 작성' }));
    const dialog = await screen.findByRole('dialog', { name: '공지사항 작성' });
    await user.click(within(dialog).getByRole('button', { name: '등록' }));
    expect(await within(dialog).findByText('제목을 입력해주세요.')).toBeTruthy();
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
    await user.type(within(dialog).getByRole('textbox', { name: /^제목/ }), '새 공지');
    await user.type(within(dialog).getByRole('textbox', { name: /^내용/ }), '본문');
    await user.click(within(dialog).getByRole('button', { name: '등록' }));
    await waitFor(() => expect(within(dialog).getByText('게시 종료일은 시작일 이후여야 합니다.')).toBeTruthy());
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      title: '새 공지',
      content: '본문',
      type: 'notice',
      priority: 'normal',
      targetAudience: 'all',
      startDate: null,
      endDate: null,
      isActive: true,
      isPinned: false,
    });
  });
});
