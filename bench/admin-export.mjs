#!/usr/bin/env node
// Issue 14 "Scale and speed", exports: the orders list downloaded whole (no filter) as CSV and as
// .xlsx through the API (api/src/server.ts in a child process, NODE_ENV=production, signed in as
// the demo OPS_MANAGER), read as fast as the client can. Reports rows per second and how much the
// server's resident memory grew over the download (sampled from /proc every 100 ms), against the
// targets: >= 20,000 rows/s and RSS growth < 100 MB.
//
//   node bench/admin-export.mjs [--db=URL] [--formats=csv,xlsx] [--json=FILE]
//
// Default database: postgres://postgres@127.0.0.1:5432/market_large_bench (node bench/seed-large.mjs --keep).
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { importFromApi, root } from './api-deps.mjs';
import { freePort, waitReady } from './api-server.mjs';
import { parseArgs } from './args.mjs';
import { log } from './stats.mjs';

const argv = parseArgs();
const DB = argv.db ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/market_large_bench';
const FORMATS = String(argv.formats ?? 'csv,xlsx').split(',');

const { default: postgres } = await importFromApi('postgres');
const tsxCli = path.join(root, 'node_modules/tsx/dist/cli.mjs');
const children = [];

/** Resident memory of a process in MB (Linux /proc). */
function rssMb(pid) {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : NaN;
}

/** The server process itself (tsx runs it as a child of its CLI process). */
function serverPid(cliPid) {
  try {
    const kids = readFileSync(`/proc/${cliPid}/task/${cliPid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
    return kids.length ? Number(kids[0]) : cliPid;
  } catch {
    return cliPid;
  }
}

async function download(base, cookie, format, pid) {
  const before = rssMb(pid);
  let peak = before;
  const timer = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 100);
  const t0 = performance.now();
  const res = await fetch(`${base}/api/admin/orders/export?format=${format}&reason=${encodeURIComponent('성능 측정')}`, {
    headers: { cookie },
  });
  if (res.status !== 200) throw new Error(`export ${format}: ${res.status} ${await res.text()}`);
  let bytes = 0;
  let newlines = 0;
  for await (const chunk of res.body) {
    bytes += chunk.length;
    if (format === 'csv') for (const b of chunk) if (b === 10) newlines++;
  }
  const seconds = (performance.now() - t0) / 1000;
  clearInterval(timer);
  peak = Math.max(peak, rssMb(pid));
  return { seconds, bytes, csvRows: format === 'csv' ? newlines - 1 : null, rssBeforeMb: before, rssPeakMb: peak };
}

async function main() {
  const sql = postgres(DB, { max: 1, onnotice: () => {} });
  const [{ n }] = await sql`select count(*)::int as n from orders`;
  await sql.end();
  log(`database ${DB.replace(/\/\/[^@]*@/, '//')}: ${n.toLocaleString()} orders`);

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [tsxCli, 'api/src/server.ts'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: DB, PORT: String(port), SEED: '0', NODE_ENV: 'production', DEMO_MODE: '1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  await waitReady(base);
  const pid = serverPid(child.pid);
  const login = await fetch(`${base}/api/admin/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'ops@stylehub.kr', password: 'demo1234!' }),
  });
  if (login.status !== 200) throw new Error(`staff login: ${login.status} ${await login.text()}`);
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

  const results = {};
  for (const format of FORMATS) {
    const r = await download(base, cookie, format, pid);
    const rowsPerSecond = n / r.seconds;
    results[format] = { ...r, rowsPerSecond, rssGrowthMb: r.rssPeakMb - r.rssBeforeMb };
    if (r.csvRows !== null && r.csvRows !== n) log(`warning: the CSV held ${r.csvRows} rows for ${n} orders (multi-line cells?)`);
    log(
      `${format}: ${n.toLocaleString()} orders in ${r.seconds.toFixed(1)} s = ${Math.round(rowsPerSecond).toLocaleString()} rows/s, ` +
        `${(r.bytes / 1e6).toFixed(1)} MB, server RSS ${r.rssBeforeMb.toFixed(0)} → peak ${r.rssPeakMb.toFixed(0)} MB (+${(r.rssPeakMb - r.rssBeforeMb).toFixed(0)} MB)`,
    );
  }
  const out = { orders: n, results, targets: { rowsPerSecond: 20_000, rssGrowthMb: 100 } };
  console.log(JSON.stringify(out, null, 2));
  if (argv.json) writeFileSync(argv.json, JSON.stringify(out, null, 2));
}

try {
  await main();
} finally {
  for (const c of children) c.kill('SIGTERM');
}
