#!/usr/bin/env node
// Issue 17 "Search finds what people type": precision@20 and nDCG@20 of the storefront search
// (GET /api/products?q=…, default sort) against the judged queries of bench/search-judged.json.
// What a shopper expects for each query is a rule over the catalogue (category, name as typed,
// brand, colour), evaluated here in SQL on the server's own database, so the judgement does not
// depend on the search code being measured.
//
//   node bench/search-quality.mjs --base=http://localhost:3211 --db=postgres://postgres@127.0.0.1:5432/market_x
//        [--kind=category] [--verbose] [--json=FILE]
//
// precision@20: relevant results among the first 20 / min(20, relevant products), so a query with
// 5 relevant products and those 5 first scores 1. nDCG@20: binary gains, log2 discount. A query
// whose rule matches nothing is reported and left out of the means.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { importFromApi, root } from './api-deps.mjs';
import { parseArgs } from './args.mjs';

const argv = parseArgs();
const BASE = argv.base ?? 'http://localhost:3211';
const DB = argv.db ?? process.env.DATABASE_URL;
if (!DB) throw new Error('--db=URL (the database of the server at --base) is required');
const K = 20;
const judged = JSON.parse(readFileSync(path.join(root, 'bench/search-judged.json'), 'utf8'));
const queries = judged.queries.filter((q) => !argv.kind || q.kind === argv.kind);

const { default: postgres } = await importFromApi('postgres');
const sql = postgres(DB, { max: 1, onnotice: () => {} });

/** A rule as a SQL condition over products `p` (brand `b`, category `c`, its parent `up`). */
function condition(rule) {
  const parts = [];
  if (rule.cat?.length) parts.push(sql`(c.slug = any(${rule.cat}) or up.slug = any(${rule.cat}))`);
  if (rule.name?.length)
    parts.push(sql`exists (select 1 from unnest(${rule.name}::text[]) w where strpos(lower(p.name || ' ' || p.name_en), lower(w)) > 0)`);
  if (rule.brand?.length) parts.push(sql`b.name = any(${rule.brand})`);
  if (rule.color?.length) parts.push(sql`p.colors && ${rule.color}::text[]`);
  const any = parts.reduce((acc, part) => (acc ? sql`${acc} or ${part}` : part), null);
  const all = (rule.all ?? []).map(condition).reduce((acc, part) => (acc ? sql`${acc} and ${part}` : part), null);
  if (any && all) return sql`((${any}) and ${all})`;
  return any ? sql`(${any})` : all ? sql`(${all})` : sql`false`;
}

async function relevantIds(rule) {
  const rows = await sql`select p.id from products p join brands b on b.id = p.brand_id
    join categories c on c.id = p.category_id left join categories up on up.id = c.parent_id
    where p.status <> 'inactive' and b.status = 'active' and ${condition(rule)}`;
  return new Set(rows.map((r) => r.id));
}

async function search(q) {
  const res = await fetch(`${BASE}/api/products?q=${encodeURIComponent(q)}&limit=${K}`);
  if (res.status !== 200) throw new Error(`${q}: ${res.status}`);
  const body = await res.json();
  return { ids: body.items.map((i) => i.id), names: body.items.map((i) => `${i.name}/${i.category.name}`), total: body.total };
}

const results = [];
for (const q of queries) {
  const relevant = await relevantIds(q.rule);
  if (!relevant.size) {
    console.log(`(no relevant products, left out) ${q.kind} ${q.query}`);
    continue;
  }
  const found = await search(q.query);
  const hits = found.ids.map((id) => relevant.has(id));
  const ideal = Math.min(K, relevant.size);
  const precision = hits.filter(Boolean).length / ideal;
  const dcg = hits.reduce((s, h, i) => s + (h ? 1 / Math.log2(i + 2) : 0), 0);
  const idcg = Array.from({ length: ideal }, (_, i) => 1 / Math.log2(i + 2)).reduce((a, b) => a + b, 0);
  const firstRelevant = hits.indexOf(true);
  results.push({ ...q, relevant: relevant.size, total: found.total, precision, ndcg: dcg / idcg, firstRelevant });
  if (argv.verbose || precision < 0.9)
    console.log(
      `${q.kind.padEnd(8)} ${q.query.padEnd(12)} P@20 ${precision.toFixed(2)} nDCG ${(dcg / idcg).toFixed(2)} relevant ${relevant.size} found ${found.total}` +
        (precision < 0.9 ? `  top: ${found.names.slice(0, 4).join(', ')}` : ''),
    );
}
await sql.end();

const mean = (xs) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);
const summary = {};
for (const kind of [...new Set(results.map((r) => r.kind))]) {
  const rs = results.filter((r) => r.kind === kind);
  summary[kind] = {
    queries: rs.length,
    precision: mean(rs.map((r) => r.precision)),
    ndcg: mean(rs.map((r) => r.ndcg)),
    zero: rs.filter((r) => r.total === 0).length,
  };
}
summary.all = {
  queries: results.length,
  precision: mean(results.map((r) => r.precision)),
  ndcg: mean(results.map((r) => r.ndcg)),
  zero: results.filter((r) => r.total === 0).length,
};
console.log('\nkind       queries  P@20   nDCG@20  no result');
for (const [kind, s] of Object.entries(summary))
  console.log(`${kind.padEnd(10)} ${String(s.queries).padStart(7)}  ${s.precision.toFixed(3)}  ${s.ndcg.toFixed(3)}    ${s.zero}`);
const categoryFirst = results.filter((r) => r.kind === 'category' && r.firstRelevant !== 0);
console.log(
  `category words whose first result is not of the category: ${categoryFirst.length}${categoryFirst.length ? ` (${categoryFirst.map((r) => r.query).join(', ')})` : ''}`,
);
if (argv.json) writeFileSync(argv.json, JSON.stringify({ summary, results }, null, 2));
