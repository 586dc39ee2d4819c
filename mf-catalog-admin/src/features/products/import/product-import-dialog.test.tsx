import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PRODUCT_IMPORT_MESSAGES, type ProductImportJob, type ProductImportPreview } from '@market/domain/product-import';
import { axeViolations, renderWithUi } from '@market/ui/test/render';
import { Toaster } from '@market/ui/toaster';
import { SWRConfig } from 'swr';
import { ProductImportButton } from '../components/product-import-button';

jest.setTimeout(30_000);

const COLUMNS = ['상품명', '브랜드', '카테고리', '판매가', '색상', '사이즈', '재고'];
const cells = (name: string, price = '59000') => ({
  상품명: name,
  브랜드: 'urban-fold',
  카테고리: 'top-shirt',
  판매가: price,
  색상: '화이트',
  사이즈: 'M',
  재고: '3',
});

const BAD: ProductImportPreview = {
  fileName: 'bad.csv',
  format: 'csv',
  totalRows: 2,
  productCount: 2,
  optionCount: 2,
  errorCount: 1,
  errors: [{ row: 3, column: '판매가', message: '판매가는 1원에서 100,000,000원 사이의 정수로 입력해주세요.' }],
  columns: COLUMNS,
  rows: [
    { row: 2, cells: cells('좋은 셔츠') },
    { row: 3, cells: cells('나쁜 셔츠', '-1') },
  ],
};
const GOOD: ProductImportPreview = {
  ...BAD,
  fileName: 'good.csv',
  errorCount: 0,
  errors: [],
  rows: [
    { row: 2, cells: cells('좋은 셔츠') },
    { row: 3, cells: cells('또 좋은 셔츠') },
  ],
};
const JOB: ProductImportJob = {
  id: '33333333-3333-4333-8333-333333333333',
  status: 'queued',
  fileName: 'good.csv',
  totalRows: 2,
  productCount: 2,
  processed: 0,
  created: 0,
  errors: [],
  message: null,
  createdAt: '2026-11-26T00:00:00.000Z',
  finishedAt: null,
};

let requests: { method: string; url: string; file?: string }[];
let jobAnswers: ProductImportJob[];

function answer(status: number, body: unknown) {
  const text = JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: '',
    headers: { get: () => 'application/json' },
    text: async () => text,
    json: async () => body,
    clone() {
      return this;
    },
  };
}

beforeEach(() => {
  requests = [];
  jobAnswers = [
    { ...JOB, status: 'running', processed: 1 },
    { ...JOB, status: 'completed', processed: 2, created: 2, finishedAt: '2026-11-26T00:00:01.000Z' },
  ];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = (init?.method ?? 'GET').toUpperCase();
    const file = init?.body instanceof FormData ? (init.body.get('file') as File | null)?.name : undefined;
    requests.push({ method, url, file });
    if (method === 'POST' && url.includes('/api/admin/products/import?dryRun=1')) return answer(200, file === 'bad.csv' ? BAD : GOOD);
    if (method === 'POST' && url.endsWith('/api/admin/products/import')) return answer(202, { job: JOB, preview: GOOD });
    if (method === 'GET' && url.endsWith(`/api/admin/products/import/jobs/${JOB.id}`))
      return answer(200, jobAnswers.length > 1 ? jobAnswers.shift() : jobAnswers[0]);
    return answer(404, { error: { code: 'NOT_FOUND', message: '찾을 수 없습니다' } });
  }) as unknown as typeof fetch;
});

function renderButton(onImported = jest.fn()) {
  renderWithUi(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <ProductImportButton onImported={onImported} />
      <Toaster />
    </SWRConfig>,
  );
  return onImported;
}

describe('ProductImportButton (상품 일괄 등록)', () => {
  it('previews a file with every row error, keeps the import disabled, then imports a clean file with a moving progress bar', async () => {
    const user = userEvent.setup();
    const onImported = renderButton();
    const opener = screen.getByRole('button', { name: '상품 일괄 등록' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: '상품 일괄 등록' });
    expect(within(dialog).getByRole('link', { name: 'CSV 템플릿' }).getAttribute('href')).toBe(
      '/api/admin/products/import/template?format=csv',
    );
    expect(within(dialog).getByRole('link', { name: '엑셀 템플릿' }).getAttribute('href')).toBe(
      '/api/admin/products/import/template?format=xlsx',
    );
    expect(await axeViolations()).toEqual([]);

    const input = within(dialog).getByLabelText('파일 선택 (CSV 또는 .xlsx)');
    await user.upload(input, new File(['상품명\n'], 'bad.csv', { type: 'text/csv' }));
    const errors = await within(dialog).findByRole('table', { name: /오류가 있는 행/ });
    const errorRow = within(errors).getAllByRole('row')[1]!;
    expect(within(errorRow).getByText('3')).toBeTruthy();
    expect(within(errorRow).getByText('판매가')).toBeTruthy();
    expect(within(errorRow).getByText(BAD.errors[0]!.message)).toBeTruthy();
    expect(within(dialog).getByText(/오류 1건/)).toBeTruthy();
    const rows = within(dialog).getByRole('table', { name: /미리보기/ });
    expect(within(rows).getByText('나쁜 셔츠')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: '2개 상품 등록' }).hasAttribute('disabled')).toBe(true);
    expect(await axeViolations()).toEqual([]);

    await user.upload(input, new File(['상품명\n'], 'good.csv', { type: 'text/csv' }));
    await within(dialog).findByText('오류 없음');
    const confirm = within(dialog).getByRole('button', { name: '2개 상품 등록' });
    await waitFor(() => expect(confirm.hasAttribute('disabled')).toBe(false));
    await user.click(confirm);
    const bar = await within(dialog).findByRole('progressbar', { name: '상품 등록 진행률' });
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('50'), { timeout: 5000 });
    expect((await within(dialog).findByTestId('import-done', {}, { timeout: 5000 })).textContent).toContain(
      PRODUCT_IMPORT_MESSAGES.done(2),
    );
    expect(bar.getAttribute('aria-valuenow')).toBe('100');
    expect(onImported).toHaveBeenCalledTimes(1);
    expect(requests.filter((r) => r.method === 'POST').map((r) => [r.url.replace(/^.*\/api/, '/api'), r.file])).toEqual([
      ['/api/admin/products/import?dryRun=1', 'bad.csv'],
      ['/api/admin/products/import?dryRun=1', 'good.csv'],
      ['/api/admin/products/import', 'good.csv'],
    ]);

    await user.click(within(dialog).getAllByRole('button', { name: '닫기' })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
    await act(async () => undefined);
  });

  it('shows the server refusal of an unreadable file in Korean and stays on the file choice', async () => {
    globalThis.fetch = jest.fn(async () =>
      answer(400, { error: { code: 'BAD_REQUEST', message: PRODUCT_IMPORT_MESSAGES.zipBomb } }),
    ) as unknown as typeof fetch;
    const user = userEvent.setup();
    renderButton();
    await user.click(screen.getByRole('button', { name: '상품 일괄 등록' }));
    const dialog = await screen.findByRole('dialog');
    await user.upload(within(dialog).getByLabelText('파일 선택 (CSV 또는 .xlsx)'), new File(['PK'], 'bomb.xlsx'));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(PRODUCT_IMPORT_MESSAGES.zipBomb);
    expect(within(dialog).getByRole('button', { name: '등록' }).hasAttribute('disabled')).toBe(true);
  });
});
