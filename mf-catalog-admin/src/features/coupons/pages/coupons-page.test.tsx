import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_COUPON_MESSAGES, type AdminCoupon } from '@market/domain/admin-coupons';
import { axeViolations } from '@market/ui/test/render';
import { renderAdminPage } from '@market/ui/test/render-admin-page';
import CouponsPage from './coupons-page';
import { answer } from '@market/ui/test/mock-fetch';

const STYLE: AdminCoupon = {
  id: '11111111-1111-4111-8111-111111111111',
  code: 'STYLE10',
  name: '스타일허브 10% 할인',
  description: '3만원 이상 구매 시 10% 할인',
  type: 'percentage',
  value: 10,
  maxDiscount: 10_000,
  minOrderAmount: 30_000,
  totalQuantity: 200,
  usedQuantity: 90,
  remainingQuantity: 110,
  usagePercent: 45,
  issuedCount: 12,
  deletable: false,
  startsAt: '2026-10-31T15:00:00.000Z',
  endsAt: '2026-12-31T14:59:59.999Z',
  status: 'active',
  brandId: null,
  brandName: null,
  isPublic: true,
  isSignupBenefit: false,
  createdBy: '이서연',
  createdAt: '2026-10-20T00:00:00.000Z',
  updatedAt: '2026-10-20T00:00:00.000Z',
};
const FRESH: AdminCoupon = {
  ...STYLE,
  id: '22222222-2222-4222-8222-222222222222',
  code: 'NEW5000',
  name: '신규 5,000원 할인',
  type: 'fixed',
  value: 5000,
  maxDiscount: null,
  minOrderAmount: 0,
  usedQuantity: 0,
  remainingQuantity: 200,
  usagePercent: 0,
  deletable: true,
  status: 'inactive',
  isPublic: false,
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
    if (method === 'GET' && /\/api\/admin\/brands(\?|$)/.test(url)) return answer(200, { items: [], total: 0, page: 1, limit: 100 });
    if (method === 'GET' && /\/api\/admin\/coupons(\?|$)/.test(url))
      return answer(200, {
        items: [STYLE, FRESH],
        total: 2,
        page: 1,
        limit: 20,
        nextCursor: null,
        summary: { active: 1, totalUsed: 90, averageUsagePercent: 22.5, expired: 0 },
      });
    if (method === 'POST' && url.endsWith(`/api/admin/coupons/${STYLE.id}/status`))
      return answer(200, { item: { ...STYLE, status: 'inactive' }, title: '쿠폰 상태 변경 완료', message: '쿠폰이 비활성화되었습니다.' });
    if (method === 'POST' && url.endsWith('/api/admin/coupons'))
      return answer(409, {
        error: { code: 'CONFLICT', message: ADMIN_COUPON_MESSAGES.codeTaken, fields: { code: ADMIN_COUPON_MESSAGES.codeTaken } },
      });
    if (method === 'DELETE' && url.endsWith(`/api/admin/coupons/${FRESH.id}`))
      return answer(200, { id: FRESH.id, title: ADMIN_COUPON_MESSAGES.deleted, message: ADMIN_COUPON_MESSAGES.deletedDescription });
    return answer(404, { error: { code: 'NOT_FOUND', message: '찾을 수 없습니다' } });
  }) as unknown as typeof fetch;
});

async function renderPage(permissions = ['*']) {
  return renderAdminPage(<CouponsPage />, { role: 'SUPER_ADMIN', permissions, table: '쿠폰 목록', firstRow: 'STYLE10' });
}

describe('CouponsPage (쿠폰 관리)', () => {
  it('shows the four cards and the spec columns, and has no axe violations', async () => {
    const table = await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: '쿠폰 관리 (2)' })).toBeTruthy();
    expect(within(screen.getByTestId('tile-active')).getByText('1개')).toBeTruthy();
    expect(within(screen.getByTestId('tile-used')).getByText('90회')).toBeTruthy();
    expect(within(screen.getByTestId('tile-usage')).getByText('22.5%')).toBeTruthy();
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    const style = within(rows[1]!);
    for (const text of [
      'STYLE10',
      '공개',
      '10% (최대 10,000원)',
      '30,000원 이상 구매 시',
      '90 / 200',
      '45.0%',
      '2026.11.01 ~',
      '2026.12.31',
      '활성',
    ])
      expect(style.getByText(text)).toBeTruthy();
    expect(within(rows[2]!).getByText('5,000원')).toBeTruthy();
    expect(within(rows[2]!).getByText('비활성')).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
  });

  it('비활성화 asks first, then sends the action and shows the Korean notice; a used coupon offers no delete', async () => {
    const table = await renderPage();
    const user = userEvent.setup();
    await user.click(within(table).getAllByRole('button', { name: '상세' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: /STYLE10/ });
    expect(within(dialog).queryByRole('button', { name: '삭제' })).toBeNull();
    expect(await axeViolations()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: '비활성화' }));
    const confirm = await screen.findByRole('alertdialog', { name: '쿠폰을 비활성화할까요?' });
    await user.click(within(confirm).getByRole('button', { name: '비활성화' }));
    expect(await screen.findByText('쿠폰 상태 변경 완료')).toBeTruthy();
    expect(screen.getByText('쿠폰이 비활성화되었습니다.')).toBeTruthy();
    expect(requests.filter((r) => r.method === 'POST')).toEqual([
      { method: 'POST', url: `/api/admin/coupons/${STYLE.id}/status`, body: { action: 'deactivate' } },
    ]);
  });

  it('an unused coupon can be deleted after a confirmation', async () => {
    const table = await renderPage();
    const user = userEvent.setup();
    await user.click(within(table).getAllByRole('button', { name: '상세' })[1]!);
    const dialog = await screen.findByRole('dialog', { name: /NEW5000/ });
    expect(within(dialog).getByRole('button', { name: '활성화' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: '삭제' }));
    const confirm = await screen.findByRole('alertdialog', { name: '쿠폰을 삭제할까요?' });
    await user.click(within(confirm).getByRole('button', { name: '삭제' }));
    expect(await screen.findByText(ADMIN_COUPON_MESSAGES.deleted)).toBeTruthy();
    expect(requests.some((r) => r.method === 'DELETE' && r.url.endsWith(`/api/admin/coupons/${FRESH.id}`))).toBe(true);
  });

  it('쿠폰 생성 checks the rules before sending (end after start, percentage range) and maps a duplicate code to its field', async () => {
    await renderPage();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '쿠폰 생성' }));
    const dialog = await screen.findByRole('dialog', { name: '쿠폰 생성' });
    const field = (name: string) => within(dialog).getByLabelText(new RegExp(`^${name}`));
    await user.type(field('쿠폰 코드'), 'style10');
    await user.type(field('쿠폰명'), '중복 코드 쿠폰');
    await user.type(field('할인율'), '150');
    await user.type(field('발행 수량'), '100');
    await user.clear(field('종료일'));
    await user.type(field('종료일'), '2020-01-01');
    await user.click(within(dialog).getByRole('button', { name: '생성' }));
    expect(await within(dialog).findByText(ADMIN_COUPON_MESSAGES.percentage)).toBeTruthy();
    expect(within(dialog).getByText(ADMIN_COUPON_MESSAGES.period)).toBeTruthy();
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
    expect(await axeViolations()).toEqual([]);

    await user.clear(field('할인율'));
    await user.type(field('할인율'), '15');
    await user.clear(field('종료일'));
    await user.type(field('종료일'), '2099-12-31');
    await user.click(within(dialog).getByRole('button', { name: '생성' }));
    await waitFor(() => expect(within(dialog).getAllByText(ADMIN_COUPON_MESSAGES.codeTaken).length).toBeGreaterThan(0));
    expect(requests.find((r) => r.method === 'POST')?.body).toMatchObject({
      code: 'STYLE10',
      value: 15,
      totalQuantity: 100,
      type: 'percentage',
    });
  });

  it('a role without write permissions sees the list and the detail but no buttons', async () => {
    const table = await renderPage(['marketing.coupons.read']);
    expect(screen.queryByRole('button', { name: '쿠폰 생성' })).toBeNull();
    const user = userEvent.setup();
    await user.click(within(table).getAllByRole('button', { name: '상세' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: /STYLE10/ });
    expect(within(dialog).queryByRole('button', { name: '비활성화' })).toBeNull();
    expect(within(dialog).getByText('조회 권한만 있습니다.')).toBeTruthy();
  });
});
