#!/usr/bin/env node
// Issue 18 item 2: our API and Vendure (the open-source peer) on the same catalogue, the same
// cases, alternating in one run, with a bare node:http baseline at the start and at the end.
//
//   node bench/peer/vendure.mjs                       # once: install Vendure, load our catalogue
//   node bench/peer/run.mjs [--db=postgres://…/market_hp_demo] [--vendure-db=market_hp_vendure]
//        [--dir=/tmp/peer-vendure] [--duration=10] [--connections=50] [--rounds=1]
//        [--cases=list1,list100,search,detail,cart,checkout] [--sql-ops=20] [--no-sql] [--json=FILE]
//        [--durations=search:300,list1:120] [--timeout=30]
//
// --durations overrides --duration for some cases, and --timeout is how long (s) a request may
// take before it counts as an error: at 100,000 products a Vendure search takes minutes, so only
// long phases with a long timeout see any finish.
//
// Servers (child processes, NODE_ENV=production): ours = api/src/server.ts on --db (demo seed,
// SEED=0, pool 10); Vendure = <dir>/server.cjs (bench/peer/vendure-app) on --vendure-db, its shop
// GraphQL API; the baseline = bare-http.mjs (node:http, a fixed JSON body). Load: autocannon
// (the version of bench/), --connections connections, --duration seconds per case and server;
// each case runs ours then Vendure in odd rounds and Vendure then ours in even rounds.
// An operation is what a shopper's client sends for the case: one request, except Vendure's
// checkout (6 shop API calls). Figures per operation: ops/s, p50/p95/p99 of the operation's
// latency, errors (non-2xx, or a GraphQL error / ErrorResult in the body).
// SQL per operation: afterwards both servers are started again behind a counting proxy
// (pg-count.mjs: Query and Execute messages of the wire protocol) and each case runs --sql-ops
// times on one connection after a warm-up; statements / operations.
import { randomBytes, createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { importFromApi, root } from '../api-deps.mjs';
import { waitReady } from '../api-server.mjs';
import { parseArgs } from '../args.mjs';
import { log, median, percentile } from '../stats.mjs';
import { K, createJudge, judgedQueries, score, summarize } from '../lib/search-judging.mjs';
import { startCountingProxy } from './pg-count.mjs';
import { startChild, stopChild, stopChildren } from '../lib/children.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const argv = parseArgs();
const DB = argv.db ?? 'postgres://postgres@127.0.0.1:5432/market_hp_demo';
const VENDURE_DB = argv['vendure-db'] ?? 'market_hp_vendure';
const DIR = path.resolve(argv.dir ?? '/tmp/peer-vendure');
const DURATION = Number(argv.duration ?? 10);
const CONNECTIONS = Number(argv.connections ?? 50);
const ROUNDS = Number(argv.rounds ?? 1);
const SQL_OPS = Number(argv['sql-ops'] ?? 20);
const TIMEOUT = Number(argv.timeout ?? 30);
const CASE_DURATIONS = Object.fromEntries(
  String(argv.durations ?? '')
    .split(',')
    .filter(Boolean)
    .map((d) => [d.split(':')[0], Number(d.split(':')[1])]),
);
const CASES = (argv.cases ?? 'list1,list100,search,detail,cart,checkout').split(',');
const PORTS = { bare: 3323, ours: 3322, vendure: 3321, oursSql: 3324, vendureSql: 3325, ...JSON.parse(argv.ports ?? '{}') };
const PAGE_SIZE = 24;
// A category word, a typo (블레이저), 초성 (블레이저), an English brand name, a two-syllable word.
const QUERIES = (argv.queries ?? '원피스,블레이져,ㅂㄹㅇㅈ,MONOWAVE,니트').split(',');
const PG = new URL(argv.server ?? 'postgres://postgres@127.0.0.1:5432/postgres');

const { default: postgres } = await importFromApi('postgres');
const OURS_APP = 'peer-bench-ours';
const fmt = (n, d = 1) => (n === undefined || Number.isNaN(n) ? '-' : n.toFixed(d));

// ---------- servers ----------

async function startOurs(port, dbUrl) {
  const child = startChild('ours', [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'api/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: dbUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED: '0',
      NODE_ENV: 'production',
      DEMO_MODE: '1',
      LOG_LEVEL: argv['log-level'] ?? 'info',
      // postgres.js names its connections after this: drain() waits for ours only, not for
      // other people's queries on a shared database.
      PGAPPNAME: OURS_APP,
    },
  });
  await Promise.race([
    waitReady(`http://127.0.0.1:${port}`),
    new Promise((_, reject) => child.once('exit', () => reject(new Error('our API exited')))),
  ]);
  return child;
}

async function startVendure(port, dbPort) {
  const child = startChild('vendure', ['server.cjs'], {
    cwd: DIR,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DB_NAME: VENDURE_DB,
      DB_HOST: PG.hostname,
      DB_PORT: String(dbPort),
      DB_USER: decodeURIComponent(PG.username) || 'postgres',
    },
  });
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/shop-api`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"query":"{ activeChannel { code } }"}',
      });
      await res.arrayBuffer();
      if (res.status === 200) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('Vendure did not start');
}

async function startBare(port) {
  const child = startChild('bare', [path.join(here, 'bare-http.mjs')], { env: { ...process.env, PORT: String(port) } });
  await waitReady(`http://127.0.0.1:${port}`);
  return child;
}

// ---------- fixtures ----------

const ADDRESS = {
  name: '김부하',
  phone: '010-1234-5678',
  zipCode: '04799',
  address: '서울특별시 성동구 성수이로 113',
  detailAddress: '7층',
};

/**
 * 1,000 listed options (one per product) that Vendure has too, with stock raised on both sides;
 * shoppers for ours. Without the cart and checkout cases ours is only read (--db may be a shared
 * database such as the large seed): no stock raised, no shoppers, no settings changed.
 */
async function fixtures(ours, vendure) {
  const writesOurs = CASES.includes('cart') || CASES.includes('checkout');
  // Candidates first, then the ones Vendure has (it may hold a --limit subset); at 100,000
  // products sending every loaded SKU the other way would be a million-element parameter.
  const candidates = await ours`select distinct on (p.id) o.id as option_id, o.sku, p.id as product_id, o.color, o.size
    from product_options o join products p on p.id = o.product_id join brands b on b.id = p.brand_id
    where p.status <> 'inactive' and b.status = 'active' and coalesce(p.sale_price, p.price) between 30000 and 300000
    order by p.id, o.id limit 20000`;
  const variants =
    await vendure`select v.id, v.sku from product_variant v where v.sku = any(${candidates.map((o) => o.sku)}) and v."deletedAt" is null`;
  const bySku = new Map(variants.map((v) => [v.sku, String(v.id)]));
  const options = candidates.filter((o) => bySku.has(o.sku)).slice(0, 1000);
  for (const o of options) o.variantId = bySku.get(o.sku);
  if (options.length < 5) throw new Error('Vendure lacks our options (load it with bench/peer/vendure.mjs from --db)');
  const skus = options.map((o) => o.sku);
  await vendure`update stock_level set "stockOnHand" = 10000000, "stockAllocated" = 0 where "productVariantId" = any(${options.map((o) => Number(o.variantId))})`;
  const detail = options.slice(0, 5).map((o) => o.product_id);
  if (!writesOurs) return { options, cookies: [], detail, ...(await vendureCheckout(vendure)) };
  await ours`update product_options set stock = 10000000 where sku = any(${skus})`;
  await ours`update products p set stock = s.total, status = case when p.status = 'inactive' then p.status else 'active' end from (select product_id, sum(stock)::int as total from product_options
    where product_id = any(${options.map((o) => o.product_id)}::uuid[]) group by product_id) s where p.id = s.product_id`;
  // Thousands of orders from a few shoppers: the per-shopper daily and monthly payment maximum off.
  await ours`update payment_settings set max_daily_amount = 0, max_monthly_amount = 0`;
  // Ours needs a signed-in shopper for the cart and checkout: sessions written as the API writes them.
  const tokens = Array.from({ length: 4000 }, () => randomBytes(32).toString('base64url'));
  const customers = await ours`insert into customers (email, name, phone)
    select 'peer.' || md5(random()::text) || '@example.com', '부하테스트', '010-1111-2222' from generate_series(1, ${tokens.length}) returning id`;
  await ours`insert into sessions (id, kind, subject_id, created_at, last_seen_at, expires_at, absolute_expires_at)
    select t.id, 'customer', t.subject_id, now(), now(), now() + interval '1 day', now() + interval '1 day'
    from unnest(${tokens.map((t) => createHash('sha256').update(t).digest('hex'))}::text[], ${customers.map((c) => c.id)}::uuid[]) as t(id, subject_id)`;
  return { options, cookies: tokens.map((t) => `sid=${t}`), detail, ...(await vendureCheckout(vendure)) };
}

async function vendureCheckout(vendure) {
  const [{ id: shippingMethodId }] = await vendure`select id from shipping_method where "deletedAt" is null order by id limit 1`;
  const [{ code: paymentCode }] = await vendure`select code from payment_method order by id limit 1`;
  return { shippingMethodId: String(shippingMethodId), paymentCode };
}

// ---------- cases ----------
// A case is a list of steps; one operation is one pass. A step: method, path, body(ctx),
// headers(ctx), ok(status, body, ctx, headers).

const gql = (query, variables) => JSON.stringify({ query, variables });
const gqlOk = (status, body) => status === 200 && !body.includes('"errors"') && !body.includes('"errorCode"');
const CARD_FIELDS = `productId slug productName productAsset { id preview } priceWithTax { ... on PriceRange { min max } ... on SinglePrice { value } } currencyCode inStock facetValueIds`;
const SEARCH = `query($input: SearchInput!) { search(input: $input) { totalItems items { ${CARD_FIELDS} } } }`;
const DETAIL = `query($slug: String!) { product(slug: $slug) { id name slug description featuredAsset { preview } assets { preview }
  facetValues { name facet { code name } } collections { name slug } optionGroups { id name options { id name } }
  variants { id name sku priceWithTax currencyCode stockLevel options { id name groupId } } } }`;
const ORDER = `fragment O on Order { id code state totalQuantity totalWithTax lines { id quantity linePriceWithTax productVariant { id name } } }`;
const ADD = `mutation($id: ID!) { addItemToOrder(productVariantId: $id, quantity: 1) { ...O ... on ErrorResult { errorCode message } } } ${ORDER}`;

function cases(fx) {
  let n = 0;
  const next = () => (n = (n + 1) % 1_000_000);
  const pick = () => fx.options[Math.floor(Math.random() * fx.options.length)];
  const ok200 = (s) => s === 200;
  const vendure = (query, variables = () => ({}), extra = {}) => ({
    method: 'POST',
    path: '/shop-api',
    headers: (ctx) => ({ 'content-type': 'application/json', ...(ctx.token ? { authorization: `Bearer ${ctx.token}` } : {}) }),
    body: (ctx) => gql(query, variables(ctx)),
    ok: (status, body, ctx, headers) => {
      if (headers['vendure-auth-token']) ctx.token = headers['vendure-auth-token'];
      return gqlOk(status, body);
    },
    ...extra,
  });
  const listing = (page) => ({
    ours: [{ method: 'GET', path: `/api/products?sort=popular&limit=${PAGE_SIZE}${page > 1 ? `&page=${page}` : ''}`, ok: ok200 }],
    vendure: [vendure(SEARCH, () => ({ input: { groupByProduct: true, take: PAGE_SIZE, skip: (page - 1) * PAGE_SIZE } }))],
  });
  return {
    list1: listing(1),
    list100: listing(100),
    search: {
      ours: QUERIES.map((q) => ({
        method: 'GET',
        path: `/api/products?${new URLSearchParams({ q, sort: 'relevance', limit: String(PAGE_SIZE) })}`,
        ok: ok200,
      })),
      vendure: QUERIES.map((q) => vendure(SEARCH, () => ({ input: { term: q, groupByProduct: true, take: PAGE_SIZE } }))),
      perStep: true,
    },
    detail: {
      ours: fx.detail.map((id) => ({ method: 'GET', path: `/api/products/${id}`, ok: ok200 })),
      vendure: fx.detail.map((slug) => vendure(DETAIL, () => ({ slug }), { ok: (s, b) => gqlOk(s, b) && !b.includes('"product":null') })),
      perStep: true,
    },
    // A fresh cart per operation: ours signs each operation in as the next of 4,000 shoppers;
    // Vendure's operation has no session yet (its first addItemToOrder creates one and the order).
    cart: {
      ours: [
        {
          method: 'POST',
          path: '/api/cart/items',
          headers: () => ({ 'content-type': 'application/json', cookie: fx.cookies[next() % fx.cookies.length], origin: fx.origin }),
          body: () => {
            const o = pick();
            return JSON.stringify({ productId: o.product_id, selectedColor: o.color, selectedSize: o.size, quantity: 1 });
          },
          ok: ok200,
        },
      ],
      vendure: [vendure(ADD, () => ({ id: pick().variantId }), { headers: () => ({ 'content-type': 'application/json' }) })],
    },
    // Checkout of one item as each API takes it: ours one POST /api/orders (items, address,
    // payment); Vendure a guest's six shop API calls, ending with the dummy card payment settled.
    checkout: {
      ours: [
        {
          method: 'POST',
          path: '/api/orders',
          headers: (ctx) => {
            ctx.cookie ??= fx.cookies[next() % fx.cookies.length];
            return {
              'content-type': 'application/json',
              cookie: ctx.cookie,
              origin: fx.origin,
              'idempotency-key': `peer-${randomBytes(8).toString('hex')}`,
            };
          },
          body: () => {
            const o = pick();
            return JSON.stringify({
              items: [{ productId: o.product_id, selectedColor: o.color, selectedSize: o.size, quantity: 1 }],
              shippingAddress: ADDRESS,
              paymentMethod: 'card',
              agreeToTerms: true,
              agreements: fx.agreements,
            });
          },
          ok: (s) => s === 201,
        },
      ],
      vendure: [
        vendure(ADD, () => ({ id: pick().variantId }), {
          headers: (ctx) => {
            ctx.token = null; // a new guest
            return { 'content-type': 'application/json' };
          },
        }),
        vendure(
          `mutation($input: CreateCustomerInput!) { setCustomerForOrder(input: $input) { ... on Order { id } ... on ErrorResult { errorCode message } } }`,
          () => ({
            input: {
              emailAddress: `peer.${randomBytes(6).toString('hex')}@example.com`,
              firstName: '부하',
              lastName: '김',
              phoneNumber: ADDRESS.phone,
            },
          }),
        ),
        vendure(
          `mutation($input: CreateAddressInput!) { setOrderShippingAddress(input: $input) { ... on Order { id } ... on ErrorResult { errorCode message } } }`,
          () => ({
            input: {
              fullName: ADDRESS.name,
              phoneNumber: ADDRESS.phone,
              postalCode: ADDRESS.zipCode,
              streetLine1: ADDRESS.address,
              streetLine2: ADDRESS.detailAddress,
              city: '서울특별시',
              countryCode: 'KR',
            },
          }),
        ),
        vendure(
          `mutation($id: [ID!]!) { setOrderShippingMethod(shippingMethodId: $id) { ... on Order { id } ... on ErrorResult { errorCode message } } }`,
          () => ({ id: [fx.shippingMethodId] }),
        ),
        vendure(
          `mutation { transitionOrderToState(state: "ArrangingPayment") { ... on Order { id state } ... on ErrorResult { errorCode message } } }`,
        ),
        vendure(
          `mutation($input: PaymentInput!) { addPaymentToOrder(input: $input) { ...O ... on ErrorResult { errorCode message } } } ${ORDER}`,
          () => ({ input: { method: fx.paymentCode, metadata: {} } }),
          { ok: (s, b) => gqlOk(s, b) && b.includes('"PaymentSettled"') },
        ),
      ],
    },
  };
}

// ---------- load ----------

/**
 * Runs `steps` as operations on `connections` connections for `duration` s (or `amount`
 * operations): operations/s, p50/p95/p99 of operation latency in ms, errors. With `perStep`,
 * each step is an operation of its own (the five queries, the five products).
 */
function load(base, steps, { connections = CONNECTIONS, duration = DURATION, amount, perStep = false } = {}) {
  return new Promise((resolve, reject) => {
    const latencies = [];
    let ok = 0;
    let errors = 0;
    const firstErrors = [];
    const started = performance.now();
    const finish = (ctx, good, body) => {
      if (good && !ctx.failed) ok += 1;
      else {
        errors += 1;
        if (firstErrors.length < 3) firstErrors.push(String(body).slice(0, 300));
      }
      latencies.push(performance.now() - ctx.t0);
      ctx.failed = false;
    };
    const requests = steps.map((step, i) => ({
      method: step.method,
      path: step.path,
      setupRequest: (req, ctx) => {
        if (i === 0 || perStep) ctx.t0 = performance.now();
        return { ...req, headers: step.headers ? step.headers(ctx) : {}, ...(step.body ? { body: step.body(ctx) } : {}) };
      },
      onResponse: (status, body, ctx, headers) => {
        const good = step.ok(status, body, ctx, headers ?? {});
        if (perStep || i === steps.length - 1) finish(ctx, good, body);
        else if (!good) {
          ctx.failed = true;
          if (firstErrors.length < 3) firstErrors.push(String(body).slice(0, 300));
        }
      },
    }));
    const inst = autocannon(
      {
        url: base,
        connections,
        ...(amount ? { amount: amount * (perStep ? 1 : steps.length) } : { duration }),
        requests,
        timeout: TIMEOUT,
      },
      (err, res) => {
        if (err) return reject(err);
        errors += res.timeouts ?? 0; // no answer within --timeout
        const seconds = (performance.now() - started) / 1000;
        resolve({
          rate: ok / seconds,
          ok,
          errors,
          p50: percentile(latencies, 50),
          p95: percentile(latencies, 95),
          p99: percentile(latencies, 99),
          firstErrors,
        });
      },
    );
    inst.on('error', reject);
  });
}

/**
 * Waits (up to 3 minutes, or --timeout + 30 s) until no query of database `db` is running: a server still working
 * off the backlog of the previous phase (requests autocannon gave up on at its end) would
 * otherwise slow the next one.
 */
async function drain(sql, db, app) {
  const deadline = Date.now() + Math.max(180, TIMEOUT + 30) * 1000;
  while (Date.now() < deadline) {
    const [{ n }] = await sql`select count(*)::int as n from pg_stat_activity where datname = ${db} and state = 'active'
      and pid <> pg_backend_pid() ${app ? sql`and application_name = ${app}` : sql``}`;
    if (n === 0) return;
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** The baseline: bare node:http answering a fixed JSON body. */
const bareSteps = [{ method: 'GET', path: '/api/health', ok: (s) => s === 200 }];

// ---------- main ----------

async function main() {
  const oursSql = postgres(DB, { max: 2, onnotice: () => undefined });
  const vendureUrl = new URL(PG);
  vendureUrl.pathname = `/${VENDURE_DB}`;
  const vendureSql = postgres(vendureUrl.toString(), { max: 2, onnotice: () => undefined });
  const result = { date: new Date().toISOString(), machine: `${os.cpus().length} cores`, loadBefore: os.loadavg(), cases: {} };
  try {
    const fx = await fixtures(oursSql, vendureSql);
    const [{ count: products }] =
      await oursSql`select count(*)::int as count from products p join brands b on b.id = p.brand_id where p.status <> 'inactive' and b.status = 'active'`;
    const [{ count: vendureProducts }] = await vendureSql`select count(*)::int as count from product where "deletedAt" is null`;
    result.products = { ours: products, vendure: vendureProducts };
    log(`catalogue: ours ${products} listed products, Vendure ${vendureProducts} products`);

    const bare = await startBare(PORTS.bare);
    const ours = await startOurs(PORTS.ours, DB);
    const legal = await (await fetch(`http://127.0.0.1:${PORTS.ours}/api/legal`)).json();
    fx.agreements = { termsVersionId: legal.terms.id, privacyVersionId: legal.privacy.id };
    const vendure = await startVendure(PORTS.vendure, PG.port || 5432);
    const bases = { ours: `http://127.0.0.1:${PORTS.ours}`, vendure: `http://127.0.0.1:${PORTS.vendure}` };
    fx.origin = bases.ours; // our API refuses a POST from another origin
    const all = cases(fx);
    const dbNames = { ours: new URL(DB).pathname.slice(1), vendure: VENDURE_DB };
    const settle = () => Promise.all([drain(oursSql, dbNames.ours, OURS_APP), drain(oursSql, dbNames.vendure)]);
    log('warm-up');
    for (const name of CASES)
      for (const side of ['ours', 'vendure'])
        await load(bases[side], all[name][side], { connections: 2, duration: 2, perStep: all[name].perStep });

    await settle();
    result.bareStart = await load(`http://127.0.0.1:${PORTS.bare}`, bareSteps);
    log(`bare node:http: ${fmt(result.bareStart.rate, 0)} req/s`);
    for (let round = 1; round <= ROUNDS; round++) {
      for (const name of CASES) {
        const order = round % 2 ? ['ours', 'vendure'] : ['vendure', 'ours'];
        for (const side of order) {
          // Both: Vendure's backlog (requests autocannon gave up on) would otherwise run on into
          // our next phase and the other way round.
          await settle();
          const r = await load(bases[side], all[name][side], { perStep: all[name].perStep, duration: CASE_DURATIONS[name] ?? DURATION });
          (result.cases[name] ??= { ours: [], vendure: [] })[side].push(r);
          log(
            `round ${round} ${name} ${side}: ${fmt(r.rate)} ops/s, p50 ${fmt(r.p50)} p95 ${fmt(r.p95)} p99 ${fmt(r.p99)} ms, errors ${r.errors}${r.errors ? ` ${r.firstErrors[0]}` : ''}`,
          );
        }
      }
    }
    await settle();
    result.bareEnd = await load(`http://127.0.0.1:${PORTS.bare}`, bareSteps);
    log(`bare node:http: ${fmt(result.bareEnd.rate, 0)} req/s`);
    result.loadAfter = os.loadavg();
    await Promise.all([stopChild(ours), stopChild(vendure), stopChild(bare)]);

    if (argv['no-sql'] !== 'true') {
      // SQL statements per operation, through the counting proxy (servers started again).
      const proxyOurs = await startCountingProxy({ host: PG.hostname, port: Number(PG.port || 5432), exclude: ['stylehub-jobs'] });
      const proxyVendure = await startCountingProxy({ host: PG.hostname, port: Number(PG.port || 5432) });
      const u = new URL(DB);
      u.port = String(proxyOurs.port);
      u.hostname = '127.0.0.1';
      const oursC = await startOurs(PORTS.oursSql, u.toString());
      const vendureC = await startVendure(PORTS.vendureSql, proxyVendure.port);
      const sqlBases = { ours: `http://127.0.0.1:${PORTS.oursSql}`, vendure: `http://127.0.0.1:${PORTS.vendureSql}` };
      const proxies = { ours: proxyOurs, vendure: proxyVendure };
      fx.origin = sqlBases.ours;
      for (const name of CASES)
        for (const side of ['ours', 'vendure']) {
          const c = all[name];
          await load(sqlBases[side], c[side], { connections: 1, amount: 5, perStep: c.perStep });
          const before = proxies[side].count();
          const r = await load(sqlBases[side], c[side], { connections: 1, amount: SQL_OPS, perStep: c.perStep });
          result.cases[name][`${side}Sql`] = (proxies[side].count() - before) / (r.ok + r.errors);
          log(
            `SQL ${name} ${side}: ${fmt(result.cases[name][`${side}Sql`])} statements per operation (${r.ok + r.errors} operations, ${r.errors} errors)`,
          );
        }
      await Promise.all([stopChild(oursC), stopChild(vendureC)]);
      await Promise.all([proxyOurs.close(), proxyVendure.close()]);
    }
    if (argv['no-quality'] !== 'true') {
      const oursQ = await startOurs(PORTS.ours, DB);
      const vendureQ = await startVendure(PORTS.vendure, PG.port || 5432);
      result.quality = await quality(oursSql, bases);
      await Promise.all([stopChild(oursQ), stopChild(vendureQ)]);
    }
  } finally {
    await oursSql.end({ timeout: 5 });
    await vendureSql.end({ timeout: 5 });
  }
  return result;
}

/**
 * Issue 18 item 3: precision@20 (and nDCG@20) of both searches on the judged query set, judged on
 * our database (lib/search-judging.mjs). Ours: GET /api/products?q= (the search page's default
 * sort); Vendure: search(term, groupByProduct) of the default search plugin; its product slug is
 * our product id.
 */
async function quality(sql, bases) {
  const judge = createJudge(sql);
  const results = { ours: [], vendure: [] };
  for (const q of judgedQueries()) {
    const relevant = await judge.relevantIds(q.rule);
    if (!relevant.size) continue;
    const ours = await (await fetch(`${bases.ours}/api/products?q=${encodeURIComponent(q.query)}&limit=${K}`)).json();
    const res = await fetch(`${bases.vendure}/shop-api`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: gql(`query($input: SearchInput!) { search(input: $input) { totalItems items { slug } } }`, {
        input: { term: q.query, groupByProduct: true, take: K },
      }),
    });
    const peer = (await res.json()).data.search;
    results.ours.push({
      ...q,
      total: ours.total,
      ...score(
        ours.items.map((i) => i.id),
        relevant,
      ),
    });
    results.vendure.push({
      ...q,
      total: peer.totalItems,
      ...score(
        peer.items.map((i) => i.slug),
        relevant,
      ),
    });
  }
  return { ours: summarize(results.ours), vendure: summarize(results.vendure) };
}

function qualityTable(q) {
  const lines = [
    `| query kind | queries | ours P@20 | Vendure P@20 | ours nDCG@20 | Vendure nDCG@20 | no result ours / Vendure |`,
    '|---|---:|---:|---:|---:|---:|---:|',
  ];
  for (const kind of Object.keys(q.ours)) {
    const o = q.ours[kind];
    const v = q.vendure[kind];
    const b = kind === 'all' ? '**' : '';
    lines.push(
      `| ${b}${kind}${b} | ${o.queries} | ${b}${fmt(o.precision, 3)}${b} | ${b}${fmt(v.precision, 3)}${b} | ${fmt(o.ndcg, 3)} | ${fmt(v.ndcg, 3)} | ${o.zero} / ${v.zero} |`,
    );
  }
  return lines.join('\n');
}

function table(r) {
  const bare = (r.bareStart.rate + r.bareEnd.rate) / 2;
  const labels = {
    list1: `listing page 1 (${PAGE_SIZE})`,
    list100: `listing page 100 (${PAGE_SIZE})`,
    search: `search (${QUERIES.join(', ')})`,
    detail: 'product detail',
    cart: 'add to cart',
    checkout: 'checkout, one item',
  };
  const lines = [
    `${r.date.slice(0, 16).replace('T', ' ')} UTC, ${r.machine}, load average ${r.loadBefore.map((x) => x.toFixed(2)).join(' ')} before / ${r.loadAfter.map((x) => x.toFixed(2)).join(' ')} after; ${CONNECTIONS} connections, ${DURATION} s per case and server${
      Object.keys(CASE_DURATIONS).length
        ? ` (${Object.entries(CASE_DURATIONS)
            .map(([k, v]) => `${k} ${v} s`)
            .join(', ')})`
        : ''
    }, request timeout ${TIMEOUT} s, ${ROUNDS} round(s); catalogue: ${r.products.ours} products (ours), ${r.products.vendure} (Vendure)`,
    `bare node:http: ${fmt(r.bareStart.rate, 0)} req/s at the start, ${fmt(r.bareEnd.rate, 0)} at the end (share = ops/s ÷ their mean, ${fmt(bare, 0)})`,
    '',
    '| case | ours ops/s | Vendure ops/s | ours % of bare | Vendure % of bare | ours ÷ Vendure | ours p50/p95/p99 ms | Vendure p50/p95/p99 ms | errors ours/Vendure | SQL/op ours/Vendure |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const [name, c] of Object.entries(r.cases)) {
    const m = (side, key) => median(c[side].map((x) => x[key]));
    const ratios = c.ours.map((x, i) => x.rate / c.vendure[i].rate);
    // Vendure may complete no operation within a phase (its answers take longer than the phase).
    const ratioText = ratios.every(Number.isFinite) ? `**${fmt(median(ratios), 1)}×**` : '**∞** (Vendure completed none)';
    const errs = (side) => c[side].reduce((s, x) => s + x.errors, 0);
    lines.push(
      `| ${labels[name]} | ${fmt(m('ours', 'rate'))} | ${fmt(m('vendure', 'rate'))} | ${fmt((100 * m('ours', 'rate')) / bare, 3)}% | ${fmt((100 * m('vendure', 'rate')) / bare, 3)}% | ${ratioText} | ` +
        `${fmt(m('ours', 'p50'))} / ${fmt(m('ours', 'p95'))} / ${fmt(m('ours', 'p99'))} | ${fmt(m('vendure', 'p50'))} / ${fmt(m('vendure', 'p95'))} / ${fmt(m('vendure', 'p99'))} | ` +
        `${errs('ours')} / ${errs('vendure')} | ${fmt(c.oursSql)} / ${fmt(c.vendureSql)} |`,
    );
  }
  return lines.join('\n');
}

try {
  const r = await main();
  console.log(`\n${table(r)}\n`);
  if (r.quality) console.log(`Search quality, bench/search-judged.json (judged on our database):\n\n${qualityTable(r.quality)}\n`);
  if (argv.json) writeFileSync(argv.json, JSON.stringify(r, null, 2));
} finally {
  await stopChildren();
}
