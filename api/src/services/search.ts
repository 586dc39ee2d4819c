import { sql, type SQL } from 'drizzle-orm';
import { DEFAULT_POPULAR_SEARCHES, SUGGEST_BRANDS_LIMIT, SUGGEST_PRODUCTS_LIMIT } from '@market/domain/catalog-rules';
import type { PopularSearches, SearchSuggestions } from '@market/domain/product';
import {
  MAX_SEARCH_TOKENS,
  normalizeSearchQuery,
  SEARCH_LOG_TERM_MAX,
  fromSearchJamo,
  toSearchJamo,
  type NormalizedQuery,
} from '@market/domain/search-text';
import type { Db } from '../db/client';
import { queryRows } from '../lib/sql';
import { onListingCacheClear, TtlCache } from './listing-cache';

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
/** Words a query word stands for, itself included (the dictionary may list more). */
const WORD_ALTERNATIVES = 8;
/** Longest word (syllables) split into words written together (울코트 -> 울 + 코트). */
const COMPOUND_MAX = 10;

/**
 * A query as searched. Each word is kept twice: as lowercase text without spaces, for the tests
 * "contains the word as typed" (whole syllables: 코트 is not in 코튼), and as jamo, for the trigram
 * indexes and half-typed syllables. Strict: the query, its words or the parts of a word written
 * together, each with its synonyms from the dictionary (search_synonyms). Fuzzy: every word replaced
 * by its similar spellings.
 */
export interface ResolvedSearch {
  norm: NormalizedQuery;
  mode: SearchMode;
  /** The whole query without spaces and what it stands for, as jamo. */
  whole: string[];
  /** The same as text (lowercase, no spaces). */
  texts: string[];
  /** Per word of a query of several words (or of a compound): its alternatives as jamo; empty for one word. */
  words: string[][];
  /** The same as text. */
  wordTexts: string[][];
  /** Colour swatches the whole query names (블랙 -> Black), and per word. */
  colors: string[];
  wordColors: string[][];
  /** The query when it is only 초성 (strict only). */
  choseong: string | null;
  /** The query is one word written together, split into `words` (울코트 -> 울, 코트). */
  compound: boolean;
}

const or = (parts: (SQL | null | false)[]): SQL | null => {
  const kept = parts.filter((p): p is SQL => !!p);
  return kept.length ? (kept.length === 1 ? kept[0]! : sql`(${sql.join(kept, sql` or `)})`) : null;
};
const and = (parts: (SQL | null | false)[]): SQL | null => {
  const kept = parts.filter((p): p is SQL => !!p);
  return kept.length ? (kept.length === 1 ? kept[0]! : sql`(${sql.join(kept, sql` and `)})`) : null;
};
const not = (part: SQL | null): SQL | null => (part ? sql`(${part}) is not true` : null);
const anyOf = (alternatives: string[], one: (a: string) => SQL): SQL => or(alternatives.map(one)) ?? sql`false`;

/**
 * How a tier's conditions are written, when its size is known (productTierQuery).
 * `index`: LIKE and equality, which the trigram, name and brand indexes answer; the tier's rows are
 * all fetched and sorted (its order key is hidden from the popularity index), right for few rows.
 * `scan`: strpos, left and opaque tests that no index answers and the planner does not estimate
 * from the column statistics (cheaper to plan), so the tier is read in popularity order from
 * products_listed_stock_popular_idx and stops after the page, right for many rows.
 */
export type TermForm = 'index' | 'scan';

/** An expression the planner cannot match to an index (same value). */
const opaque = (expr: SQL) => sql`(${expr} || '')`;

/**
 * Name conditions (jamo level) of a row with search_jamo (`jamo`) and search_choseong (`cho`)
 * columns. The exact and prefix tests read the Korean and English parts with split_part, as the
 * expression indexes of products are built (catalog.ts).
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

/** Products (alias `p`) of a brand matching the whole query, or with each word in their name or brand's name (jamo level). */
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

/** Lowercase text without spaces, as the `texts` of a ResolvedSearch are written. */
const compact = (expr: SQL) => sql`replace(lower(${expr}), ' ', '')`;
/** The names without spaces, `replace(lower(name || '|' || name_en), ' ', '')` (a stored column, schema/catalog.ts). */
const PRODUCT_NAME_TEXT = sql`p.search_text`;
/** The name's words between spaces: ' 울 블렌드 싱글 코트 | wool blend single coat '. */
const PRODUCT_NAME_WORDS = sql`p.search_words`;

/** Where in a name a word is found as typed: a whole word (코트), a word's start (블루종), anywhere (스트라이프). */
export type NamePlace = 'word' | 'start' | 'inside';

/**
 * Products (alias `p`) whose name contains one of the words as typed (whole syllables: 코트 is not in
 * 코튼) at `place`. The index form adds the same test on the jamo column, which the trigram index answers.
 */
function nameHas(texts: string[], jamo: string[], form: TermForm, place: NamePlace = 'inside'): SQL {
  return anyOf(
    texts.map((_, i) => String(i)),
    (i) => {
      const text = texts[Number(i)]!;
      const has =
        place === 'inside'
          ? sql`strpos(${PRODUCT_NAME_TEXT}, ${text}) > 0`
          : sql`strpos(${PRODUCT_NAME_WORDS}, ${place === 'word' ? ` ${text} ` : ` ${text}`}) > 0`;
      return form === 'scan' ? has : sql`(p.search_jamo like ${contains(jamo[Number(i)]!)} and ${has})`;
    },
  );
}

/** Products (alias `p`) whose Korean or English name begins with one of the words as typed. */
const nameBegins = (texts: string[]): SQL =>
  anyOf(texts, (t) => sql`(strpos(${compact(sql`p.name`)}, ${t}) = 1 or strpos(${compact(sql`p.name_en`)}, ${t}) = 1)`);

/**
 * Products (alias `p`) of an active category whose name or parent's name contains one of the words
 * as typed (가방 -> every bag; 백 -> 백팩, 숄더백 ...), whose slug has it as a word (bag, coat), or
 * whose name's 초성 is the query (ㄱㅂ -> 가방): the category path indexed beside the name.
 */
function categoryHas(texts: string[], choseong: string | null = null): SQL | null {
  if (!texts.length && !choseong) return null;
  const textMatch = anyOf(
    texts,
    (t) => sql`(strpos(${compact(sql`c.name`)}, ${t}) > 0 or strpos(${compact(sql`coalesce(up.name, '')`)}, ${t}) > 0
      or ${t} = any(string_to_array(c.slug, '-')) or ${t} = any(string_to_array(coalesce(up.slug, ''), '-')))`,
  );
  const choseongMatch = choseong ? sql`(search_choseong(c.name) = ${choseong} or search_choseong(up.name) = ${choseong})` : null;
  return sql`p.category_id = any(array(select c.id from categories c left join categories up on up.id = c.parent_id
    where c.is_active and ${or([textMatch, choseongMatch])}))`;
}

/** Products (alias `p`) of an active brand whose Korean or English name contains one of the words as typed. */
function brandHas(texts: string[]): SQL | null {
  if (!texts.length) return null;
  return sql`p.brand_id = any(${brandIds(anyOf(texts, (t) => sql`strpos(${compact(sql`b.name || '|' || b.name_en`)}, ${t}) > 0`))})`;
}

/** Products (alias `p`) in one of the colours. */
const colorHas = (colors: string[]): SQL | null => (colors.length ? sql`p.colors && ${textArray(colors)}::text[]` : null);

/**
 * Products (alias `p`) matching the query anywhere it is indexed: by name, category, colour or
 * brand (as typed), by every word in one of them, or by name and brand at the jamo level (half-typed
 * syllables, 초성): the union of the relevance tiers.
 */
export function productSearchCondition(r: ResolvedSearch): SQL {
  return or(productTiers(r).map((t) => t.where))!;
}

/**
 * Relevance tiers, best first (lower is better): the rank of a result is its first tier. Name >
 * category > colour > brand, the query as typed, before every word in one of those, before matches
 * at the jamo level only (half-typed syllables, 초성, a word inside a longer one: 코트 in 코튼),
 * which are where typo neighbours come from. A sold-out product ranks SOLD_OUT_RANK after the
 * products of its tier that are in stock (issue 17 merchandising).
 */
export const RELEVANCE_TIERS = {
  exact: 0,
  prefix: 500,
  nameAndCategory: 1000,
  nameWord: 1500,
  category: 2000,
  color: 2200,
  nameWordStart: 2400,
  brand: 2500,
  nameInside: 2700,
  everyWord: 3000,
  compoundHead: 3500,
  other: 4000,
} as const;
export const SOLD_OUT_RANK = 50;
const TIER_RANKS: number[] = Object.values(RELEVANCE_TIERS);
/** The tier of a result's rank (the rank without the sold-out step). */
export const tierOfRank = (rank: number) => (TIER_RANKS.includes(rank) ? rank : rank - SOLD_OUT_RANK);

/** A relevance tier: its rank, its own condition, and that condition without the rows of the tiers before it. */
export interface RelevanceTier {
  rank: number;
  where: SQL;
  /** Built on demand (only a cursor page needs it). */
  only(): SQL;
  /** How the conditions are written; undefined: for the indexes, and the planner chooses how to read the tier. */
  form?: TermForm;
}

/** The relevance tiers a search has, best first. */
export function relevanceRanks(r: ResolvedSearch, options: { brands?: boolean } = {}): number[] {
  return tierConditions(r, options, 'index').map((t) => t.rank);
}

/** Each tier's rank and its condition written in `form`. */
function tierConditions(r: ResolvedSearch, options: { brands?: boolean }, form: TermForm): { rank: number; where: SQL }[] {
  const brands = options.brands !== false;
  const t = nameTerms(r, sql`p.search_jamo`, sql`p.search_choseong`, form);
  const category = categoryHas(r.texts);
  const tiers: { rank: number; where: SQL | null }[] = [
    { rank: RELEVANCE_TIERS.exact, where: t.exact },
    { rank: RELEVANCE_TIERS.prefix, where: and([t.prefix, nameBegins(r.texts)]) },
    { rank: RELEVANCE_TIERS.nameAndCategory, where: category && and([nameHas(r.texts, r.whole, form, 'start'), category]) },
    { rank: RELEVANCE_TIERS.nameWord, where: nameHas(r.texts, r.whole, form, 'word') },
    { rank: RELEVANCE_TIERS.category, where: categoryHas(r.texts, r.choseong) },
    { rank: RELEVANCE_TIERS.color, where: colorHas(r.colors) },
    { rank: RELEVANCE_TIERS.nameWordStart, where: nameHas(r.texts, r.whole, form, 'start') },
    { rank: RELEVANCE_TIERS.brand, where: brands ? brandHas(r.texts) : null },
    { rank: RELEVANCE_TIERS.nameInside, where: nameHas(r.texts, r.whole, form) },
  ];
  const wordMatch = (i: number) => {
    const texts = r.wordTexts[i]!;
    return or([nameHas(texts, r.words[i]!, form), categoryHas(texts), colorHas(r.wordColors[i] ?? []), brands && brandHas(texts)]);
  };
  if (r.wordTexts.length > 1) tiers.push({ rank: RELEVANCE_TIERS.everyWord, where: and(r.wordTexts.map((_, i) => wordMatch(i))) });
  // A word written together names its kind last (롱코트 is a 코트): when no product has every part, the kind's.
  if (r.compound) tiers.push({ rank: RELEVANCE_TIERS.compoundHead, where: wordMatch(r.wordTexts.length - 1) });
  const b = brands ? brandTerms(r, form) : null;
  const other = or([t.whole, t.everyWord, b?.brand ?? null, b?.perWord ?? null])!;
  // Scan form: `is true` keeps the brand lookups from choosing products_brand_idx.
  tiers.push({ rank: RELEVANCE_TIERS.other, where: form === 'scan' && b ? sql`(${other}) is true` : other });
  return tiers.filter((x): x is { rank: number; where: SQL } => x.where !== null);
}

/**
 * The tiers as conditions on products (alias `p`). A product's rank is the first tier whose
 * condition (`where`) it meets; `only` excludes the tiers before. `form` chooses how each tier is
 * written (TermForm; without it the planner chooses), `include` which are built.
 */
export function productTiers(
  r: ResolvedSearch,
  options: { brands?: boolean; form?: (rank: number) => TermForm; include?: (rank: number) => boolean } = {},
): RelevanceTier[] {
  const built: Partial<Record<TermForm, { rank: number; where: SQL }[]>> = {};
  const conditions = (form: TermForm) => (built[form] ??= tierConditions(r, options, form));
  const ranks = conditions('index').map((t) => t.rank);
  return ranks
    .filter((rank) => options.include?.(rank) ?? true)
    .map((rank): RelevanceTier => {
      const form = options.form?.(rank);
      const all = conditions(form ?? 'index');
      const i = all.findIndex((t) => t.rank === rank);
      const where = all[i]!.where;
      return { rank, form, where, only: () => and([where, ...all.slice(0, i).map((t) => not(t.where))])! };
    });
}

/** The relevance rank as one expression (lower is better), for small tables such as brands. */
export function relevanceRank(r: ResolvedSearch, jamo: SQL, cho: SQL, t = nameTerms(r, jamo, cho)): SQL {
  const when = [
    sql`when ${t.exact} then ${sql.raw(String(RELEVANCE_TIERS.exact))}`,
    sql`when ${t.prefix} then ${sql.raw(String(RELEVANCE_TIERS.nameAndCategory))}`,
    sql`when ${t.whole} then ${sql.raw(String(RELEVANCE_TIERS.nameWord))}`,
  ];
  if (t.everyWord) when.push(sql`when ${t.everyWord} then ${sql.raw(String(RELEVANCE_TIERS.everyWord))}`);
  return sql`(case ${sql.join(when, sql` `)} else ${sql.raw(String(RELEVANCE_TIERS.other))} end)`;
}

/** Brands (the `brands` table itself) whose name matches the query (strict, as typed). */
export function brandSearchCondition(norm: NormalizedQuery): SQL {
  return nameMatch(strictSearch(norm), sql`brands.search_jamo`, sql`brands.search_choseong`);
}

/** A cache key for a resolved search: the conditions built from it depend on nothing else. */
export function searchKey(r: ResolvedSearch): string {
  return JSON.stringify([r.mode, r.whole, r.texts, r.words, r.wordTexts, r.colors, r.wordColors, r.choseong, r.compound]);
}

/** Lowercase text without spaces, as the queries' words are compared. */
const compactText = (text: string) => text.toLowerCase().replace(/\s+/g, '');
/** The colour swatches (stored in English, capitalised) among a word's alternatives. */
const swatches = (texts: string[]) => [...new Set(texts.filter((t) => /^[a-z]+$/.test(t)).map((t) => t[0]!.toUpperCase() + t.slice(1)))];

function strictSearch(norm: NormalizedQuery, expand: { whole?: string[]; words?: string[][]; compound?: boolean } = {}): ResolvedSearch {
  // The typed words with their spaces too, for the whole-word tests of names (옥스포드 셔츠).
  const spaced = norm.text.includes(' ') ? [norm.text.toLowerCase()] : [];
  const texts = [...new Set([compactText(norm.text), ...spaced, ...(expand.whole ?? [])])].slice(0, WORD_ALTERNATIVES);
  const words =
    expand.words ??
    (norm.tokens.length > 1
      ? norm.text
          .toLowerCase()
          .split(' ')
          .filter(Boolean)
          .map((w) => [w])
      : []);
  const wordTexts = words.map((alts) => [...new Set(alts.map(compactText))].slice(0, WORD_ALTERNATIVES));
  return {
    norm,
    mode: 'strict',
    whole: texts.map(toSearchJamo),
    texts,
    words: wordTexts.map((alts) => alts.map(toSearchJamo)),
    wordTexts,
    colors: swatches(texts),
    wordColors: wordTexts.map(swatches),
    choseong: norm.choseong,
    compound: expand.compound ?? false,
  };
}

const textArray = (values: string[]) => `{${values.map((v) => `"${v.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`;

/** How long the edit-distance dictionary (fuzzyDictionary) is kept in memory. */
const DICTIONARY_TTL_MS = 60_000;
const dictionaries = new WeakMap<Db, { at: number; words: Promise<string[]> }>();

/**
 * The words a misspelt word may be (jamo): the words of product and brand names (search_terms),
 * of category names and of the synonym dictionary; read at most once a minute per database.
 */
function fuzzyDictionary(db: Db): Promise<string[]> {
  const cached = dictionaries.get(db);
  if (cached && Date.now() - cached.at < DICTIONARY_TTL_MS) return cached.words;
  const words = queryRows<{ term: string }>(
    db,
    sql`select term from search_terms
        union select search_jamo(w) from categories c, regexp_split_to_table(c.name, '[\s/]+') w where c.is_active and w <> ''
        union select search_jamo(w) from search_synonyms s, unnest(s.term || s.synonyms) w`,
  ).then((rows) => rows.map((r) => r.term));
  dictionaries.set(db, { at: Date.now(), words });
  words.catch(() => dictionaries.delete(db));
  return words;
}

/** Levenshtein distance of two jamo strings, or max + 1 once it is certain to exceed max. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      cur[j] = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      best = Math.min(best, cur[j]!);
    }
    if (best > max) return max + 1;
    prev = cur;
  }
  return prev[b.length]!;
}

/**
 * Similar spellings of each word of the query: the dictionary words one jamo away (two for words of
 * 6 jamo or more: 슬렉스 -> 슬랙스, 패팅 -> 패딩, 로퍼스 -> 로퍼), then the words of product and brand
 * names whose trigram word similarity (jamo) reaches 0.6, closest first (search_similar_terms,
 * migration 0007). Empty for a word with none.
 */
async function similarWords(db: Db, tokens: string[]): Promise<string[][]> {
  const [rows, dictionary] = await Promise.all([
    queryRows<{ i: number; terms: string }>(
      db,
      sql`select i, terms from search_similar_terms(${textArray(tokens)}::text[], ${FUZZY_ALTERNATIVES})`,
    ),
    fuzzyDictionary(db),
  ]);
  const byIndex = new Map(rows.map((row) => [Number(row.i), row.terms ? row.terms.split('\u001f') : []]));
  return tokens.map((token, i) => {
    const max = token.length >= 6 ? 2 : 1;
    const near = dictionary
      .map((w) => ({ w, d: editDistance(token, w, max) }))
      .filter((x) => x.d <= max && x.w !== token)
      .sort((x, y) => x.d - y.d || x.w.localeCompare(y.w))
      .map((x) => x.w);
    const ones = near.filter((w) => editDistance(token, w, 1) <= 1);
    // A word one jamo away is the one meant; farther ones only when there is none (스커드 is 스커트, not 스카프).
    if (ones.length) return ones.slice(0, FUZZY_ALTERNATIVES);
    return [...new Set([...(byIndex.get(i + 1) ?? []), ...near])].slice(0, FUZZY_ALTERNATIVES);
  });
}

const cartesian = (lists: string[][], limit: number): string[] =>
  lists.reduce<string[]>((acc, alts) => acc.flatMap((prefix) => alts.map((a) => prefix + a)).slice(0, limit), ['']);

const HANGUL_WORD = /^[\uac00-\ud7a3]+$/;

/**
 * The words of the dictionary among `candidates`: words of product and brand names
 * (search_terms), words of category names and words of the synonym dictionary.
 */
async function knownWords(db: Db, candidates: string[]): Promise<Set<string>> {
  if (!candidates.length) return new Set();
  const rows = await queryRows<{ w: string }>(
    db,
    sql`select w from unnest(${textArray(candidates)}::text[]) w
        where exists (select 1 from search_terms t where t.term = search_jamo(w))
           or exists (select 1 from categories c where w = any(regexp_split_to_array(c.name, '[\\s/]+')))
           or exists (select 1 from search_synonyms s where s.term = w or w = any(s.synonyms))`,
  );
  return new Set(rows.map((r) => r.w));
}

/**
 * A word written together split into known words, fewest parts first (울코트 -> 울 + 코트,
 * 캔버스토트백 -> 캔버스 + 토트백); null when the word is known itself or cannot be split.
 */
export function splitCompound(word: string, known: Set<string>): string[] | null {
  const s = [...word];
  if (known.has(word) || s.length < 3) return null;
  // best[i]: fewest known parts covering s[i..].
  const best: (string[] | null)[] = Array(s.length + 1).fill(null);
  best[s.length] = [];
  for (let i = s.length - 1; i >= 0; i--) {
    for (let j = s.length; j > i; j--) {
      const part = s.slice(i, j).join('');
      const rest = best[j];
      if (rest && known.has(part) && (!best[i] || rest.length + 1 < best[i]!.length)) best[i] = [part, ...rest];
    }
  }
  return best[0] && best[0].length > 1 ? best[0] : null;
}

/** Every part of a word that splitCompound may use (shorter than the word), and the word itself. */
function compoundCandidates(word: string): string[] {
  const s = [...word];
  if (!HANGUL_WORD.test(word) || s.length < 3 || s.length > COMPOUND_MAX) return [];
  const out = new Set<string>();
  for (let i = 0; i < s.length; i++) for (let j = i + 1; j <= s.length; j++) out.add(s.slice(i, j).join(''));
  return [...out];
}

/** Synonyms of each of `keys` from the dictionary (search_synonyms): the word's own row, and two-way rows listing it. */
async function synonymsOf(db: Db, keys: string[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  if (!keys.length) return out;
  const rows = await queryRows<{ term: string; synonyms: string[] | string; bidirectional: boolean }>(
    db,
    sql`select term, synonyms, bidirectional from search_synonyms
        where term = any(${textArray(keys)}::text[]) or (bidirectional and synonyms && ${textArray(keys)}::text[])`,
  );
  for (const key of keys) {
    const found: string[] = [];
    for (const row of rows) {
      const synonyms = Array.isArray(row.synonyms)
        ? row.synonyms
        : String(row.synonyms)
            .replace(/^\{|\}$/g, '')
            .split(',')
            .map((w) => w.replace(/^"|"$/g, ''));
      if (row.term === key) found.push(...synonyms);
      else if (row.bidirectional && synonyms.includes(key)) found.push(row.term, ...synonyms.filter((w) => w !== key));
    }
    if (found.length) out.set(key, found);
  }
  return out;
}

/**
 * The query as searched. Strict: the query, its words, the parts of its words written together,
 * each with its synonyms (two small lookups). Fuzzy: every word replaced by its similar spellings;
 * null when some word has none (nothing is similar enough).
 */
export async function resolveSearch(db: Db, norm: NormalizedQuery, mode: SearchMode): Promise<ResolvedSearch | null> {
  if (mode === 'strict') return strictResolutions(db).get(norm.text, () => resolveStrict(db, norm));
  return resolveFuzzy(db, norm);
}

/**
 * How long a strict resolution is answered without reading the dictionary again, and how long at
 * most (stale-while-revalidate, as the listing cache). It depends on the synonym dictionary, the
 * category names and the words of product and brand names; every catalogue write through the API
 * (the dictionary's admin API included) drops it at once with the listing cache.
 */
export const RESOLUTION_FRESH_MS = 60_000;
export const RESOLUTION_MAX_AGE_MS = 300_000;
const RESOLUTION_MAX_ENTRIES = 2_000;

/** Strict resolutions per database, keyed by the query as typed; a generation per listing-cache clear. */
const resolutions = new WeakMap<Db, { generation: number; cache: TtlCache<ResolvedSearch> }>();
let resolutionGeneration = 0;
onListingCacheClear(() => resolutionGeneration++);

function strictResolutions(db: Db): TtlCache<ResolvedSearch> {
  let entry = resolutions.get(db);
  if (!entry || entry.generation !== resolutionGeneration) {
    entry = {
      generation: resolutionGeneration,
      cache: new TtlCache<ResolvedSearch>(RESOLUTION_FRESH_MS, RESOLUTION_MAX_AGE_MS, RESOLUTION_MAX_ENTRIES),
    };
    resolutions.set(db, entry);
  }
  return entry.cache;
}

async function resolveStrict(db: Db, norm: NormalizedQuery): Promise<ResolvedSearch> {
  const typed = norm.text.toLowerCase();
  const tokens = [...new Set(typed.split(' ').filter(Boolean))].slice(0, MAX_SEARCH_TOKENS);
  const candidates = [...new Set(tokens.flatMap(compoundCandidates))];
  const known = await knownWords(db, candidates);
  const parts = tokens.flatMap((w) => splitCompound(w, known) ?? [w]);
  const words = parts.length > 1 ? parts : [];
  const synonyms = await synonymsOf(db, [...new Set([typed, compactText(typed), ...words])]);
  const whole = [...(synonyms.get(typed) ?? []), ...(synonyms.get(compactText(typed)) ?? [])].map(compactText);
  return strictSearch(norm, {
    compound: tokens.length === 1 && parts.length > 1,
    whole,
    words: words.length ? words.map((w) => [w, ...(synonyms.get(w) ?? [])].slice(0, WORD_ALTERNATIVES)) : [],
  });
}

async function resolveFuzzy(db: Db, norm: NormalizedQuery): Promise<ResolvedSearch | null> {
  const mode: SearchMode = 'fuzzy';
  const similar = await similarWords(db, norm.tokens);
  if (similar.some((alts) => !alts.length)) return null;
  const asText = fromSearchJamo;
  const whole = cartesian(similar, FUZZY_WHOLE_LIMIT);
  const texts = whole.map(asText);
  const wordTexts = similar.length > 1 ? similar.map((alts) => alts.map(asText)) : [];
  return {
    norm,
    mode,
    whole,
    texts,
    words: similar.length > 1 ? similar : [],
    wordTexts,
    colors: swatches(texts),
    wordColors: wordTexts.map(swatches),
    choseong: null,
    compound: false,
  };
}

/**
 * Listed products (alias `p`) for productTierQuery: the brands that are not active are read once
 * per query (the `hidden` CTE) instead of once per tier, and each row is tested against them
 * through a hash (`not in` a subquery: a hashed subplan) rather than the whole list (`<> all(array)`
 * compared every row with each of the ~90 such brands of the large seed).
 */
export const LISTED_IN_TIERS = sql`p.status <> 'inactive' and p.brand_id not in (select id from hidden)`;

/** SOLD_OUT_RANK for a sold-out product (alias `p`), else 0. */
const SOLD_OUT_STEP = sql`(case when p.in_stock then 0 else ${sql.raw(String(SOLD_OUT_RANK))} end)`;

/**
 * The ids of the first `limit` products in relevance order (tier, in stock first, most reviewed,
 * id) among those matching `where` (alias `p`; LISTED_IN_TIERS for listed products), after `offset`
 * rows or after a relevance cursor. A result's rank is its tier's plus SOLD_OUT_RANK when sold out.
 * Each tier is its own subquery of at most offset + limit rows, read as its form says (TermForm):
 * in stock-then-popularity order, stopping after the page (`scan`), or all its few rows fetched and
 * sorted (`index`, the order key `review_count + 0` hides the index order); with no form the
 * planner chooses.
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
  const cursorTier = cursor ? tierOfRank(cursor.rank) : null;
  const parts = tiers
    .filter((t) => cursorTier === null || t.rank >= cursorTier)
    .map((t) => {
      let after = sql``;
      if (cursor && t.rank === cursorTier) {
        const step = cursor.rank - cursorTier;
        after = sql` and (${SOLD_OUT_STEP} > ${step} or (${SOLD_OUT_STEP} = ${step} and (p.review_count, p.id) < (${cursor.reviewCount}::int, ${cursor.id}::uuid)))`;
      }
      const order =
        t.form === 'index'
          ? sql`p.in_stock::int desc, p.review_count + 0 desc, p.id desc`
          : sql`p.in_stock desc, p.review_count desc, p.id desc`;
      return sql`(select p.id, ${sql.raw(String(t.rank))} + ${SOLD_OUT_STEP} as rank, p.review_count from products p
        where ${where} and ${cursor ? t.only() : t.where}${after}
        order by ${order} limit ${limit + offset})`;
    });
  if (!parts.length) return null;
  const union = sql.join(parts, sql` union all `);
  return sql`with hidden as materialized (select id from brands where status <> 'active')
    select id, min(rank) as rank, min(review_count) as review_count from (${union}) t
    group by id order by 2, 3 desc, id desc limit ${limit} offset ${offset}`;
}

/** Rows of the relevance order a suggestion list reads: enough for five distinct names among them. */
const SUGGEST_ROWS = SUGGEST_PRODUCTS_LIMIT * 4;

/**
 * Up to 5 product names and 3 brand names for the search box (exact and prefix first).
 *
 * The products are the first SUGGEST_ROWS of the relevance order, which is by tier first: the
 * first statement reads the brands and the best tier only; the other tiers are read only when the
 * best did not give SUGGEST_ROWS distinct products, as no product of a later tier can rank before
 * them (a product's rank is its best tier's, and the sold-out step is smaller than a tier's). The
 * same rows as reading every tier at once, as search pages read only the tiers a page needs.
 */
export async function suggest(
  db: Db,
  q: string | undefined,
  /** Read every tier in one statement, as before tier by tier (the reference of the tests and bench/). */
  options: { everyTier?: boolean } = {},
): Promise<SearchSuggestions> {
  const norm = q ? normalizeSearchQuery(q) : null;
  if (!norm) return { products: [], brands: [] };
  const run = async (mode: SearchMode): Promise<SearchSuggestions> => {
    const r = await resolveSearch(db, norm, mode);
    if (!r) return { products: [], brands: [] };
    const tiers = productTiers(r, { brands: false });
    const brand = nameTerms(r, sql`b.search_jamo`, sql`b.search_choseong`);
    type Found = { id: string; name: string; rank: number; review_count: number };
    const productsOf = (read: RelevanceTier[]) =>
      sql`(select coalesce(json_agg(json_build_object('id', x.id, 'name', x.name, 'rank', x.rank, 'review_count', x.review_count)), '[]')::text
           from (select s.rank, s.review_count, p.id, p.name from (${productTierQuery(read, LISTED_IN_TIERS, SUGGEST_ROWS, 0, null)!}) s
                 join products p on p.id = s.id) x)`;
    const first = options.everyTier ? tiers : tiers.slice(0, 1);
    const [row] = await queryRows<{ products: string; brands: string }>(
      db,
      sql`select ${first.length ? productsOf(first) : sql`'[]'`} as products,
            (select coalesce(json_agg(json_build_object('slug', y.slug, 'name', y.name) order by y.rank, y.followers desc, y.id), '[]')::text
             from (select b.slug, b.name, b.id, b.followers, ${relevanceRank(r, sql`b.search_jamo`, sql`b.search_choseong`, brand)} as rank from brands b
                   where b.status = 'active' and ${or([brand.whole, brand.everyWord])}
                   order by 5, b.followers desc, b.id limit ${SUGGEST_BRANDS_LIMIT}) y) as brands`,
    );
    // Each product at its best tier (the first that found it), as productTierQuery's min(rank).
    const best = new Map<string, Found>();
    const add = (rows: Found[]) => {
      for (const p of rows) if (!best.has(p.id)) best.set(p.id, p);
    };
    add(JSON.parse(row?.products ?? '[]') as Found[]);
    // The other tiers together, only when the best did not fill the list: one statement more at
    // most (tier by tier cost a round trip and a plan each, more than it saved on sparse tiers).
    const rest = tiers.slice(first.length);
    if (rest.length && best.size < SUGGEST_ROWS) {
      const [next] = await queryRows<{ products: string }>(db, sql`select ${productsOf(rest)} as products`);
      add(JSON.parse(next?.products ?? '[]') as Found[]);
    }
    const products = [...best.values()]
      .sort((a, b) => a.rank - b.rank || b.review_count - a.review_count || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0))
      .slice(0, SUGGEST_ROWS);
    const brands = JSON.parse(row?.brands ?? '[]') as { slug: string; name: string }[];
    // Many products share a name across brands: suggest distinct names.
    const seen = new Set<string>();
    const distinct = products
      .filter((p) => !seen.has(p.name) && seen.add(p.name))
      .slice(0, SUGGEST_PRODUCTS_LIMIT)
      .map(({ id, name }) => ({ id, name }));
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
