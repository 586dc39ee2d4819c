import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminShipment, AdminShipmentDetail } from '@market/domain/admin-shipments';
import { axeViolations } from '@market/ui/test/render';
import { renderAdminPage } from '@market/ui/test/render-admin-page';
import ShipmentsPage from './shipments-page';
import { answer } from '@market/ui/test/mock-fetch';

const IN_TRANSIT: AdminShipment = {
  id: '2fbb6a1f-3a4a-4b98-b840-aa2ec461171d',
  orderId: 'o1',
  orderNumber: 'ORD20261124001',
  trackingNumber: 'CJ000123456780',
  carrierCode: 'cj_logistics',
  carrierName: 'CJ대한통운',
  status: 'in_transit',
  customerName: '김*수',
  addressPreview: '서울특별시 성동구 왕십리로 83-21 …',
  itemCount: 2,
  totalWeightGrams: 1250,
  shippingCost: 3000,
  shippedAt: '2026-11-24T01:00:00.000Z',
  estimatedDelivery: '2026-11-26',
  deliveredAt: null,
  updatedAt: '2026-11-24T05:00:00.000Z',
};
const EXCEPTION: AdminShipment = {
  ...IN_TRANSIT,
  id: '7c1e0d2a-1111-4b98-b840-aa2ec461171d',
  orderNumber: 'ORD20261123017',
  trackingNumber: 'HJ000765432104',
  carrierCode: 'hanjin',
  carrierName: '한진택배',
  status: 'exception',
};

function detailOf(s: AdminShipment): AdminShipmentDetail {
  return {
    ...s,
    customerPhone: '010-****-5678',
    address: '서울특별시 성동구 왕십리로 83-21',
    trackingUrl: null,
    items: [{ productName: '울 블렌드 오버핏 코트', brandName: '모노하우스', color: '블랙', size: 'M', quantity: 2, weightGrams: 1250 }],
    events: [
      ...(s.status === 'exception'
        ? [
            {
              status: 'exception' as const,
              description: '수취인 부재로 배송하지 못했습니다',
              location: '서울 성동 대리점',
              at: '2026-11-24T09:00:00.000Z',
            },
          ]
        : []),
      { status: 'in_transit', description: '간선 상차: 허브로 이동 중입니다', location: '경기 이천 허브', at: '2026-11-24T04:00:00.000Z' },
      { status: 'shipped', description: '상품이 발송되었습니다', location: '경기 이천 물류센터', at: '2026-11-24T01:00:00.000Z' },
    ],
  };
}

let requests: { method: string; url: string }[];
let retried = false;

beforeEach(() => {
  requests = [];
  retried = false;
  window.history.replaceState(null, '', '/admin/shipments');
  // The network boundary: the typed client's fetch. Everything above it (hc, call, SWR) is real.
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = (init?.method ?? 'GET').toUpperCase();
    requests.push({ method, url });
    const exception = retried ? { ...EXCEPTION, status: 'in_transit' as const } : EXCEPTION;
    if (method === 'GET' && /\/api\/admin\/shipments(\?|$)/.test(url))
      return answer(200, {
        items: [IN_TRANSIT, exception],
        total: 2,
        nextCursor: null,
        page: 1,
        limit: 20,
        summary: { pending: 3, in_transit: 1, delivered: 120, exception: retried ? 0 : 1, returned: 0 },
      });
    const one = /\/api\/admin\/shipments\/([^/?]+)$/.exec(url);
    if (method === 'GET' && one) return answer(200, detailOf(one[1] === EXCEPTION.id ? exception : IN_TRANSIT));
    if (method === 'POST' && url.endsWith(`/api/admin/shipments/${EXCEPTION.id}/retry`)) {
      retried = true;
      return answer(200, {
        item: detailOf({ ...EXCEPTION, status: 'in_transit' }),
        newEvents: 1,
        title: '배송 정보 업데이트 완료',
        message: '배송 정보가 성공적으로 업데이트되었습니다.',
      });
    }
    return answer(404, { error: { code: 'NOT_FOUND', message: '배송 정보를 찾을 수 없습니다.' } });
  }) as unknown as typeof fetch;
});

async function renderPage(permissions = ['orders.shipments.read', 'orders.shipments.update', 'orders.shipments.export']) {
  return renderAdminPage(<ShipmentsPage />, { role: 'OPS_MANAGER', permissions, table: '배송 목록', firstRow: 'CJ000123456780' });
}

jest.setTimeout(30_000);

describe('ShipmentsPage (배송 관리)', () => {
  it('shows the tiles and the spec columns, and has no axe violations', async () => {
    const table = await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: '배송 관리' })).toBeTruthy();
    expect(within(screen.getByTestId('tile-delivered')).getByText('120건')).toBeTruthy();
    expect(within(screen.getByTestId('tile-exception')).getByText('1건')).toBeTruthy();
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h: HTMLElement) => h.textContent);
    expect(headers).toEqual([
      '배송 번호',
      '송장번호',
      '고객 / 주소',
      '상품 / 무게',
      '택배사',
      '상태',
      '발송일',
      '도착 예정 / 완료',
      '관리',
    ]);
    const row = within(within(table).getAllByRole('row')[1]!);
    expect(row.getByText('2FBB6A1F')).toBeTruthy();
    expect(row.getByText('주문 ORD20261124001')).toBeTruthy();
    expect(row.getByText('김*수')).toBeTruthy();
    expect(row.getByText('1.3kg')).toBeTruthy();
    expect(row.getByText('배송중')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: '택배사' })).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
  });

  it('copies a tracking number with the notice 송장번호 복사됨', async () => {
    await renderPage();
    const user = userEvent.setup();
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(screen.getByRole('button', { name: '송장번호 CJ000123456780 복사' }));
    expect(writeText).toHaveBeenCalledWith('CJ000123456780');
    expect(await screen.findByText('송장번호 복사됨')).toBeTruthy();
    expect(screen.getByText('송장번호가 클립보드에 복사되었습니다.')).toBeTruthy();
    // The copy does not open the row.
    expect(screen.queryByTestId('shipment-detail')).toBeNull();
  });

  it('the detail shows the timeline; retry only for an exception, with the notice; Escape gives focus back', async () => {
    const table = await renderPage();
    const user = userEvent.setup();
    const inTransitButton = within(within(table).getAllByRole('row')[1]!).getByRole('button', { name: '상세' });
    await user.click(inTransitButton);
    let dialog = await screen.findByRole('dialog', { name: /배송 2FBB6A1F/ });
    await within(dialog).findByText('울 블렌드 오버핏 코트');
    expect(within(dialog).getByRole('list', { name: '배송 추적 이벤트' })).toBeTruthy();
    expect(within(dialog).getByText(/경기 이천 허브/)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: /배송 조회 새로고침/ })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: /재배송 요청/ })).toBeNull();
    expect(await axeViolations()).toEqual([]);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(inTransitButton));

    await user.click(within(within(table).getAllByRole('row')[2]!).getByRole('button', { name: '상세' }));
    dialog = await screen.findByRole('dialog', { name: /배송 7C1E0D2A/ });
    await within(dialog).findByText('수취인 부재로 배송하지 못했습니다');
    await user.click(within(dialog).getByRole('button', { name: /재배송 요청/ }));
    expect(await screen.findByText('배송 정보 업데이트 완료')).toBeTruthy();
    expect(screen.getByText('배송 정보가 성공적으로 업데이트되었습니다.')).toBeTruthy();
    expect(requests.filter((r) => r.method === 'POST').map((r) => new URL(r.url, 'http://x').pathname)).toEqual([
      `/api/admin/shipments/${EXCEPTION.id}/retry`,
    ]);
    await waitFor(() => expect(within(dialog).queryByRole('button', { name: /재배송 요청/ })).toBeNull());
  });

  it('내보내기 asks the reason first (the file holds names and addresses); read-only staff see no export', async () => {
    await renderPage();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '배송 목록 CSV 내보내기' }));
    const dialog = await screen.findByRole('alertdialog', { name: /배송 목록 내보내기/ });
    expect(dialog).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(requests.some((r) => r.url.includes('/export'))).toBe(false);
  });

  it('with read permission only, the detail offers no action', async () => {
    const table = await renderPage(['orders.shipments.read']);
    const user = userEvent.setup();
    await user.click(within(within(table).getAllByRole('row')[2]!).getByRole('button', { name: '상세' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('조회 권한만 있습니다.');
    expect(screen.queryByRole('button', { name: /내보내기/ })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: /재배송|새로고침/ })).toBeNull();
  });
});
