#!/usr/bin/env node
// Issue 18 item 4a: our Hono app answering a fixed JSON, as a share of a bare node:http server's
// requests per second (target >= 80%), measured in one run.
//
//   node bench/hono-share.mjs [--db=URL] [--duration=10] [--rounds=3] [--connections=50]
//                             [--log-level=info] [--quiet-too] [--before=DIR] [--port=3341] [--json=FILE]
//
// Three servers, each a child process, answer the same JSON body (hono-share-body.mjs):
//   node  a bare node:http server (hono-share-server.mjs, MODE=node): the baseline;
//   hono  a bare Hono app on @hono/node-server (MODE=hono): what the framework itself costs;
//   app   our real app (hono-share-app.ts): api/src/app.ts's whole middleware stack and router,
//         served as server.ts serves it (NODE_ENV=production, LOG_LEVEL=info: one log line per
//         API request, to stdout, which goes to /dev/null here), at GET /api/bench/fixed.
//   app-quiet  (--quiet-too) the same app at LOG_LEVEL=warn: what the request log line costs.
//   app-before (--before=DIR[,DIR2...]) the app of another checkout (e.g. `git worktree add DIR
//         <commit>`, its node_modules linked to this one's): an earlier commit's app, in the same
//         rounds (app-before2, ... for the next ones).
// Besides req/s, each phase reports the server's CPU time per request (user + system, from
// /proc/<pid>/stat): on a shared machine the req/s share swings with the load (the baseline
// is bound by autocannon and the other processes), the CPU cost of a request much less.
// autocannon runs here, with the same connections and the same path for each; phases alternate
// node, hono, app per round and each figure is the median of the rounds (a share: the median of
// the per-round shares). The app needs a migrated database (only for its settings cache).
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { root } from './api-deps.mjs';
import { parseArgs } from './args.mjs';
import { FIXED_JSON } from './hono-share-body.mjs';
import { log, median, percentile } from './stats.mjs';
import { startChild as start, stopChildren } from './lib/children.mjs';

const argv = parseArgs();
const DB = argv.db ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/market_large_bench';
const DURATION = Number(argv.duration ?? 10);
const ROUNDS = Number(argv.rounds ?? 3);
const CONNECTIONS = Number(argv.connections ?? 50);
const LOG_LEVEL = argv['log-level'] ?? 'info';
const PORT = Number(argv.port ?? 3341);
const PATH = '/api/bench/fixed';
const tsxCli = path.join(root, 'node_modules/tsx/dist/cli.mjs');

const startChild = (label, args, env) => start(label, args, { cwd: root, env: { ...process.env, ...env } });

async function waitReady(base, label) {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(base + PATH);
      const body = await res.text();
      if (res.status === 200) return { body, headers: Object.fromEntries(res.headers) };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${label} did not start`);
}

function load(base) {
  return new Promise((resolve, reject) => {
    const samples = [];
    const inst = autocannon({ url: base + PATH, connections: CONNECTIONS, duration: DURATION, timeout: 30 }, (err, result) => {
      if (err) return reject(err);
      resolve({
        rps: result['2xx'] / result.duration,
        bad: result.non2xx + result.errors + result.timeouts,
        p50: percentile(samples, 50),
        p99: percentile(samples, 99),
        bytesPerResponse: result.throughput.total / Math.max(1, result.requests.total),
      });
    });
    inst.on('response', (_client, _status, _bytes, ms) => samples.push(ms));
  });
}

/** The process that serves: tsx runs the script in a child of its CLI process. */
function serverPid(pid) {
  try {
    const kids = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
    return kids.length ? Number(kids[0]) : pid;
  } catch {
    return pid;
  }
}

/** CPU seconds (user + system) a process has used. */
function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks (100/s)
}

const fmt = (n, d = 1) => (n === undefined || Number.isNaN(n) ? '-' : n.toFixed(d));

async function main() {
  const servers = {
    node: { args: ['bench/hono-share-server.mjs'], env: { MODE: 'node' } },
    hono: { args: ['bench/hono-share-server.mjs'], env: { MODE: 'hono' } },
    app: {
      args: [tsxCli, 'bench/hono-share-app.ts'],
      env: { DATABASE_URL: DB, NODE_ENV: 'production', LOG_LEVEL, DEMO_MODE: '1', SEED: '0' },
    },
  };
  if (argv['quiet-too']) servers['app-quiet'] = { ...servers.app, env: { ...servers.app.env, LOG_LEVEL: 'warn' } };
  for (const [i, dir] of (argv.before ? String(argv.before).split(',') : []).entries())
    servers[`app-before${i ? i + 1 : ''}`] = { ...servers.app, args: [tsxCli, path.resolve(dir, 'bench/hono-share-app.ts')] };
  const bases = {};
  let port = PORT;
  for (const [label, s] of Object.entries(servers)) {
    const p = port++;
    s.child = startChild(label, s.args, { ...s.env, PORT: String(p) });
    bases[label] = `http://127.0.0.1:${p}`;
  }
  const expected = JSON.stringify(FIXED_JSON);
  for (const [label, base] of Object.entries(bases)) {
    const { body, headers } = await waitReady(base, label);
    if (body !== expected) throw new Error(`${label} answered ${body}, not ${expected}`);
    log(`${label} ready on ${base}: ${Object.keys(headers).length} response headers`);
  }
  const pids = Object.fromEntries(Object.entries(servers).map(([label, s]) => [label, serverPid(s.child.pid)]));
  const loadAtStart = os.loadavg();
  log(
    `${ROUNDS} rounds x (${Object.keys(servers).join(', ')}), ${DURATION} s each, ${CONNECTIONS} connections, LOG_LEVEL=${LOG_LEVEL}; load ${loadAtStart.map((l) => l.toFixed(2)).join(' ')}`,
  );
  for (const base of Object.values(bases))
    await new Promise((r) => autocannon({ url: base + PATH, connections: CONNECTIONS, duration: 2 }, r));
  const raw = Object.fromEntries(Object.keys(servers).map((k) => [k, []]));
  for (let r = 0; r < ROUNDS; r++) {
    for (const label of Object.keys(raw)) {
      const cpu0 = cpuSeconds(pids[label]);
      const m = await load(bases[label]);
      m.cpuUsPerRequest = ((cpuSeconds(pids[label]) - cpu0) * 1e6) / Math.max(1, m.rps * DURATION);
      raw[label].push(m);
      log(
        `  round ${r + 1} ${label}: ${fmt(m.rps, 0)} req/s, p50 ${m.p50} ms, p99 ${m.p99} ms, ${fmt(m.cpuUsPerRequest, 0)} us CPU/request, ${fmt(m.bytesPerResponse, 0)} B/response${m.bad ? `, ${m.bad} failed` : ''}`,
      );
    }
  }
  const result = {
    when: new Date().toISOString(),
    loadAtStart,
    loadAtEnd: os.loadavg(),
    connections: CONNECTIONS,
    duration: DURATION,
    rounds: ROUNDS,
    servers: {},
  };
  const lines = [
    '',
    `hono-share: fixed JSON, ${CONNECTIONS} connections, ${DURATION} s x ${ROUNDS} rounds, load ${loadAtStart.map((l) => l.toFixed(2)).join(' ')} -> ${result.loadAtEnd.map((l) => l.toFixed(2)).join(' ')}`,
  ];
  lines.push(
    '| server | req/s | share of node:http | CPU us/request | node:http CPU / this CPU | p50 ms | p99 ms | bytes/response |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
  );
  for (const [label, ms] of Object.entries(raw)) {
    const share = median(ms.map((m, i) => m.rps / raw.node[i].rps));
    result.servers[label] = { rps: median(ms.map((m) => m.rps)), share, rounds: ms };
    lines.push(
      `| ${label} | ${fmt(median(ms.map((m) => m.rps)), 0)} | ${(share * 100).toFixed(0)}%${label.startsWith('app') && share < 0.8 ? ' (below 80%)' : ''} | ${fmt(median(ms.map((m) => m.cpuUsPerRequest)), 0)} | ${(median(ms.map((m, i) => raw.node[i].cpuUsPerRequest / m.cpuUsPerRequest)) * 100).toFixed(0)}% | ${fmt(median(ms.map((m) => m.p50)), 0)} | ${fmt(median(ms.map((m) => m.p99)), 0)} | ${fmt(median(ms.map((m) => m.bytesPerResponse)), 0)} |`,
    );
  }
  console.log(lines.join('\n'));
  if (argv.json) writeFileSync(argv.json, JSON.stringify(result, null, 2));
}

try {
  await main();
} finally {
  await stopChildren();
}
