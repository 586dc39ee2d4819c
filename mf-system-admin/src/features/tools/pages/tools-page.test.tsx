import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { JobStatus } from '@market/domain/jobs';
import { sessionStore } from '@market/session/session-store';
import { Toaster } from '@market/ui/toaster';
import { axeViolations, renderWithUi } from '@market/ui/test/render';
import { SWRConfig } from 'swr';
import ToolsPage from './tools-page';

const AUTO_CONFIRM: JobStatus = {
  name: 'orders.auto-confirm',
  label: '자동 구매확정',
  description: '배송 완료 후 정해진 날이 지난 주문을 구매확정합니다.',
  schedule: '0 1 * * *',
  timezone: 'Asia/Seoul',
  task: 'auto_confirm_orders',
  enabled: true,
  state: 'completed',
  lastRun: {
    jobId: 'r1',
    state: 'completed',
    trigger: 'schedule',
    createdAt: '2026-11-24T16:00:00.000Z',
    startedAt: '2026-11-24T16:00:01.000Z',
    completedAt: '2026-11-24T16:00:01.400Z',
    retryCount: 0,
    result: { confirmed: 3 },
  },
  lastError: null,
  failedCount: 0,
  queuedCount: 0,
  activeCount: 0,
  nextRunAt: '2026-11-25T16:00:00.000Z',
  retry: { limit: 3, delaySeconds: 60, backoff: true },
};

const PURGE: JobStatus = {
  ...AUTO_CONFIRM,
  name: 'auth.purge-expired',
  label: '만료 세션 정리',
  description: '만료된 로그인 세션을 삭제합니다.',
  schedule: '0 * * * *',
  task: 'cleanup_sessions',
  state: 'failed',
  lastRun: { ...AUTO_CONFIRM.lastRun!, jobId: 'r2', state: 'failed', trigger: 'manual', result: null },
  lastError: { at: '2026-11-24T16:00:02.000Z', message: '데이터베이스 연결 시간 초과' },
  failedCount: 2,
};

/** What the fake API answers: the job list, and a run's answer per job name. */
let runAnswers: Record<string, { status: number; body: unknown }>;
let requests: { method: string; url: string }[];

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
  runAnswers = { 'orders.auto-confirm': { status: 202, body: { name: 'orders.auto-confirm', jobId: 'r3' } } };
  requests = [];
  // The network boundary: the typed client's fetch. Everything above it (hc, call, SWR) is real.
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = (init?.method ?? 'GET').toUpperCase();
    requests.push({ method, url });
    if (method === 'GET' && url.endsWith('/api/admin/tools/jobs')) return answer(200, { jobs: [AUTO_CONFIRM, PURGE] });
    const run = /\/api\/admin\/tools\/jobs\/([^/]+)\/run$/.exec(url);
    if (method === 'POST' && run) {
      const a = runAnswers[decodeURIComponent(run[1]!)];
      if (a) return answer(a.status, a.body);
    }
    return answer(404, { error: { code: 'NOT_FOUND', message: '찾을 수 없습니다' } });
  }) as unknown as typeof fetch;
});

function signIn(permissions: string[]) {
  sessionStore.staff = {
    id: 's1',
    email: 'super@stylehub.kr',
    name: '최고 관리자',
    role: { code: 'SUPER_ADMIN', name: '최고 관리자' },
    permissions,
    brandAccess: null,
  };
  sessionStore.staffLoaded = true;
}

async function renderPage(permissions = ['tools.read', 'tools.jobs.read', 'tools.jobs.update']) {
  signIn(permissions);
  renderWithUi(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <ToolsPage />
      <Toaster />
    </SWRConfig>,
  );
  const table = await screen.findByRole('table', { name: '유지보수 작업 목록' });
  await within(table).findByText('자동 구매확정');
  return table;
}

describe('ToolsPage (시스템 도구: 유지보수 작업)', () => {
  it('lists each job with its schedule, last run, errors and next run, and has no axe violations', async () => {
    const table = await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: '시스템 도구' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: '유지보수 작업' })).toBeTruthy();
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    const auto = within(rows[1]!);
    expect(auto.getByText('매일 01:00')).toBeTruthy();
    expect(auto.getByText('완료')).toBeTruthy();
    expect(auto.getByText('자동')).toBeTruthy();
    expect(auto.getByText('소요 0.4초')).toBeTruthy();
    expect(auto.getByText('실패 0회')).toBeTruthy();
    const purge = within(rows[2]!);
    expect(purge.getByText('매시 정각')).toBeTruthy();
    expect(purge.getByText('실패')).toBeTruthy();
    expect(purge.getByText('수동')).toBeTruthy();
    expect(purge.getByText('실패 2회')).toBeTruthy();
    expect(purge.getByText(/데이터베이스 연결 시간 초과/)).toBeTruthy();
    expect(
      within(table)
        .getAllByRole('button', { name: /지금 실행$/ })
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['자동 구매확정 지금 실행', '만료 세션 정리 지금 실행']);
    expect(await axeViolations()).toEqual([]);
  });

  it('지금 실행 asks first; Escape closes the dialog and gives focus back to the button', async () => {
    await renderPage();
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: '자동 구매확정 지금 실행' });
    await user.click(button);
    const dialog = await screen.findByRole('alertdialog', { name: "'자동 구매확정' 작업을 지금 실행할까요?" });
    expect(within(dialog).getByText(AUTO_CONFIRM.description)).toBeTruthy();
    expect(within(dialog).getByText(/실행 기록에는 '수동'으로 남습니다/)).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(button));
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('confirming runs the job, shows the notice and reloads the list', async () => {
    await renderPage();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '자동 구매확정 지금 실행' }));
    const dialog = await screen.findByRole('alertdialog');
    const listsBefore = requests.filter((r) => r.method === 'GET').length;
    await user.click(within(dialog).getByRole('button', { name: '지금 실행' }));
    expect(await screen.findByText('유지보수 작업을 실행했습니다')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.url)).toEqual(['/api/admin/tools/jobs/orders.auto-confirm/run']);
    await waitFor(() => expect(requests.filter((r) => r.method === 'GET').length).toBeGreaterThan(listsBefore));
  });

  it("a refused run (409) shows the API's Korean message and keeps the dialog open", async () => {
    runAnswers['orders.auto-confirm'] = {
      status: 409,
      body: { error: { code: 'CONFLICT', message: '작업 실행기가 이 서버에서 실행 중이 아닙니다' } },
    };
    await renderPage();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '자동 구매확정 지금 실행' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: '지금 실행' }));
    expect(await screen.findByText('작업 실행기가 이 서버에서 실행 중이 아닙니다')).toBeTruthy();
    expect(screen.getByRole('alertdialog')).toBe(dialog);
  });

  it('staff without tools.jobs.update see the jobs but no run button', async () => {
    const table = await renderPage(['tools.read', 'tools.jobs.read']);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: /지금 실행/ })).toBeNull();
  });
});
