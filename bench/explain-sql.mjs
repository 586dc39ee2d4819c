#!/usr/bin/env node
// EXPLAIN ANALYZE of the SQL our API runs for some requests (to see where a slow one spends its time).
//
//   node bench/explain-sql.mjs [--db=URL] [--plans] <path> [<path> ...]
//   node bench/explain-sql.mjs --plans '/api/products?sort=popular&limit=20'
//
// Captures the statements with capture-sql.mjs (steady state: the second request of each path),
// then runs EXPLAIN (ANALYZE, BUFFERS) on each inside a transaction that is rolled back (so the
// search log insert leaves nothing behind). Prints each statement's execution time; --plans also
// prints the plans.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { importFromApi, root } from './api-deps.mjs';

const args = process.argv.slice(2);
const db =
  args.find((a) => a.startsWith('--db='))?.slice(5) ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/market_large_bench';
const plans = args.includes('--plans');
const paths = args.filter((a) => !a.startsWith('--'));
if (!paths.length) throw new Error('usage: explain-sql.mjs [--db=URL] [--plans] <path>...');

const out = path.join(mkdtempSync(path.join(os.tmpdir(), 'explain-sql-')), 'capture.json');
const captured = spawnSync(
  process.execPath,
  [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'bench/capture-sql.mjs', db, out, ...paths],
  { cwd: root, stdio: 'inherit' },
);
if (captured.status !== 0) process.exit(1);
const capture = JSON.parse(readFileSync(out, 'utf8'));

const { default: postgres } = await importFromApi('postgres');
const sql = postgres(db, { max: 1, onnotice: () => undefined });
class Rollback extends Error {}
try {
  for (const [p, entry] of Object.entries(capture)) {
    console.log(`\n${p} -> ${entry.status}, ${entry.bytes} bytes, ${entry.statements.length} statement(s)`);
    for (const [i, s] of entry.statements.entries()) {
      let lines = [];
      await sql
        .begin(async (tx) => {
          lines = (await tx.unsafe(`explain (analyze, buffers) ${s.query}`, s.params, { prepare: false })).map((r) => r['QUERY PLAN']);
          throw new Rollback();
        })
        .catch((e) => {
          if (!(e instanceof Rollback)) throw e;
        });
      const exec = lines.find((l) => l.startsWith('Execution Time'));
      console.log(`  #${i + 1} ${exec ?? ''}  ${s.query.replace(/\s+/g, ' ').slice(0, 110)}`);
      if (plans) console.log(`${lines.map((l) => `      ${l}`).join('\n')}\n      params: ${JSON.stringify(s.params)}`);
    }
  }
} finally {
  await sql.end();
}
