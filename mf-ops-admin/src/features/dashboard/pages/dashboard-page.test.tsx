import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminDashboard, DashboardDay, KpiPeriods } from '@market/domain/dashboard';
import { BrowserRouter } from '@market/ui/router';
import { axeViolations, renderWithUi } from '@market/ui/test/render';
import { SWRConfig } from 'swr';
import DashboardPage from './dashboard-page';

// Recharts and axe over two charts are slow on a shared two-core machine.
jest.setTimeout(30_000);

const periods = (today: number, week: number, month: number): KpiPeriods => ({
  today: { value: today, previous: today / 2, change: 100 },
  week: { value: week, previous: week * 2, change: -50 },
  month: { value: month, previous: 0, change: null },
});

const series: DashboardDay[] = Array.from({ length: 30 }, (_, i) => ({
  date: `2026-11-${String(i + 1).padStart(2, '0')}`,
  orders: i % 7,
  revenue: (i % 7) * 45_000,
  refunds: i % 5 === 0 ? 1 : 0,
  refundAmount: i % 5 === 0 ? 30_000 : 0,
  cancellations: 0,
}));

const FULL: AdminDashboard = {
  range: { from: '2026-11-01', to: '2026-11-30', today: '2026-11-30' },
  brand: null,
  sales: {
    kpis: {
      revenue: periods(1_250_000, 8_400_000, 30_000_000),
      orders: periods(12, 80, 310),
      refunds: periods(30_000, 90_000, 400_000),
      aov: { value: 96_774, previous: 90_000, change: 7.5 },
    },
    series,
    rollupAt: '2026-11-30T05:00:00.000Z',
  },
  alerts: [
    {
      type: 'returns_waiting',
      severity: 'warning',
      message: '처리를 기다리는 반품/교환 요청이 3건 있습니다.',
      count: 3,
      href: '/admin/returns?status=requested',
    },
    {
      type: 'shipments_exception',
      severity: 'critical',
      message: '배송 예외가 발생한 배송이 1건 있습니다.',
      count: 1,
      href: '/admin/shipments?status=exception',
    },
  ],
  recent: {
    orders: [
      { id: 'o1', orderNumber: 'ORD-20261130-0001', customer: '김*수', amount: 59_000, status: 'paid', time: '2026-11-30T04:00:00.000Z' },
    ],
    reviews: [{ id: 'r1', product: '오버핏 울 코트', customer: '이*', rating: 4, status: 'approved', time: '2026-11-29T04:00:00.000Z' }],
    qna: [
      { id: 'q1', product: null, customer: '박*민', question: '배송은 언제 오나요?', status: 'pending', time: '2026-11-29T05:00:00.000Z' },
    ],
  },
};

let answer: AdminDashboard;
let requests: string[];

beforeEach(() => {
  answer = FULL;
  requests = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    requests.push(url);
    const body = url.includes('from=2026-11-24')
      ? { ...answer, range: { ...answer.range, from: '2026-11-24' }, sales: { ...answer.sales!, series: series.slice(23) } }
      : answer;
    const text = JSON.stringify(body);
    return {
      ok: true,
      status: 200,
      statusText: '',
      headers: { get: () => 'application/json' },
      text: async () => text,
      json: async () => body,
    };
  }) as unknown as typeof fetch;
});

function renderPage() {
  renderWithUi(
    <BrowserRouter>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <DashboardPage />
      </SWRConfig>
    </BrowserRouter>,
  );
}

describe('DashboardPage', () => {
  it('shows alerts linking to their screens, the four KPI cards, two charts and the recent tabs, with no axe violations', async () => {
    renderPage();
    const kpis = await screen.findByRole('region', { name: '주요 지표' });
    expect(within(kpis).getByRole('region', { name: '매출' })).toBeTruthy();
    expect(within(screen.getByTestId('kpi-revenue')).getByText('1,250,000원')).toBeTruthy();
    expect(within(screen.getByTestId('kpi-orders')).getByText('310건')).toBeTruthy();
    expect(within(screen.getByTestId('kpi-refunds')).getByText('400,000원')).toBeTruthy();
    expect(within(screen.getByTestId('kpi-aov')).getByText('96,774원')).toBeTruthy();
    // Refunds going up is bad news; the change is announced in words too.
    expect(within(screen.getByTestId('kpi-refunds')).getAllByText('(이전 기간 대비 +100%)')).toHaveLength(1);

    const returns = screen.getByRole('link', { name: /처리를 기다리는 반품\/교환 요청이 3건/ });
    expect(returns.getAttribute('href')).toBe('/admin/returns?status=requested');
    expect(screen.getByRole('link', { name: /배송 예외/ }).getAttribute('href')).toBe('/admin/shipments?status=exception');

    expect(screen.getByRole('region', { name: '일별 매출' })).toBeTruthy();
    expect(screen.getByRole('region', { name: '일별 주문' })).toBeTruthy();
    expect(screen.getByRole('img', { name: /일별 매출: 11\/1부터 11\/30까지 합계/ })).toBeTruthy();

    const tabs = screen.getByRole('tablist');
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['최근 주문', '최근 리뷰', '최근 문의']);
    expect(screen.getByRole('table', { name: '최근 주문' })).toBeTruthy();
    expect(screen.getByText('김*수')).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
  });

  it('switches tabs and changes the range with a preset', async () => {
    renderPage();
    const user = userEvent.setup();
    await screen.findByRole('tab', { name: '최근 주문' });
    await user.click(screen.getByRole('tab', { name: '최근 리뷰' }));
    await waitFor(() => expect(screen.getByRole('tab', { name: '최근 리뷰' }).getAttribute('aria-selected')).toBe('true'));
    expect(await screen.findByRole('table', { name: '최근 리뷰' })).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: '최근 문의' }));
    expect(await screen.findByText('배송은 언제 오나요?')).toBeTruthy();
    expect(screen.getByText('1:1 문의')).toBeTruthy();

    expect(screen.getByRole('button', { name: '30일' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getByRole('button', { name: '7일' }));
    await waitFor(() => expect(requests.some((u) => u.includes('from=2026-11-24') && u.includes('to=2026-11-30'))).toBe(true));
    await waitFor(() => expect(screen.getByRole('button', { name: '7일' }).getAttribute('aria-pressed')).toBe('true'));
    expect(await axeViolations()).toEqual([]);
  });

  it('a role without order figures sees the alerts and tabs it may read, not an empty page', async () => {
    answer = {
      ...FULL,
      sales: null,
      recent: { orders: null, reviews: FULL.recent.reviews, qna: FULL.recent.qna },
      alerts: [FULL.alerts[0]!],
    };
    renderPage();
    expect(await screen.findByText('매출·주문 지표는 주문 조회 권한이 있는 역할에 표시됩니다.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: '주요 지표' })).toBeNull();
    expect(
      within(screen.getByRole('tablist'))
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['최근 리뷰', '최근 문의']);
    expect(await axeViolations()).toEqual([]);
  });
});
