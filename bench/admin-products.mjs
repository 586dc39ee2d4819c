#!/usr/bin/env node
// Issue 15 "Scale and speed", the products screen of the admin on a large catalogue, through the
// API (api/src/server.ts in a child process, NODE_ENV=production, signed in as the demo OPS_MANAGER):
//
//   1. search: GET /api/admin/products?q=<word> p95 vs a primary-key lookup (GET
//      /api/admin/products/{id}) of sampled products, interleaved request by request (the same
//      sampled products and words in every run); target <= 2x.
//   2. bulk: POST /api/admin/products/bulk on 1,000 products (20% discount, then resume sales, each
//      one transaction), timed per call; target < 2 s. The products get their sale price back at the end.
//   3. export: GET /api/admin/products/export?format=csv of a filtered view and of the whole
//      catalogue, and the whole catalogue as .xlsx: rows/s and the server's RSS growth; memory is
//      bounded when the whole catalogue grows RSS about as much as the small view (target:
//      bounded, < 100 MB).
//
//   node bench/admin-products.mjs [--db=URL] [--samples=60] [--rounds=2] [--bulk-runs=3] [--only=search] [--json=FILE]
//   node bench/admin-products.mjs --exports-only[=xlsx] [--baseline=DIR] [--rounds=2] [--port=N]
//
// --exports-only runs step 3 alone (nothing written to the database), =xlsx the .xlsx download
// alone (so it is each server's first download). --baseline=DIR starts a second server from
// another checkout (the code before a change, with its own node_modules) and alternates the
// downloads between the two, round by round.
//
// Default database: postgres://postgres@127.0.0.1:5432/market_large_bench (node bench/seed-large.mjs
// --keep; the demo accounts need DEMO_MODE=1 at seeding).
import { writeFileSync } from 'node:fs';
import { importFromApi } from './api-deps.mjs';
import { download, memoryLine, staffCookie, startApi } from './api-server.mjs';
import { parseArgs } from './args.mjs';
import { log, median, percentile } from './stats.mjs';

const argv = parseArgs();
const DB = argv.db ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/market_large_bench';
const SAMPLES = Number(argv.samples ?? 60);
const ROUNDS = Number(argv.rounds ?? 2);
const BULK_RUNS = Number(argv['bulk-runs'] ?? 3);
// --only=search: the search ratio alone (no writes to the catalogue, no exports).
const SEARCH_ONLY = argv.only === 'search';
const EXPORTS_ONLY = argv['exports-only'] !== undefined;
const XLSX_ONLY = argv['exports-only'] === 'xlsx';
const BASELINE = argv.baseline ? String(argv.baseline) : null;
const PORT = argv.port ? Number(argv.port) : undefined;

const { default: postgres } = await importFromApi('postgres');
const children = [];
let cookie = '';

async function call(base, method, p, body) {
  const t0 = performance.now();
  const res = await fetch(base + p, {
    method,
    headers: { cookie, ...(body ? { 'content-type': 'application/json', origin: base } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await res.json();
  const ms = performance.now() - t0;
  if (res.status !== 200) throw new Error(`${method} ${p}: ${res.status} ${JSON.stringify(json).slice(0, 300)}`);
  return { body: json, ms };
}

/**
 * p50 and p95 of two sets of paths, requested one by one in turns (a, b, b, a, …) `SAMPLES` times
 * each, after one warm-up call of every path (a first round would otherwise time cold plans and
 * pages, not the steady state the ratio is about): a burst of load on the shared machine then hits
 * both sides alike instead of skewing whichever block it fell in.
 */
async function latencies(base, a, b) {
  for (const p of [...a, ...b]) await call(base, 'GET', p);
  const outA = [];
  const outB = [];
  for (let i = 0; i < SAMPLES; i++) {
    const pair = [
      async () => outA.push((await call(base, 'GET', a[i % a.length])).ms),
      async () => outB.push((await call(base, 'GET', b[i % b.length])).ms),
    ];
    if (i % 2) pair.reverse();
    for (const run of pair) await run();
  }
  return [
    { p50: median(outA), p95: percentile(outA, 95) },
    { p50: median(outB), p95: percentile(outB, 95) },
  ];
}

const fmt = (x) => x.toFixed(1);

async function main() {
  const sql = postgres(DB, { max: 1, onnotice: () => {} });
  const [{ n }] = await sql`select count(*)::int as n from products`;
  log(`database ${DB.replace(/\/\/[^@]*@/, '//')}: ${n.toLocaleString()} products`);
  const sample = await sql`select id from products tablesample system (1) repeatable (17) limit ${SAMPLES}`;
  // Search words a operator types: the last word of product names (the item: 코트, 니트, …), brand names.
  const items =
    await sql`select distinct split_part(name, ' ', -1) as w from (select name from products tablesample system (1) repeatable (17)) p order by w limit 20`;
  const brands = await sql`select name from brands tablesample system (10) repeatable (17) where length(name) >= 2 order by name limit 10`;
  const bulkIds = (await sql`select id from products where status = 'active' order by id limit 1000`).map((r) => r.id);
  const before = await sql`select id, sale_price from products where id = any(${bulkIds}::uuid[])`;
  const [{ brand }] = await sql`select brand_id as brand from products group by brand_id order by count(*) desc limit 1`;
  const [{ small }] = await sql`select count(*)::int as small from products where brand_id = ${brand}`;

  const { base, pid, samples } = await startApi(DB, children, {}, { port: PORT });
  cookie = await staffCookie(base);
  const servers = [{ name: BASELINE ? 'new' : '', base, pid, samples, cookie }];
  if (BASELINE) {
    const old = await startApi(DB, children, {}, { checkout: BASELINE, port: PORT && PORT + 1 });
    servers.push({ name: 'old', ...old, cookie: await staffCookie(old.base) });
  }
  const words = [...items.map((r) => r.w), ...brands.map((r) => r.name)].filter(Boolean);
  const byId = sample.map((r) => `/api/admin/products/${r.id}`);
  const byWord = words.map((w) => `/api/admin/products?q=${encodeURIComponent(w)}&limit=20`);

  const rounds = [];
  const bulk = [];
  if (!EXPORTS_ONLY) {
    for (let r = 0; r < ROUNDS; r++) {
      const [pk, search] = await latencies(base, byId, byWord);
      const one = { pk, search };
      rounds.push(one);
      log(
        `round ${r + 1}: pk p50 ${fmt(one.pk.p50)} p95 ${fmt(one.pk.p95)} ms · search p50 ${fmt(one.search.p50)} p95 ${fmt(one.search.p95)} ms · p95 ratio ${(one.search.p95 / one.pk.p95).toFixed(2)}×`,
      );
    }

    if (SEARCH_ONLY) {
      const ratio = median(rounds.map((x) => x.search.p95 / x.pk.p95));
      console.log(JSON.stringify({ products: n, samples: SAMPLES, rounds, ratios: { search_vs_pk_p95: ratio }, target: 2 }, null, 2));
      await sql.end();
      return;
    }

    try {
      for (let r = 0; r < BULK_RUNS; r++) {
        for (const action of ['discount', 'resume']) {
          const { body, ms } = await call(base, 'POST', '/api/admin/products/bulk', {
            ids: bulkIds,
            action,
            ...(action === 'discount' ? { discountRate: 20 } : {}),
          });
          bulk.push({ action, ms, updated: body.updated });
          log(`bulk ${action} on ${bulkIds.length} products: ${body.updated} updated in ${fmt(ms)} ms`);
        }
      }
    } finally {
      // The catalogue as it was: the discount wrote sale prices.
      for (const row of before) await sql`update products set sale_price = ${row.sale_price} where id = ${row.id}`;
    }
  }
  await sql.end();

  const exports = {};
  const views = [
    ['one brand', `brandId=${brand}`, 'csv'],
    ['whole catalogue', '', 'csv'],
    // .xlsx is written row by row (exceljs' streaming writer): its rows are the catalogue's.
    ['whole catalogue (.xlsx)', '', 'xlsx'],
  ].filter(([, , format]) => !XLSX_ONLY || format === 'xlsx');
  for (let r = 0; r < (EXPORTS_ONLY ? ROUNDS : 1); r++) {
    for (const [view, query, format] of views) {
      for (const server of servers) {
        const name = server.name ? `${view} ${server.name}` : view;
        const d = await download(
          `${server.base}/api/admin/products/export?format=${format}&${query}`,
          server.cookie,
          server.pid,
          server.samples,
        );
        const rows = format === 'csv' ? d.lines - 1 : n;
        const one = {
          rows,
          bytes: d.bytes,
          seconds: d.seconds,
          rowsPerSecond: rows / d.seconds,
          rssGrowthMb: d.rssPeakMb - d.rssBeforeMb,
          memory: d.memory,
        };
        if (EXPORTS_ONLY) (exports[name] ??= []).push(one);
        else exports[name] = one;
        log(
          `export ${name}: ${rows.toLocaleString()} rows in ${d.seconds.toFixed(1)} s = ${Math.round(rows / d.seconds).toLocaleString()} rows/s, ` +
            `${(d.bytes / 1048576).toFixed(1)} MB, server RSS ${d.rssBeforeMb.toFixed(0)} → peak ${d.rssPeakMb.toFixed(0)} MB (+${(d.rssPeakMb - d.rssBeforeMb).toFixed(0)} MB); ${memoryLine(d.memory)}`,
        );
        if (format === 'csv' && query && rows !== small) log(`warning: the brand's export held ${rows} rows for ${small} products`);
      }
    }
  }
  if (EXPORTS_ONLY) {
    console.log(JSON.stringify({ products: n, exports }, null, 2));
    if (argv.json) writeFileSync(argv.json, JSON.stringify({ products: n, exports }, null, 2));
    return;
  }

  const result = {
    products: n,
    samples: SAMPLES,
    rounds: ROUNDS,
    ms: {
      pk: { p50: median(rounds.map((x) => x.pk.p50)), p95: median(rounds.map((x) => x.pk.p95)) },
      search: { p50: median(rounds.map((x) => x.search.p50)), p95: median(rounds.map((x) => x.search.p95)) },
    },
    ratios: { search_vs_pk_p95: median(rounds.map((x) => x.search.p95 / x.pk.p95)) },
    bulk: { maxMs: Math.max(...bulk.map((b) => b.ms)), medianMs: median(bulk.map((b) => b.ms)), runs: bulk },
    exports,
    targets: { search_vs_pk_p95: 2, bulkMs: 2000, exportRssGrowthMb: 100 },
  };
  console.log(JSON.stringify(result, null, 2));
  if (argv.json) writeFileSync(argv.json, JSON.stringify(result, null, 2));
}

try {
  await main();
} finally {
  for (const c of children) c.kill('SIGTERM');
}
