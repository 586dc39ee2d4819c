#!/usr/bin/env node
// Issue 14 "Scale and speed", exports: the orders list downloaded whole (no filter) as CSV and as
// .xlsx through the API (api/src/server.ts in a child process, NODE_ENV=production, signed in as
// the demo OPS_MANAGER), read as fast as the client can. Reports rows per second and how much the
// server's resident memory grew over the download (sampled from /proc every 100 ms), against the
// targets: >= 20,000 rows/s and RSS growth < 100 MB.
//
//   node bench/admin-export.mjs [--db=URL] [--formats=csv,xlsx] [--json=FILE]
//   node bench/admin-export.mjs --compare [--rounds=2] [--formats=csv]   # before/after in one run
//   node bench/admin-export.mjs --baseline=DIR [--rounds=2] [--formats=xlsx] [--port=N]
//
// --compare starts a second server with EXPORT_CSV_COPY=off (the CSV written row by row in
// JavaScript, as before PostgreSQL wrote it with COPY) and alternates the downloads between the
// two, round by round, so both are measured in the same machine moments. Each server's RSS growth
// is measured from its own resident size before each download; the first round shows the most.
// --baseline=DIR does the same with the code of another checkout (e.g. `git worktree add --detach
// DIR <commit>` and a pnpm install there) as the second server: old code vs new, alternating.
// Run one format per invocation to see each format on a server's first download (the worst case:
// nothing warmed, the heap not yet grown). --port=N uses ports N and N+1 instead of free ones.
//
// Default database: postgres://postgres@127.0.0.1:5432/market_large_bench (node bench/seed-large.mjs --keep).
import { writeFileSync } from 'node:fs';
import { importFromApi } from './api-deps.mjs';
import { download, memoryLine, staffCookie, startApi } from './api-server.mjs';
import { parseArgs } from './args.mjs';
import { log } from './stats.mjs';

const argv = parseArgs();
const DB = argv.db ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/market_large_bench';
const FORMATS = String(argv.formats ?? 'csv,xlsx').split(',');
const COMPARE = Boolean(argv.compare);
const BASELINE = argv.baseline ? String(argv.baseline) : null;
const ROUNDS = Number(argv.rounds ?? (COMPARE || BASELINE ? 2 : 1));
const PORT = argv.port ? Number(argv.port) : undefined;

const { default: postgres } = await importFromApi('postgres');
const children = [];

async function main() {
  const sql = postgres(DB, { max: 1, onnotice: () => {} });
  const [{ n }] = await sql`select count(*)::int as n from orders`;
  await sql.end();
  log(`database ${DB.replace(/\/\/[^@]*@/, '//')}: ${n.toLocaleString()} orders`);

  const servers = [{ name: BASELINE ? 'new' : 'copy', ...(await startApi(DB, children, {}, { port: PORT })) }];
  if (COMPARE)
    servers.push({ name: 'row-by-row', ...(await startApi(DB, children, { EXPORT_CSV_COPY: 'off' }, { port: PORT && PORT + 1 })) });
  if (BASELINE) servers.push({ name: 'old', ...(await startApi(DB, children, {}, { checkout: BASELINE, port: PORT && PORT + 1 })) });
  for (const s of servers) s.cookie = await staffCookie(s.base);

  const results = {};
  for (let round = 1; round <= ROUNDS; round++) {
    for (const format of FORMATS) {
      for (const server of servers) {
        const { base, pid, cookie, samples } = server;
        const url = `${base}/api/admin/orders/export?format=${format}&reason=${encodeURIComponent('성능 측정')}`;
        const d = await download(url, cookie, pid, samples);
        const r = { ...d, csvRows: format === 'csv' ? d.lines - 1 : null };
        const rowsPerSecond = n / r.seconds;
        const label = servers.length > 1 ? `${format} ${server.name}` : format;
        (results[label] ??= []).push({ round, ...r, rowsPerSecond, rssGrowthMb: r.rssPeakMb - r.rssBeforeMb });
        if (r.csvRows !== null && r.csvRows !== n) log(`warning: the CSV held ${r.csvRows} rows for ${n} orders (multi-line cells?)`);
        log(
          `round ${round} ${label}: ${n.toLocaleString()} orders in ${r.seconds.toFixed(1)} s = ${Math.round(rowsPerSecond).toLocaleString()} rows/s, ` +
            `${(r.bytes / 1e6).toFixed(1)} MB, server RSS ${r.rssBeforeMb.toFixed(0)} → peak ${r.rssPeakMb.toFixed(0)} MB (+${(r.rssPeakMb - r.rssBeforeMb).toFixed(0)} MB); ${memoryLine(r.memory)}`,
        );
      }
    }
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
