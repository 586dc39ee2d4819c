#!/usr/bin/env node
// Suggestions (issue 17): reading the relevance tiers best first and stopping when the list is
// full, against reading every tier in one statement (the way before), in one run, interleaved
// query by query on one connection. Read-only: suggest() records no search.
//
//   node node_modules/tsx/dist/cli.mjs bench/search-suggest.mjs [--db=URL] [--runs=15] [--every=1]
//
// Queries: the judged set (bench/search-judged.json) and words as they are being typed. Prints per
// mode the median and p95 over queries of each query's median time, and the ratio tiered / every
// tier; any query whose answers differ is printed and fails the run.
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { schema } from '../api/src/db/client.ts';
import { suggest } from '../api/src/services/search.ts';
import { importFromApi, root } from './api-deps.mjs';
import { percentile } from './stats.mjs';

const args = process.argv.slice(2);
const db = args.find((a) => a.startsWith('--db='))?.slice(5) ?? 'postgres://postgres@127.0.0.1:5432/market_lead_large';
const runs = Number(args.find((a) => a.startsWith('--runs='))?.slice(7) ?? 15);
// --every=N: every Nth query only (a shorter run on a busy machine).
const every = Number(args.find((a) => a.startsWith('--every='))?.slice(8) ?? 1);

const judged = JSON.parse(readFileSync(path.join(root, 'bench/search-judged.json'), 'utf8')).queries.map((q) => q.query);
const typed = ['블', '블레', '블레이', '코', 'ㅋㅌ', 'ㅂㄹㅇㅈ', '니', '스니', 'nik', 'a', '울코', '블래이저', '스니꺼즈', '가디간'];
const queries = [...new Set([...judged, ...typed])].filter((_, i) => i % every === 0);

const { drizzle } = await importFromApi('drizzle-orm', './postgres-js');
const { default: postgres } = await importFromApi('postgres');
const client = postgres(db, { max: 1, onnotice: () => undefined });
const database = drizzle(client, { schema });

const MODES = { tiered: {}, everyTier: { everyTier: true } };
const times = Object.fromEntries(Object.keys(MODES).map((m) => [m, Object.fromEntries(queries.map((q) => [q, []]))]));
let differ = 0;
// Warm: the resolved queries are cached as the API caches them, for both modes alike.
for (const q of queries) {
  const [a, b] = [await suggest(database, q), await suggest(database, q, MODES.everyTier)];
  if (JSON.stringify(a) !== JSON.stringify(b)) {
    differ += 1;
    console.log('differs:', q, JSON.stringify(a), JSON.stringify(b));
  }
}
for (let i = 0; i < runs; i++) {
  for (const q of queries) {
    // Alternate which mode goes first, so neither always reads a warmer cache.
    const order = i % 2 ? ['everyTier', 'tiered'] : ['tiered', 'everyTier'];
    for (const mode of order) {
      const t0 = performance.now();
      await suggest(database, q, MODES[mode]);
      times[mode][q].push(performance.now() - t0);
    }
  }
}
await client.end({ timeout: 5 });

const median = (xs) => percentile(xs, 50);
const perQuery = Object.fromEntries(Object.keys(MODES).map((m) => [m, queries.map((q) => median(times[m][q]))]));
const ratios = queries.map((_, i) => perQuery.tiered[i] / perQuery.everyTier[i]);
const fmt = (x) => x.toFixed(2);
console.log(
  `${queries.length} queries × ${runs} runs on ${new URL(db).pathname.slice(1)}; load average ${os.loadavg().map(fmt).join(' ')}`,
);
for (const m of Object.keys(MODES))
  console.log(
    `${m.padEnd(10)} per-query median ms: median ${fmt(median(perQuery[m]))}, p95 ${fmt(percentile(perQuery[m], 95))}, sum ${fmt(perQuery[m].reduce((a, b) => a + b, 0))}`,
  );
console.log(
  `tiered / every tier: sum ${fmt(perQuery.tiered.reduce((a, b) => a + b, 0) / perQuery.everyTier.reduce((a, b) => a + b, 0))}, ` +
    `per-query ratio median ${fmt(median(ratios))}, p95 ${fmt(percentile(ratios, 95))}, slowest-query p95 ratio ${fmt(percentile(perQuery.tiered, 95) / percentile(perQuery.everyTier, 95))}`,
);
const worst = queries
  .map((q, i) => [q, ratios[i], perQuery.tiered[i], perQuery.everyTier[i]])
  .sort((a, b) => b[1] - a[1])
  .slice(0, 5);
console.log('highest ratios:', worst.map(([q, r, a, b]) => `${q} ${fmt(r)} (${fmt(a)}/${fmt(b)} ms)`).join('; '));
if (differ) {
  console.log(`${differ} queries answer differently`);
  process.exit(1);
}
