import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Backup } from '@market/domain/backups';
import { renderAdminPage } from '@market/ui/test/render-admin-page';
import { axeViolations } from '@market/ui/test/render';
import { BackupsTab } from './backups-tab';

jest.setTimeout(30_000);

const DONE: Backup = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'backup-database-20261126-070000',
  type: 'database',
  status: 'completed',
  sizeBytes: 1_572_864,
  durationMs: 12_300,
  createdBy: 'super@stylehub.kr',
  createdAt: '2026-11-26T07:00:00.000Z',
  completedAt: '2026-11-26T07:00:12.300Z',
  migration: '27:1795670364225',
  tables: [
    { name: 'customers', rows: 10, checksum: '1' },
    { name: 'orders', rows: 4, checksum: '2' },
  ],
  message: null,
  hasFile: true,
  automatic: false,
  jobId: 'job-1',
};
const FAILED: Backup = {
  ...DONE,
  id: '22222222-2222-4222-8222-222222222222',
  name: 'daily-2026-11-20',
  type: 'full',
  status: 'failed',
  sizeBytes: 0,
  hasFile: false,
  message: '백업을 만들지 못했습니다.',
  automatic: true,
};
const RUNNING: Backup = {
  ...DONE,
  id: '33333333-3333-4333-8333-333333333333',
  name: 'backup-settings-20261126-080000',
  type: 'settings',
  status: 'running',
  sizeBytes: 0,
  durationMs: 0,
  completedAt: null,
  tables: [],
  hasFile: false,
};

let requests: { method: string; url: string; body: unknown }[];
let restoreAnswer: { status: number; body: unknown };
/** What GET /tools/backups answers, in turn (the last one repeats). */
let lists: Backup[][];
let keep: number;

function answer(status: number, body: unknown) {
  const text = JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: '',
    headers: { get: () => 'application/json' },
    text: async () => text,
    json: async () => body,
  };
}

beforeEach(() => {
  requests = [];
  lists = [[DONE, FAILED]];
  keep = 7;
  restoreAnswer = { status: 200, body: { backupId: DONE.id, tables: DONE.tables, rows: 10, durationMs: 900 } };
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = (init?.method ?? 'GET').toUpperCase();
    requests.push({ method, url, body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body });
    if (method === 'GET' && url.endsWith('/api/admin/tools/backups'))
      return answer(200, { items: lists.length > 1 ? lists.shift()! : lists[0]! });
    if (method === 'POST' && url.endsWith('/api/admin/tools/backups')) return answer(202, RUNNING);
    if (url.endsWith('/api/admin/tools/backups/settings')) {
      if (method === 'PUT') keep = (JSON.parse(String(init!.body)) as { keepAutomatic: number }).keepAutomatic;
      return answer(200, { keepAutomatic: keep, updatedBy: null, updatedAt: null });
    }
    if (method === 'POST' && url.endsWith(`/tools/backups/${DONE.id}/restore`)) return answer(restoreAnswer.status, restoreAnswer.body);
    return answer(404, { error: { code: 'NOT_FOUND', message: '찾을 수 없습니다' } });
  }) as unknown as typeof fetch;
});

const ALL = ['tools.backups.read', 'tools.backups.create', 'tools.backups.restore', 'tools.backups.update'];
const render = (permissions = ALL) =>
  renderAdminPage(<BackupsTab />, { role: 'SUPER_ADMIN', permissions, table: '백업 목록', firstRow: DONE.name });

describe('BackupsTab (시스템 도구: 백업)', () => {
  it('lists name, type, date, size, status and duration; no axe violations', async () => {
    const table = await render();
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    const done = within(rows[1]!);
    expect(done.getByText('데이터베이스')).toBeTruthy();
    expect(done.getByText('1.5 MB')).toBeTruthy();
    expect(done.getByText('완료')).toBeTruthy();
    expect(done.getByText('12.3초')).toBeTruthy();
    expect(done.getByRole('link', { name: `${DONE.name} 내려받기` }).getAttribute('href')).toContain(
      `/api/admin/tools/backups/${DONE.id}/download`,
    );
    const failed = within(rows[2]!);
    expect(failed.getByText('실패')).toBeTruthy();
    expect(failed.getByText('백업을 만들지 못했습니다.')).toBeTruthy();
    expect(failed.queryByRole('button', { name: /복원/ })).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  it('백업 만들기 sends the chosen type; the row shows 진행 중 and the list re-reads itself until the job is done', async () => {
    await render();
    const user = userEvent.setup();
    lists = [
      [RUNNING, DONE, FAILED],
      [RUNNING, DONE, FAILED],
      [{ ...RUNNING, status: 'completed', hasFile: true, sizeBytes: 2048 }, DONE, FAILED],
    ];
    await user.selectOptions(screen.getByLabelText('백업 종류'), 'settings');
    await user.click(screen.getByRole('button', { name: '백업 만들기' }));
    expect(await screen.findByText('백업을 시작했습니다. 끝나면 목록에 완료로 표시됩니다.')).toBeTruthy();
    expect(requests.filter((r) => r.method === 'POST')).toEqual([
      expect.objectContaining({ url: '/api/admin/tools/backups', body: { type: 'settings' } }),
    ]);
    const table = screen.getByRole('table', { name: '백업 목록' });
    expect(await within(table).findByText('진행 중')).toBeTruthy();
    expect(within(table).getByText('만드는 중…')).toBeTruthy();
    // No reload by hand: the refresh interval brings the completed row.
    await waitFor(() => expect(within(table).getByRole('link', { name: `${RUNNING.name} 내려받기` })).toBeTruthy(), { timeout: 10_000 });
    expect(within(table).queryByText('진행 중')).toBeNull();
    // The backup started here ended: the spec's notice (spec 002 section 8, 'backup complete').
    expect(await screen.findByText('백업이 완료되었습니다.')).toBeTruthy();
    const gets = requests.filter((r) => r.method === 'GET' && r.url.endsWith('/tools/backups')).length;
    await new Promise((r) => setTimeout(r, 2_000));
    // Nothing running any more: no further re-reads.
    expect(requests.filter((r) => r.method === 'GET' && r.url.endsWith('/tools/backups')).length).toBe(gets);
  });

  it('an automatic backup is marked 자동; the retention is shown and saved, refused in Korean when out of range', async () => {
    const table = await render();
    expect(within(within(table).getAllByRole('row')[2]!).getByText('자동')).toBeTruthy();
    const user = userEvent.setup();
    const input = await screen.findByLabelText('자동 백업 보관 개수');
    await waitFor(() => expect((input as HTMLInputElement).value).toBe('7'));
    await user.clear(input);
    await user.type(input, '0');
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect((await screen.findByRole('alert')).textContent).toBe('자동 백업 보관 개수는 1~365개로 입력해주세요.');
    expect(requests.some((r) => r.method === 'PUT')).toBe(false);
    await user.clear(input);
    await user.type(input, '14');
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByText('백업 설정을 저장했습니다.')).toBeTruthy();
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ keepAutomatic: 14 });
  });

  it('복원 of some tables: the dialog lists the tables of the backup, all checked; unchecking one sends the rest', async () => {
    await render();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: `${DONE.name} 복원` }));
    const dialog = await screen.findByRole('alertdialog');
    const group = within(dialog).getByRole('group', { name: '복원할 테이블' });
    const boxes = within(group).getAllByRole('checkbox');
    expect(boxes).toHaveLength(2);
    expect(boxes.every((b) => (b as HTMLInputElement).checked)).toBe(true);
    await user.click(within(group).getByRole('checkbox', { name: /orders/ }));
    expect(await axeViolations()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: '1개 테이블 복원' }));
    expect(await screen.findByText('복원이 완료되었습니다.')).toBeTruthy();
    expect(requests.find((r) => r.url.endsWith('/restore'))?.body).toEqual({ confirm: '복원', tables: ['customers'] });
  });

  it('복원 asks first, sends the confirmation word, and shows a refusal in Korean with the dialog kept', async () => {
    await render();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: `${DONE.name} 복원` }));
    let dialog = await screen.findByRole('alertdialog');
    expect(await axeViolations()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: '복원' }));
    expect(await screen.findByText('복원이 완료되었습니다.')).toBeTruthy();
    expect(requests.find((r) => r.url.endsWith('/restore'))?.body).toEqual({ confirm: '복원' });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    restoreAnswer = {
      status: 409,
      body: { error: { code: 'CONFLICT', message: '다른 버전의 데이터베이스에서 만든 백업이라 복원할 수 없습니다.' } },
    };
    await user.click(screen.getByRole('button', { name: `${DONE.name} 복원` }));
    dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: '복원' }));
    expect(await screen.findByText('다른 버전의 데이터베이스에서 만든 백업이라 복원할 수 없습니다.')).toBeTruthy();
    expect(screen.getByRole('alertdialog')).toBe(dialog);
  });

  it('staff with read only see the list, no create, restore or upload', async () => {
    await render(['tools.backups.read']);
    expect(screen.queryByRole('button', { name: '백업 만들기' })).toBeNull();
    expect(screen.queryByRole('button', { name: /복원/ })).toBeNull();
    expect(screen.queryByLabelText('백업 파일 선택')).toBeNull();
    expect(screen.queryByLabelText('자동 백업 보관 개수')).toBeNull();
    expect(await screen.findByText('자동 백업 보관 개수: 7개')).toBeTruthy();
  });
});
