import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BANNER_MESSAGES, type AdminBanner } from '@market/domain/admin-banners';
import { axeViolations } from '@market/ui/test/render';
import { renderAdminPage } from '@market/ui/test/render-admin-page';
import BannersPage from './banners-page';
import { answer } from '@market/ui/test/mock-fetch';

const HERO: AdminBanner = {
  id: '11111111-1111-4111-8111-111111111111',
  title: '겨울 아우터 최대 40%',
  description: '인기 브랜드 겨울 아우터',
  imageUrl: '/media/uploads/hero.webp',
  position: 'main_hero',
  positionName: '메인 히어로',
  linkUrl: '/categories?sale=true',
  priority: 1,
  status: 'active',
  startsAt: '2026-11-01T00:00:00.000Z',
  endsAt: '2026-12-31T00:00:00.000Z',
  impressions: 12_000,
  clicks: 345,
  ctr: 2.9,
  isResponsive: true,
  targetDevice: 'all',
  createdBy: '최수아',
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-20T00:00:00.000Z',
};
const OFF: AdminBanner = {
  ...HERO,
  id: '22222222-2222-4222-8222-222222222222',
  title: '앱 전용 쿠폰',
  status: 'inactive',
  position: 'popup',
  positionName: '팝업',
  impressions: 0,
  clicks: 0,
  ctr: 0,
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
    if (method === 'GET' && /\/api\/admin\/banners(\?|$)/.test(url))
      return answer(200, {
        items: [HERO, OFF],
        total: 2,
        page: 1,
        limit: 20,
        summary: { active: 1, impressions: 12_000, clicks: 345, averageCtr: 2.9, scheduled: 0 },
      });
    if (method === 'POST' && url.endsWith(`/api/admin/banners/${HERO.id}/status`))
      return answer(200, {
        item: { ...HERO, status: 'inactive' },
        title: BANNER_MESSAGES.successTitle,
        message: BANNER_MESSAGES.deactivated,
      });
    return answer(404, { error: { code: 'NOT_FOUND', message: '찾을 수 없습니다' } });
  }) as unknown as typeof fetch;
});

const renderPage = (permissions = ['*']) =>
  renderAdminPage(<BannersPage />, { role: 'CONTENT_EDITOR', permissions, table: '배너 목록', firstRow: '겨울 아우터 최대 40%' });

describe('BannersPage (배너 관리)', () => {
  it('shows the five cards and the spec columns, and has no axe violations', async () => {
    const table = await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: '배너 관리' })).toBeTruthy();
    expect(within(screen.getByTestId('tile-active')).getByText('1개')).toBeTruthy();
    expect(within(screen.getByTestId('tile-ctr')).getByText('2.9%')).toBeTruthy();
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    const hero = within(rows[1]!);
    for (const text of ['메인 히어로', '우선순위 1', '12,000 / 345', 'CTR 2.9%', '활성']) expect(hero.getByText(text)).toBeTruthy();
    expect(within(rows[2]!).getByText('비활성')).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
  });

  it('the detail shows CTR to two decimals and deactivates with the Korean notice', async () => {
    const table = await renderPage();
    const user = userEvent.setup();
    await user.click(within(table).getAllByRole('button', { name: '상세' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: /겨울 아우터/ });
    expect(within(dialog).getByTestId('banner-ctr').textContent).toBe('2.88%');
    expect(within(dialog).queryByRole('button', { name: '활성화' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: '비활성화' }));
    expect(await screen.findByText('배너 업데이트 완료')).toBeTruthy();
    expect(screen.getByText('배너가 비활성화되었습니다.')).toBeTruthy();
    expect(requests).toContainEqual({
      method: 'POST',
      url: `/api/admin/banners/${HERO.id}/status`,
      body: { action: 'deactivate', expectedStatus: 'active' },
    });
  });

  it('staff who may only read see no create, edit or status buttons', async () => {
    const table = await renderPage(['marketing.banners.read']);
    expect(screen.queryByRole('button', { name: /배너 등록/ })).toBeNull();
    await userEvent.setup().click(within(table).getAllByRole('button', { name: '상세' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: /겨울 아우터/ });
    expect(within(dialog).queryByRole('button', { name: '비활성화' })).toBeNull();
    expect(within(dialog).getByText('조회 권한만 있습니다.')).toBeTruthy();
  });
});
