#!/usr/bin/env node
// Issue 17 "Search finds what people type": precision@20 and nDCG@20 of the storefront search
// (GET /api/products?q=…, default sort) against the judged queries of bench/search-judged.json.
// What a shopper expects for each query is a rule over the catalogue (category, name as typed,
// brand, colour), evaluated here in SQL on the server's own database, so the judgement does not
// depend on the search code being measured (lib/search-judging.mjs).
//
//   node bench/search-quality.mjs --base=http://localhost:3211 --db=postgres://postgres@127.0.0.1:5432/market_x
//        [--kind=category] [--verbose] [--json=FILE]
//
// precision@20: relevant results among the first 20 / min(20, relevant products), so a query with
// 5 relevant products and those 5 first scores 1. nDCG@20: binary gains, log2 discount. A query
// whose rule matches nothing is reported and left out of the means.
import { writeFileSync } from 'node:fs';
import { importFromApi } from './api-deps.mjs';
import { parseArgs } from './args.mjs';
import { K, createJudge, judgedQueries, score, summarize } from './lib/search-judging.mjs';

const argv = parseArgs();
const BASE = argv.base ?? 'http://localhost:3211';
const DB = argv.db ?? process.env.DATABASE_URL;
if (!DB) throw new Error('--db=URL (the database of the server at --base) is required');
const queries = judgedQueries(argv.kind);

const { default: postgres } = await importFromApi('postgres');
const sql = postgres(DB, { max: 1, onnotice: () => {} });
const judge = createJudge(sql);

async function search(q) {
  const res = await fetch(`${BASE}/api/products?q=${encodeURIComponent(q)}&limit=${K}`);
  if (res.status !== 200) throw new Error(`${q}: ${res.status}`);
  const body = await res.json();
  return { ids: body.items.map((i) => i.id), names: body.items.map((i) => `${i.name}/${i.category.name}`), total: body.total };
}

const results = [];
for (const q of queries) {
  const relevant = await judge.relevantIds(q.rule);
  if (!relevant.size) {
    console.log(`(no relevant products, left out) ${q.kind} ${q.query}`);
    continue;
  }
  const found = await search(q.query);
  const s = score(found.ids, relevant);
  results.push({ ...q, relevant: relevant.size, total: found.total, ...s });
  if (argv.verbose || s.precision < 0.9)
    console.log(
      `${q.kind.padEnd(8)} ${q.query.padEnd(12)} P@20 ${s.precision.toFixed(2)} nDCG ${s.ndcg.toFixed(2)} relevant ${relevant.size} found ${found.total}` +
        (s.precision < 0.9 ? `  top: ${found.names.slice(0, 4).join(', ')}` : ''),
    );
}
await sql.end();

const summary = summarize(results);
console.log('\nkind       queries  P@20   nDCG@20  no result');
for (const [kind, s] of Object.entries(summary))
  console.log(`${kind.padEnd(10)} ${String(s.queries).padStart(7)}  ${s.precision.toFixed(3)}  ${s.ndcg.toFixed(3)}    ${s.zero}`);
const categoryFirst = results.filter((r) => r.kind === 'category' && r.firstRelevant !== 0);
console.log(
  `category words whose first result is not of the category: ${categoryFirst.length}${categoryFirst.length ? ` (${categoryFirst.map((r) => r.query).join(', ')})` : ''}`,
);
if (argv.json) writeFileSync(argv.json, JSON.stringify({ summary, results }, null, 2));
