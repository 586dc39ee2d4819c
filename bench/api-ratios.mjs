#!/usr/bin/env node
// Issue 4 "Numbers": the browsing API on the large seed, as ratios measured in one run.
//
//   1. throughput: requests/s of our API (api/src/server.ts) vs a bare Hono handler replaying the
//      same SQL (bare-server.mjs), for listing (unfiltered, filtered), Korean search (listing with
//      q, suggest) and product detail; target >= 70%, never below 50%.
//   2. paging: latency of page 2,000 vs page 1 of the listing, through the keyset cursor (walked
//      to page 2,000 first) and through page=2000 (offset); target <= 1.5x (p50 and p95).
//   3. search: Korean search p95 vs a plain indexed equality lookup on products (listing by
//      brand) through the same API, spec cases included; target <= 2x.
//
//   node bench/api-ratios.mjs [--db=URL] [--duration=10] [--latency-duration=5] [--rounds=2]
//                             [--connections=10] [--only=throughput,paging,search] [--page=2000] [--json=FILE]
//                             [--cases=list,detail] [--log-level=info] [--node-baseline]
//
// --node-baseline (issue 18): a bare node:http server answering a fixed JSON (hono-share-server.mjs)
// joins each throughput round after the two servers, and the table adds api / node:http, the
// share of the plainest possible server's requests per second, as issue 18 states its figures.
//
// Both servers run as child processes with a pool of 10 connections (createDb's default; the
// bare server gets the same); autocannon (the load generator) runs here. Phases interleave
// (A/B/A/B per round) and each figure is the median over the rounds; a ratio is the median of
// the per-round ratios. Default database: postgres://postgres@127.0.0.1:5432/market_large_bench
// (node bench/seed-large.mjs --keep).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { importFromApi, root } from './api-deps.mjs';
import { parseArgs } from './args.mjs';
import { log, median, percentile } from './stats.mjs';
import { startChild as start, stopChildren } from './lib/children.mjs';

const argv = parseArgs();
const DB = argv.db ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/market_large_bench';
const DURATION = Number(argv.duration ?? 10);
const LATENCY_DURATION = Number(argv['latency-duration'] ?? 5);
const ROUNDS = Number(argv.rounds ?? 2);
const CONNECTIONS = Number(argv.connections ?? 10);
const POOL = 10; // createDb's default pool size (server.ts has no setting for it)
const LOG_LEVEL = argv['log-level'] ?? 'info'; // production's default: one line per API request
const ONLY = new Set((argv.only ?? 'throughput,paging,search').split(','));
const PAGE = Number(argv.page ?? 2000);
const LIMIT = 20; // the storefront's LISTING_PAGE_SIZE
// The spec's cases (issue 4 point 2); the large seed names no product 오버사이즈 (its styles are
// e.g. 오버핏), so the word-order and spacing cases are also run with 오버핏, which it does name.
const SPEC_QUERIES = ['블레이저', 'ㅂㄹㅇㅈ', '블레이져', '블레이저 오버사이즈', '오버사이즈블레이저', '블레이저 오버핏', '오버핏블레이저'];
// Issue 17: a category word, a synonym, a compound, a colour, a word with typo neighbours (코튼).
const ISSUE17_QUERIES = ['가방', '바지', '울코트', '블랙', '코트'];

const { default: postgres } = await importFromApi('postgres');
const tsxCli = path.join(root, 'node_modules/tsx/dist/cli.mjs');
const work = mkdtempSync(path.join(os.tmpdir(), 'api-ratios-'));

/** Query string as the storefront builds it (withQuery / URLSearchParams). */
const products = (params) => `/api/products?${new URLSearchParams(params)}`;

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

// The bare server's stderr is shown as it comes (it reports the statements it replays).
const startChild = (label, args, env) =>
  start(label, args, { cwd: root, env: { ...process.env, ...env } }, { echoStderr: label === 'bare' });

async function waitReady(base, path, label) {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(base + path);
      await res.arrayBuffer();
      if (res.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${label} did not start`);
}

async function getJson(base, p) {
  const res = await fetch(base + p);
  const body = await res.json();
  if (res.status !== 200) throw new Error(`${p}: ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
  return body;
}

function run(command, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: 'inherit' });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${args.join(' ')}: exit ${code}`))));
  });
}

/** One autocannon phase; `paths` cycle per connection. Latencies of every response are kept. */
function load(base, paths, { connections, duration }) {
  return new Promise((resolve, reject) => {
    const samples = [];
    const inst = autocannon(
      {
        url: base,
        connections,
        duration,
        requests: paths.map((p) => ({ method: 'GET', path: p })),
        timeout: 30,
      },
      (err, result) => {
        if (err) return reject(err);
        const ok = result['2xx'];
        resolve({
          rps: ok / result.duration,
          ok,
          bad: result.non2xx + result.errors + result.timeouts,
          detail: { non2xx: result.non2xx, errors: result.errors, timeouts: result.timeouts, codes: result.statusCodeStats },
          p50: percentile(samples, 50),
          p95: percentile(samples, 95),
          samples: samples.length,
        });
      },
    );
    inst.on('response', (_client, _status, _bytes, responseTime) => samples.push(responseTime));
  });
}

const fmt = (n, d = 1) => (n === undefined || Number.isNaN(n) ? '-' : n.toFixed(d));
const pct = (r) => `${(r * 100).toFixed(0)}%`;

async function main() {
  const admin = postgres(DB, { max: 1, onnotice: () => undefined });
  // The server is shared: both pools (2 x POOL) must fit under max_connections, or requests fail.
  for (let waited = 0; ; waited += 10) {
    const [{ free }] = await admin`select current_setting('max_connections')::int - (select count(*) from pg_stat_activity)::int as free`;
    if (free >= 2 * POOL + 2) break;
    if (waited >= 600) throw new Error(`only ${free} free connections on the server (need ${2 * POOL + 2})`);
    if (waited % 60 === 0) log(`waiting: ${free} free connections on the server, need ${2 * POOL + 2}`);
    await new Promise((r) => setTimeout(r, 10_000));
  }
  let brandSlug, detailIds, counts, filter;
  try {
    counts = (await admin`select (select count(*) from products)::int as products, (select count(*) from orders)::int as orders`)[0];
    // A typical brand: the median listed-product count among active brands.
    const brands = await admin`
      select b.slug, count(*)::int as n from brands b join products p on p.brand_id = b.id
      where b.status = 'active' and p.status <> 'inactive' group by b.slug order by n, b.slug`;
    brandSlug = brands[brands.length >> 1];
    // Product pages: five listed products, fixed by id order (ids are hash-like, so a spread).
    detailIds = (
      await admin`select p.id from products p join brands b on b.id = p.brand_id
        where p.status <> 'inactive' and b.status = 'active' order by p.id limit 5`
    ).map((r) => r.id);
    // The filtered listing: the largest top-level category, its most common colour, a price cap.
    const [cat] = await admin`
      select c.slug from categories c join categories k on k.id = c.id or k.parent_id = c.id join products p on p.category_id = k.id
      where c.parent_id is null and p.status <> 'inactive' group by c.slug order by count(*) desc, c.slug limit 1`;
    const [color] = await admin`
      select v from (select unnest(colors) as v from products where status <> 'inactive') u group by v order by count(*) desc, v limit 1`;
    filter = { category: cat.slug, colors: color.v, maxPrice: '200000' };
  } finally {
    await admin.end();
  }
  log(
    `database ${DB.replace(/\/\/[^@]*@/, '//')}: ${counts.products} products, ${counts.orders} orders; brand ${brandSlug.slug} (${brandSlug.n} products)`,
  );

  const cases = {
    list: [products({ sort: 'popular', limit: LIMIT })],
    'list filtered': [products({ ...filter, sort: 'popular', limit: LIMIT })],
    'search q=블레이저': [products({ q: '블레이저', sort: 'relevance', limit: LIMIT })],
    'suggest q=블레이저': [`/api/search/suggest?${new URLSearchParams({ q: '블레이저' })}`],
    detail: detailIds.map((id) => `/api/products/${id}`),
  };

  if (argv.cases) {
    const keep = new Set(argv.cases.split(','));
    for (const name of Object.keys(cases)) if (!keep.has(name)) delete cases[name];
  }

  const apiPort = await freePort();
  const api = `http://127.0.0.1:${apiPort}`;
  log(`starting the API (api/src/server.ts, NODE_ENV=production, LOG_LEVEL=${LOG_LEVEL}, pool ${POOL}) on ${apiPort}`);
  startChild('api', [tsxCli, 'api/src/server.ts'], {
    DATABASE_URL: DB,
    PORT: String(apiPort),
    SEED: '0',
    NODE_ENV: 'production',
    // Production refuses the public development key; these requests decrypt nothing, so any key will do.
    DATA_ENCRYPTION_KEY: process.env.DATA_ENCRYPTION_KEY ?? randomBytes(32).toString('base64'),
    LOG_LEVEL,
  });
  await waitReady(api, '/api/health', 'api');

  // Page 2,000 through the cursor: walk there (pages of 100 rows, then 80, so the cursor points
  // after row 39,980 = 1,999 pages of 20).
  const page1 = products({ sort: 'popular', limit: LIMIT });
  const offsetPage = products({ sort: 'popular', limit: LIMIT, page: PAGE });
  let cursorPage = null;
  if (ONLY.has('paging')) {
    const t0 = performance.now();
    let cursor = null;
    const skip = (PAGE - 1) * LIMIT;
    for (let seen = 0; seen < skip;) {
      const limit = Math.min(100, skip - seen);
      const body = await getJson(api, products({ sort: 'popular', limit, ...(cursor ? { cursor } : {}) }));
      seen += body.items.length;
      cursor = body.nextCursor;
      if (!cursor) throw new Error(`the listing ended after ${seen} rows`);
    }
    cursorPage = products({ sort: 'popular', limit: LIMIT, cursor });
    const [a, b] = await Promise.all([getJson(api, cursorPage), getJson(api, offsetPage)]);
    const same = a.items.map((i) => i.id).join() === b.items.map((i) => i.id).join();
    log(
      `walked the cursor to page ${PAGE} in ${((performance.now() - t0) / 1000).toFixed(1)} s; same rows as page=${PAGE}: ${same ? 'yes' : 'NO'}`,
    );
  }
  const searchCases = Object.fromEntries(
    [...SPEC_QUERIES, ...ISSUE17_QUERIES].map((q) => [q, products({ q, sort: 'relevance', limit: LIMIT })]),
  );
  const brandPath = products({ brand: brandSlug.slug, sort: 'popular', limit: LIMIT });
  if (ONLY.has('search')) {
    for (const [q, p] of Object.entries(searchCases)) {
      if (!SPEC_QUERIES.includes(q)) continue;
      const body = await getJson(api, p);
      const hits = body.items.filter((i) => i.name.includes('블레이저')).length;
      log(`q=${q}: total ${body.total}, ${hits}/${body.items.length} of the first page are 블레이저`);
    }
  }

  const results = { database: DB, counts, when: new Date().toISOString(), load: os.loadavg(), throughput: {}, paging: {}, search: {} };

  if (ONLY.has('throughput')) {
    // The SQL our handler runs per request, in the steady state (the second request of each path).
    const captureFile = path.join(work, 'capture.json');
    const allPaths = Object.values(cases).flat();
    await run(process.execPath, [tsxCli, 'bench/capture-sql.mjs', DB, captureFile, ...allPaths]);
    const capture = JSON.parse(readFileSync(captureFile, 'utf8'));
    for (const [name, paths] of Object.entries(cases)) {
      const n = paths.map((p) => capture[p].statements.length);
      log(`${name}: ${n.join('/')} statement(s) per request`);
    }
    results.captured = capture;

    const barePort = await freePort();
    const bare = `http://127.0.0.1:${barePort}`;
    startChild('bare', ['bench/bare-server.mjs', captureFile], { DATABASE_URL: DB, PORT: String(barePort), POOL: String(POOL) });
    await waitReady(bare, '/', 'bare server');
    for (const p of allPaths) {
      for (const base of [api, bare]) {
        const res = await fetch(base + p);
        await res.arrayBuffer();
        if (res.status !== 200) throw new Error(`${base}${p}: ${res.status}`);
      }
    }
    let node = null;
    if (argv['node-baseline']) {
      const nodePort = await freePort();
      node = `http://127.0.0.1:${nodePort}`;
      startChild('node', ['bench/hono-share-server.mjs'], { MODE: 'node', PORT: String(nodePort) });
      await waitReady(node, '/', 'node:http server');
    }
    const servers = [['api', api], ['bare', bare], ...(node ? [['node', node]] : [])];
    log(
      `throughput: ${ROUNDS} rounds x ${Object.keys(cases).length} cases x (${servers.map(([l]) => l).join(', ')}), ${DURATION} s each, ${CONNECTIONS} connections`,
    );
    const raw = Object.fromEntries(Object.keys(cases).map((k) => [k, { api: [], bare: [], node: [] }]));
    for (let r = 0; r < ROUNDS; r++) {
      for (const [name, paths] of Object.entries(cases)) {
        // Warm-up (not measured): both servers, 1 s.
        if (r === 0) for (const [, base] of servers) await load(base, paths, { connections: CONNECTIONS, duration: 1 });
        for (const [label, base] of servers) {
          const m = await load(base, paths, { connections: CONNECTIONS, duration: DURATION });
          raw[name][label].push(m);
          log(
            `  round ${r + 1} ${name} ${label}: ${fmt(m.rps)} req/s, p50 ${fmt(m.p50)} ms, p95 ${fmt(m.p95)} ms${m.bad ? `, ${m.bad} failed ${JSON.stringify(m.detail)}` : ''}`,
          );
        }
      }
    }
    for (const [name, { api: a, bare: b, node: n }] of Object.entries(raw)) {
      results.throughput[name] = {
        ...(n.length ? { nodeRps: median(n.map((m) => m.rps)), nodeShare: median(a.map((m, i) => m.rps / n[i].rps)) } : {}),
        path: cases[name].length === 1 ? cases[name][0] : `${cases[name].length} ids`,
        apiRps: median(a.map((m) => m.rps)),
        bareRps: median(b.map((m) => m.rps)),
        ratio: median(a.map((m, i) => m.rps / b[i].rps)),
        apiP50: median(a.map((m) => m.p50)),
        bareP50: median(b.map((m) => m.p50)),
        failed: [...a, ...b].reduce((s, m) => s + m.bad, 0),
        rounds: { api: a.map((m) => m.rps), bare: b.map((m) => m.rps), node: n.map((m) => m.rps) },
      };
    }
  }

  // Latency phases: one connection, phases interleaved per round.
  async function latencyPhases(label, named) {
    log(`${label}: ${ROUNDS} rounds x ${Object.keys(named).length} cases, ${LATENCY_DURATION} s each, 1 connection`);
    for (const p of Object.values(named)) for (let i = 0; i < 3; i++) await getJson(api, p);
    const raw = Object.fromEntries(Object.keys(named).map((k) => [k, []]));
    for (let r = 0; r < ROUNDS; r++) {
      for (const [name, p] of Object.entries(named)) {
        const m = await load(api, [p], { connections: 1, duration: LATENCY_DURATION });
        raw[name].push(m);
        log(
          `  round ${r + 1} ${name}: p50 ${fmt(m.p50)} ms, p95 ${fmt(m.p95)} ms (${m.samples} requests)${m.bad ? `, ${m.bad} failed` : ''}`,
        );
      }
    }
    return raw;
  }
  const vs = (raw, name, base) => ({
    p50: median(raw[name].map((m) => m.p50)),
    p95: median(raw[name].map((m) => m.p95)),
    ratioP50: median(raw[name].map((m, i) => m.p50 / raw[base][i].p50)),
    ratioP95: median(raw[name].map((m, i) => m.p95 / raw[base][i].p95)),
    requests: raw[name].reduce((s, m) => s + m.samples, 0),
    failed: raw[name].reduce((s, m) => s + m.bad, 0),
  });

  if (ONLY.has('paging')) {
    const named = { 'page 1': page1, [`page ${PAGE} (cursor)`]: cursorPage, [`page ${PAGE} (page=${PAGE}, offset)`]: offsetPage };
    const raw = await latencyPhases('paging', named);
    for (const name of Object.keys(named)) results.paging[name] = { path: named[name].slice(0, 120), ...vs(raw, name, 'page 1') };
  }
  if (ONLY.has('search')) {
    const named = { [`brand=${brandSlug.slug} (indexed equality)`]: brandPath };
    for (const [q, p] of Object.entries(searchCases)) named[`q=${q}`] = p;
    const baseName = Object.keys(named)[0];
    const raw = await latencyPhases('search', named);
    for (const name of Object.keys(named)) results.search[name] = { path: named[name], ...vs(raw, name, baseName) };
  }

  // The table.
  const lines = [];
  lines.push(
    '',
    `api-ratios: ${DB.replace(/\/\/[^@]*@/, '//')} (${counts.products} products, ${counts.orders} orders), ${ROUNDS} rounds, load avg at start ${results.load.map((l) => l.toFixed(1)).join(' ')}`,
  );
  if (ONLY.has('throughput')) {
    lines.push('', `1. Throughput, ${CONNECTIONS} connections, ${DURATION} s per phase (target >= 70%, floor 50%)`);
    const withNode = argv['node-baseline'] !== undefined;
    lines.push(
      `| case | api req/s | bare req/s | api / bare | api p50 ms | bare p50 ms |${withNode ? ' node:http req/s | api / node:http |' : ''}`,
      `|---|---:|---:|---:|---:|---:|${withNode ? '---:|---:|' : ''}`,
    );
    for (const [name, t] of Object.entries(results.throughput)) {
      lines.push(
        `| ${name} | ${fmt(t.apiRps)} | ${fmt(t.bareRps)} | ${pct(t.ratio)}${t.ratio < 0.5 ? ' FAIL' : t.ratio < 0.7 ? ' (below target)' : ''} | ${fmt(t.apiP50)} | ${fmt(t.bareP50)} |${withNode ? ` ${fmt(t.nodeRps, 0)} | ${(t.nodeShare * 100).toFixed(2)}% |` : ''}${t.failed ? ` ${t.failed} failed` : ''}`,
      );
    }
  }
  if (ONLY.has('paging')) {
    lines.push(
      '',
      `2. Page ${PAGE} vs page 1 (default sort, ${LIMIT} per page), 1 connection, ${LATENCY_DURATION} s per phase (target <= 1.5x)`,
    );
    lines.push('| case | p50 ms | p95 ms | p50 ratio | p95 ratio |', '|---|---:|---:|---:|---:|');
    for (const [name, t] of Object.entries(results.paging))
      lines.push(
        `| ${name} | ${fmt(t.p50)} | ${fmt(t.p95)} | ${fmt(t.ratioP50, 2)}x | ${fmt(t.ratioP95, 2)}x |${t.failed ? ` ${t.failed} failed` : ''}`,
      );
  }
  if (ONLY.has('search')) {
    lines.push(
      '',
      `3. Korean search vs an indexed equality (listing by brand), 1 connection, ${LATENCY_DURATION} s per phase (target p95 <= 2x)`,
    );
    lines.push(
      'Cached alike for both (listing-cache.ts: fresh 30 s, then served up to 120 s while one refresh runs): total and facets, and for a',
      'search its relevance tier sizes, which choose the tiers its item query reads and how. The item query runs on every request; a',
      "search's first page also writes its search_log row (in the item statement).",
    );
    lines.push('| case | p50 ms | p95 ms | p95 ratio |', '|---|---:|---:|---:|');
    for (const [name, t] of Object.entries(results.search))
      lines.push(`| ${name} | ${fmt(t.p50)} | ${fmt(t.p95)} | ${fmt(t.ratioP95, 2)}x |${t.failed ? ` ${t.failed} failed` : ''}`);
  }
  console.log(lines.join('\n'));
  if (argv.json) writeFileSync(argv.json, JSON.stringify(results, null, 2));
}

try {
  await main();
} finally {
  await stopChildren();
}
