#!/usr/bin/env node
// Database time of the statements our API runs for some requests, as medians over repeated runs
// (to compare a change of the search SQL without the HTTP layer and its noise).
//
//   node bench/search-sql-times.mjs [--db=URL] [--runs=30] [--no-prepare] <path> [<path> ...]
//   node bench/search-sql-times.mjs [--db=URL] [--runs=30] --capture=before.json,after.json
//
// Captures the statements with capture-sql.mjs (steady state: the second request of each path),
// then runs each path's statements `runs` times, interleaved path by path, each run inside a
// transaction that is rolled back (the search log insert leaves nothing behind). Prints per path
// the median and p95 of the summed statement times, in ms.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { importFromApi, root } from './api-deps.mjs';
import { percentile } from './stats.mjs';

const args = process.argv.slice(2);
const db =
  args.find((a) => a.startsWith('--db='))?.slice(5) ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/market_large_bench';
const runs = Number(args.find((a) => a.startsWith('--runs='))?.slice(7) ?? 30);
const paths = args.filter((a) => !a.startsWith('--'));
if (!paths.length && !args.some((a) => a.startsWith('--capture=')))
  throw new Error('usage: search-sql-times.mjs [--db=URL] [--runs=30] [--no-prepare] [--capture=FILE,...] <path>...');

// --capture=FILE[,FILE...]: statements captured before (capture-sql.mjs), e.g. by another version of
// the code; each file's paths are prefixed with its name, so versions run interleaved in one run.
const files = args
  .find((a) => a.startsWith('--capture='))
  ?.slice(10)
  .split(',');
let capture = {};
if (files) {
  for (const file of files) {
    const label = path.basename(file, '.json');
    for (const [p, entry] of Object.entries(JSON.parse(readFileSync(file, 'utf8')))) capture[`${label} ${p}`] = entry;
  }
  paths.push(...Object.keys(capture));
} else {
  const out = path.join(mkdtempSync(path.join(os.tmpdir(), 'search-sql-times-')), 'capture.json');
  const captured = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'bench/capture-sql.mjs', db, out, ...paths],
    { cwd: root, stdio: 'inherit' },
  );
  if (captured.status !== 0) process.exit(1);
  capture = JSON.parse(readFileSync(out, 'utf8'));
}

const { default: postgres } = await importFromApi('postgres');
const sql = postgres(db, { max: 1, onnotice: () => undefined });
class Rollback extends Error {}
const times = Object.fromEntries(paths.map((p) => [p, []]));
try {
  for (let i = 0; i < runs; i++) {
    for (const p of paths) {
      const t0 = performance.now();
      await sql
        .begin(async (tx) => {
          for (const s of capture[p].statements) await tx.unsafe(s.query, s.params, { prepare: !args.includes('--no-prepare') });
          throw new Rollback();
        })
        .catch((e) => {
          if (!(e instanceof Rollback)) throw e;
        });
      times[p].push(performance.now() - t0);
    }
  }
} finally {
  await sql.end();
}
console.log(`| path | statements | median ms | p95 ms |\n|---|---:|---:|---:|`);
for (const p of paths) {
  console.log(
    `| ${p} | ${capture[p].statements.length} | ${percentile(times[p], 50).toFixed(2)} | ${percentile(times[p], 95).toFixed(2)} |`,
  );
}
