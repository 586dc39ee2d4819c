#!/usr/bin/env node
// Issue 14 "Scale and speed", the orders list of the admin: ratios measured in one run through the
// API (api/src/server.ts in a child process, NODE_ENV=production, signed in as the demo OPS_MANAGER).
//
//   1. paging: GET /api/admin/orders page 2,000 by keyset cursor vs page 1 (walked there first);
//      target <= 1.5x (p50 and p95).
//   2. number search: GET /api/admin/orders?q=<order number> p95 vs a primary-key lookup of the
//      same orders (GET /api/admin/orders/{id}); target <= 2x.
//   3. name search: GET /api/admin/orders?q=<customer name> p95 vs the same primary-key lookup;
//      target <= 3x (trigram indexes on orders.recipient_name and orders.orderer_name).
//
//   node bench/admin-orders.mjs [--db=URL] [--samples=60] [--page=2000] [--rounds=2] [--json=FILE]
//
// Each phase is interleaved A/B per round, each figure the median over the rounds. Default
// database: postgres://postgres@127.0.0.1:5432/market_large_bench (node bench/seed-large.mjs --keep).
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { importFromApi, root } from './api-deps.mjs';
import { freePort, waitReady } from './api-server.mjs';
import { parseArgs } from './args.mjs';
import { log, median, percentile } from './stats.mjs';

const argv = parseArgs();
const DB = argv.db ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/market_large_bench';
const SAMPLES = Number(argv.samples ?? 60);
const PAGE = Number(argv.page ?? 2000);
const ROUNDS = Number(argv.rounds ?? 2);
const LIMIT = 20;

const { default: postgres } = await importFromApi('postgres');
const tsxCli = path.join(root, 'node_modules/tsx/dist/cli.mjs');
const children = [];

let cookie = '';
async function get(base, p) {
  const t0 = performance.now();
  const res = await fetch(base + p, { headers: { cookie } });
  const body = await res.json();
  const ms = performance.now() - t0;
  if (res.status !== 200) throw new Error(`${p}: ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
  return { body, ms };
}

/** Latencies of `paths` requested one after another (cycled), `SAMPLES` times, after 5 warm-up calls. */
async function latencies(base, paths) {
  for (let i = 0; i < 5; i++) await get(base, paths[i % paths.length]);
  const out = [];
  for (let i = 0; i < SAMPLES; i++) out.push((await get(base, paths[i % paths.length])).ms);
  return { p50: median(out), p95: percentile(out, 95) };
}

const fmt = (x) => x.toFixed(1);

async function main() {
  const sql = postgres(DB, { max: 1, onnotice: () => {} });
  const [{ n }] = await sql`select count(*)::int as n from orders`;
  log(`database ${DB.replace(/\/\/[^@]*@/, '//')}: ${n.toLocaleString()} orders`);
  // Inputs: order numbers and ids of random orders; customer names that hold a handful of orders.
  const sample = await sql`select id, order_number from orders tablesample system (1) limit ${SAMPLES}`;
  const names =
    await sql`select c.name from customers c where c.name is not null and length(c.name) >= 3 order by c.id limit ${Math.max(10, Math.round(SAMPLES / 3))}`;
  await sql.end();

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  log(`starting the API on ${port}`);
  const child = spawn(process.execPath, [tsxCli, 'api/src/server.ts'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: DB, PORT: String(port), SEED: '0', NODE_ENV: 'production', DEMO_MODE: '1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  await waitReady(base);
  const login = await fetch(`${base}/api/admin/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'ops@stylehub.kr', password: 'demo1234!' }),
  });
  if (login.status !== 200) throw new Error(`staff login: ${login.status} ${await login.text()}`);
  cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

  // Walk to page PAGE by cursor (pages of 100, then the rest), so the cursor points after row (PAGE-1)*20.
  const t0 = performance.now();
  let cursor = null;
  const skip = (PAGE - 1) * LIMIT;
  for (let seen = 0; seen < skip;) {
    const limit = Math.min(100, skip - seen);
    const { body } = await get(base, `/api/admin/orders?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
    seen += body.items.length;
    cursor = body.nextCursor;
    if (!cursor) throw new Error(`fewer than ${skip} orders`);
  }
  log(`walked to page ${PAGE} in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  const page1 = `/api/admin/orders?limit=${LIMIT}`;
  const pageN = `/api/admin/orders?limit=${LIMIT}&cursor=${cursor}`;
  const byNumber = sample.map((o) => `/api/admin/orders?q=${o.order_number}`);
  const byId = sample.map((o) => `/api/admin/orders/${o.id}`);
  const byName = names.map((c) => `/api/admin/orders?q=${encodeURIComponent(c.name)}`);

  const rounds = [];
  for (let r = 0; r < ROUNDS; r++) {
    const one = {};
    one.page1 = await latencies(base, [page1]);
    one.pageN = await latencies(base, [pageN]);
    one.pk = await latencies(base, byId);
    one.number = await latencies(base, byNumber);
    one.name = await latencies(base, byName);
    rounds.push(one);
    log(
      `round ${r + 1}: page1 p50 ${fmt(one.page1.p50)} p95 ${fmt(one.page1.p95)} ms · page${PAGE} p50 ${fmt(one.pageN.p50)} p95 ${fmt(one.pageN.p95)} · ` +
        `pk p95 ${fmt(one.pk.p95)} · number p95 ${fmt(one.number.p95)} · name p95 ${fmt(one.name.p95)}`,
    );
  }
  const ratio = (a, b, k) => median(rounds.map((x) => x[a][k] / x[b][k]));
  const result = {
    orders: n,
    samples: SAMPLES,
    rounds: ROUNDS,
    ms: Object.fromEntries(
      ['page1', 'pageN', 'pk', 'number', 'name'].map((k) => [
        k,
        { p50: median(rounds.map((x) => x[k].p50)), p95: median(rounds.map((x) => x[k].p95)) },
      ]),
    ),
    ratios: {
      [`page${PAGE}_vs_page1_p50`]: ratio('pageN', 'page1', 'p50'),
      [`page${PAGE}_vs_page1_p95`]: ratio('pageN', 'page1', 'p95'),
      number_search_vs_pk_p95: ratio('number', 'pk', 'p95'),
      name_search_vs_pk_p95: ratio('name', 'pk', 'p95'),
    },
    targets: { paging: 1.5, number: 2, name: 3 },
  };
  console.log(JSON.stringify(result, null, 2));
  if (argv.json) writeFileSync(argv.json, JSON.stringify(result, null, 2));
}

try {
  await main();
} finally {
  for (const c of children) c.kill('SIGTERM');
}
