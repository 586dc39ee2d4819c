import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminEvent } from '@market/domain/admin-events';
import { axeViolations } from '@market/ui/test/render';
import { renderAdminPage } from '@market/ui/test/render-admin-page';
import EventsPage from './events-page';
import { answer } from '@market/ui/test/mock-fetch';

const DRAW: AdminEvent = {
  id: '11111111-1111-4111-8111-111111111111',
  title: '봄맞이 럭키 드로우',
  description: '구매 고객 중 추첨',
  type: 'lucky_draw',
  typeName: '럭키 드로우',
  location: 'online',
  locationName: '온라인',
  status: 'scheduled',
  startDate: '2026-12-01T00:00:00.000Z',
  endDate: '2026-12-10T00:00:00.000Z',
  maxParticipants: 200,
  currentParticipants: 50,
  participationRate: 25,
  prize: '포인트',
  prizeValue: 50000,
  participationCondition: null,
  winners: 0,
  revenue: 1_000_000,
  cost: 500_000,
  roi: 100,
  views: 1000,
  clicks: 100,
  conversionRate: 5,
  createdAt: '2026-11-01T00:00:00.000Z',
  createdBy: '최수아',
  lastModified: '2026-11-01T00:00:00.000Z',
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
    if (method === 'GET' && /\/api\/admin\/events(\?|$)/.test(url))
      return answer(200, {
        items: [DRAW],
        total: 1,
        page: 1,
        limit: 20,
        summary: { inProgress: 0, totalParticipants: 50, totalRevenue: 1_000_000, totalPrizeValue: 50000, averageParticipationRate: 25 },
      });
    if (method === 'POST' && url.endsWith(`/api/admin/events/${DRAW.id}/status`))
      return answer(200, { item: { ...DRAW, status: 'active' }, title: '이벤트 업데이트 완료', message: '이벤트가 시작되었습니다.' });
    return answer(404, { error: { code: 'NOT_FOUND', message: '찾을 수 없습니다' } });
  }) as unknown as typeof fetch;
});

const renderPage = () =>
  renderAdminPage(<EventsPage />, {
    role: 'CONTENT_EDITOR',
    permissions: ['content.*'],
    table: '이벤트 목록',
    firstRow: '봄맞이 럭키 드로우',
  });

describe('EventsPage (이벤트)', () => {
  it('shows the cards and participation / performance columns, without axe violations', async () => {
    const table = await renderPage();
    expect(within(screen.getByTestId('card-rate')).getByText('25.0%')).toBeTruthy();
    const row = within(within(table).getAllByRole('row')[1]!);
    for (const text of ['50 / 200', '25.0%', '매출 1,000,000원', 'ROI 100.0%', '예정']) expect(row.getByText(text)).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
  });

  it('a scheduled event offers start only; starting shows the Korean notice', async () => {
    const table = await renderPage();
    const user = userEvent.setup();
    await user.click(within(table).getByRole('button', { name: '상세' }));
    const dialog = await screen.findByRole('dialog', { name: /봄맞이 럭키 드로우/ });
    expect(within(dialog).queryByRole('button', { name: '종료' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: '시작' }));
    expect(await screen.findByText('이벤트가 시작되었습니다.')).toBeTruthy();
    expect(requests.filter((r) => r.method === 'POST')).toEqual([
      { method: 'POST', url: `/api/admin/events/${DRAW.id}/status`, body: { action: 'start' } },
    ]);
  });
});
