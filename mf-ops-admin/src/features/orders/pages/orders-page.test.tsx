import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminOrder, AdminOrderDetail } from '@market/domain/admin-orders';
import { axeViolations } from '@market/ui/test/render';
import { renderAdminPage } from '@market/ui/test/render-admin-page';
import OrdersPage from './orders-page';
import { answer } from '@market/ui/test/mock-fetch';

jest.setTimeout(30_000);

const line = {
  id: 'l1',
  productId: 'p1',
  productName: '울 캐시미어 니트',
  brandId: 'b1',
  brandName: '모던핏',
  color: '블랙',
  size: 'M',
  unitPrice: 59_000,
  quantity: 2,
  lineTotal: 118_000,
  settlementNumber: null,
};

const PAID: AdminOrder = {
  id: '11111111-1111-4111-8111-111111111111',
  orderNumber: 'ORD12345678',
  status: 'paid',
  customerName: '김*수',
  customerPhone: '010-****-5678',
  isGuest: false,
  items: [line, { ...line, id: 'l2', productName: '린넨 셔츠', quantity: 1, lineTotal: 59_000 }],
  itemCount: 3,
  subtotal: 177_000,
  shippingFee: 0,
  discount: 5_000,
  total: 172_000,
  paymentMethod: 'card',
  trackingNumbers: [],
  createdAt: '2026-11-25T01:00:00.000Z',
};
const SHIPPED: AdminOrder = {
  ...PAID,
  id: '22222222-2222-4222-8222-222222222222',
  orderNumber: 'ORD87654321',
  status: 'shipped',
  trackingNumbers: ['CJ000100000015'],
};

function detailOf(o: AdminOrder, extra: Partial<AdminOrderDetail> = {}): AdminOrderDetail {
  return {
    ...o,
    couponDiscount: 5_000,
    pointsUsed: 0,
    address: { zipCode: '04799', address: '서울특별시 성동구 ***', detail: '***', memo: '문 앞에 놓아주세요' },
    cancelReason: null,
    payments: [
      {
        id: 'pay1',
        method: 'card',
        amount: o.total,
        refundedAmount: 0,
        status: 'paid',
        transactionId: 'sandbox_tx_1',
        createdAt: o.createdAt,
        approvedAt: o.createdAt,
        cancelledAt: null,
      },
    ],
    shipments: [],
    history: [
      { at: '2026-11-25T01:00:00.000Z', label: '주문 접수', actor: '시스템' },
      { at: '2026-11-25T01:00:01.000Z', label: '결제 완료', actor: '시스템' },
    ],
    nextStatus: o.status === 'paid' ? 'processing' : o.status === 'processing' ? 'shipped' : o.status === 'shipped' ? 'delivered' : null,
    cancellable: ['pending', 'paid', 'processing'].includes(o.status),
    ...extra,
  };
}

let details: Record<string, AdminOrderDetail>;
let postAnswers: Record<string, { status: number; body: unknown }>;
let requests: { method: string; url: string; body?: unknown }[];

const summary = { pending: 3, paid: 12, processing: 4, shipped: 7, delivered: 20, purchase_confirmed: 41, cancelled: 2 };

beforeEach(() => {
  details = { [PAID.id]: detailOf(PAID), [SHIPPED.id]: detailOf(SHIPPED) };
  postAnswers = {};
  requests = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = (init?.method ?? 'GET').toUpperCase();
    requests.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const path = url.split('?')[0]!;
    if (method === 'GET' && path.endsWith('/api/admin/orders')) {
      const cursor = new URL(url, 'http://x').searchParams.get('cursor');
      return answer(
        200,
        cursor
          ? { items: [SHIPPED], total: 2, nextCursor: null, summary }
          : { items: [PAID, SHIPPED], total: 89, nextCursor: 'abc', summary },
      );
    }
    const one = /\/api\/admin\/orders\/([^/]+)$/.exec(path);
    if (method === 'GET' && one && details[one[1]!]) return answer(200, details[one[1]!]);
    if (method === 'GET' && path.endsWith('/api/admin/orders/export'))
      return {
        ...answer(200, {}),
        headers: { get: (h: string) => (h === 'content-disposition' ? "attachment; filename*=UTF-8''orders.csv" : 'text/csv') },
        blob: async () => new Blob(['a']),
      };
    if (method === 'POST' && /\/reveal$/.test(path))
      return answer(200, {
        orderNumber: 'ORD12345678',
        customerName: '김민수',
        recipientName: '김민수',
        recipientPhone: '010-1234-5678',
        zipCode: '04799',
        address: '서울특별시 성동구 성수이로 113',
        addressDetail: '7층',
      });
    const action = /\/api\/admin\/orders\/([^/]+)\/(status|cancel)$/.exec(path);
    if (method === 'POST' && action) {
      const a = postAnswers[action[2]!];
      if (a) return answer(a.status, a.body);
      const item = details[action[1]!]!;
      return answer(200, { title: '주문 상태 변경 완료', message: `주문 ${item.orderNumber}의 상태가 업데이트되었습니다.`, item });
    }
    return answer(404, { error: { code: 'NOT_FOUND', message: '찾을 수 없습니다' } });
  }) as unknown as typeof fetch;
});

async function renderPage(permissions = ['orders.*'], url = '/admin/orders/list') {
  return renderAdminPage(<OrdersPage />, { role: 'OPS_MANAGER', permissions, table: '주문 목록', firstRow: 'ORD12345678', url });
}

async function openDetail(name: string) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('row', { name: `${name} 상세 보기` }));
  const dialog = await screen.findByRole('dialog');
  await within(dialog).findByRole('heading', { name });
  return { user, dialog };
}

describe('OrdersPage (주문 관리)', () => {
  it('shows the tiles, the status filter and the orders with masked contacts, tracking and discount; axe clean', async () => {
    const table = await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: '주문 관리' })).toBeTruthy();
    expect(within(screen.getByTestId('tile-pending')).getByText('3건')).toBeTruthy();
    expect(within(screen.getByTestId('tile-purchase_confirmed')).getByText('41건')).toBeTruthy();
    const status = screen.getByRole('combobox', { name: '상태' });
    expect(within(status).getByRole('option', { name: '입금 대기' })).toBeTruthy();
    expect(within(status).getByRole('option', { name: '구매 확정' })).toBeTruthy();
    const rows = within(table).getAllByRole('row');
    const paid = within(rows[1]!);
    expect(paid.getByText('김*수')).toBeTruthy();
    expect(paid.getByText('010-****-5678')).toBeTruthy();
    expect(paid.getByText('울 캐시미어 니트 외 1건')).toBeTruthy();
    expect(paid.getByText('172,000원')).toBeTruthy();
    expect(paid.getByText('할인 -5,000원')).toBeTruthy();
    expect(paid.getByText('신용카드')).toBeTruthy();
    expect(paid.getByText('결제 완료')).toBeTruthy();
    expect(within(rows[2]!).getByText('송장 CJ000100000015')).toBeTruthy();
    expect(screen.getByTestId('data-table-total').textContent).toBe('총 89건');
    // A tile filters by its status.
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /구매 확정/ }));
    await waitFor(() => expect(requests.some((r) => r.url.includes('status=purchase_confirmed'))).toBe(true));
    expect(screen.getByRole('button', { name: /구매 확정/ }).getAttribute('aria-pressed')).toBe('true');
    expect(await axeViolations()).toEqual([]);
  });

  it('the export asks the reason (personal data) and downloads the filtered view', async () => {
    URL.createObjectURL = jest.fn(() => 'blob:x');
    URL.revokeObjectURL = jest.fn();
    await renderPage(['orders.*'], '/admin/orders/list?status=paid');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '주문 목록 CSV 내보내기' }));
    const ask = await screen.findByRole('alertdialog');
    await user.type(within(ask).getByRole('textbox', { name: /내려받는 사유/ }), '송장 출력');
    await user.click(within(ask).getByRole('button', { name: '내려받기' }));
    await waitFor(() => expect(requests.some((r) => r.url.includes('/api/admin/orders/export'))).toBe(true));
    const url = requests.find((r) => r.url.includes('/export'))!.url;
    expect(url).toContain('status=paid');
    expect(url).toContain('format=csv');
    expect(url).toContain('reason=');
  });

  it('the header search lands with ?q= and pages by cursor', async () => {
    await renderPage(['orders.*'], '/admin/orders/list?q=%EA%B9%80%EB%AF%BC%EC%88%98');
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('김민수');
    expect(requests[0]!.url).toContain('q=%EA%B9%80%EB%AF%BC%EC%88%98');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '다음 페이지' }));
    await waitFor(() => expect(requests.some((r) => r.url.includes('cursor=abc'))).toBe(true));
    expect(await screen.findByText('2 페이지')).toBeTruthy();
    await waitFor(() => expect((screen.getByRole('button', { name: '다음 페이지' }) as HTMLButtonElement).disabled).toBe(true));
    await user.click(screen.getByRole('button', { name: '이전 페이지' }));
    expect(await screen.findByText('1 페이지')).toBeTruthy();
  });

  it('the detail shows lines, address, payment and history; the advance button moves a paid order with the notice', async () => {
    await renderPage();
    const { user, dialog } = await openDetail('ORD12345678');
    expect(within(dialog).getAllByTestId('order-line')).toHaveLength(2);
    expect(within(dialog).getByTestId('order-address').textContent).toContain('서울특별시 성동구 ***');
    expect(within(dialog).getByText(/sandbox_tx_1/)).toBeTruthy();
    expect(within(dialog).getByText('주문 접수')).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: '배송 준비 시작' }));
    expect(await screen.findByText('주문 상태 변경 완료')).toBeTruthy();
    expect(screen.getByText('주문 ORD12345678의 상태가 업데이트되었습니다.')).toBeTruthy();
    const post = requests.find((r) => r.method === 'POST')!;
    expect(post.url).toContain(`/api/admin/orders/${PAID.id}/status`);
    expect(post.body).toEqual({ status: 'processing' });
  });

  it('shipping asks the carrier (required) and an optional tracking number', async () => {
    details[PAID.id] = detailOf({ ...PAID, status: 'processing' });
    await renderPage();
    const { user, dialog } = await openDetail('ORD12345678');
    await user.click(within(dialog).getByRole('button', { name: '발송 처리' }));
    const ship = await screen.findByRole('alertdialog', { name: '발송 처리' });
    expect(await axeViolations()).toEqual([]);
    await user.click(within(ship).getByRole('button', { name: '발송 처리' }));
    expect(await within(ship).findByText('택배사를 선택해주세요.')).toBeTruthy();
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
    await user.selectOptions(within(ship).getByRole('combobox', { name: /택배사/ }), '한진택배');
    await user.click(within(ship).getByRole('button', { name: '발송 처리' }));
    await waitFor(() => expect(requests.filter((r) => r.method === 'POST')).toHaveLength(1));
    expect(requests.find((r) => r.method === 'POST')!.body).toEqual({ status: 'shipped', carrierCode: 'hanjin' });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it("a stale advance (409) shows the API's Korean message", async () => {
    postAnswers.status = {
      status: 409,
      body: { error: { code: 'CONFLICT', message: "'배송 준비중' 상태의 주문은 '배송 준비중'(으)로 변경할 수 없습니다." } },
    };
    await renderPage();
    const { user, dialog } = await openDetail('ORD12345678');
    await user.click(within(dialog).getByRole('button', { name: '배송 준비 시작' }));
    expect(await screen.findByText("'배송 준비중' 상태의 주문은 '배송 준비중'(으)로 변경할 수 없습니다.")).toBeTruthy();
  });

  it('cancel asks a reason, then cancels with refund', async () => {
    await renderPage();
    const { user, dialog } = await openDetail('ORD12345678');
    const cancelButton = within(dialog).getByRole('button', { name: '주문 취소' });
    await user.click(cancelButton);
    const confirm = await screen.findByRole('alertdialog', { name: '주문을 취소하고 환불할까요?' });
    await user.click(within(confirm).getByRole('button', { name: '취소 및 환불' }));
    expect(await within(confirm).findByText('사유를 입력해주세요.')).toBeTruthy();
    await user.type(within(confirm).getByRole('textbox', { name: /취소 사유/ }), '재고 부족');
    await user.click(within(confirm).getByRole('button', { name: '취소 및 환불' }));
    await waitFor(() => expect(requests.filter((r) => r.method === 'POST')).toHaveLength(1));
    expect(requests.find((r) => r.method === 'POST')!).toMatchObject({
      url: expect.stringContaining('/cancel'),
      body: { reason: '재고 부족' },
    });
  });

  it('개인정보 보기 asks a reason, then shows the unmasked contact', async () => {
    await renderPage();
    const { user, dialog } = await openDetail('ORD12345678');
    await user.click(within(dialog).getByRole('button', { name: '개인정보 보기' }));
    const ask = await screen.findByRole('alertdialog', { name: '주문자 개인정보 보기' });
    await user.click(within(ask).getByRole('button', { name: '보기' }));
    expect(await within(ask).findByText('사유를 2자 이상 입력해주세요.')).toBeTruthy();
    await user.type(within(ask).getByRole('textbox', { name: /열람 사유/ }), '배송지 확인 전화');
    await user.click(within(ask).getByRole('button', { name: '보기' }));
    expect(await within(dialog).findByText('(04799) 서울특별시 성동구 성수이로 113 7층')).toBeTruthy();
    expect(requests.find((r) => r.url.endsWith('/reveal'))!.body).toEqual({ reason: '배송지 확인 전화' });
  });

  it('staff with read permission only see no action buttons', async () => {
    await renderPage(['orders.read']);
    const { dialog } = await openDetail('ORD12345678');
    expect(within(dialog).queryByRole('button', { name: '배송 준비 시작' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: '주문 취소' })).toBeNull();
    expect(within(dialog).getByText('조회 권한만 있습니다.')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: '개인정보 보기' })).toBeNull();
    expect(screen.queryByRole('button', { name: /내보내기/ })).toBeNull();
  });
});
