import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SELLER_MESSAGES, type AdminSeller } from '@market/domain/admin-sellers';
import { axeViolations } from '@market/ui/test/render';
import { renderAdminPage } from '@market/ui/test/render-admin-page';
import SellersPage from './sellers-page';
import { answer } from '@market/ui/test/mock-fetch';

const MONO: AdminSeller = {
  id: '11111111-1111-4111-8111-111111111111',
  companyName: '(주)모노스튜디오',
  businessNumber: '124-81-00998',
  ceoName: '김대표',
  brands: [{ id: 'b1', name: '모노스튜디오', slug: 'mono-studio', status: 'active' }],
  brandName: '모노스튜디오',
  contactPerson: '이담당',
  phone: '010-1234-5678',
  email: 'partner@mono.example.kr',
  commissionRate: 15,
  settlementCycle: 'monthly',
  status: 'active',
  bankName: '국민은행',
  bankAccountMasked: '****-**-1234',
  accountHolder: '(주)모노스튜디오',
  monthlyRevenue: 12_345_000,
  productCount: 40,
  activeProductCount: 38,
  joinedAt: '2026-03-02T01:00:00.000Z',
  updatedAt: '2026-03-02T01:00:00.000Z',
};
const NEW: AdminSeller = {
  ...MONO,
  id: '22222222-2222-4222-8222-222222222222',
  companyName: '(주)새벽',
  businessNumber: '220-81-62517',
  brands: [{ id: 'b2', name: '새벽', slug: 'saebyeok', status: 'pending' }],
  brandName: '새벽',
  commissionRate: 12.5,
  settlementCycle: 'weekly',
  status: 'pending',
  monthlyRevenue: 0,
  productCount: 0,
  activeProductCount: 0,
};

jest.setTimeout(30_000);

let requests: { method: string; url: string; body: unknown }[];
let createAnswer: { status: number; body: unknown };

beforeEach(() => {
  requests = [];
  createAnswer = { status: 201, body: { item: NEW, title: '셀러 등록 완료', message: SELLER_MESSAGES.createdDescription } };
  // The network boundary: the typed client's fetch. Everything above it (hc, call, SWR) is real.
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    requests.push({ method, url, body });
    if (method === 'GET' && url.includes('/api/admin/sellers/unassigned-brands')) return answer(200, { items: [] });
    if (method === 'GET' && /\/api\/admin\/sellers(\?|$)/.test(url))
      return answer(200, {
        items: [MONO, NEW],
        total: 2,
        page: 1,
        limit: 20,
        nextCursor: null,
        summary: { active: 1, pending: 1, suspended: 0 },
      });
    if (method === 'POST' && url.endsWith('/api/admin/sellers')) return answer(createAnswer.status, createAnswer.body);
    if (method === 'PATCH' && url.endsWith(`/api/admin/sellers/${MONO.id}`))
      return answer(200, { item: { ...MONO, ...body }, title: '셀러 정보 수정 완료', message: SELLER_MESSAGES.updatedDescription });
    if (method === 'POST' && url.endsWith(`/api/admin/sellers/${MONO.id}/status`))
      return answer(200, {
        item: { ...MONO, status: 'suspended' },
        title: '셀러 상태 변경 완료',
        message: "셀러 상태가 '정지'(으)로 변경되었습니다.",
      });
    return answer(404, { error: { code: 'NOT_FOUND', message: '찾을 수 없습니다' } });
  }) as unknown as typeof fetch;
});

async function renderPage(permissions = ['*']) {
  return renderAdminPage(<SellersPage />, { role: 'SUPER_ADMIN', permissions, table: '셀러 목록', firstRow: '(주)모노스튜디오' });
}

describe('SellersPage (셀러 관리)', () => {
  it('shows the tiles and the spec columns, and has no axe violations', async () => {
    const table = await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: '셀러 관리' })).toBeTruthy();
    expect(within(screen.getByTestId('tile-active')).getByText('1곳')).toBeTruthy();
    expect(within(screen.getByTestId('tile-pending')).getByText('1곳')).toBeTruthy();
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    const mono = within(rows[1]!);
    for (const text of [
      '모노스튜디오',
      '124-81-00998',
      '이담당',
      '010-1234-5678',
      'partner@mono.example.kr',
      '15%',
      '월간',
      '12,345,000원',
      '38 / 40',
      '운영중',
    ])
      expect(mono.getByText(text)).toBeTruthy();
    expect(within(rows[2]!).getByText('12.5%')).toBeTruthy();
    expect(within(rows[2]!).getByText('승인 대기')).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
  });

  it('the detail dialog shows the masked account; 정지 asks first, then sends the seen status and shows the notice', async () => {
    const table = await renderPage();
    const user = userEvent.setup();
    await user.click(within(table).getAllByRole('button', { name: '상세' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: /모노스튜디오/ });
    expect(within(dialog).getByTestId('seller-account').textContent).toBe('****-**-1234');
    expect(within(dialog).queryByText(/456789/)).toBeNull();
    expect(await axeViolations()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: '정지' }));
    const confirm = await screen.findByRole('alertdialog', { name: '셀러를 정지할까요?' });
    await user.click(within(confirm).getByRole('button', { name: '정지' }));
    expect(await screen.findByText('셀러 상태 변경 완료')).toBeTruthy();
    expect(screen.getByText("셀러 상태가 '정지'(으)로 변경되었습니다.")).toBeTruthy();
    expect(requests.filter((r) => r.method === 'POST')).toEqual([
      { method: 'POST', url: `/api/admin/sellers/${MONO.id}/status`, body: { status: 'suspended', expectedStatus: 'active' } },
    ]);
  });

  it('셀러 등록 checks the business number and the commission before sending, maps a server refusal to its field, and Escape gives focus back', async () => {
    await renderPage();
    const user = userEvent.setup();
    const open = screen.getByRole('button', { name: '셀러 등록' });
    await user.click(open);
    const dialog = await screen.findByRole('dialog', { name: '셀러 등록' });
    const field = (name: string) => within(dialog).getByRole('textbox', { name: new RegExp(`^${name}`) });
    await user.type(field('새 브랜드 이름'), '새벽');
    await user.type(field('회사명'), '(주)새벽');
    await user.type(field('사업자등록번호'), '220-81-62518');
    await user.type(field('담당자'), '박담당');
    await user.type(field('연락처'), '010-2222-3333');
    await user.type(field('이메일'), 'hello@saebyeok.kr');
    await user.type(field('수수료율'), '25');
    await user.type(field('은행'), '신한은행');
    await user.type(field('계좌번호'), '110-123-456789');
    await user.type(field('예금주'), '(주)새벽');
    await user.click(within(dialog).getByRole('button', { name: '등록' }));
    expect(await within(dialog).findByText(SELLER_MESSAGES.businessNumberCheck)).toBeTruthy();
    expect(within(dialog).getByText(SELLER_MESSAGES.commissionRate)).toBeTruthy();
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
    expect(await axeViolations()).toEqual([]);

    await user.clear(field('사업자등록번호'));
    await user.type(field('사업자등록번호'), '2208162517');
    await user.clear(field('수수료율'));
    await user.type(field('수수료율'), '12.5');
    createAnswer = {
      status: 409,
      body: {
        error: {
          code: 'CONFLICT',
          message: SELLER_MESSAGES.businessNumberTaken,
          fields: { businessNumber: SELLER_MESSAGES.businessNumberTaken },
        },
      },
    };
    await user.click(within(dialog).getByRole('button', { name: '등록' }));
    await waitFor(() => expect(within(dialog).getAllByText(SELLER_MESSAGES.businessNumberTaken).length).toBeGreaterThan(0));
    const sent = requests.find((r) => r.method === 'POST');
    expect(sent?.body).toMatchObject({
      businessNumber: '220-81-62517',
      commissionRate: 12.5,
      brandName: '새벽',
      bankAccount: '110-123-456789',
    });

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '셀러 등록' })).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(open));
  });

  it('정보 수정 opens over the detail with the seller loaded (account blank) and sends only what changed', async () => {
    const table = await renderPage();
    const user = userEvent.setup();
    await user.click(within(table).getAllByRole('button', { name: '상세' })[0]!);
    const detail = await screen.findByRole('dialog', { name: /모노스튜디오/ });
    await user.click(within(detail).getByRole('button', { name: '정보 수정' }));
    const form = await screen.findByRole('dialog', { name: '셀러 정보 수정' });
    const rate = within(form).getByRole('textbox', { name: /^수수료율/ });
    expect((rate as HTMLInputElement).value).toBe('15');
    expect((within(form).getByRole('textbox', { name: /^새 계좌번호/ }) as HTMLInputElement).value).toBe('');
    expect(await axeViolations()).toEqual([]);
    await user.clear(rate);
    await user.type(rate, '17.5');
    await user.click(within(form).getByRole('button', { name: '저장' }));
    expect(await screen.findByText('셀러 정보 수정 완료')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '셀러 정보 수정' })).toBeNull());
    expect(requests.filter((r) => r.method === 'PATCH')).toEqual([
      { method: 'PATCH', url: `/api/admin/sellers/${MONO.id}`, body: { commissionRate: 17.5 } },
    ]);
  });

  it('staff who may only read see no create, edit or status buttons', async () => {
    await renderPage(['sellers.list.read']);
    expect(screen.queryByRole('button', { name: '셀러 등록' })).toBeNull();
    const user = userEvent.setup();
    await user.click(screen.getAllByRole('button', { name: '상세' })[0]!);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByRole('button', { name: '정지' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: '정보 수정' })).toBeNull();
    expect(within(dialog).getByText('조회 권한만 있습니다.')).toBeTruthy();
  });
});
