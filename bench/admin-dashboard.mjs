#!/usr/bin/env node
// Issue 14 "Scale and speed": the admin dashboard for a 30-day range, p95 vs a primary-key lookup,
// as ratios measured in one run (target <= 5x).
//
//   node bench/admin-dashboard.mjs [--db=URL] [--demo] [--rounds=3] [--duration=5] [--keep] [--json=FILE]
//
// The API is api/src/server.ts in a child process (NODE_ENV=production, DEMO_MODE=1 for the demo
// staff accounts, pool 10). Requests go one at a time over one keep-alive connection, signed in
// as SUPER_ADMIN (the whole shop) and SELLER_ADMIN (its brand):
//   dashboard  GET /api/admin/dashboard?from=<today-29>&to=<today>   (KPIs, 30-day series, alerts, recent tabs)
//   pk lookup  GET /api/admin/qna/{id}                                (one row by primary key, same session check)
// Phases interleave (A/B/C per round); each figure is the median over the rounds, a ratio the median of
// the per-round ratios. --db: a seeded database (default: the large seed, market_large_bench, made by
// `node bench/seed-large.mjs --keep`); --demo: a fresh database on 127.0.0.1:5432 seeded with the demo
// data by the server itself (dropped afterwards unless --keep).
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { importFromApi, root } from './api-deps.mjs';
import { parseArgs } from './args.mjs';
import { log, median, percentile } from './stats.mjs';

const argv = parseArgs();
const SERVER = process.env.PG_SERVER ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DEMO_DB = 'market_dashboard_bench_demo';
const DB = argv.demo
  ? SERVER.replace(/\/[^/]*$/, `/${DEMO_DB}`)
  : (argv.db ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/market_large_bench');
const ROUNDS = Number(argv.rounds ?? 3);
const DURATION = Number(argv.duration ?? 5);
const DEMO_PASSWORD = 'demo1234!';

const { default: postgres } = await importFromApi('postgres');
const tsxCli = path.join(root, 'node_modules/tsx/dist/cli.mjs');

function freePort() {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

let child = null;
async function main() {
  if (argv.demo) {
    const admin = postgres(SERVER, { max: 1, onnotice: () => undefined });
    await admin.unsafe(`drop database if exists ${DEMO_DB} with (force)`);
    await admin.unsafe(`create database ${DEMO_DB}`);
    await admin.end();
  }
  const sql = postgres(DB, { max: 1, onnotice: () => undefined });
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  log(`starting the API on ${port} (${argv.demo ? 'fresh demo database, seeded by the server' : DB})`);
  child = spawn(process.execPath, [tsxCli, 'api/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: DB,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      DEMO_MODE: '1',
      SEED: '1', // on a seeded database: only the demo staff accounts (DEMO_MODE)
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (d) => (stderr = (stderr + d).slice(-4000)));
  child.on('exit', (code) => {
    if (!child.stopping) console.error(`api exited (${code}):\n${stderr}`);
  });
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      /* not up yet */
    }
    if (i > 600) throw new Error(`api not ready:\n${stderr}`);
    await new Promise((r) => setTimeout(r, 500));
  }

  const login = async (email) => {
    const res = await fetch(`${base}/api/admin/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: DEMO_PASSWORD }),
    });
    if (res.status !== 200) throw new Error(`login ${email}: ${res.status} ${await res.text()}`);
    return res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .find((c) => c.startsWith('admin_sid='));
  };
  const superCookie = await login('super@stylehub.kr');
  const sellerCookie = await login('seller@stylehub.kr');
  const get = async (p, cookie) => {
    const res = await fetch(`${base}${p}`, { headers: { cookie } });
    const body = await res.text();
    if (res.status !== 200) throw new Error(`${p}: ${res.status} ${body.slice(0, 300)}`);
    return JSON.parse(body);
  };

  const first = await get('/api/admin/dashboard', superCookie);
  const { from, to } = first.range;
  const dashboardPath = `/api/admin/dashboard?from=${from}&to=${to}`;
  const [qna] = await sql`select id from qnas order by created_at desc limit 1`;
  const pkPath = `/api/admin/qna/${qna.id}`;
  const [counts] =
    await sql`select (select count(*) from orders)::int as orders, (select count(*) from sales_daily_rollups)::int as rollup_rows,
    (select computed_at from rollup_state where name = 'sales_daily') as rollup_at`;
  log(
    `database: ${counts.orders.toLocaleString()} orders, ${counts.rollup_rows.toLocaleString()} rollup rows (refreshed ${counts.rollup_at?.toISOString?.() ?? 'never'})`,
  );
  log(`dashboard ${dashboardPath} (30 days: ${first.sales.series.length} days, ${first.alerts.length} alerts); pk lookup ${pkPath}`);
  const seller = await get(dashboardPath, sellerCookie);
  if (!seller.brand) throw new Error('SELLER_ADMIN got no brand');

  const cases = {
    'dashboard (SUPER_ADMIN, 30 days)': [dashboardPath, superCookie],
    'dashboard (SELLER_ADMIN, 30 days)': [dashboardPath, sellerCookie],
    'pk lookup (GET /api/admin/qna/{id})': [pkPath, superCookie],
  };
  // Warm-up: connections, prepared plans, the JIT of both paths.
  for (const [p, c] of Object.values(cases)) for (let i = 0; i < 20; i++) await get(p, c);

  const rounds = [];
  for (let r = 0; r < ROUNDS; r++) {
    const round = {};
    for (const [name, [p, c]] of Object.entries(cases)) {
      const times = [];
      const until = performance.now() + DURATION * 1000;
      while (performance.now() < until) {
        const t0 = performance.now();
        await get(p, c);
        times.push(performance.now() - t0);
      }
      round[name] = { n: times.length, p50: percentile(times, 50), p95: percentile(times, 95) };
    }
    rounds.push(round);
    log(
      `round ${r + 1}: ` +
        Object.entries(round)
          .map(
            ([n, s]) =>
              `${n.split(' (')[0]}${n.includes('SELLER') ? '/seller' : ''} p50 ${s.p50.toFixed(1)} ms p95 ${s.p95.toFixed(1)} ms (${s.n})`,
          )
          .join(' · '),
    );
  }
  const names = Object.keys(cases);
  const pk = names[2];
  const summary = Object.fromEntries(
    names.map((n) => [
      n,
      {
        p50: median(rounds.map((r) => r[n].p50)),
        p95: median(rounds.map((r) => r[n].p95)),
        requests: rounds.reduce((s, r) => s + r[n].n, 0),
      },
    ]),
  );
  const ratios = {
    superP95: median(rounds.map((r) => r[names[0]].p95 / r[pk].p95)),
    sellerP95: median(rounds.map((r) => r[names[1]].p95 / r[pk].p95)),
  };
  console.log('\n| request | p50 ms | p95 ms | requests |\n|---|---:|---:|---:|');
  for (const [n, s] of Object.entries(summary)) console.log(`| ${n} | ${s.p50.toFixed(1)} | ${s.p95.toFixed(1)} | ${s.requests} |`);
  console.log(
    `\ndashboard p95 / pk lookup p95: SUPER_ADMIN ${ratios.superP95.toFixed(2)}x, SELLER_ADMIN ${ratios.sellerP95.toFixed(2)}x (target <= 5x)`,
  );
  console.log(`database: ${argv.demo ? 'demo seed' : DB.replace(/\/\/[^@]*@/, '//')}, ${counts.orders.toLocaleString()} orders`);
  if (argv.json)
    writeFileSync(argv.json, JSON.stringify({ db: argv.demo ? 'demo' : DB, orders: counts.orders, rounds, summary, ratios }, null, 2));
  await sql.end();
}

try {
  await main();
} finally {
  if (child) {
    child.stopping = true;
    child.kill('SIGTERM');
  }
  if (argv.demo && !argv.keep) {
    await new Promise((r) => setTimeout(r, 1000));
    const admin = postgres(SERVER, { max: 1, onnotice: () => undefined });
    await admin.unsafe(`drop database if exists ${DEMO_DB} with (force)`).catch(() => undefined);
    await admin.end();
  }
}
