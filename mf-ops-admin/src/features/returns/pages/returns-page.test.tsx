import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminReturn } from '@market/domain/admin-returns';
import { axeViolations } from '@market/ui/test/render';
import { renderAdminPage } from '@market/ui/test/render-admin-page';
import ReturnsPage from './returns-page';
import { answer } from '@market/ui/test/mock-fetch';

/** A partial change-of-mind return of one of two units, with a coupon and points on the order. */
const RETURN: AdminReturn = {
  id: '7d1c1b2a-0000-4000-8000-000000000001',
  returnNumber: 'RT26112500001',
  orderId: '7d1c1b2a-0000-4000-8000-0000000000aa',
  orderNumber: 'ORD12345678',
  customerName: '김*매',
  type: 'return',
  reason: 'mind_changed',
  status: 'processing',
  items: [
    {
      orderLineId: 'l1',
      productId: 'p1',
      productName: '울 블렌드 코트',
      brandName: '스튜디오 에이',
      color: '블랙',
      size: 'M',
      quantity: 1,
      lineTotal: 60_000,
      refundAmount: 21_276,
      reason: 'mind_changed',
    },
  ],
  refundAmount: 21_276,
  refund: { goods: 30_000, couponShare: 2_865, pointsRefund: 859, shippingRecharge: 3_000, returnFee: 3_000, refund: 21_276 },
  description: '생각과 달라요',
  images: [],
  adminNotes: null,
  requestedAt: '2026-11-24T01:00:00.000Z',
  processedAt: '2026-11-24T02:00:00.000Z',
  completedAt: null,
  updatedAt: '2026-11-24T02:00:00.000Z',
};

const EXCHANGE: AdminReturn = {
  ...RETURN,
  id: '7d1c1b2a-0000-4000-8000-000000000002',
  returnNumber: 'RT26112500002',
  type: 'exchange',
  reason: 'size',
  status: 'approved',
  refundAmount: 0,
  refund: { goods: 0, couponShare: 0, pointsRefund: 0, shippingRecharge: 0, returnFee: 0, refund: 0 },
  items: [{ ...RETURN.items[0]!, refundAmount: 0, reason: 'size' }],
};

// jsdom, Chakra and axe on a shared two-core machine.
jest.setTimeout(30_000);

let requests: { method: string; url: string; body: unknown }[];

beforeEach(() => {
  requests = [];
  // The network boundary: the typed client's fetch. Everything above it (hc, call, SWR) is real.
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = (init?.method ?? 'GET').toUpperCase();
    requests.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (method === 'GET' && url.includes('/api/admin/returns?'))
      return answer(200, {
        items: [RETURN, EXCHANGE],
        total: 2,
        page: 1,
        limit: 20,
        summary: { requested: 0, approved: 1, processing: 1, completed: 0, rejected: 0 },
      });
    if (method === 'POST' && url.endsWith(`/api/admin/returns/${RETURN.id}/status`))
      return answer(200, {
        item: { ...RETURN, status: 'completed', completedAt: '2026-11-25T01:00:00.000Z' },
        title: '반품/교환 처리 완료',
        message: '요청이 성공적으로 처리되었습니다.',
      });
    if (method === 'GET' && url.includes('/api/admin/returns/export'))
      return {
        ok: true,
        status: 200,
        statusText: '',
        headers: {
          get: (h: string) =>
            h.toLowerCase() === 'content-disposition'
              ? `attachment; filename*=UTF-8''${encodeURIComponent('반품교환내역-2026-11-25.csv')}`
              : 'text/csv',
        },
        blob: async () => new Blob(['\uFEFF요청 번호']),
      };
    return answer(404, { error: { code: 'NOT_FOUND', message: '찾을 수 없습니다' } });
  }) as unknown as typeof fetch;
});

async function renderPage(permissions = ['orders.returns.read', 'orders.returns.update', 'orders.returns.export']) {
  return renderAdminPage(<ReturnsPage />, { role: 'OPS_MANAGER', permissions, table: '반품/교환 목록', firstRow: 'RT26112500001' });
}

describe('ReturnsPage (반품/교환 관리)', () => {
  it("the detail dialog shows the refund's breakdown; no axe violations in the list or the dialog", async () => {
    await renderPage();
    expect(await axeViolations()).toEqual([]);
    const user = userEvent.setup();
    const opener = screen.getByRole('row', { name: 'RT26112500001 상세 보기' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog');
    const breakdown = within(dialog).getByTestId('refund-breakdown');
    expect(within(dialog).getByText('환불 내역 (예상, 완료 시 확정)')).toBeTruthy();
    const row = (key: string) => within(breakdown).getByTestId(`refund-${key}`).textContent;
    expect(row('goods')).toBe('상품 금액30,000원');
    expect(row('coupon')).toBe('쿠폰 할인 분담-2,865원');
    expect(row('points-share')).toBe('사용 포인트 분담 (포인트로 환원)-859원');
    expect(row('shipping')).toBe('배송비 재부과-3,000원');
    expect(row('return-fee')).toBe('반품 배송비-3,000원');
    expect(row('total')).toBe('환불 금액 (결제 수단)21,276원');
    expect(row('points')).toBe('포인트 환원859P');
    expect(await axeViolations()).toEqual([]);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('an exchange says it refunds nothing and ships a replacement', async () => {
    await renderPage();
    const user = userEvent.setup();
    await user.click(screen.getByRole('row', { name: 'RT26112500002 상세 보기' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('교환은 환불되지 않습니다. 처리 완료 시 교환 상품 배송이 등록됩니다.')).toBeTruthy();
    expect(within(dialog).queryByTestId('refund-breakdown')).toBeNull();
  });

  it('처리 완료 asks first with the money and the points, then completes with the notice and reloads', async () => {
    await renderPage();
    const user = userEvent.setup();
    await user.click(screen.getByRole('row', { name: 'RT26112500001 상세 보기' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: '처리 완료' }));
    const confirm = await screen.findByRole('alertdialog', { name: '처리를 완료할까요?' });
    expect(within(confirm).getByText(/21,276원이 결제 수단으로 환불, 859P가 포인트로 환원되고/)).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
    const listsBefore = requests.filter((r) => r.method === 'GET').length;
    await user.click(within(confirm).getByRole('button', { name: '처리 완료' }));
    expect(await screen.findByText('반품/교환 처리 완료')).toBeTruthy();
    expect(requests.filter((r) => r.method === 'POST')).toEqual([
      { method: 'POST', url: `/api/admin/returns/${RETURN.id}/status`, body: { status: 'completed' } },
    ]);
    await waitFor(() => expect(requests.filter((r) => r.method === 'GET').length).toBeGreaterThan(listsBefore));
  });

  it("CSV downloads the list's current filters (no reason asked: names are masked)", async () => {
    URL.createObjectURL = jest.fn(() => 'blob:x');
    URL.revokeObjectURL = jest.fn();
    const save = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {}); // jsdom does not navigate
    window.history.replaceState(null, '', '/?status=completed&type=return&page=2');
    await renderPage();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '반품/교환 목록 CSV 내보내기' }));
    expect(await screen.findByText('파일 내려받기를 시작했습니다')).toBeTruthy();
    const url = requests.find((r) => r.url.includes('/export'))!.url;
    expect(new URL(url, 'http://x').searchParams.toString()).toBe('type=return&status=completed&format=csv');
    expect(save).toHaveBeenCalledTimes(1);
    save.mockRestore();
    window.history.replaceState(null, '', '/');
  });

  it('staff who may only read see the breakdown but no action and no download', async () => {
    await renderPage(['orders.returns.read']);
    expect(screen.queryByRole('button', { name: /내보내기$/ })).toBeNull();
    const user = userEvent.setup();
    await user.click(screen.getByRole('row', { name: 'RT26112500001 상세 보기' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('refund-breakdown')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: '처리 완료' })).toBeNull();
    expect(within(dialog).getByText('조회 권한만 있습니다.')).toBeTruthy();
  });
});
