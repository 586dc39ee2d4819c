// The judging of issue 17's query set (bench/search-judged.json), shared by search-quality.mjs
// (our search) and peer/run.mjs (ours and Vendure side by side). What a shopper expects for each
// query is a rule over the catalogue (category, name as typed, brand, colour), evaluated in SQL on
// our database, so the judgement does not depend on the search code being measured.
//
// precision@K: relevant results among the first K / min(K, relevant products), so a query with
// 5 relevant products and those 5 first scores 1. nDCG@K: binary gains, log2 discount.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { root } from '../api-deps.mjs';

export const K = 20;

/** The judged queries, optionally of one kind. */
export function judgedQueries(kind) {
  const judged = JSON.parse(readFileSync(path.join(root, 'bench/search-judged.json'), 'utf8'));
  return judged.queries.filter((q) => !kind || q.kind === kind);
}

/** `relevantIds(rule)`: the ids of the listed products a rule matches, on postgres.js client `sql`. */
export function createJudge(sql) {
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
  return {
    async relevantIds(rule) {
      const rows = await sql`select p.id from products p join brands b on b.id = p.brand_id
        join categories c on c.id = p.category_id left join categories up on up.id = c.parent_id
        where p.status <> 'inactive' and b.status = 'active' and ${condition(rule)}`;
      return new Set(rows.map((r) => r.id));
    },
  };
}

/** precision@K, nDCG@K and the rank of the first relevant result of a result list of ids. */
export function score(ids, relevant) {
  const hits = ids.slice(0, K).map((id) => relevant.has(id));
  const ideal = Math.min(K, relevant.size);
  const dcg = hits.reduce((s, h, i) => s + (h ? 1 / Math.log2(i + 2) : 0), 0);
  const idcg = Array.from({ length: ideal }, (_, i) => 1 / Math.log2(i + 2)).reduce((a, b) => a + b, 0);
  return { precision: hits.filter(Boolean).length / ideal, ndcg: dcg / idcg, firstRelevant: hits.indexOf(true) };
}

const mean = (xs) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);

/** Means per kind and over all: queries, precision, ndcg, zero (queries with no result). */
export function summarize(results) {
  const summary = {};
  const of = (rs) => ({
    queries: rs.length,
    precision: mean(rs.map((r) => r.precision)),
    ndcg: mean(rs.map((r) => r.ndcg)),
    zero: rs.filter((r) => r.total === 0).length,
  });
  for (const kind of [...new Set(results.map((r) => r.kind))]) summary[kind] = of(results.filter((r) => r.kind === kind));
  summary.all = of(results);
  return summary;
}
