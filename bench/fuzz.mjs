#!/usr/bin/env node
// Issue 12 "Fuzzing" at full count: the jest fuzzing harness (api/src/test/harness/fuzz-*.test.ts)
// with FUZZ_CASES cases per operation (2,000 here, 200 in `npm test`), then one summary of the
// counts: operations, cases, answers of 5xx, bodies with a stack trace or SQL, badly shaped errors.
//
//   node bench/fuzz.mjs [--cases=2000] [--seed=20261125] [--json=FILE]
//
// Each shard runs on its own copy of the seeded test database (PostgreSQL at 127.0.0.1:5432 or
// DATABASE_URL; embedded PGlite otherwise). The failures, if any, are printed with their cases.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from './args.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const argv = parseArgs();
const cases = Number(argv.cases ?? 2000);
const seed = Number(argv.seed ?? 20261125);
const reportFile = path.join(mkdtempSync(path.join(os.tmpdir(), 'fuzz-')), 'report.jsonl');

const started = Date.now();
const run = spawnSync(
  process.execPath,
  [path.join(root, 'node_modules/jest/bin/jest.js'), 'api/src/test/harness/fuzz-', '--testTimeout=7200000'],
  {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, TZ: 'UTC', FUZZ_CASES: String(cases), FUZZ_SEED: String(seed), FUZZ_REPORT: reportFile },
  },
);
const shards = existsSync(reportFile)
  ? readFileSync(reportFile, 'utf8')
      .trim()
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l))
  : [];
const total = {
  casesPerOperation: cases,
  seed,
  shards: shards.length,
  operations: 0,
  cases: 0,
  fiveHundreds: 0,
  leaks: 0,
  badShape: 0,
  statuses: {},
  seconds: Math.round((Date.now() - started) / 1000),
};
for (const s of shards) {
  for (const k of ['operations', 'cases', 'fiveHundreds', 'leaks', 'badShape']) total[k] += s[k];
  for (const [status, n] of Object.entries(s.statuses)) total.statuses[status] = (total.statuses[status] ?? 0) + n;
}
console.log(
  `\nfuzz: ${total.operations} operations, ${total.cases} cases (${cases} per operation, seed ${seed}), ${total.fiveHundreds} answers of 5xx, ${total.leaks} bodies with a stack trace or SQL, ${total.badShape} badly shaped errors, ${total.seconds} s`,
);
console.log(`statuses: ${JSON.stringify(total.statuses)}`);
for (const s of shards) for (const [key, n] of Object.entries(s.fiveHundredsByOperation ?? {})) console.log(`  5xx ${key}: ${n}`);
for (const s of shards)
  for (const f of s.failures)
    console.log(
      `  ${f.key} ${f.status} ${f.reason} as ${f.case.actor} (${f.case.kind}): ${f.case.method} ${f.case.url} ${f.case.body ?? ''}${f.serverError ? `\n    server: ${f.serverError}` : ''}`,
    );
if (argv.json) writeFileSync(argv.json, JSON.stringify({ ...total, failures: shards.flatMap((s) => s.failures) }, null, 2));
process.exit(run.status === 0 && shards.length > 0 && total.fiveHundreds + total.leaks + total.badShape === 0 ? 0 : 1);
