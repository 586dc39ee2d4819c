import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataImportJob, DataImportPreview } from '@market/domain/data-import';
import { sessionStore } from '@market/session/session-store';
import { axeViolations, renderWithUi } from '@market/ui/test/render';
import { Toaster } from '@market/ui/toaster';
import { SWRConfig } from 'swr';
import { DataImportPanel } from './data-import-panel';

jest.setTimeout(30_000);

const BAD: DataImportPreview = {
  kind: 'customers',
  fileName: 'bad.csv',
  format: 'csv',
  totalRows: 2,
  recordCount: 2,
  errorCount: 1,
  errors: [{ row: 3, column: '이메일', message: '이메일 형식이 올바르지 않습니다.' }],
  columns: ['이름', '이메일'],
  rows: [
    { row: 2, cells: { 이름: '김하나', 이메일: 'one@example.com' } },
    { row: 3, cells: { 이름: '박둘', 이메일: 'nope' } },
  ],
};
const GOOD: DataImportPreview = { ...BAD, fileName: 'good.csv', errorCount: 0, errors: [] };
const JOB: DataImportJob = {
  id: '33333333-3333-4333-8333-333333333333',
  kind: 'customers',
  status: 'running',
  fileName: 'good.csv',
  totalRows: 2,
  processed: 1,
  created: 0,
  message: null,
  createdAt: '2026-11-26T07:00:00.000Z',
  finishedAt: null,
};

let requests: { method: string; url: string }[];
let polls = 0;
let currentPreview: DataImportPreview;

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
  polls = 0;
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = (init?.method ?? 'GET').toUpperCase();
    requests.push({ method, url });
    if (method === 'POST' && url.includes('/api/admin/tools/imports')) {
      if (url.includes('dryRun=1')) return answer(200, currentPreview);
      if (currentPreview.errorCount)
        return answer(422, {
          error: { code: 'VALIDATION', message: '오류가 있는 행이 있어 가져오지 않았습니다. 오류를 고친 뒤 다시 올려주세요.' },
          preview: currentPreview,
        });
      return answer(202, { job: JOB, preview: currentPreview });
    }
    if (method === 'GET' && url.includes(`/api/admin/tools/imports/${JOB.id}`)) {
      polls += 1;
      return answer(200, polls < 2 ? JOB : { ...JOB, status: 'completed', processed: 2, created: 2 });
    }
    return answer(404, { error: { code: 'NOT_FOUND', message: '찾을 수 없습니다' } });
  }) as unknown as typeof fetch;
  sessionStore.staff = {
    id: 's1',
    email: 'super@stylehub.kr',
    name: '최고 관리자',
    role: { code: 'SUPER_ADMIN', name: '최고 관리자' },
    permissions: ['tools.imports.create'],
    brandAccess: null,
  };
  sessionStore.staffLoaded = true;
});

function render() {
  renderWithUi(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <DataImportPanel />
      <Toaster />
    </SWRConfig>,
  );
}

describe('DataImportPanel (시스템 도구: 데이터 가져오기)', () => {
  it('a file with a bad row: the preview names the row, column and message; the import is refused; no axe violations', async () => {
    currentPreview = BAD;
    render();
    const user = userEvent.setup();
    await user.upload(screen.getByLabelText('파일 (5MB 이하)'), new File(['x'], 'bad.csv', { type: 'text/csv' }));
    await user.click(screen.getByRole('button', { name: '미리보기' }));
    const errors = await screen.findByRole('table', { name: '오류가 있는 행' });
    const row = within(errors).getAllByRole('row')[1]!;
    expect(within(row).getByText('3')).toBeTruthy();
    expect(within(row).getByText('이메일')).toBeTruthy();
    expect(within(row).getByText('이메일 형식이 올바르지 않습니다.')).toBeTruthy();
    expect(screen.getByText('오류 1건 (1행)')).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: '가져오기' }));
    expect((await screen.findByRole('alert')).textContent).toContain('오류가 있는 행이 있어 가져오지 않았습니다');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('a good file imports with the progress bar reaching 100% and a notice', async () => {
    currentPreview = GOOD;
    render();
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('데이터 종류'), 'customers');
    await user.upload(screen.getByLabelText('파일 (5MB 이하)'), new File(['x'], 'good.csv', { type: 'text/csv' }));
    await user.click(screen.getByRole('button', { name: '가져오기' }));
    const bar = await screen.findByRole('progressbar', { name: '가져오기 진행률' });
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('100'), { timeout: 10_000 });
    expect(await screen.findByText('가져오기가 완료되었습니다.')).toBeTruthy();
    expect(screen.getByText('가져오기 완료')).toBeTruthy();
    expect(requests.find((r) => r.method === 'POST')?.url).toContain('kind=customers');
    expect(await axeViolations()).toEqual([]);
  });
});
