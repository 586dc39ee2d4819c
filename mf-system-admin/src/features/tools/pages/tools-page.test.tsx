import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { JobStatus } from '@market/domain/jobs';
import type { CleanupResult, SystemStatus } from '@market/domain/tools';
import { renderAdminPage } from '@market/ui/test/render-admin-page';
import { axeViolations } from '@market/ui/test/render';
import ToolsPage from './tools-page';
import { answer } from '@market/ui/test/mock-fetch';

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

// A loaded two-core machine renders the tabs slowly.
jest.setTimeout(60_000);

const STATUS: SystemStatus = {
  checkedAt: '2026-11-26T07:00:00.000Z',
  database: {
    status: 'healthy',
    driver: 'postgres',
    version: '17.2',
    sizeBytes: 52_428_800,
    connections: 7,
    maxConnections: 100,
    connectionPercent: 7,
    lastBackup: { name: 'daily-2026-11-25', completedAt: '2026-11-25T18:02:00.000Z', sizeBytes: 200 * 1024 * 1024 },
  },
  storage: {
    usedBytes: 40 * 1024 ** 3,
    totalBytes: 100 * 1024 ** 3,
    usagePercent: 40,
    mediaBytes: 3 * 1024 * 1024,
    mediaCount: 12,
    dataDirBytes: null,
  },
  memory: {
    usedBytes: 6 * 1024 ** 3,
    totalBytes: 8 * 1024 ** 3,
    usagePercent: 75,
    processRssBytes: 180 * 1024 * 1024,
    heapUsedBytes: 90 * 1024 * 1024,
    heapTotalBytes: 120 * 1024 * 1024,
  },
  services: [
    { id: 'api', name: 'API 서버', status: 'running', uptimeSeconds: 3 * 86_400 + 4 * 3600, detail: 'Node.js v24, PID 1' },
    { id: 'database', name: '데이터베이스 (PostgreSQL)', status: 'healthy', uptimeSeconds: 7200 + 300, detail: 'PostgreSQL 17.2' },
    { id: 'jobs', name: '작업 실행기 (pg-boss)', status: 'running', uptimeSeconds: 600, detail: '작업 12개, 최근 24시간 실패 2건' },
  ],
  queues: [
    { name: 'db.vacuum-analyze', label: '데이터베이스 최적화 (VACUUM ANALYZE)', queued: 1, active: 0, failed: 0, failedLast24h: 0 },
    { name: 'orders.auto-confirm', label: '자동 구매확정', queued: 0, active: 1, failed: 3, failedLast24h: 2 },
  ],
  failedLast24h: 2,
};

/** What the fake API answers: the job list (changed by a test), and a run's answer per job name. */
let jobList: JobStatus[];
let runAnswers: Record<string, { status: number; body: unknown }>;
let requests: { method: string; url: string }[];

const LOGS_RESULT: CleanupResult = { kind: 'logs', deleted: 12, freedBytes: 3072, details: { jobRuns: 10, outbox: 2 } };

beforeEach(() => {
  jobList = [AUTO_CONFIRM, PURGE];
  runAnswers = { 'orders.auto-confirm': { status: 202, body: { name: 'orders.auto-confirm', jobId: 'r3' } } };
  requests = [];
  // The network boundary: the typed client's fetch. Everything above it (hc, call, SWR) is real.
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = (init?.method ?? 'GET').toUpperCase();
    requests.push({ method, url });
    if (method === 'GET' && url.endsWith('/api/admin/tools/jobs')) return answer(200, { jobs: jobList });
    if (method === 'GET' && url.endsWith('/api/admin/tools/status')) return answer(200, STATUS);
    if (method === 'GET' && url.endsWith('/api/admin/tools/backups')) return answer(200, { items: [] });
    const run = /\/api\/admin\/tools\/jobs\/([^/]+)\/run$/.exec(url);
    if (method === 'POST' && run) {
      const a = runAnswers[decodeURIComponent(run[1]!)];
      if (a) return answer(a.status, a.body);
    }
    if (method === 'POST' && url.endsWith('/api/admin/tools/cleanup/logs')) return answer(200, LOGS_RESULT);
    return answer(404, { error: { code: 'NOT_FOUND', message: '찾을 수 없습니다' } });
  }) as unknown as typeof fetch;
});

const ALL = [
  'tools.read',
  'tools.status.read',
  'tools.jobs.read',
  'tools.jobs.update',
  'tools.cleanup.delete',
  'tools.backups.read',
  'tools.imports.create',
];

/** The page on its first tab (시스템 현황), once the services table shows. */
function renderPage(permissions = ALL) {
  return renderAdminPage(<ToolsPage />, { role: 'SUPER_ADMIN', permissions, table: '서비스 상태', firstRow: 'API 서버' });
}

async function openTab(name: string) {
  await userEvent.setup().click(screen.getByRole('tab', { name }));
}

/** The page on its 유지보수 tab, once the job table shows. */
async function renderMaintenance(permissions = ALL) {
  await renderPage(permissions);
  await openTab('유지보수');
  const table = await screen.findByRole('table', { name: '유지보수 작업 목록' });
  await within(table).findByText('자동 구매확정');
  return table;
}

describe('ToolsPage (시스템 도구): four tabs', () => {
  it('has the spec’s four tabs and opens on 시스템 현황 with the real numbers and 0–100 bars; no axe violations', async () => {
    const services = await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: '시스템 도구' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['시스템 현황', '백업', '유지보수', '데이터']);
    expect(screen.getByRole('tab', { name: '시스템 현황' }).getAttribute('aria-selected')).toBe('true');
    const bars = screen.getAllByRole('progressbar');
    expect(bars.map((b) => [b.getAttribute('aria-label'), b.getAttribute('aria-valuenow')])).toEqual([
      ['데이터베이스 연결', '7'],
      ['디스크 사용량', '40'],
      ['메모리 사용량', '75'],
    ]);
    for (const bar of bars) {
      expect(bar.getAttribute('aria-valuemin')).toBe('0');
      expect(bar.getAttribute('aria-valuemax')).toBe('100');
    }
    expect(screen.getByText('7 / 100 연결')).toBeTruthy();
    expect(screen.getByText('50.0 MB')).toBeTruthy();
    expect(screen.getByText('40.0 GB / 100 GB')).toBeTruthy();
    expect(screen.getByText('12개 · 3.0 MB')).toBeTruthy();
    const rows = within(services).getAllByRole('row');
    expect(within(rows[1]!).getByText('3일 4시간')).toBeTruthy();
    expect(within(rows[2]!).getByText('2시간 5분')).toBeTruthy();
    const queues = screen.getByRole('table', { name: '작업 대기열' });
    const auto = within(queues).getAllByRole('row')[2]!;
    expect(
      within(auto)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['자동 구매확정orders.auto-confirm', '0', '1', '3', '2']);
    expect(await axeViolations()).toEqual([]);
  });

  it('re-reads the status every 30 seconds', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      await renderPage();
      const reads = () => requests.filter((r) => r.url.endsWith('/api/admin/tools/status')).length;
      const before = reads();
      await act(async () => {
        jest.advanceTimersByTime(29_000);
      });
      expect(reads()).toBe(before);
      await act(async () => {
        jest.advanceTimersByTime(2_000);
      });
      await waitFor(() => expect(reads()).toBe(before + 1));
    } finally {
      jest.useRealTimers();
    }
  });

  it('백업 shows the backups panel; 데이터 the import panel above the cleanup actions', async () => {
    await renderPage();
    await openTab('백업');
    expect(await screen.findByRole('region', { name: '백업' })).toBeTruthy();
    await openTab('데이터');
    const cleanup = await screen.findByRole('region', { name: '시스템 정리' });
    const importPanel = screen.getByRole('region', { name: '데이터 가져오기' });
    expect(importPanel.compareDocumentPosition(cleanup) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(
      within(cleanup)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['오래된 로그 정리 실행', '만료 세션 정리 실행', '임시 파일 정리 실행', '사용하지 않는 이미지 정리 실행']);
    expect(await axeViolations()).toEqual([]);
  });
});

describe('ToolsPage: 데이터 → 시스템 정리', () => {
  it('asks first, then deletes and says how much it freed (toast and card)', async () => {
    await renderPage();
    await openTab('데이터');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '오래된 로그 정리 실행' }));
    const dialog = await screen.findByRole('alertdialog', { name: '오래된 로그 정리를 실행할까요?' });
    expect(within(dialog).getByText('삭제한 데이터는 되돌릴 수 없습니다.')).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: '정리' }));
    expect(await screen.findByText('시스템 정리가 완료되었습니다.')).toBeTruthy();
    expect(screen.getByText('12건 삭제, 3.0 KB 확보')).toBeTruthy();
    expect(within(screen.getByTestId('cleanup-logs')).getByRole('status').textContent).toBe('방금 정리: 12건 삭제, 3.0 KB 확보');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.url)).toEqual(['/api/admin/tools/cleanup/logs']);
  });

  it('staff without tools.cleanup.delete see the actions but no button', async () => {
    await renderPage(['tools.read']);
    await openTab('데이터');
    await screen.findByRole('region', { name: '시스템 정리' });
    expect(screen.queryByRole('button', { name: /정리 실행$/ })).toBeNull();
  });
});

describe('ToolsPage: 유지보수', () => {
  it('lists each job with its schedule, last run, result, errors and next run, and has no axe violations', async () => {
    const table = await renderMaintenance();
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    const auto = within(rows[1]!);
    expect(auto.getByText('매일 01:00')).toBeTruthy();
    expect(auto.getByText('완료')).toBeTruthy();
    expect(auto.getByText('자동')).toBeTruthy();
    expect(auto.getByText('소요 0.4초')).toBeTruthy();
    expect(auto.getByText('결과: 구매확정 3')).toBeTruthy();
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
    await renderMaintenance();
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

  it('confirming runs the job, follows it, and says 유지보수가 완료되었습니다. with its result once the run completed', async () => {
    await renderMaintenance();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '자동 구매확정 지금 실행' }));
    const dialog = await screen.findByRole('alertdialog');
    const listsBefore = requests.filter((r) => r.method === 'GET' && r.url.endsWith('/jobs')).length;
    await user.click(within(dialog).getByRole('button', { name: '지금 실행' }));
    expect(await screen.findByText('유지보수 작업을 실행했습니다')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.url)).toEqual(['/api/admin/tools/jobs/orders.auto-confirm/run']);
    await waitFor(() => expect(requests.filter((r) => r.method === 'GET' && r.url.endsWith('/jobs')).length).toBeGreaterThan(listsBefore));
    expect(screen.queryByText('유지보수가 완료되었습니다.')).toBeNull();
    // The worker finishes run r3: the next read (every 2 s while awaited) shows it.
    jobList = [
      {
        ...AUTO_CONFIRM,
        lastRun: { ...AUTO_CONFIRM.lastRun!, jobId: 'r3', trigger: 'manual', result: { confirmed: 5, days: 7 } },
      },
      PURGE,
    ];
    expect(await screen.findByText('유지보수가 완료되었습니다.', undefined, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('자동 구매확정: 구매확정 5')).toBeTruthy();
  });

  it("a refused run (409) shows the API's Korean message and keeps the dialog open", async () => {
    runAnswers['orders.auto-confirm'] = {
      status: 409,
      body: { error: { code: 'CONFLICT', message: '작업 실행기가 이 서버에서 실행 중이 아닙니다' } },
    };
    await renderMaintenance();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '자동 구매확정 지금 실행' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: '지금 실행' }));
    expect(await screen.findByText('작업 실행기가 이 서버에서 실행 중이 아닙니다')).toBeTruthy();
    expect(screen.getByRole('alertdialog')).toBe(dialog);
  });

  it('staff without tools.jobs.update see the jobs but no run button', async () => {
    const table = await renderMaintenance(['tools.read', 'tools.jobs.read']);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: /지금 실행/ })).toBeNull();
  });
});
