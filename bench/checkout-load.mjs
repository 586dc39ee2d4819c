#!/usr/bin/env node
// Issue 12 "Load, as ratios in one run": checkout (POST /api/orders) through the real API.
//
//   1. hot option: checkouts/s of C shoppers all buying one option, vs a bare conditional
//      `UPDATE product_options SET stock = stock - 1 WHERE id = $1 AND stock >= 1` on the same row
//      through postgres.js with the API's pool size (10) and the same C concurrent loops;
//      target >= 50%.
//   2. spread: checkouts/s over 1,000 options (each request a random one) vs the hot figure;
//      target >= 5x.
//   3. flood: checkout p95 while C_FLOOD connections flood the listing (GET /api/products, several
//      sorts, filters and pages) vs checkout p95 alone (same checkout load); target <= 2x, 0 errors.
//
//   node bench/checkout-load.mjs [--db=URL] [--port=3204] [--duration=10] [--rounds=2]
//                                [--connections=10] [--flood-checkouts=4] [--flood-connections=16]
//                                [--log-level=info] [--keep] [--json=FILE]
//
// Without --db it creates its own database on 127.0.0.1:5432 (the API's start migrates and seeds
// it, about a minute) and drops it at the end (--keep keeps it). The API runs as a child process
// on 127.0.0.1:<port> with NODE_ENV=production and its default pool of 10 connections. Phases
// alternate within each round (bare, hot, spread, alone, flooded); each figure is the median over
// the rounds. Every loop stops by itself after --duration seconds; all traffic goes to 127.0.0.1.
import { randomBytes, createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { importFromApi, root } from './api-deps.mjs';
import { cpuMs, serverPid } from './api-server.mjs';
import { startChild, stopChild } from './lib/children.mjs';
import { parseArgs } from './args.mjs';
import { log, median, percentile } from './stats.mjs';

const argv = parseArgs();
const PORT = Number(argv.port ?? 3204);
const DURATION = Number(argv.duration ?? 10);
const ROUNDS = Number(argv.rounds ?? 2);
const C = Number(argv.connections ?? 10);
const FLOOD_CHECKOUTS = Number(argv['flood-checkouts'] ?? 4);
const FLOOD_CONNECTIONS = Number(argv['flood-connections'] ?? 16);
const POOL = 10; // createDb's default pool size, which server.ts uses
const LOG_LEVEL = argv['log-level'] ?? 'info';
const SERVER = 'postgres://postgres@127.0.0.1:5432/postgres';
const BASE = `http://127.0.0.1:${PORT}`;
const SPREAD = 1_000;

const { default: postgres } = await importFromApi('postgres');
const tsxCli = path.join(root, 'node_modules/tsx/dist/cli.mjs');
const fmt = (n, d = 1) => (n === undefined || Number.isNaN(n) ? '-' : n.toFixed(d));

let child;
let ownDb = null;
let databaseUrl = argv.db;

async function createDatabase() {
  const admin = postgres(SERVER, { max: 1, onnotice: () => undefined });
  try {
    ownDb = `market_checkout_bench_${Date.now()}`;
    await admin.unsafe(`create database ${ownDb}`);
  } finally {
    await admin.end();
  }
  const u = new URL(SERVER);
  u.pathname = `/${ownDb}`;
  return u.toString();
}

async function dropDatabase() {
  if (!ownDb || argv.keep) return;
  const admin = postgres(SERVER, { max: 1, onnotice: () => undefined });
  await admin.unsafe(`drop database if exists ${ownDb} with (force)`).catch((e) => log(`drop ${ownDb}: ${e.message}`));
  await admin.end();
}

function startApi() {
  child = startChild('api', [tsxCli, 'api/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(PORT),
      SEED: '1',
      NODE_ENV: 'production',
      LOG_LEVEL,
      DEMO_MODE: '0',
      // Production outside demo mode requires a key for the personal-data columns (env.ts).
      DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    },
  });
}

async function waitReady() {
  const deadline = Date.now() + 600_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error('api exited during start');
    try {
      const res = await fetch(`${BASE}/api/health`);
      await res.arrayBuffer();
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('api did not start');
}

/** C shoppers with sessions, written as the API writes them (sha-256 of the cookie token). */
async function makeShoppers(sql, n) {
  const out = [];
  for (let i = 0; i < n; i++) {
    const [row] =
      await sql`insert into customers (email, name, phone) values (${`bench.${randomBytes(6).toString('hex')}@example.com`}, '부하테스트', '010-1111-2222') returning id`;
    const token = randomBytes(32).toString('base64url');
    await sql`insert into sessions (id, kind, subject_id, created_at, last_seen_at, expires_at, absolute_expires_at)
      values (${createHash('sha256').update(token).digest('hex')}, 'customer', ${row.id}, now(), now(), now() + interval '1 day', now() + interval '1 day')`;
    out.push({ id: row.id, cookie: `sid=${token}` });
  }
  return out;
}

/** Listed options (one per product) priced above the minimum order, their stock set high. */
async function pickOptions(sql, n) {
  const rows = await sql`select distinct on (p.id) o.id as option_id, p.id as product_id, o.color, o.size
    from product_options o join products p on p.id = o.product_id join brands b on b.id = p.brand_id
    where p.status <> 'inactive' and b.status = 'active' and coalesce(p.sale_price, p.price) between 30000 and 300000
    order by p.id, o.id limit ${n}`;
  if (rows.length < n) throw new Error(`only ${rows.length} options to buy (need ${n})`);
  const ids = rows.map((r) => r.option_id);
  await sql`update product_options set stock = 10000000 where id = any(${ids}::uuid[])`;
  // Ten shoppers buy thousands of times: the payment settings' per-shopper daily and monthly maximum off.
  await sql`update payment_settings set max_daily_amount = 0, max_monthly_amount = 0`;
  await sql`update products p set stock = s.total, status = case when p.status = 'inactive' then p.status else 'active' end
    from (select product_id, sum(stock)::int as total from product_options where product_id in (select product_id from product_options where id = any(${ids}::uuid[])) group by product_id) s
    where p.id = s.product_id`;
  return rows;
}

let keySeq = 0;
/** The 이용약관 and 개인정보처리방침 versions current on the server (checkout agrees to them, ADR 037). */
let agreements;
async function currentAgreements() {
  if (!agreements) {
    const body = await (await fetch(`${BASE}/api/legal`)).json();
    agreements = { termsVersionId: body.terms.id, privacyVersionId: body.privacy.id };
  }
  return agreements;
}

async function checkoutRequest(shopper, option) {
  keySeq += 1;
  return fetch(`${BASE}/api/orders`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: shopper.cookie,
      origin: BASE,
      'idempotency-key': `bench-${process.pid}-${keySeq}-${randomBytes(4).toString('hex')}`,
    },
    body: JSON.stringify({
      items: [{ productId: option.product_id, selectedColor: option.color, selectedSize: option.size, quantity: 1 }],
      shippingAddress: {
        name: '김부하',
        phone: '010-1234-5678',
        zipCode: '04799',
        address: '서울특별시 성동구 성수이로 113',
        detailAddress: '7층',
      },
      paymentMethod: 'card',
      agreeToTerms: true,
      agreements: await currentAgreements(),
    }),
  });
}

/**
 * CPU time used so far by everything one operation involves, whatever else runs on the machine:
 * the API server process, the PostgreSQL backends connected to this database (this script's pool
 * included) and this script itself (its HTTP client or postgres.js).
 */
let monitor;
async function cpuNow() {
  const backends = await monitor`select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`;
  const self = process.cpuUsage();
  return {
    api: cpuMs(serverPid(child.pid)),
    db: new Map(backends.map(({ pid }) => [pid, cpuMs(pid)])),
    bench: (self.user + self.system) / 1000,
  };
}
function cpuSpent(a, b) {
  // Per backend: one that connected during the phase counts from zero; one that left is lost (rare: pools stay open).
  let db = 0;
  for (const [pid, ms] of b.db) db += ms - (a.db.get(pid) ?? 0);
  return { api: b.api - a.api, db, bench: b.bench - a.bench };
}

/** `workers` loops, each running `once()` until the deadline; counts, latencies and CPU per operation. */
async function phase(workers, once, seconds = DURATION) {
  const cpuBefore = await cpuNow();
  const latencies = [];
  const codes = {};
  let ok = 0;
  let errors = 0;
  const started = performance.now();
  const end = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: workers }, async (_, w) => {
      while (performance.now() < end) {
        const t0 = performance.now();
        try {
          const good = await once(w);
          latencies.push(performance.now() - t0);
          if (good === true) ok += 1;
          else {
            errors += 1;
            codes[good] = (codes[good] ?? 0) + 1;
          }
        } catch (e) {
          errors += 1;
          codes[e.code ?? e.message] = (codes[e.code ?? e.message] ?? 0) + 1;
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const cpu = cpuSpent(cpuBefore, await cpuNow());
  const cpuPerOp = (cpu.api + cpu.db + cpu.bench) / Math.max(1, ok);
  return { rate: ok / elapsed, ok, errors, codes, p50: percentile(latencies, 50), p95: percentile(latencies, 95), cpu, cpuPerOp };
}

async function main() {
  databaseUrl ??= await createDatabase();
  log(`database ${databaseUrl.replace(/\/\/[^@]*@/, '//')}; API on ${BASE} (pool ${POOL}, LOG_LEVEL=${LOG_LEVEL})`);
  startApi();
  await waitReady();
  log('API ready');
  const sql = postgres(databaseUrl, { max: POOL, onnotice: () => undefined });
  monitor = postgres(databaseUrl, { max: 1, onnotice: () => undefined });
  try {
    const options = await pickOptions(sql, SPREAD);
    const hot = options[0];
    const shoppers = await makeShoppers(sql, Math.max(C, FLOOD_CHECKOUTS));
    const listing = [
      '/api/products?sort=popular&limit=20',
      '/api/products?sort=newest&limit=20',
      '/api/products?sort=price_low&limit=20&page=3',
      '/api/products?sort=popular&limit=20&inStock=true',
      `/api/products?q=${encodeURIComponent('티셔츠')}&limit=20`,
      '/api/products?sort=rating&limit=40&page=2',
    ];
    const status = async (res, want) => {
      await res.arrayBuffer();
      return res.status === want ? true : res.status;
    };
    // Warm-up: prepared statements, listing cache, JIT.
    for (let i = 0; i < 20; i++) await status(await checkoutRequest(shoppers[0], options[1 + i]), 201);
    for (const p of listing) await status(await fetch(BASE + p), 200);

    const bareUpdate = async () => {
      const rows = await sql`update product_options set stock = stock - 1 where id = ${hot.option_id} and stock >= 1 returning stock`;
      return rows.length === 1 ? true : 'no stock';
    };
    const hotCheckout = async (w) => status(await checkoutRequest(shoppers[w], hot), 201);
    const spreadCheckout = async (w) => status(await checkoutRequest(shoppers[w], options[Math.floor(Math.random() * SPREAD)]), 201);
    const results = { bare: [], hot: [], spread: [], alone: [], flooded: [], flood: [] };
    for (let round = 1; round <= ROUNDS; round++) {
      results.bare.push(await phase(C, bareUpdate));
      log(`round ${round} bare UPDATE: ${fmt(results.bare.at(-1).rate)}/s`);
      results.hot.push(await phase(C, hotCheckout));
      log(`round ${round} checkout, hot option: ${fmt(results.hot.at(-1).rate)}/s, errors ${results.hot.at(-1).errors}`);
      results.spread.push(await phase(C, spreadCheckout));
      log(`round ${round} checkout, ${SPREAD} options: ${fmt(results.spread.at(-1).rate)}/s, errors ${results.spread.at(-1).errors}`);
      results.alone.push(await phase(FLOOD_CHECKOUTS, spreadCheckout));
      log(
        `round ${round} checkout alone (${FLOOD_CHECKOUTS} loops): p95 ${fmt(results.alone.at(-1).p95)} ms, errors ${results.alone.at(-1).errors}`,
      );
      const [flooded, flood] = await Promise.all([
        phase(FLOOD_CHECKOUTS, spreadCheckout),
        phase(FLOOD_CONNECTIONS, async (w) => status(await fetch(BASE + listing[w % listing.length]), 200)),
      ]);
      results.flooded.push(flooded);
      results.flood.push(flood);
      log(
        `round ${round} checkout while ${FLOOD_CONNECTIONS} connections flood the listing: p95 ${fmt(flooded.p95)} ms, errors ${flooded.errors}; listing ${fmt(flood.rate)}/s, errors ${flood.errors}`,
      );
    }
    const m = (list, key) => median(list.map((r) => r[key]));
    const ratio = (a, b, key) => median(a.map((r, i) => r[key] / b[i][key]));
    const api = [...results.hot, ...results.spread, ...results.alone, ...results.flooded, ...results.flood];
    const errors = api.reduce((n, r) => n + r.errors, 0);
    const summary = {
      bareUpdatePerSecond: m(results.bare, 'rate'),
      hotCheckoutPerSecond: m(results.hot, 'rate'),
      spreadCheckoutPerSecond: m(results.spread, 'rate'),
      hotVsBare: ratio(results.hot, results.bare, 'rate'),
      spreadVsHot: ratio(results.spread, results.hot, 'rate'),
      checkoutP95AloneMs: m(results.alone, 'p95'),
      checkoutP95FloodedMs: m(results.flooded, 'p95'),
      floodedVsAloneP95: ratio(results.flooded, results.alone, 'p95'),
      listingPerSecondDuringFlood: m(results.flood, 'rate'),
      cpuMsPerBareUpdate: m(results.bare, 'cpuPerOp'),
      cpuMsPerHotCheckout: m(results.hot, 'cpuPerOp'),
      cpuMsPerSpreadCheckout: m(results.spread, 'cpuPerOp'),
      cores: os.availableParallelism(),
      errors,
      errorCodes: api.reduce((acc, r) => {
        for (const [k, v] of Object.entries(r.codes)) acc[k] = (acc[k] ?? 0) + v;
        return acc;
      }, {}),
    };
    console.log(`
| figure | measured | target |
|---|---:|---|
| bare conditional UPDATE on the hot row (${C} loops, pool ${POOL}) | ${fmt(summary.bareUpdatePerSecond)}/s | |
| checkout, one hot option (${C} shoppers) | ${fmt(summary.hotCheckoutPerSecond)}/s | |
| checkout over ${SPREAD} options (${C} shoppers) | ${fmt(summary.spreadCheckoutPerSecond)}/s | |
| hot checkout / bare UPDATE | ${fmt(summary.hotVsBare * 100, 0)}% | >= 50% ${summary.hotVsBare >= 0.5 ? 'met' : 'MISSED'} |
| ${SPREAD} options / hot option | ${fmt(summary.spreadVsHot, 2)}x | >= 5x ${summary.spreadVsHot >= 5 ? 'met' : 'MISSED'} |
| checkout p95 alone / while the listing is flooded (${FLOOD_CHECKOUTS} checkout loops, ${FLOOD_CONNECTIONS} listing loops) | ${fmt(summary.checkoutP95AloneMs)} / ${fmt(summary.checkoutP95FloodedMs)} ms = ${fmt(summary.floodedVsAloneP95, 2)}x | <= 2x ${summary.floodedVsAloneP95 <= 2 ? 'met' : 'MISSED'} |
| errors (API requests) | ${summary.errors} ${summary.errors ? JSON.stringify(summary.errorCodes) : ''} | 0 |

CPU per operation (API process + this database's PostgreSQL backends + this script's client), and what it allows on ${summary.cores} cores:

| | CPU ms per operation | most per second these cores allow |
|---|---:|---:|
| bare conditional UPDATE | ${fmt(summary.cpuMsPerBareUpdate, 2)} | ${fmt((summary.cores * 1000) / summary.cpuMsPerBareUpdate, 0)} |
| checkout, one hot option | ${fmt(summary.cpuMsPerHotCheckout, 2)} | ${fmt((summary.cores * 1000) / summary.cpuMsPerHotCheckout, 0)} |
| checkout over ${SPREAD} options | ${fmt(summary.cpuMsPerSpreadCheckout, 2)} | ${fmt((summary.cores * 1000) / summary.cpuMsPerSpreadCheckout, 0)} |

The first two targets together ask for checkouts over ${SPREAD} options at >= 5 x 50% = 2.5x the bare UPDATE's rate: ${fmt(2.5 * summary.bareUpdatePerSecond, 0)}/s here, which needs a checkout of at most ${fmt((summary.cores * 1000) / (2.5 * summary.bareUpdatePerSecond), 2)} CPU ms on ${summary.cores} cores.
`);
    if (argv.json) writeFileSync(argv.json, JSON.stringify({ summary, results }, null, 2));
  } finally {
    await sql.end({ timeout: 5 });
    await monitor.end({ timeout: 5 });
  }
}

try {
  await main();
} finally {
  await stopChild(child);
  await dropDatabase();
}
