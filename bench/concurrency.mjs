#!/usr/bin/env node
// Issue 12 "Concurrency at full size" and "Fault injection", at the bench counts, by running the
// very tests `npm test` runs at smaller counts (one code path, two sizes):
//
//   api/src/routes/orders/orders.reliability.test.ts with RELIABILITY_SCALE=full
//     200 concurrent checkouts on 5 units (1 each, 2 each, two lines of one option), coupons
//     with 1 and 10 uses left under 100 concurrent orders, one idempotency key x1,000 sequential
//     and x50 concurrent;
//   api/src/test/fault-injection.test.ts with FAULT_RUNS=100
//     the database connection killed at a random query inside checkout, cancel and return
//     completion, 100 runs each.
//
//   node bench/concurrency.mjs [--only=concurrency,faults] [--fault-runs=100] [--fault-seed=12] [--json=FILE]
//
// Needs the PostgreSQL server the API tests use (DATABASE_URL, else 127.0.0.1:5432); each test
// file makes its own database and drops it. Prints oversells, duplicate orders, over-redemptions,
// and half-written objects over the faults injected.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from './api-deps.mjs';
import { parseArgs } from './args.mjs';

const argv = parseArgs();
const ONLY = new Set((argv.only ?? 'concurrency,faults').split(','));
const report = path.join(mkdtempSync(path.join(os.tmpdir(), 'concurrency-')), 'report.jsonl');
writeFileSync(report, '');

const suites = [];
if (ONLY.has('concurrency')) suites.push({ file: 'api/src/routes/orders/orders.reliability.test.ts', env: { RELIABILITY_SCALE: 'full' } });
if (ONLY.has('faults'))
  suites.push({
    file: 'api/src/test/fault-injection.test.ts',
    env: { FAULT_RUNS: argv['fault-runs'] ?? '100', FAULT_SEED: argv['fault-seed'] ?? '12' },
  });

let failed = false;
for (const { file, env } of suites) {
  const started = Date.now();
  console.log(
    `\n== ${file} (${Object.entries(env)
      .map(([k, v]) => `${k}=${v}`)
      .join(' ')})`,
  );
  const res = spawnSync(process.execPath, [path.join(root, 'node_modules/jest/bin/jest.js'), '--colors=false', file], {
    cwd: root,
    env: { ...process.env, TZ: 'UTC', RELIABILITY_REPORT: report, ...env },
    stdio: 'inherit',
  });
  console.log(`   ${res.status === 0 ? 'passed' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  if (res.status !== 0) failed = true;
}

const rows = readFileSync(report, 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((l) => JSON.parse(l));
const sum = (key, filter = () => true) => rows.filter(filter).reduce((n, r) => n + (r[key] ?? 0), 0);
console.log('\n| scenario | figures |\n|---|---|');
for (const { scenario, ...figures } of rows)
  console.log(
    `| ${scenario} | ${Object.entries(figures)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')} |`,
  );
const summary = {
  oversells: sum('oversold'),
  negativeStock: sum('negativeStock'),
  duplicateOrders: sum('duplicates'),
  overRedemptions: sum('overRedeemed'),
  halfWritten: sum('halfWritten'),
  faultsInjected: sum('faults'),
  faultRuns: sum('runs'),
  unconverged: sum('unconverged'),
};
console.log(
  `\noversells ${summary.oversells} (negative stock ${summary.negativeStock}), duplicate orders ${summary.duplicateOrders}, over-redemptions ${summary.overRedemptions}; ` +
    `half-written objects ${summary.halfWritten} over ${summary.faultsInjected} injected faults (${summary.faultRuns} runs), retries not converged ${summary.unconverged}`,
);
if (argv.json) writeFileSync(argv.json, JSON.stringify({ rows, summary }, null, 2));
process.exit(failed ? 1 : 0);
