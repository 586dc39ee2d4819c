// The API as the admin benches run it: a free port, waiting until /api/health answers, a staff
// session, and a download measured with the server's memory.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { apiNodeArgs } from '../scripts/lib.mjs';
import { root } from './api-deps.mjs';

export function freePort() {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

/** Resolves once the API answers /api/health (any status below 500), within 3 minutes. */
export async function waitReady(base) {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`${base}/api/health`);
      await res.arrayBuffer();
      if (res.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error('the API did not start');
}

/** Resident memory of a process in MB (Linux /proc). */
export function rssMb(pid) {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : NaN;
}

/** CPU time (user + system) a process has used so far, in ms (Linux /proc; 0 once it is gone). */
export function cpuMs(pid) {
  try {
    // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return 0;
  }
}
/** USER_HZ: 100 on every Linux build this runs on. */
const CLOCK_TICKS = 100;

/** The server process itself (tsx runs it as a child of its CLI process). */
export function serverPid(cliPid) {
  try {
    const kids = readFileSync(`/proc/${cliPid}/task/${cliPid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
    return kids.length ? Number(kids[0]) : cliPid;
  } catch {
    return cliPid;
  }
}

/**
 * `api/src/server.ts` on `db` in a child process (production, demo accounts, no seeding, jobs as
 * `env` says), on `port` or a free one; resolves once it answers. `children` collects it for the
 * caller to kill. `checkout` runs another checkout's code (a worktree of the code before a change,
 * with its own node_modules) for a before/after in one run.
 */
export async function startApi(db, children, env = {}, { checkout = root, port: fixedPort } = {}) {
  const port = fixedPort ?? (await freePort());
  const base = `http://127.0.0.1:${port}`;
  // The server's own memory figures (V8 heap, external, array buffers), read by download().
  const samples = path.join(os.tmpdir(), `market-bench-memory-${process.pid}-${port}.jsonl`);
  rmSync(samples, { force: true });
  // tsx's CLI runs the server in a child process and hands it the Node flags given after it: the
  // same flags as `npm start` (scripts/start.mjs).
  const child = spawn(process.execPath, [path.join(checkout, 'node_modules/tsx/dist/cli.mjs'), ...apiNodeArgs(), 'api/src/server.ts'], {
    cwd: checkout,
    env: {
      ...process.env,
      DATABASE_URL: db,
      PORT: String(port),
      SEED: '0',
      NODE_ENV: 'production',
      DEMO_MODE: '1',
      LOG_LEVEL: 'warn',
      MEMORY_SAMPLE_FILE: samples,
      MEMORY_SAMPLE_MS: '200',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  child.once('exit', () => rmSync(samples, { force: true }));
  await waitReady(base);
  return { base, pid: serverPid(child.pid), samples };
}

/** Signs a demo staff account in; the cookie header to send. */
export async function staffCookie(base, email = 'ops@stylehub.kr') {
  const login = await fetch(`${base}/api/admin/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email, password: 'demo1234!' }),
  });
  if (login.status !== 200) throw new Error(`staff login: ${login.status} ${await login.text()}`);
  return login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

const MB = 1048576;

/**
 * The server's memory figures (MB) from its samples file (MEMORY_SAMPLE_FILE, every 200 ms): the
 * last sample before `from` and the peak of each figure from then until `to`. Null for a server
 * that does not write them (a baseline checkout older than the sampler).
 */
function memoryFigures(samples, from, to) {
  if (!samples || !existsSync(samples)) return null;
  const rows = readFileSync(samples, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l));
  const before = rows.filter((r) => r.t <= from).at(-1);
  const during = rows.filter((r) => r.t > from && r.t <= to);
  if (!before || !during.length) return null;
  const keys = ['rss', 'heapTotal', 'heapUsed', 'external', 'arrayBuffers'];
  const pick = (f) => Object.fromEntries(keys.map((k) => [k, Math.round((f(k) / MB) * 10) / 10]));
  return { before: pick((k) => before[k]), peak: pick((k) => Math.max(...during.map((r) => r[k]))) };
}

/** `heapUsed 40 → 95 (+55)` for each figure memoryFigures() gave, for a log line. */
export function memoryLine(memory) {
  if (!memory) return 'no heap samples';
  return ['heapUsed', 'heapTotal', 'external', 'arrayBuffers']
    .map((k) => `${k} ${memory.before[k].toFixed(0)} → ${memory.peak[k].toFixed(0)} (+${(memory.peak[k] - memory.before[k]).toFixed(0)})`)
    .join(', ');
}

/**
 * Downloads `url` as fast as the client reads, sampling the server's RSS every 100 ms: seconds,
 * bytes, CSV line count (header included), RSS before and at its peak, and (given the server's
 * samples file) its V8 heap, external and array-buffer figures before and at their peaks.
 */
export async function download(url, cookie, pid, samples) {
  const before = rssMb(pid);
  const from = Date.now();
  let peak = before;
  const timer = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 100);
  const t0 = performance.now();
  const res = await fetch(url, { headers: { cookie } });
  if (res.status !== 200) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  let bytes = 0;
  let newlines = 0;
  for await (const chunk of res.body) {
    bytes += chunk.length;
    for (const b of chunk) if (b === 10) newlines++;
  }
  const seconds = (performance.now() - t0) / 1000;
  clearInterval(timer);
  peak = Math.max(peak, rssMb(pid));
  // One more sample period, so that the last one of the download is written.
  await new Promise((r) => setTimeout(r, 250));
  const memory = memoryFigures(samples, from, Date.now());
  return { seconds, bytes, lines: newlines, rssBeforeMb: before, rssPeakMb: peak, memory };
}
