import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PROMOTION_MESSAGES, type AdminPromotion } from '@market/domain/admin-promotions';
import { axeViolations } from '@market/ui/test/render';
import { renderAdminPage } from '@market/ui/test/render-admin-page';
import PromotionsPage from './promotions-page';
import { answer } from '@market/ui/test/mock-fetch';

const WEEK: AdminPromotion = {
  id: '11111111-1111-4111-8111-111111111111',
  code: 'PROMO-2026-013',
  name: '겨울 아우터 위크',
  type: 'seasonal',
  description: '겨울 아우터 기획전',
  status: 'active',
  targetAudience: 'all_customers',
  budget: 10_000_000,
  spent: 2_500_000,
  startsAt: '2026-11-01T00:00:00.000Z',
  endsAt: '2026-12-31T00:00:00.000Z',
  impressions: 10_000,
  clicks: 500,
  conversions: 25,
  revenue: 2_500_000,
  ctr: 5,
  conversionRate: 5,
  roas: 100,
  averageOrderValue: 100_000,
  spentRate: 25,
  brands: [{ id: 'b1', name: '모노스튜디오' }],
  categories: null,
  createdBy: '이서연',
  createdAt: '2026-10-20T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};
const DRAFT: AdminPromotion = {
  ...WEEK,
  id: '22222222-2222-4222-8222-222222222222',
  code: 'PROMO-2026-014',
  name: '새해 럭키박스',
  status: 'draft',
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
    if (method === 'GET' && url.includes('/daily'))
      return answer(200, { items: [{ day: '2026-11-24', impressions: 100, clicks: 9, conversions: 1, revenue: 90000 }] });
    if (method === 'GET' && /\/api\/admin\/promotions(\?|$)/.test(url))
      return answer(200, {
        items: [WEEK, DRAFT],
        total: 2,
        page: 1,
        limit: 20,
        summary: { active: 1, conversions: 50, clicks: 1000, revenue: 5_000_000, spent: 2_500_000 },
      });
    if (method === 'POST' && url.endsWith(`/api/admin/promotions/${WEEK.id}/status`))
      return answer(200, {
        item: { ...WEEK, status: 'paused' },
        title: PROMOTION_MESSAGES.successTitle,
        message: PROMOTION_MESSAGES.paused,
      });
    return answer(404, { error: { code: 'NOT_FOUND', message: '찾을 수 없습니다' } });
  }) as unknown as typeof fetch;
});

const renderPage = (permissions = ['*']) =>
  renderAdminPage(<PromotionsPage />, { role: 'CONTENT_EDITOR', permissions, table: '프로모션 목록', firstRow: '겨울 아우터 위크' });

describe('PromotionsPage (프로모션 관리)', () => {
  it('shows the five cards and the spec columns, and has no axe violations', async () => {
    const table = await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: '프로모션 관리' })).toBeTruthy();
    expect(within(screen.getByTestId('tile-revenue')).getByText('5,000,000원')).toBeTruthy();
    expect(within(screen.getByTestId('tile-spent')).getByText('2,500,000원')).toBeTruthy();
    const rows = within(table).getAllByRole('row');
    const week = within(rows[1]!);
    for (const text of ['시즌', '전체 고객', '10,000,000원', '10,000 / 500 / 25', '진행중']) expect(week.getByText(text)).toBeTruthy();
    expect(within(rows[2]!).getByText('초안')).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
  });

  it('the detail shows the rates and the daily chart, and pauses with the Korean notice', async () => {
    const table = await renderPage();
    const user = userEvent.setup();
    await user.click(within(table).getAllByRole('button', { name: '상세' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: /겨울 아우터 위크/ });
    expect(within(within(dialog).getByTestId('metric-roas')).getByText('100.0%')).toBeTruthy();
    expect(within(dialog).getByText(/객단가 100,000원/)).toBeTruthy();
    expect(await within(dialog).findByTestId('promotion-chart')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: '활성화' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: '일시 중지' }));
    expect(await screen.findByText('프로모션 업데이트 완료')).toBeTruthy();
    expect(screen.getByText('프로모션이 일시 중지되었습니다.')).toBeTruthy();
    expect(requests).toContainEqual({
      method: 'POST',
      url: `/api/admin/promotions/${WEEK.id}/status`,
      body: { action: 'pause', expectedStatus: 'active' },
    });
  });
});
