import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TAX_MESSAGES, type TaxSettingsPage } from '@market/domain/settings-tax';
import { axeViolations } from '@market/ui/test/render';
import { renderAdminPage } from '@market/ui/test/render-admin-page';
import { answer, mockFetch, type Request } from './settings-test-helpers';
import TaxSettingsPageView, { previousPeriod } from './tax-settings-page';

jest.setTimeout(30_000);

const REPORT = {
  id: 'r1',
  period: '2026-Q3',
  type: 'quarterly' as const,
  periodStart: '2026-07-01',
  periodEnd: '2026-09-30',
  totalSales: 1_100_000,
  taxableAmount: 1_000_000,
  vatAmount: 90_909,
  exemptAmount: 100_000,
  status: 'overdue' as const,
  dueDate: '2026-10-25',
  filedDate: null,
  createdAt: '2026-10-01T00:00:00.000Z',
};

const PAGE: TaxSettingsPage = {
  settings: {
    vatEnabled: true,
    vatRate: 10,
    vatIncluded: true,
    businessRegistrationNumber: '214-88-12345',
    businessName: '(주)스타일허브',
    businessType: 'retail',
    businessAddress: '서울특별시 성동구 성수이로 113, 7층',
    ceoName: '김지훈',
    taxInvoiceEnabled: true,
    autoIssueTaxInvoice: false,
    taxInvoiceEmailEnabled: true,
    exemptionThreshold: 0,
    smallBusinessExemption: false,
    monthlyReportEnabled: true,
    quarterlyReportEnabled: true,
    yearlyReportEnabled: true,
    reportEmailRecipient: 'finance@stylehub.kr',
    internationalTaxEnabled: false,
    dutyCalculationEnabled: false,
  },
  rules: [
    {
      id: 'g1',
      name: '부가가치세 (일반)',
      type: 'general',
      targetId: null,
      targetName: null,
      rate: 10,
      enabled: true,
      description: '기본 세율',
      createdAt: '2025-01-01T00:00:00.000Z',
    },
  ],
  reports: [REPORT, { ...REPORT, id: 'r2', period: '2026-Q2', status: 'filed', dueDate: '2026-07-25', filedDate: '2026-07-20' }],
  updatedAt: '2026-11-20T00:00:00.000Z',
};

const CATEGORY = {
  id: '11111111-1111-4111-8111-111111111111',
  name: '도서',
  slug: 'books',
  description: '',
  parentId: null,
  level: 0,
  displayOrder: 1,
  isActive: true,
  productCount: 0,
  createdAt: '2025-01-01T00:00:00.000Z',
  children: [],
};

let requests: Request[];

beforeEach(() => {
  requests = mockFetch(({ method, url, body }) => {
    if (method === 'GET' && url.endsWith('/api/admin/settings/tax')) return answer(200, PAGE);
    if (method === 'PUT' && url.endsWith('/api/admin/settings/tax'))
      return answer(200, { settings: { ...PAGE.settings, ...body }, message: TAX_MESSAGES.saved });
    if (method === 'POST' && url.endsWith('/api/admin/settings/tax/reports'))
      return answer(201, {
        item: { ...REPORT, id: 'r3', period: body.period, type: body.type, status: 'draft' },
        message: TAX_MESSAGES.reportGenerated(body.period),
      });
    if (method === 'POST' && url.endsWith('/api/admin/settings/tax/reports/r1/file'))
      return answer(200, { item: { ...REPORT, status: 'filed', filedDate: '2026-11-26' }, message: TAX_MESSAGES.filed('2026-Q3') });
    if (method === 'GET' && url.includes('/api/admin/categories'))
      return answer(200, { items: [CATEGORY], total: 1, summary: { parents: 1, children: 0, totalProducts: 0, active: 1 } });
    if (method === 'POST' && url.endsWith('/api/admin/settings/tax/rules'))
      return answer(201, { item: { ...PAGE.rules[0], id: 'n1', ...body }, message: TAX_MESSAGES.ruleAdded });
    return answer(404, { error: { code: 'NOT_FOUND', message: '찾을 수 없습니다' } });
  });
});

const renderPage = (permissions = ['*']) =>
  renderAdminPage(<TaxSettingsPageView />, { role: 'FINANCE', permissions, table: '세금 신고서 목록', firstRow: '2026-Q3' });

describe('TaxSettingsPage (세금 설정)', () => {
  it('shows settings, rules and reports with their status; 신고 only on unfiled reports; no axe violations', async () => {
    const reports = await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: '세금 설정' })).toBeTruthy();
    expect((screen.getByLabelText('VAT 세율 (%)') as HTMLInputElement).value).toBe('10');
    expect(within(reports).getByText('기한초과')).toBeTruthy();
    expect(within(reports).getByText('신고완료')).toBeTruthy();
    expect(
      within(reports)
        .getAllByRole('button', { name: /신고$/ })
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['2026-Q3 신고']);
    expect(await axeViolations()).toEqual([]);
  });

  it('a VAT rate of 250 is refused with the Korean message and nothing is sent; 10.5 saves', async () => {
    await renderPage();
    const user = userEvent.setup();
    const rate = screen.getByLabelText('VAT 세율 (%)');
    await user.clear(rate);
    await user.type(rate, '250');
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByText(TAX_MESSAGES.vatRate)).toBeTruthy();
    expect(requests.filter((r) => r.method === 'PUT')).toEqual([]);
    await user.clear(rate);
    await user.type(rate, '10.5');
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByText('세금 설정이 저장되었습니다.')).toBeTruthy();
    expect(requests.find((r) => r.method === 'PUT')!.body).toMatchObject({ vatRate: 10.5 });
  });

  it('generates a report for a period and files a draft', async () => {
    await renderPage();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '신고서 생성' }));
    const dialog = await screen.findByTestId('report-dialog');
    const period = within(dialog).getByLabelText('기간');
    await user.clear(period);
    await user.type(period, '2026-13');
    await user.click(within(dialog).getByRole('button', { name: '생성' }));
    expect(await within(dialog).findByText(TAX_MESSAGES.period)).toBeTruthy();
    await user.clear(period);
    await user.type(period, '2026-10');
    await user.click(within(dialog).getByRole('button', { name: '생성' }));
    expect(await screen.findByText('2026-10 기간의 세금계산서가 생성되었습니다.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('report-dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: '2026-Q3 신고' }));
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: '신고' }));
    expect(await screen.findByText('2026-Q3 기간의 신고가 완료되었습니다.')).toBeTruthy();
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.url)).toEqual([
      '/api/admin/settings/tax/reports',
      '/api/admin/settings/tax/reports/r1/file',
    ]);
  });

  it('adds a tax rule with the spec defaults (type category, rate 0, enabled)', async () => {
    await renderPage();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '규칙 추가' }));
    const dialog = await screen.findByTestId('rule-dialog');
    expect((within(dialog).getByLabelText('유형') as HTMLSelectElement).value).toBe('category');
    await user.type(within(dialog).getByLabelText('규칙 이름'), '도서 면세');
    // The target is picked from the category tree (the rule's type is category).
    const target = within(dialog).getByLabelText('적용 대상 카테고리');
    await within(dialog).findByRole('option', { name: '도서' });
    await user.selectOptions(target, CATEGORY.id);
    await user.click(within(dialog).getByRole('button', { name: '추가' }));
    expect(await screen.findByText('세금 규칙이 추가되었습니다.')).toBeTruthy();
    expect(requests.find((r) => r.url.endsWith('/rules'))!.body).toMatchObject({
      name: '도서 면세',
      type: 'category',
      targetId: CATEGORY.id,
      rate: 0,
      enabled: true,
    });
  });

  it('previousPeriod names last month, quarter and year', () => {
    expect(previousPeriod('monthly', '2026-01-10')).toBe('2025-12');
    expect(previousPeriod('quarterly', '2026-11-26')).toBe('2026-Q3');
    expect(previousPeriod('quarterly', '2026-02-01')).toBe('2025-Q4');
    expect(previousPeriod('yearly', '2026-11-26')).toBe('2025');
  });
});
