import { sql, type SQL } from 'drizzle-orm';
import { DEFAULT_POPULAR_SEARCHES, SUGGEST_BRANDS_LIMIT, SUGGEST_PRODUCTS_LIMIT } from '@market/domain/catalog-rules';
import type { PopularSearches, SearchSuggestions } from '@market/domain/product';
import { normalizeSearchQuery, SEARCH_LOG_TERM_MAX, type NormalizedQuery } from '@market/domain/search-text';
import type { Db } from '../db/client';
import { queryRows } from '../lib/sql';

/**
 * Korean search (issue 4) over the generated `search_jamo` / `search_choseong` columns (migrations
 * 0002/0003): a whole query or every word of it contained in a name (jamo level, so a half-typed
 * syllable matches), 초성 queries against the 초성 column, brands by their name, and when that finds
 * nothing, similar spellings (블레이져 ~ 블레이저) looked up in the dictionary of the words of product
 * and brand names (`search_terms`, kept by triggers, migrations 0006/0007) and then searched for
 * like the words themselves.
 *
 * Results are ranked in tiers (exact name, prefix, contains, every word, brand), then most reviewed.
 * A page is read tier by tier (productTierQuery), each tier only as far as the page needs: a tier
 * with many rows in popularity order from products_listed_popular_idx (which also holds the search
 * columns, so the walk reads the index only), a tier with few rows from the trigram, name and
 * brand indexes. How many rows each tier has is counted with the listing's facets (products.ts).
 */

export type SearchMode = 'strict' | 'fuzzy';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
const contains = (text: string) => `%${escapeLike(text)}%`;
const startsWith = (text: string) => `${escapeLike(text)}%`;

/** Similar spellings kept per word of a query (closest first). */
export const FUZZY_ALTERNATIVES = 8;
/** Concatenations of the words' similar spellings tried as a whole (word order as typed). */
const FUZZY_WHOLE_LIMIT = 8;

/**
 * A query as searched: the jamo strings to look for. Strict: the query itself. Fuzzy: every word
 * replaced by its similar spellings (any of them may match).
 */
export interface ResolvedSearch {
  norm: NormalizedQuery;
  mode: SearchMode;
  /** The whole query without spaces (strict: `norm.jamo`; fuzzy: concatenations of the similar spellings). */
  whole: string[];
  /** Per word of a query of several words: the word (strict) or its similar spellings (fuzzy); empty for one word. */
  words: string[][];
  /** The query when it is only 초성 (strict only). */
  choseong: string | null;
}

const or = (parts: (SQL | null | false)[]): SQL | null => {
  const kept = parts.filter((p): p is SQL => !!p);
  return kept.length ? (kept.length === 1 ? kept[0]! : sql`(${sql.join(kept, sql` or `)})`) : null;
};
const and = (parts: (SQL | null | false)[]): SQL | null => {
  const kept = parts.filter((p): p is SQL => !!p);
  return kept.length ? (kept.length === 1 ? kept[0]! : sql`(${sql.join(kept, sql` and `)})`) : null;
};
const not = (part: SQL | null): SQL | null => (part ? sql`not ${part}` : null);
const anyOf = (alternatives: string[], one: (a: string) => SQL): SQL => or(alternatives.map(one)) ?? sql`false`;

/**
 * How a tier's conditions are written, when its size is known (productTierQuery).
 * `index`: LIKE and equality, which the trigram, name and brand indexes answer; the tier's rows are
 * all fetched and sorted (its order key is hidden from the popularity index), right for few rows.
 * `scan`: strpos, left and opaque tests that no index answers and the planner does not estimate
 * from the column statistics (cheaper to plan), so the tier is read in popularity order from
 * products_listed_popular_idx and stops after the page, right for many rows.
 */
export type TermForm = 'index' | 'scan';

/** An expression the planner cannot match to an index (same value). */
const opaque = (expr: SQL) => sql`(${expr} || '')`;

/**
 * Name conditions of a row with search_jamo (`jamo`) and search_choseong (`cho`) columns. The
 * exact and prefix tests read the Korean and English parts with split_part, as the expression
 * indexes of products are built (catalog.ts).
 */
function nameTerms(r: ResolvedSearch, jamo: SQL, cho: SQL, form: TermForm = 'index') {
  const part = (n: 1 | 2) => sql`split_part(${jamo}, ' ', ${sql.raw(String(n))})`;
  const c = r.choseong;
  const scan = form === 'scan';
  const equals = (x: SQL, a: string) => (scan ? sql`${opaque(x)} = ${a}` : sql`${x} = ${a}`);
  const begins = (x: SQL, a: string) =>
    scan ? sql`left(${x}, ${sql.raw(String([...a].length))}) = ${a}` : sql`${x} like ${startsWith(a)}`;
  const has = (x: SQL, a: string) => (scan ? sql`strpos(${x}, ${a}) > 0` : sql`${x} like ${contains(a)}`);
  // Built on first use: a request needs only some of them.
  const memo: { exact?: SQL; prefix?: SQL; whole?: SQL; everyWord?: SQL | null } = {};
  return {
    get exact(): SQL {
      return (memo.exact ??= or([
        anyOf(r.whole, (a) => sql`(${equals(part(1), a)} or ${equals(part(2), a)})`),
        c !== null && equals(cho, c),
      ])!);
    },
    get prefix(): SQL {
      return (memo.prefix ??= or([
        anyOf(r.whole, (a) => sql`(${begins(part(1), a)} or ${begins(part(2), a)})`),
        c !== null && begins(cho, c),
      ])!);
    },
    get whole(): SQL {
      return (memo.whole ??= or([anyOf(r.whole, (a) => has(jamo, a)), c !== null && has(cho, c)])!);
    },
    get everyWord(): SQL | null {
      if (memo.everyWord === undefined) {
        const patterns = r.words.length > 1 && !scan ? everyWordPatterns(r.words) : null;
        memo.everyWord =
          r.words.length < 2
            ? null
            : patterns
              ? anyOf(patterns, (p) => sql`${jamo} like ${p}`)
              : and(r.words.map((alts) => anyOf(alts, (a) => has(jamo, a))));
      }
      return memo.everyWord;
    },
  };
}

/** Most LIKE patterns written for "every word" (everyWordPatterns); beyond, an AND of contains tests. */
const EVERY_WORD_PATTERNS = 24;

/**
 * "Contains every word" (one of each word's alternatives) as LIKE patterns, one per arrangement of
 * the words: every order, next words either apart (`%`) or overlapping (ab + bc -> abc), a word
 * inside another dropped. A name contains all the words exactly when it matches one of them. The
 * planner estimates such patterns from the column histogram, where an AND of separate tests would
 * multiply their frequencies as if independent (블레이저 and 오버핏: estimated 60 of 100k, 779 in
 * fact). Null when there would be more than EVERY_WORD_PATTERNS.
 */
export function everyWordPatterns(words: string[][]): string[] | null {
  const combos = words.reduce<string[][]>((acc, alts) => acc.flatMap((c) => alts.map((a) => [...c, a])), [[]]);
  if (combos.length > EVERY_WORD_PATTERNS) return null;
  const patterns = new Set<string>();
  for (const combo of combos) {
    const distinct = [...new Set(combo)];
    const kept = distinct.filter((w) => !distinct.some((o) => o !== w && o.includes(w)));
    // Arrangements: segments separated by %, each built from words that overlap in a row.
    const arrange = (segments: string[], rest: string[]): void => {
      if (patterns.size > EVERY_WORD_PATTERNS) return;
      if (!rest.length) {
        patterns.add(`%${segments.map(escapeLike).join('%')}%`);
        return;
      }
      rest.forEach((w, i) => {
        const others = rest.filter((_, j) => j !== i);
        const last = segments[segments.length - 1];
        arrange([...segments, w], others);
        if (last === undefined) return;
        for (let k = Math.min(last.length, w.length) - 1; k >= 1; k--) {
          if (last.endsWith(w.slice(0, k))) arrange([...segments.slice(0, -1), last + w.slice(k)], others);
        }
      });
    };
    arrange([], kept);
  }
  return patterns.size > EVERY_WORD_PATTERNS ? null : [...patterns];
}

/** Names matching the query: the whole query, every word of it, or its 초성. */
function nameMatch(r: ResolvedSearch, jamo: SQL, cho: SQL): SQL {
  const t = nameTerms(r, jamo, cho);
  return or([t.whole, t.everyWord])!;
}

/** Active brands whose name meets `where` (alias `b`), as an init-plan array. */
const brandIds = (where: SQL) => sql`array(select b.id from brands b where b.status = 'active' and ${where})`;

/** Products (alias `p`) of a brand matching the whole query, or with each word in their name or brand's name. */
function brandTerms(r: ResolvedSearch, form: TermForm = 'index'): { brand: SQL; perWord: SQL | null } {
  const has = (a: string) => (form === 'scan' ? sql`strpos(p.search_jamo, ${a}) > 0` : sql`p.search_jamo like ${contains(a)}`);
  const brand = sql`p.brand_id = any(${brandIds(nameMatch(r, sql`b.search_jamo`, sql`b.search_choseong`))})`;
  const perWord =
    r.words.length > 1
      ? and(
          r.words.map((alts) =>
            or([anyOf(alts, has), sql`p.brand_id = any(${brandIds(anyOf(alts, (a) => sql`b.search_jamo like ${contains(a)}`))})`]),
          ),
        )
      : null;
  return { brand, perWord };
}

/**
 * Products (alias `p`) matching the query by their own name or their brand's name; with several
 * words, each word may match either (`하루 블레이저`: brand 하루..., product 블레이저).
 */
export function productSearchCondition(r: ResolvedSearch): SQL {
  const { brand, perWord } = brandTerms(r);
  return or([nameMatch(r, sql`p.search_jamo`, sql`p.search_choseong`), brand, perWord])!;
}

/** Relevance tiers, best first (lower is better): the rank of a result is its first tier. */
export const RELEVANCE_TIERS = { exact: 0, prefix: 1000, contains: 2000, everyWord: 3000, other: 4000 } as const;

/** A relevance tier: its rank, its own condition, and that condition without the rows of the tiers before it. */
export interface RelevanceTier {
  rank: number;
  where: SQL;
  /** Built on demand (only a cursor page needs it). */
  only(): SQL;
  /** How the conditions are written; undefined: for the indexes, and the planner chooses how to read the tier. */
  form?: TermForm;
}

/** The relevance tiers a search has, best first (everyWord with several words, other with brands). */
export function relevanceRanks(r: ResolvedSearch, options: { brands?: boolean } = {}): number[] {
  const ranks: number[] = [RELEVANCE_TIERS.exact, RELEVANCE_TIERS.prefix, RELEVANCE_TIERS.contains];
  if (r.words.length > 1) ranks.push(RELEVANCE_TIERS.everyWord);
  if (options.brands !== false) ranks.push(RELEVANCE_TIERS.other);
  return ranks;
}

/**
 * The tiers as conditions on products (alias `p`): exact name (Korean or English, or the 초성),
 * prefix, contains, every word (several words), brand or per-word matches. A product's rank is the
 * first tier whose condition (`where`) it meets; `only` excludes the tiers before. `form` chooses
 * how each tier is written (TermForm; without it the planner chooses), `include` which are built.
 */
export function productTiers(
  r: ResolvedSearch,
  options: { brands?: boolean; form?: (rank: number) => TermForm; include?: (rank: number) => boolean } = {},
): RelevanceTier[] {
  const built: Partial<Record<TermForm, ReturnType<typeof nameTerms>>> = {};
  const terms = (form: TermForm) => (built[form] ??= nameTerms(r, sql`p.search_jamo`, sql`p.search_choseong`, form));
  return relevanceRanks(r, options)
    .filter((rank) => options.include?.(rank) ?? true)
    .map((rank): RelevanceTier => {
      const form = options.form?.(rank);
      const t = terms(form ?? 'index');
      switch (rank) {
        case RELEVANCE_TIERS.exact:
          return { rank, form, where: t.exact, only: () => t.exact };
        case RELEVANCE_TIERS.prefix:
          return { rank, form, where: t.prefix, only: () => and([t.prefix, not(t.exact)])! };
        case RELEVANCE_TIERS.contains:
          return { rank, form, where: t.whole, only: () => and([t.whole, not(t.prefix)])! };
        case RELEVANCE_TIERS.everyWord:
          return { rank, form, where: t.everyWord!, only: () => and([t.everyWord, not(t.whole)])! };
        default: {
          const b = brandTerms(r, form ?? 'index');
          const other = or([b.brand, b.perWord])!;
          // Scan form: `is true` keeps the brand lookups from choosing products_brand_idx.
          const where = form === 'scan' ? sql`(${other}) is true` : other;
          return { rank, form, where, only: () => and([where, not(t.whole), not(t.everyWord)])! };
        }
      }
    });
}

/** The relevance rank as one expression (lower is better), for small tables such as brands. */
export function relevanceRank(r: ResolvedSearch, jamo: SQL, cho: SQL, t = nameTerms(r, jamo, cho)): SQL {
  const when = [
    sql`when ${t.exact} then ${sql.raw(String(RELEVANCE_TIERS.exact))}`,
    sql`when ${t.prefix} then ${sql.raw(String(RELEVANCE_TIERS.prefix))}`,
    sql`when ${t.whole} then ${sql.raw(String(RELEVANCE_TIERS.contains))}`,
  ];
  if (t.everyWord) when.push(sql`when ${t.everyWord} then ${sql.raw(String(RELEVANCE_TIERS.everyWord))}`);
  return sql`(case ${sql.join(when, sql` `)} else ${sql.raw(String(RELEVANCE_TIERS.other))} end)`;
}

/** Brands (the `brands` table itself) whose name matches the query (strict). */
export function brandSearchCondition(norm: NormalizedQuery): SQL {
  return nameMatch(strictSearch(norm), sql`brands.search_jamo`, sql`brands.search_choseong`);
}

/** A cache key for a resolved search: the conditions built from it depend on nothing else. */
export function searchKey(r: ResolvedSearch): string {
  return JSON.stringify([r.mode, r.whole, r.words, r.choseong]);
}

function strictSearch(norm: NormalizedQuery): ResolvedSearch {
  return {
    norm,
    mode: 'strict',
    whole: [norm.jamo],
    words: norm.tokens.length > 1 ? norm.tokens.map((t) => [t]) : [],
    choseong: norm.choseong,
  };
}

const textArray = (values: string[]) => `{${values.map((v) => `"${v.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`;

/**
 * Similar spellings of each word of the query from the word dictionary (`search_terms`): words of
 * product and brand names whose trigram word similarity (jamo) reaches 0.6, closest first
 * (search_similar_terms, migration 0007). Empty for a word with none.
 */
async function similarWords(db: Db, tokens: string[]): Promise<string[][]> {
  const rows = await queryRows<{ i: number; terms: string }>(
    db,
    sql`select i, terms from search_similar_terms(${textArray(tokens)}::text[], ${FUZZY_ALTERNATIVES})`,
  );
  const byIndex = new Map(rows.map((row) => [Number(row.i), row.terms ? row.terms.split('\u001f') : []]));
  return tokens.map((_, i) => byIndex.get(i + 1) ?? []);
}

const cartesian = (lists: string[][], limit: number): string[] =>
  lists.reduce<string[]>((acc, alts) => acc.flatMap((prefix) => alts.map((a) => prefix + a)).slice(0, limit), ['']);

/**
 * The query as searched. Strict: as typed (no database work). Fuzzy: every word replaced by its
 * similar spellings; null when some word has none (nothing is similar enough).
 */
export async function resolveSearch(db: Db, norm: NormalizedQuery, mode: SearchMode): Promise<ResolvedSearch | null> {
  const r = strictSearch(norm);
  if (mode === 'strict') return r;
  const similar = await similarWords(db, norm.tokens);
  if (similar.some((alts) => !alts.length)) return null;
  return { ...r, mode, choseong: null, whole: cartesian(similar, FUZZY_WHOLE_LIMIT), words: similar.length > 1 ? similar : [] };
}

/**
 * Listed products (alias `p`) for productTierQuery: the brands that are not active are read once
 * per query (the `hidden` CTE) instead of once per tier.
 */
export const LISTED_IN_TIERS = sql`p.status <> 'inactive' and p.brand_id <> all((select ids from hidden)::uuid[])`;

/**
 * The ids of the first `limit` products in relevance order (tier, most reviewed, id) among those
 * matching `where` (alias `p`; LISTED_IN_TIERS for listed products), after `offset` rows or after a
 * relevance cursor. Each tier is its own subquery of at most offset + limit rows, read as its form
 * says (TermForm): in popularity order, stopping after the page (`scan`), or all its few rows
 * fetched and sorted (`index`, the order key `review_count + 0` hides the popularity order); with
 * no form the planner chooses.
 *
 * Without a cursor the tiers' own conditions are used and a product found in several tiers keeps
 * its best: a tier's first offset + limit rows contain every row of that tier on the page, since
 * the rows ahead of them are on the page too (fewer conditions to plan, and planning is much of a
 * search's cost). After a cursor a tier is read from the cursor on, so it must leave out the rows
 * of the tiers before (`only`), which the cursor has passed.
 * Selects `id`, `rank` and `review_count`.
 */
export function productTierQuery(
  tiers: RelevanceTier[],
  where: SQL,
  limit: number,
  offset: number,
  cursor: { rank: number; reviewCount: number; id: string } | null,
): SQL | null {
  const parts = tiers
    .filter((t) => !cursor || t.rank >= cursor.rank)
    .map((t) => {
      const after =
        cursor && t.rank === cursor.rank ? sql` and (p.review_count, p.id) < (${cursor.reviewCount}::int, ${cursor.id}::uuid)` : sql``;
      const order = t.form === 'index' ? sql`p.review_count + 0 desc, p.id desc` : sql`p.review_count desc, p.id desc`;
      return sql`(select p.id, ${sql.raw(String(t.rank))} as rank, p.review_count from products p
        where ${where} and ${cursor ? t.only() : t.where}${after}
        order by ${order} limit ${limit + offset})`;
    });
  if (!parts.length) return null;
  const union = sql.join(parts, sql` union all `);
  return sql`with hidden as (select array(select id from brands where status <> 'active') as ids)
    select id, min(rank) as rank, min(review_count) as review_count from (${union}) t
    group by id order by 2, 3 desc, id desc limit ${limit} offset ${offset}`;
}

/** Up to 5 product names and 3 brand names for the search box (exact and prefix first). */
export async function suggest(db: Db, q: string | undefined): Promise<SearchSuggestions> {
  const norm = q ? normalizeSearchQuery(q) : null;
  if (!norm) return { products: [], brands: [] };
  const run = async (mode: SearchMode): Promise<SearchSuggestions> => {
    const r = await resolveSearch(db, norm, mode);
    if (!r) return { products: [], brands: [] };
    const ids = productTierQuery(productTiers(r, { brands: false }), LISTED_IN_TIERS, SUGGEST_PRODUCTS_LIMIT * 4, 0, null)!;
    const brand = nameTerms(r, sql`b.search_jamo`, sql`b.search_choseong`);
    // Products and brands in one statement (one round trip), each list as JSON in its order.
    const [row] = await queryRows<{ products: string; brands: string }>(
      db,
      sql`select
            (select coalesce(json_agg(json_build_object('id', x.id, 'name', x.name) order by x.rank, x.review_count desc, x.id desc), '[]')::text
             from (select s.rank, s.review_count, p.id, p.name from (${ids}) s join products p on p.id = s.id) x) as products,
            (select coalesce(json_agg(json_build_object('slug', y.slug, 'name', y.name) order by y.rank, y.followers desc, y.id), '[]')::text
             from (select b.slug, b.name, b.id, b.followers, ${relevanceRank(r, sql`b.search_jamo`, sql`b.search_choseong`, brand)} as rank from brands b
                   where b.status = 'active' and ${or([brand.whole, brand.everyWord])}
                   order by 5, b.followers desc, b.id limit ${SUGGEST_BRANDS_LIMIT}) y) as brands`,
    );
    const products = JSON.parse(row?.products ?? '[]') as { id: string; name: string }[];
    const brands = JSON.parse(row?.brands ?? '[]') as { slug: string; name: string }[];
    // Many products share a name across brands: suggest distinct names.
    const seen = new Set<string>();
    const distinct = products.filter((p) => !seen.has(p.name) && seen.add(p.name)).slice(0, SUGGEST_PRODUCTS_LIMIT);
    return { products: distinct, brands };
  };
  const strict = await run('strict');
  if (strict.products.length || strict.brands.length) return strict;
  return run('fuzzy');
}

/**
 * Search-log entry for a submitted query; never fails the search that records it. The log is
 * analytics (popular searches), so its one-statement transaction commits without waiting for the
 * WAL to reach the disk (synchronous_commit off for that transaction only, set_config(..., true)):
 * the row is written and visible before the search answers, but a server crash may lose the last
 * fraction of a second of entries. A flush per search cost more than the search itself under load.
 */
export async function recordSearch(db: Db, term: string, resultCount: number, customerId: string | null = null): Promise<void> {
  const insert = searchLogInsert(term, resultCount, customerId);
  if (insert) await db.execute(insert).catch(() => undefined);
}

/**
 * The search-log insert of recordSearch as a statement of its own, or null for an empty term. A
 * listing runs it as a data-modifying CTE of its item query (`with search_logged as (...) select
 * ...`): one statement, one round trip, and the same transaction-local setting.
 */
export function searchLogInsert(term: string, resultCount: number, customerId: string | null = null): SQL | null {
  const clean = term.slice(0, SEARCH_LOG_TERM_MAX);
  if (!clean) return null;
  return sql`insert into search_log (term, customer_id, result_count)
    select ${clean}, ${customerId}::uuid, ${resultCount}::int where set_config('synchronous_commit', 'off', true) is not null`;
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
