import { sql, type SQL } from 'drizzle-orm';
import { DEFAULT_POPULAR_SEARCHES, SUGGEST_BRANDS_LIMIT, SUGGEST_PRODUCTS_LIMIT, type PopularSearches, type SearchSuggestions } from '@market/domain/product';
import { normalizeSearchQuery, type NormalizedQuery } from '@market/domain/search-text';
import type { Db } from '../db/client';
import { queryRows } from '../lib/sql';

/**
 * Korean search over the generated `search_jamo` / `search_choseong` columns (migration 0002/0003):
 * a whole query or every word of it contained in a name (jamo level, so a half-typed syllable
 * matches), 초성 queries against the 초성 column, and when that finds nothing, trigram word
 * similarity on jamo (블레이져 ~ 블레이저). All conditions are GIN trigram index scans.
 */

export type SearchMode = 'strict' | 'fuzzy';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
const contains = (text: string) => `%${escapeLike(text)}%`;
const startsWith = (text: string) => `${escapeLike(text)}%`;

/** `column` holds the search key: the table's search_jamo (or search_choseong). */
function textMatch(jamoColumn: SQL, choseongColumn: SQL, norm: NormalizedQuery, mode: SearchMode): SQL {
  if (mode === 'fuzzy') return sql.join(norm.tokens.map((t) => sql`(${t} <% ${jamoColumn})`), sql` and `);
  const parts: SQL[] = [sql`${jamoColumn} like ${contains(norm.jamo)}`];
  if (norm.tokens.length > 1) parts.push(sql`(${sql.join(norm.tokens.map((t) => sql`${jamoColumn} like ${contains(t)}`), sql` and `)})`);
  if (norm.choseong) parts.push(sql`${choseongColumn} like ${contains(norm.choseong)}`);
  return sql`(${sql.join(parts, sql` or `)})`;
}

/** Ids of active brands whose name matches `text` (one word or the whole query), as an init-plan array. */
function matchingBrandIds(norm: NormalizedQuery, mode: SearchMode): SQL {
  return sql`array(select b2.id from brands b2 where b2.status = 'active' and ${textMatch(sql`b2.search_jamo`, sql`b2.search_choseong`, norm, mode)})`;
}

/** Brands (the `brands` table itself) whose name matches the query. */
export function brandSearchCondition(norm: NormalizedQuery, mode: SearchMode = 'strict'): SQL {
  return textMatch(sql`brands.search_jamo`, sql`brands.search_choseong`, norm, mode);
}

const single = (norm: NormalizedQuery, token: string): NormalizedQuery => ({ ...norm, jamo: token, tokens: [token], choseong: null });

/**
 * Products (alias `p`) matching the query by their own name or their brand's name; with several
 * words, each word may match either (`하루 블레이저`: brand 하루..., product 블레이저).
 */
export function productSearchCondition(norm: NormalizedQuery, mode: SearchMode): SQL {
  const own = textMatch(sql`p.search_jamo`, sql`p.search_choseong`, norm, mode);
  const byBrand = sql`p.brand_id = any(${matchingBrandIds(norm, mode)})`;
  const parts = [own, byBrand];
  if (norm.tokens.length > 1) {
    const perWord = norm.tokens.map((t) => {
      const one = single(norm, t);
      return sql`(${textMatch(sql`p.search_jamo`, sql`p.search_choseong`, one, mode)} or p.brand_id = any(${matchingBrandIds(one, mode)}))`;
    });
    parts.push(sql`(${sql.join(perWord, sql` and `)})`);
  }
  return sql`(${sql.join(parts, sql` or `)})`;
}

/**
 * Relevance rank (lower is better) of a row with a search_jamo / search_choseong column:
 * 0 exact name (Korean or English), 1 prefix, 2 contains, 3 every word contained, 4 other
 * (brand match, similarity); similarity adds 0..999 within its tier.
 */
export function relevanceRank(jamoColumn: SQL, choseongColumn: SQL, norm: NormalizedQuery, mode: SearchMode): SQL {
  const j = norm.jamo;
  const tiers: SQL[] = [
    sql`when split_part(${jamoColumn}, ' ', 1) = ${j} or split_part(${jamoColumn}, ' ', 2) = ${j} then 0`,
    ...(norm.choseong ? [sql`when ${choseongColumn} = ${norm.choseong} then 0`] : []),
    sql`when ${jamoColumn} like ${startsWith(j)} or ${jamoColumn} like ${`% ${escapeLike(j)}%`} then 1000`,
  ];
  if (norm.choseong) tiers.push(sql`when ${choseongColumn} like ${startsWith(norm.choseong)} then 1000`);
  tiers.push(sql`when ${jamoColumn} like ${contains(j)} then 2000`);
  if (norm.choseong) tiers.push(sql`when ${choseongColumn} like ${contains(norm.choseong)} then 2000`);
  if (norm.tokens.length > 1) tiers.push(sql`when ${sql.join(norm.tokens.map((t) => sql`${jamoColumn} like ${contains(t)}`), sql` and `)} then 3000`);
  const base = sql`(case ${sql.join(tiers, sql` `)} else 4000 end)`;
  // Similar spellings: closest word first, then the closest whole name (블레이져 -> 블레이저 before 블레이저 셋업).
  return mode === 'fuzzy' ? sql`(${base} + 999 - round((word_similarity(${j}, ${jamoColumn}) * 0.7 + similarity(${j}, ${jamoColumn}) * 0.3) * 999)::int)` : base;
}

/** Up to 5 product names and 3 brand names for the search box (exact and prefix first). */
export async function suggest(db: Db, q: string | undefined): Promise<SearchSuggestions> {
  const norm = q ? normalizeSearchQuery(q) : null;
  if (!norm) return { products: [], brands: [] };
  const run = async (mode: SearchMode) => {
    const [products, brands] = await Promise.all([
      queryRows<{ id: string; name: string }>(
        db,
        sql`select p.id, p.name from products p
            where p.status <> 'inactive' and p.brand_id <> all(array(select id from brands where status <> 'active'))
              and ${textMatch(sql`p.search_jamo`, sql`p.search_choseong`, norm, mode)}
            order by ${relevanceRank(sql`p.search_jamo`, sql`p.search_choseong`, norm, mode)}, p.review_count desc, p.id desc
            limit ${SUGGEST_PRODUCTS_LIMIT * 4}`,
      ),
      queryRows<{ slug: string; name: string }>(
        db,
        sql`select b.slug, b.name from brands b
            where b.status = 'active' and ${textMatch(sql`b.search_jamo`, sql`b.search_choseong`, norm, mode)}
            order by ${relevanceRank(sql`b.search_jamo`, sql`b.search_choseong`, norm, mode)}, b.followers desc, b.id
            limit ${SUGGEST_BRANDS_LIMIT}`,
      ),
    ]);
    // Many products share a name across brands: suggest distinct names.
    const seen = new Set<string>();
    const distinct = products.filter((p) => !seen.has(p.name) && seen.add(p.name)).slice(0, SUGGEST_PRODUCTS_LIMIT);
    return { products: distinct, brands };
  };
  const strict = await run('strict');
  if (strict.products.length || strict.brands.length) return strict;
  return run('fuzzy');
}

/** Search-log entry for a submitted query; never fails the search that records it. */
export async function recordSearch(db: Db, term: string, resultCount: number, customerId: string | null = null): Promise<void> {
  const clean = term.slice(0, 100);
  if (!clean) return;
  await db.execute(sql`insert into search_log (term, customer_id, result_count) values (${clean}, ${customerId}, ${resultCount})`).catch(() => undefined);
}

export const POPULAR_SEARCHES_LIMIT = 10;
const POPULAR_WINDOW = sql`now() - interval '30 days'`;

/**
 * Popular terms of the last 30 days: searches that found something (weight 0.6) and the category
 * names of what was ordered (0.4; each order counts once per category), each scaled to its top term. Falls back to the spec's fixed list,
 * which also fills a short list.
 */
export async function popularSearches(db: Db): Promise<PopularSearches> {
  const [searched, ordered] = await Promise.all([
    queryRows<{ term: string; n: number }>(
      db,
      sql`select min(term) as term, count(*)::int as n from search_log
          where created_at >= ${POPULAR_WINDOW} and result_count > 0
          group by lower(regexp_replace(term, '\\s+', '', 'g')) order by n desc, term limit 50`,
    ),
    queryRows<{ term: string; n: number }>(
      db,
      sql`select c.name as term, count(distinct o.id)::int as n
          from orders o join order_lines l on l.order_id = o.id join products p on p.id = l.product_id join categories c on c.id = p.category_id
          where o.created_at >= ${POPULAR_WINDOW} and o.status <> 'cancelled'
          group by c.name order by n desc, c.name limit 50`,
    ),
  ]);
  // Each source scaled to its own top term; searches weigh more (they are what people type).
  const scores = new Map<string, { term: string; score: number }>();
  const add = (list: { term: string; n: number }[], weight: number) => {
    const top = Math.max(1, ...list.map((r) => r.n));
    for (const row of list) {
      const key = row.term.toLowerCase().replace(/\s+/g, '');
      const cur = scores.get(key) ?? { term: row.term, score: 0 };
      cur.score += (weight * row.n) / top;
      scores.set(key, cur);
    }
  };
  add(searched, 0.6);
  add(ordered, 0.4);
  const terms = [...scores.values()].sort((a, b) => b.score - a.score || a.term.localeCompare(b.term, 'ko')).map((s) => s.term);
  for (const fallback of DEFAULT_POPULAR_SEARCHES) if (!terms.includes(fallback)) terms.push(fallback);
  return { terms: terms.slice(0, POPULAR_SEARCHES_LIMIT) };
}
