import type { AdminSettlement, AdminSettlementDetail } from '@market/domain/admin-settlements';
import { formatDate } from '@market/domain/format';
import { axeViolations } from '@market/ui/test/render';
import { renderAdminPage } from '@market/ui/test/render-admin-page';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SettlementsPage from './settlements-page';
import { answer } from '@market/ui/test/mock-fetch';

const BASE: AdminSettlement = {
  id: '11111111-1111-4111-8111-111111111111',
  settlementNumber: 'STL-20261101-0001',
  sellerId: 'seller-1',
  brandName: '모노하우스',
  companyName: '(주)모노',
  periodStart: '2026-11-01',
  periodEnd: '2026-11-30',
  cycle: 'monthly',
  status: 'pending',
  grossAmount: 1_000_000,
  commissionRate: 15,
  commission: 150_000,
  returnAmount: 50_000,
  adjustments: 3_000,
  netAmount: 803_000,
  transactionCount: 12,
  returnCount: 1,
  bankName: '국민은행',
  bankAccount: '***-******-*2-345',
  accountHolder: '(주)모노',
  dueDate: '2026-12-10',
  paidAt: null,
  suspendReason: null,
  createdAt: '2026-12-01T00:00:00.000Z',
  updatedAt: '2026-12-01T00:00:00.000Z',
};
const PAID: AdminSettlement = {
  ...BASE,
  id: '22222222-2222-4222-8222-222222222222',
  settlementNumber: 'STL-20261020-0002',
  brandName: '어반셀러',
  status: 'paid',
  paidAt: '2026-11-10T01:00:00.000Z',
};
const HELD: AdminSettlement = {
  ...BASE,
  id: '33333333-3333-4333-8333-333333333333',
  settlementNumber: 'STL-20261013-0003',
  brandName: '노드',
  status: 'suspended',
  suspendReason: '세금계산서 미발행',
};
const SUMMARY = {
  pending: 1,
  approved: 0,
  processing: 0,
  paid: 1,
  suspended: 1,
  totalGross: 3_000_000,
  totalCommission: 450_000,
  totalNet: 2_409_000,
};

function detailOf(s: AdminSettlement): AdminSettlementDetail {
  return {
    ...s,
    breakdown: [
      { kind: 'productSales', label: '상품 판매', amount: s.grossAmount, count: 14 },
      { kind: 'shippingFees', label: '배송비', amount: 6_000, count: 2 },
      { kind: 'returns', label: '반품', amount: s.returnAmount, count: 1 },
      { kind: 'cancellations', label: '취소', amount: 0, count: 0 },
      { kind: 'promotionCosts', label: '프로모션 비용', amount: 3_000, count: 1 },
    ],
    lineCount: 14,
    payout: null,
  };
}

let requests: { method: string; url: string; body: unknown }[];

beforeEach(() => {
  requests = [];
  window.history.replaceState(null, '', '/admin/sellers/settlements');
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    requests.push({ method, url, body });
    const path = url.split('?')[0]!;
    if (method === 'GET' && path === '/api/admin/settlements')
      return answer(200, { items: [BASE, PAID, HELD], total: 3, nextCursor: null, summary: SUMMARY });
    const one = /^\/api\/admin\/settlements\/([^/]+)$/.exec(path);
    if (method === 'GET' && one) return answer(200, detailOf([BASE, PAID, HELD].find((s) => s.id === one[1])!));
    if (method === 'POST' && path === '/api/admin/settlements/approve')
      return answer(200, { results: [], approved: 1, failed: 0, title: '정산 처리 완료', message: '1건의 정산이 승인되었습니다.' });
    const act = /^\/api\/admin\/settlements\/([^/]+)\/(approve|hold|pay)$/.exec(path);
    if (method === 'POST' && act)
      return answer(200, {
        item: { ...BASE, status: act[2] === 'hold' ? 'suspended' : 'approved' },
        title: '정산 처리 완료',
        message: '정산이 보류되었습니다.',
      });
    return answer(404, { error: { code: 'NOT_FOUND', message: '찾을 수 없습니다' } });
  }) as unknown as typeof fetch;
});

async function renderPage(permissions = ['sellers.settlements.read', 'sellers.settlements.update', 'sellers.settlements.export']) {
  return renderAdminPage(<SettlementsPage />, { role: 'FINANCE', permissions, table: '정산 목록', firstRow: 'STL-20261101-0001' });
}

jest.setTimeout(30_000);

describe('SettlementsPage (정산 관리)', () => {
  it('shows the status and total tiles and the spec columns, with no axe violations', async () => {
    const table = await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: '정산 관리' })).toBeTruthy();
    expect(within(screen.getByTestId('tile-pending')).getByText('1건')).toBeTruthy();
    expect(within(screen.getByTestId('total-gross')).getByText('3,000,000원')).toBeTruthy();
    expect(within(screen.getByTestId('total-net')).getByText('2,409,000원')).toBeTruthy();
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    const first = within(rows[1]!);
    expect(first.getByText('2026.11.01 ~ 2026.11.30')).toBeTruthy();
    expect(first.getByText(`월간 · 생성 ${formatDate(BASE.createdAt)}`)).toBeTruthy();
    expect(first.getByText('주문 12건 · 반품 1건')).toBeTruthy();
    expect(first.getByText('15% · 조정 +3,000원')).toBeTruthy();
    expect(first.getByText('803,000원')).toBeTruthy();
    expect(first.getByText('국민은행 ***-******-*2-345')).toBeTruthy();
    expect(within(rows[3]!).getByText('세금계산서 미발행')).toBeTruthy();
    expect(screen.getByRole('button', { name: '정산 내역 CSV 내보내기' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '정산 내역 엑셀 내보내기' })).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
  });

  it('the detail dialog shows the calculation and breakdown; hold asks a reason; Escape gives focus back', async () => {
    const table = await renderPage();
    const user = userEvent.setup();
    const detailButton = within(within(table).getAllByRole('row')[1]!).getByRole('button', { name: '상세' });
    await user.click(detailButton);
    const dialog = await screen.findByRole('dialog', { name: /STL-20261101-0001/ });
    await within(dialog).findByRole('table', { name: '정산 내역' });
    expect(within(dialog).getByTestId('calculation-net').textContent).toBe('803,000원');
    expect(within(dialog).getByText('2026.12.10')).toBeTruthy();
    expect(await axeViolations()).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: '보류' }));
    await user.click(within(dialog).getByRole('button', { name: '보류 확정' }));
    expect(within(dialog).getByText('보류 사유를 입력해주세요.')).toBeTruthy();
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
    await user.type(within(dialog).getByRole('textbox', { name: /보류 사유/ }), '세금계산서 미발행');
    await user.click(within(dialog).getByRole('button', { name: '보류 확정' }));
    expect(await screen.findByText('정산 처리 완료')).toBeTruthy();
    expect(requests.filter((r) => r.method === 'POST')).toEqual([
      { method: 'POST', url: `/api/admin/settlements/${BASE.id}/hold`, body: { reason: '세금계산서 미발행' } },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /STL-20261101-0001/ })).toBeNull());

    await user.click(within(within(table).getAllByRole('row')[2]!).getByRole('button', { name: '상세' }));
    const paid = await screen.findByRole('dialog', { name: /STL-20261020-0002/ });
    expect(within(paid).getByText('더 진행할 처리가 없습니다.')).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(document.activeElement).toBe(within(within(table).getAllByRole('row')[2]!).getByRole('button', { name: '상세' })),
    );
  });

  it('selecting rows shows the bulk bar; 일괄 승인 sends the pending ones only', async () => {
    await renderPage();
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: '이 페이지 전체 선택' }));
    const bar = screen.getByRole('region', { name: '선택한 정산' });
    expect(within(bar).getByText(/승인 가능 1건/)).toBeTruthy();
    await user.click(within(bar).getByRole('button', { name: '일괄 승인' }));
    expect(await screen.findByText('1건의 정산이 승인되었습니다.')).toBeTruthy();
    expect(requests.filter((r) => r.method === 'POST')).toEqual([
      { method: 'POST', url: '/api/admin/settlements/approve', body: { ids: [BASE.id] } },
    ]);
    await waitFor(() => expect(screen.queryByRole('region', { name: '선택한 정산' })).toBeNull());
  });

  it('staff who may only read see no selection, no actions and no generate button', async () => {
    const table = await renderPage(['sellers.settlements.read']);
    expect(within(table).queryAllByRole('checkbox')).toEqual([]);
    expect(screen.queryByRole('button', { name: /지금 정산 생성/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /내보내기/ })).toBeNull();
    await userEvent.setup().click(within(within(table).getAllByRole('row')[1]!).getByRole('button', { name: '상세' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('조회 권한만 있습니다.')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: '승인' })).toBeNull();
  });
});
