import { LOW_STOCK_THRESHOLD } from '@market/domain/stock';
import { CATEGORIES, GIVEN_NAMES, SURNAMES } from './data';
import {
  ADDRESS_AREAS,
  ADMIN_REVIEW_REPLIES,
  BANKS,
  BRAND_PREFIXES,
  BRAND_SUFFIXES,
  BRAND_TAGLINES,
  CITIES_FOR_TRACKING,
  COLORS,
  DELIVERY_MEMOS,
  ITEMS,
  MATERIALS,
  OTHER_SEARCHES,
  POPULAR_SEARCHES,
  QNA_TEMPLATES,
  RETURN_TEXTS,
  REVIEW_TEXTS,
  sizesFor,
  STREETS,
  STYLE_WORDS,
} from './vocab';

/**
 * The SQL of the large seed (`--scale=large`): set-based INSERT ... SELECT over generate_series,
 * run on a PostgreSQL server after the demo seed. Every pseudo-random choice is a seeded hash of a
 * fixed key (hashint8extended, never random()), and every id is a uuid made from such hashes, so the same
 * reference time gives the same rows. Working tables live in the `seed_large` schema (dropped at
 * the end); the session's search_path puts it first, so the helpers read unqualified.
 *
 * The large rows are a second, disjoint universe next to the demo rows: new brands and sellers,
 * their products, new customers and their orders. Demo rows (and their settlements) stay as the
 * demo seed wrote them.
 */

export interface LargeCounts {
  /** New rows to add on top of the demo seed. */
  brands: number;
  products: number;
  customers: number;
  orders: number;
}

export interface LargeParams extends LargeCounts {
  nowMs: number;
}

export interface Phase {
  name: string;
  sql: string;
}

const q = (s: string) => `'${s.replace(/'/g, "''")}'`;
const arr = (xs: readonly (string | number)[]) =>
  typeof xs[0] === 'number' ? `array[${xs.join(',')}]::int[]` : `array[${xs.map((x) => q(String(x))).join(',')}]::text[]`;
/** An array in which each value appears `weight` times: pick(array, u) is a weighted choice. */
const warr = (pairs: readonly (readonly [string | number, number])[]) => arr(pairs.flatMap(([v, w]) => Array.from({ length: w }, () => v)));

const COLOR_CODES: Record<string, string> = {
  Black: 'BK',
  White: 'WH',
  Gray: 'GR',
  Navy: 'NV',
  Blue: 'BL',
  Red: 'RD',
  Green: 'GN',
  Yellow: 'YL',
  Pink: 'PK',
  Purple: 'PP',
  Brown: 'BR',
  Beige: 'BE',
  Cream: 'CR',
  Orange: 'OR',
  Silver: 'SV',
  Gold: 'GD',
  Burgundy: 'BG',
  Multi: 'MT',
};
/** More brand-name pieces than the demo needs: 1,000 brands need more than 40 x 20 pairs. */
const EXTRA_PREFIXES: [string, string][] = [
  ['나래', 'NARAE'],
  ['미르', 'MIR'],
  ['아라', 'ARA'],
  ['보라', 'BORA'],
  ['한빛', 'HANBIT'],
  ['초록', 'CHOROK'],
  ['푸른', 'PUREUN'],
  ['하늘', 'HANEUL'],
  ['여울', 'YEOUL'],
  ['솔빛', 'SOLBIT'],
  ['단비', 'DANBI'],
  ['마루', 'MARU'],
  ['새봄', 'SAEBOM'],
  ['가람', 'GARAM'],
  ['도담', 'DODAM'],
  ['예솔', 'YESOL'],
  ['비움', 'BIUM'],
  ['채움', 'CHAEUM'],
  ['온유', 'ONYU'],
  ['그린', 'GREEN'],
  ['모아', 'MOA'],
  ['루나', 'LUNA'],
  ['세븐', 'SEVEN'],
  ['포그', 'FOG'],
];
const EXTRA_GIVEN: [string, string][] = [
  ['서준', 'seojun'],
  ['하윤', 'hayun'],
  ['준우', 'junwoo'],
  ['지아', 'jia'],
  ['건우', 'geonwoo'],
  ['윤서', 'yunseo'],
  ['우진', 'woojin'],
  ['민서', 'minseo'],
  ['선우', 'sunwoo'],
  ['예은', 'yeeun'],
  ['연우', 'yeonwoo'],
  ['소율', 'soyul'],
  ['유준', 'yujun'],
  ['아린', 'arin'],
  ['정우', 'jungwoo'],
  ['나은', 'naeun'],
  ['승우', 'seungwoo'],
  ['가은', 'gaeun'],
  ['태윤', 'taeyun'],
  ['수빈', 'subin'],
];
/** Rough frequency of the surnames (per mille of the 20 listed). */
const SURNAME_WEIGHTS = [30, 20, 12, 7, 7, 4, 4, 3, 3, 3, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2];

const DAY = 86_400_000;
const HOUR = 3_600_000;
const PRODUCT_SLOTS = 1_000_000;
const BRAND_SLOTS = 10_000;

/** Tables the bulk load writes: their plain indexes are dropped before it and rebuilt after. */
export const BULK_TABLES = [
  'sellers',
  'brands',
  'products',
  'product_options',
  'customers',
  'customer_coupons',
  'orders',
  'order_lines',
  'payments',
  'refunds',
  'coupon_redemptions',
  'shipments',
  'shipment_events',
  'returns',
  'return_lines',
  'points_ledger',
  'settlements',
  'settlement_lines',
  'reviews',
  'qnas',
  'brand_follows',
  'wishlist_items',
  'cart_items',
  'search_log',
] as const;

function vocabularySql(): string {
  let ci = 0;
  const tops: string[] = [];
  const children: string[] = [];
  CATEGORIES.forEach((c, i) => {
    const first = ci + 1;
    for (const k of c.children) {
      ci += 1;
      const item = ITEMS[k.slug]!;
      children.push(
        `(${ci}, ${i + 1}, ${q(k.slug)}, ${q(k.name)}, ${arr(item.words.map((w) => w[0]))}, ${arr(item.words.map((w) => w[1]))}, ${item.price[0]}, ${item.price[1]}, ${item.grams})`,
      );
    }
    const mats = MATERIALS[c.slug]!;
    const clothes = ['outer', 'top', 'bottom', 'dress', 'sports'].includes(c.slug);
    tops.push(
      `(${i + 1}, ${q(c.slug)}, ${c.children.length}, ${first}, ${arr(mats.map((m) => m[0]))}, ${arr(mats.map((m) => m[1]))}, ${arr(sizesFor(c.slug))}, ${clothes}, ${arr(BRAND_TAGLINES[c.slug]!)})`,
    );
  });
  const reviewRows = Object.entries(REVIEW_TEXTS).map(
    ([rating, texts]) => `(${rating}, ${arr(texts.map((t) => t[0]))}, ${arr(texts.map((t) => t[1]))})`,
  );
  const qnaRows = QNA_TEMPLATES.map(
    ([category, title, question, answer], k) => `(${k + 1}, ${q(category)}, ${q(title)}, ${q(question)}, ${q(answer)})`,
  );
  const returnRows = Object.entries(RETURN_TEXTS).map(([reason, text]) => `(${q(reason)}, ${q(text)})`);
  const colorRows = Object.keys(COLOR_CODES).map((c) => `(${q(c)}, ${q(COLOR_CODES[c]!)})`);
  return `
create table x_top (ti int primary key, slug text, n_children int, first_ci int, mats_ko text[], mats_en text[], sizes text[], clothes bool, taglines text[], id uuid);
insert into x_top (ti, slug, n_children, first_ci, mats_ko, mats_en, sizes, clothes, taglines) values ${tops.join(',\n')};
update x_top t set id = c.id from public.categories c where c.slug = t.slug;
create table x_child (ci int primary key, ti int, slug text, name text, words_ko text[], words_en text[], lo int, hi int, grams int, id uuid);
insert into x_child (ci, ti, slug, name, words_ko, words_en, lo, hi, grams) values ${children.join(',\n')};
update x_child t set id = c.id from public.categories c where c.slug = t.slug;
create table x_review_text (rating int primary key, titles text[], contents text[]);
insert into x_review_text values ${reviewRows.join(',\n')};
create table x_qna (k int primary key, category text, title text, question text, answer text);
insert into x_qna values ${qnaRows.join(',\n')};
create table x_return_text (reason text primary key, text text);
insert into x_return_text values ${returnRows.join(',\n')};
create table x_color_code (color text primary key, code text);
insert into x_color_code values ${colorRows.join(',\n')};
`;
}

/**
 * The check digit of a 사업자등록번호 (admin-sellers.ts businessNumberCheckDigit) of the nine
 * digits `bn.f`, as SQL text: the large seed's numbers are valid like the demo seed's. Its bank
 * accounts are stored masked only, with no sealed number on file (bank_account_encrypted null).
 */
const BUSINESS_CHECK_DIGIT = `((10 - ((${[1, 3, 7, 1, 3, 7, 1, 3, 5]
  .map((w, i) => `substr(bn.f, ${i + 1}, 1)::int * ${w}`)
  .join(' + ')} + substr(bn.f, 9, 1)::int * 5 / 10) % 10)) % 10)::text`;

/** Array constants used by several phases. */
const V = {
  colors: warr(COLORS),
  nColors: warr([
    [1, 20],
    [2, 35],
    [3, 30],
    [4, 15],
  ]),
  fashionTops: arr([1, 2, 3, 4, 5, 6, 7]),
  brandTops: warr([
    [1, 12],
    [2, 16],
    [3, 12],
    [4, 8],
    [5, 10],
    [6, 9],
    [7, 10],
    [8, 7],
    [9, 8],
    [10, 6],
  ]),
  partnerStatus: warr([
    ['active', 92],
    ['pending', 5],
    ['suspended', 3],
  ]),
  cycles: warr([
    ['weekly', 3],
    ['biweekly', 3],
    ['monthly', 4],
  ]),
  styleKo: arr(STYLE_WORDS.map((s) => s[0])),
  styleEn: arr(STYLE_WORDS.map((s) => s[1])),
  prefixKo: arr([...BRAND_PREFIXES, ...EXTRA_PREFIXES].map((p) => p[0])),
  prefixEn: arr([...BRAND_PREFIXES, ...EXTRA_PREFIXES].map((p) => p[1])),
  suffixKo: arr(BRAND_SUFFIXES.map((p) => p[0])),
  suffixEn: arr(BRAND_SUFFIXES.map((p) => p[1])),
  surKo: warr(SURNAMES.map((s, i) => [s[0], SURNAME_WEIGHTS[i]!])),
  surRom: warr(SURNAMES.map((s, i) => [s[1], SURNAME_WEIGHTS[i]!])),
  sur: arr(SURNAMES.map((s) => s[0])),
  givenKo: arr([...GIVEN_NAMES, ...EXTRA_GIVEN].map((g) => g[0])),
  givenRom: arr([...GIVEN_NAMES, ...EXTRA_GIVEN].map((g) => g[1])),
  banks: arr(BANKS),
  areaIdx: warr(ADDRESS_AREAS.map((_, k) => [k + 1, k >= 22 ? 1 : 4])),
  areaName: arr(ADDRESS_AREAS.map((a) => a[0])),
  areaZip: arr(ADDRESS_AREAS.map((a) => a[1])),
  streets: arr(STREETS),
  memos: arr(DELIVERY_MEMOS),
  grades: warr([
    ['vip', 6],
    ['gold', 16],
    ['silver', 30],
    ['bronze', 48],
  ]),
  custStatus: warr([
    ['active', 82],
    ['inactive', 12],
    ['suspended', 6],
  ]),
  gender: warr([
    ['female', 58],
    ['male', 40],
    ['other', 2],
  ]),
  suspendMemo: arr(['반복적인 악성 리뷰 작성으로 이용 정지', '결제 도용 의심으로 이용 정지', '단순 변심 반품 반복']),
  payment: warr([
    ['card', 45],
    ['kakao', 20],
    ['naver', 15],
    ['bank', 12],
    ['phone', 8],
  ]),
  nLines: warr([
    [1, 60],
    [2, 28],
    [3, 12],
  ]),
  qty: warr([
    [1, 85],
    [2, 12],
    [3, 3],
  ]),
  cancelReasons: arr(['단순 변심', '다른 상품으로 재주문', '배송 지연', '결제 수단 변경']),
  returnReasons: warr([
    ['size', 35],
    ['mind_changed', 25],
    ['defective', 18],
    ['damaged', 10],
    ['wrong_item', 12],
  ]),
  carriers: warr([
    ['cj_logistics', 45],
    ['hanjin', 20],
    ['lotte', 20],
    ['post', 15],
  ]),
  cities: arr(CITIES_FOR_TRACKING),
  settledOld: warr([
    ['paid', 97],
    ['suspended', 3],
  ]),
  settledMid: warr([
    ['paid', 50],
    ['approved', 30],
    ['processing', 15],
    ['suspended', 5],
  ]),
  settledNew: warr([
    ['pending', 70],
    ['approved', 25],
    ['suspended', 5],
  ]),
  suspendReasons: arr(['사업자 계좌 정보 확인 필요', '반품 분쟁 처리 중', '세금계산서 미발행']),
  reviewStatus: warr([
    ['approved', 89],
    ['hidden', 4],
    ['flagged', 3],
    ['pending', 4],
  ]),
  replies: arr(ADMIN_REVIEW_REPLIES),
  qnaFresh: warr([
    ['pending', 55],
    ['urgent', 15],
    ['answered', 30],
  ]),
  qnaOld: warr([
    ['answered', 72],
    ['closed', 20],
    ['pending', 6],
    ['urgent', 2],
  ]),
  qnaPriority: warr([
    ['normal', 70],
    ['high', 18],
    ['low', 12],
  ]),
  searchTerms: warr([
    ...POPULAR_SEARCHES.map((t, n) => [t, 60 - n * 6] as [string, number]),
    ...OTHER_SEARCHES.map((t) => [t, 6] as [string, number]),
  ]),
  allTerms: arr([...POPULAR_SEARCHES, ...OTHER_SEARCHES]),
};

export function largePhases(p: LargeParams): Phase[] {
  const NOW = p.nowMs;
  const TODAY = `(date '1970-01-01' + ((${NOW}::bigint + 32400000) / 86400000)::int)`;
  return [
    {
      name: 'setup: helpers and vocabulary',
      sql: `
drop schema if exists seed_large cascade;
create schema seed_large;
-- uniform [0,1): the k-th draw for key h (PostgreSQL's seeded hash, the one hash partitioning relies on).
-- Keys are hk(domain, n) = domain << 32 | n: n (< 2^32) is hashed, the domain and k make the seed.
create function seed_large.u(h bigint, k int) returns float8 language sql immutable parallel safe as $$
  select (hashint8extended(h & 4294967295, (h >> 32) * 4096 + k) & 4294967295)::float8 / 4294967296.0::float8 $$;
create function seed_large.v(h bigint, k int) returns float8 language sql immutable parallel safe as $$
  select (hashint8extended(h & 4294967295, (h >> 32) * 4096 + 2048 + k) & 4294967295)::float8 / 4294967296.0::float8 $$;
create function seed_large.hk(d int, n bigint) returns bigint language sql immutable parallel safe as $$ select (d::bigint << 32) | n $$;
-- integer in [lo, hi] from a uniform x
create function seed_large.ri(x float8, lo int, hi int) returns int language sql immutable parallel safe as $$ select lo + floor(x * (hi - lo + 1))::int $$;
create function seed_large.pick(a anyarray, x float8) returns anyelement language sql immutable parallel safe as $$ select a[1 + floor(x * cardinality(a))::int] $$;
-- a version-4-shaped uuid for row k (< 2^32) of domain d
create function seed_large.uid(d int, k bigint) returns uuid language sql immutable parallel safe as $$
  select encode(int8send((hashint8extended(k, d) & -61441) | 16384) || int8send((hashint8extended(k, d + 1000003) & 4611686018427387903) | -9223372036854775808), 'hex')::uuid $$;
create function seed_large.ts(ms bigint) returns timestamptz language sql immutable parallel safe as $$ select to_timestamp(ms / 1000.0) $$;
-- the Korea-time calendar date of an instant
create function seed_large.kd(ms bigint) returns date language sql immutable parallel safe as $$ select date '1970-01-01' + ((ms + 32400000) / 86400000)::int $$;
set search_path = seed_large, public;
${vocabularySql()}
create table x_coupon as
  select row_number() over (order by code)::int as k, id, code, type, value, max_discount, min_order_amount, is_signup_benefit as signup,
         (extract(epoch from starts_at) * 1000)::bigint as starts_ms, (extract(epoch from ends_at) * 1000)::bigint as ends_ms
  from public.coupons where status <> 'inactive' and brand_id is null;
`,
    },
    {
      name: 'stage brands, sellers, products, options',
      sql: `
create unlogged table x_brand as
with combos as (
  select pk || sk as name, pe || ' ' || se as name_en, lower(pe || '-' || se) as slug
  from unnest(${V.prefixKo}, ${V.prefixEn}) p(pk, pe), unnest(${V.suffixKo}, ${V.suffixEn}) s(sk, se)
), free as (select * from combos c where not exists (select 1 from public.brands b where b.slug = c.slug)),
ranked as (select c.*, row_number() over (order by md5('L:brand-name:' || c.slug))::int as n from free c),
attrs as (
  select r.n, r.slug, r.name, r.name_en, pick(${V.brandTops}, u(h, 0)) as ti, pick(${V.partnerStatus}, u(h, 1)) as status,
         ${NOW}::bigint - ri(u(h, 2), 25, 650)::bigint * ${DAY} - ri(u(h, 3), 0, 86000)::bigint * 1000 as created_ms,
         (300 + round(power(v(h2, 0), 2) * 2200))::bigint as w, h, h2
  from ranked r, hk(50, r.n) h, hk(51, r.n) h2 where r.n <= ${p.brands})
select a.*,
  case when a.n % 5 = 0 and a.status = 'active' and lag(a.status) over (order by a.n) = 'active' then a.n - 1 else a.n end as seller_n,
  uid(1, a.n) as id
from attrs a;
alter table x_brand add primary key (n);
alter table x_brand add column seller_id uuid;
update x_brand set seller_id = uid(2, seller_n);

create unlogged table x_bslot as
with c as (select n, (case when status = 'active' then w else 80 end) as w from x_brand),
s as (select n, w, sum(w) over (order by n) as cum, sum(w) over () as tot from c)
select g as s, n from s, generate_series(((cum - w) * ${BRAND_SLOTS} / tot)::int, (cum * ${BRAND_SLOTS} / tot)::int - 1) g;
create index on x_bslot (s);

create unlogged table x_product as
with base as (
  select gs.pn as n, x.h, x.h2, x.h3, b.n as bn, b.seller_id, b.id as brand_id, b.status as bstatus, b.name as bname, b.created_ms as bcreated, b.w as bw,
         case when u(x.h, 1) < 0.75 then b.ti else pick(${V.fashionTops}, u(x.h, 2)) end as ti
  from generate_series(1, ${p.products}) gs(pn)
  cross join lateral (select hk(52, gs.pn) as h, hk(53, gs.pn) as h2, hk(54, gs.pn) as h3) x
  join x_bslot bs on bs.s = floor(u(x.h, 0) * ${BRAND_SLOTS})::int
  join x_brand b on b.n = bs.n
), picks as (
  select b.*, c.ci, c.id as category_id, c.words_ko, c.words_en, c.lo, c.hi, c.grams, t.mats_ko, t.mats_en, t.clothes, t.sizes as all_sizes,
         1 + floor(v(h2, 0) * cardinality(c.words_ko))::int as wi, 1 + floor(v(h2, 1) * cardinality(t.mats_ko))::int as mi,
         case when t.clothes and v(h2, 2) < 0.6 then 1 + floor(v(h2, 3) * ${STYLE_WORDS.length})::int end as si,
         greatest(5, round(c.lo + (c.hi - c.lo) * power(u(h, 3), 1.6)))::int * 1000 - case when v(h2, 4) < 0.35 then 100 else 0 end as price,
         case when t.ti in (9, 10) then 1 + floor(v(h2, 5) * 2)::int else pick(${V.nColors}, v(h2, 6)) end as ncolors,
         u(h3, 0) as roll
  from base b join x_top t on t.ti = b.ti join x_child c on c.ci = t.first_ci + floor(v(b.h2, 7) * t.n_children)::int
)
select n, uid(3, n) as id, bn, brand_id, seller_id, bname, bstatus, bcreated, ti, ci, category_id,
  coalesce((${V.styleKo})[si] || ' ', '') || mats_ko[mi] || ' ' || words_ko[wi] as name,
  coalesce((${V.styleEn})[si] || ' ', '') || mats_en[mi] || ' ' || words_en[wi] as name_en,
  mats_ko[mi] as material, price,
  case when u(h3, 1) < 0.3 then (floor(price * (100 - ri(u(h3, 2), 2, 10) * 5) / 100.0 / 100) * 100)::int end as sale_price,
  (select array_agg(c order by k) from (
     select c, min(g) as k from (select g, (${V.colors})[1 + floor(u(hk(42, n), g) * ${COLORS.reduce((s, [, w]) => s + w, 0)})::int] as c from generate_series(0, 15) g) z
     group by c order by min(g) limit ncolors) y) as colors,
  case when cardinality(all_sizes) = 5 and v(h2, 12) < 0.3 then all_sizes[2:5] else all_sizes end as sizes,
  case when bstatus <> 'active' or roll < 0.03 then 'inactive' when roll < 0.07 then 'soldout' when roll < 0.15 then 'low' else 'normal' end as plan,
  bcreated + ${DAY} + floor(u(h3, 3) * greatest(${DAY}, ${NOW}::bigint - bcreated - 2 * ${DAY}))::bigint as created_ms,
  round(grams * (0.8 + v(h2, 11) * 0.4))::int as weight_grams,
  3.4 + v(h3, 20) * 1.5 as quality,
  case when bstatus <> 'active' or roll < 0.03 then 0 else power(1 / greatest(0.02, u(h3, 5)), 0.9) * bw end as pop,
  h, h2, h3
from picks;
alter table x_product add primary key (n);

create unlogged table x_option as
select p.n, p.id as product_id, c.color, s.size, row_number() over (partition by p.n order by c.k, s.k)::int as j,
       cardinality(p.colors) * cardinality(p.sizes) as m, p.plan, hk(41, p.n * 64 + c.k * 8 + s.k) as h
from x_product p, unnest(p.colors) with ordinality c(color, k), unnest(p.sizes) with ordinality s(size, k);
alter table x_option add column stock int;
-- (one pass: the table is new in this transaction, so the update only rewrites it once)
update x_option o set stock = case plan
  when 'soldout' then 0
  when 'low' then (ri(u(hk(55, n), 0), 1, 19) / m) + case when j <= ri(u(hk(55, n), 0), 1, 19) % m then 1 else 0 end
  else case when v(h, 0) < 0.08 then 0 else ri(v(h, 1), 5, 60) end end;
create index on x_option (n);

create unlogged table x_pslot as
with c as (select n, round(pop * 1000)::bigint as w from x_product where pop > 0),
s as (select n, w, sum(w) over (order by n) as cum, sum(w) over () as tot from c)
select g as s, n from s, generate_series(((cum - w) * ${PRODUCT_SLOTS} / tot)::int, (cum * ${PRODUCT_SLOTS} / tot)::int - 1) g;
alter table x_pslot add primary key (s);
analyze x_brand; analyze x_product; analyze x_option; analyze x_pslot;
`,
    },
    {
      name: 'stage customers',
      sql: `
create unlogged table x_customer as
with base as (
  select n, h, h2, pick(${V.grades}, u(h, 0)) as grade, pick(${V.custStatus}, u(h, 1)) as status,
         1 + floor(u(h, 2) * ${SURNAME_WEIGHTS.reduce((s, w) => s + w, 0)})::int as si, 1 + floor(v(h2, 0) * ${GIVEN_NAMES.length + EXTRA_GIVEN.length})::int as gi,
         pick(${V.areaIdx}, v(h2, 1)) as ai
  from generate_series(1, ${p.customers}) n, hk(56, n) h, hk(57, n) h2
), t as (
  select b.*, ${NOW}::bigint - ri(u(h, 3), 10, case when grade = 'vip' then 1100 else 900 end)::bigint * ${DAY} - ri(v(h2, 2), 3600, 80000)::bigint * 1000 as joined_ms
  from base b
)
select n, uid(5, n) as id, grade, status, joined_ms, h, h2,
  (${V.surKo})[si] || (${V.givenKo})[gi] as name,
  (${V.givenRom})[gi] || '.' || (${V.surRom})[si] || (${100000} + n) || '@example.com' as email,
  '010-' || ri(v(h2, 3), 1000, 9999) || '-' || ri(v(h2, 4), 1000, 9999) as phone,
  lpad(((${V.areaZip})[ai] + ri(v(h2, 5), 0, 36))::text, 5, '0') as zip_code,
  (${V.areaName})[ai] || ' ' || pick(${V.streets}, v(h2, 6)) || ' ' || ri(v(h2, 7), 1, 400) as address,
  ri(v(h, 16), 101, 120) || '동 ' || ri(v(h, 17), 1, 25) || '0' || ri(v(h, 18), 1, 4) || '호' as address_detail,
  greatest(joined_ms + ${HOUR}, ${NOW}::bigint - 365 * ${DAY}::bigint) as start_ms,
  case status when 'inactive' then ${NOW}::bigint - 200 * ${DAY}::bigint when 'suspended' then ${NOW}::bigint - 20 * ${DAY}::bigint else ${NOW}::bigint - 600000 end as end_ms
from t;
alter table x_customer add primary key (n);
-- each customer's share of the orders: by grade, and none when the active window is empty
alter table x_customer add column w bigint, add column o_lo bigint, add column o_hi bigint;
update x_customer set w = case when end_ms <= start_ms then 0
  else round((case grade when 'vip' then 27 when 'gold' then 13.5 when 'silver' then 6.5 else 2 end) * (0.4 + v(h2, 14) * 1.2) * 1000) end;
with c as (select n, sum(w) over (order by n) as cum, w, sum(w) over () as tot from x_customer)
update x_customer x set o_lo = (c.cum - c.w) * ${p.orders} / c.tot + 1, o_hi = c.cum * ${p.orders} / c.tot from c where c.n = x.n;
analyze x_customer;
`,
    },
    {
      name: 'stage orders and lines',
      sql: `
create unlogged table x_order as
select i, c.n as cn, c.id as customer_id, c.grade, c.name as cname, c.phone, c.zip_code, c.address, c.address_detail,
  c.end_ms - floor(power(u(hx.h, 0), 1.35) * (c.end_ms - c.start_ms))::bigint as created_ms,
  pick(${V.payment}, v(hx.h2, 0)) as method, pick(${V.nLines}, v(hx.h2, 1)) as nl, hx.h, hx.h2, hx.h3
from x_customer c cross join lateral generate_series(c.o_lo, c.o_hi) i
cross join lateral (select hk(58, i) as h, hk(59, i) as h2, hk(60, i) as h3) hx
where c.o_hi >= c.o_lo;
alter table x_order add primary key (i);

create unlogged table x_line as
select y.*, y.unit_price * y.quantity as line_total, uid(8, y.i * 64 + y.line_no) as id from (
with picks as (
  select o.i, g, ps.n as pn, hk(61, o.i * 64 + g) as h
  from x_order o cross join lateral generate_series(1, o.nl) g
  join x_pslot ps on ps.s = floor(u(hk(62, o.i * 64 + g), 0) * ${PRODUCT_SLOTS})::int
), firsts as (select distinct on (i, pn) * from picks order by i, pn, g)
select f.i, f.pn, p.id as product_id, p.seller_id, p.brand_id, p.name as product_name, p.bname as brand_name,
  pick(p.colors, v(f.h, 0)) as color, pick(p.sizes, v(f.h, 1)) as size,
  coalesce(p.sale_price, p.price) as unit_price, pick(${V.qty}, v(f.h, 2)) as quantity, p.weight_grams,
  row_number() over (partition by f.i order by p.seller_id, f.g)::int as line_no
from firsts f join x_product p on p.n = f.pn) y;
create index on x_line (i);
analyze x_order; analyze x_line;

-- products (and their brands) appear before their first order
with f as (select l.pn, min(o.created_ms) as first_ms from x_line l join x_order o on o.i = l.i group by l.pn)
update x_product p set created_ms = f.first_ms - ri(u(hk(63, p.n), 0), 1, 72)::bigint * ${HOUR}
from f where f.pn = p.n and f.first_ms - ${HOUR} < p.created_ms;
with f as (select bn, min(created_ms) as first_ms from x_product group by bn)
update x_brand b set created_ms = f.first_ms - ${DAY} - ri(u(b.h2, 1), 0, 30)::bigint * ${DAY} from f where f.bn = b.n and f.first_ms - ${DAY} < b.created_ms;
`,
    },
    {
      name: 'stage order amounts, timelines, coupons, points',
      sql: `
create unlogged table x_oa as
with s as (select i, sum(line_total)::int as subtotal, count(*)::int as nlines from x_line group by i)
select o.*, s.subtotal, s.nlines,
  case when s.subtotal >= 50000 then 0 else 3000 end
    + case when o.zip_code::int between 63000 and 63644 or o.zip_code::int between 23100 and 23136 or o.zip_code::int between 40200 and 40240
                or o.zip_code::int between 58800 and 58866 then 3000 else 0 end as ship,
  row_number() over (partition by o.cn order by o.created_ms, o.i) = 1 as first,
  o.method = 'bank' and v(o.h2, 2) < 0.1 as unpaid,
  case when o.method = 'bank' then ri(v(o.h2, 3), 1, 48)::bigint * ${HOUR} else ri(v(o.h2, 4), 10, 120)::bigint * 1000 end as d_paid,
  ri(v(o.h2, 6), 2, 20)::bigint * ${HOUR} as d_processing,
  ri(v(o.h2, 7), 3, 30)::bigint * ${HOUR} as d_shipped,
  v(o.h2, 5) < 0.015 as exception,
  ri(v(o.h3, 0), 20, 60)::bigint * ${HOUR} as d_delivered,
  v(o.h3, 1) < 0.06 as cancel_roll, v(o.h3, 2) as cancel_u, v(o.h3, 3) < 0.07 as return_roll,
  ri(v(o.h3, 4), 12, 150)::bigint * ${HOUR} as d_return,
  case when v(o.h3, 5) < 0.7 then 'return' else 'exchange' end as return_type,
  pick(${V.returnReasons}, v(o.h3, 6)) as return_reason,
  v(o.h3, 7) < 0.12 as rejected,
  ri(v(o.h3, 16), 10, 40)::bigint * ${HOUR} as d_approved,
  ri(v(o.h, 8), 20, 48)::bigint * ${HOUR} as d_rprocessing,
  ri(v(o.h, 9), 20, 72)::bigint * ${HOUR} as d_rcompleted,
  ri(v(o.h, 10), 1, 20)::bigint * ${HOUR} as d_confirm_after_return,
  v(o.h, 11) < 0.4 as early_confirm, ri(v(o.h, 12), 20, 120)::bigint * ${HOUR} as d_early_confirm,
  1 + floor(v(o.h, 13) * s.nlines)::int as ret_line_no
from x_order o join s on s.i = o.i;

-- the timeline, then the status it has reached by now (as the demo generator)
create unlogged table x_ob as
select a.*, t1.paid_ms, t2.processing_ms, t3.shipped_ms, t4.delivered_ms, t5.cancel_ms, t5.wants_return, t5.return_ms, t6.r_approved_ms, t7.r_processing_ms,
  t8.r_completed_ms, t9.confirm_ms, t10.status, t11.has_return,
  case when not t11.has_return then null
       when a.rejected then case when t6.r_approved_ms <= ${NOW} then 'rejected' else 'requested' end
       when t8.r_completed_ms <= ${NOW} then 'completed' when t7.r_processing_ms <= ${NOW} then 'processing'
       when t6.r_approved_ms <= ${NOW} then 'approved' else 'requested' end as r_status,
  rl.line_total as ret_line_total
from x_oa a
cross join lateral (select a.created_ms + a.d_paid as paid_ms) t1
cross join lateral (select t1.paid_ms + a.d_processing as processing_ms) t2
cross join lateral (select t2.processing_ms + a.d_shipped as shipped_ms) t3
cross join lateral (select t3.shipped_ms + a.d_delivered + case when a.exception then 2 * ${DAY}::bigint else 0 end as delivered_ms,
                           not a.unpaid and a.cancel_roll as cancel_planned) t4
cross join lateral (select case when a.unpaid then a.created_ms + 7 * ${DAY}::bigint
                                when t4.cancel_planned then a.created_ms + floor(a.cancel_u * (t3.shipped_ms - a.created_ms - ${HOUR}))::bigint end as cancel_ms,
                           not t4.cancel_planned and not a.unpaid and a.return_roll as wants_return,
                           t4.delivered_ms + a.d_return as return_ms) t5
cross join lateral (select t5.return_ms + a.d_approved as r_approved_ms) t6
cross join lateral (select t6.r_approved_ms + a.d_rprocessing as r_processing_ms) t7
cross join lateral (select t7.r_processing_ms + a.d_rcompleted as r_completed_ms) t8
cross join lateral (select case when t5.wants_return then greatest(case when a.rejected then t6.r_approved_ms else t8.r_completed_ms end, t4.delivered_ms + 7 * ${DAY}::bigint) + a.d_confirm_after_return
                                when a.early_confirm then t4.delivered_ms + a.d_early_confirm else t4.delivered_ms + 7 * ${DAY}::bigint end as confirm_ms) t9
cross join lateral (select case when t5.cancel_ms <= ${NOW} then 'cancelled'
       when a.unpaid then 'pending'
       when t9.confirm_ms <= ${NOW} then 'purchase_confirmed'
       when t4.delivered_ms <= ${NOW} then 'delivered'
       when t3.shipped_ms <= ${NOW} then 'shipped'
       when t2.processing_ms <= ${NOW} then 'processing'
       when t1.paid_ms <= ${NOW} then 'paid'
       else 'pending' end as status) t10
cross join lateral (select t5.wants_return and t5.return_ms <= ${NOW} and t10.status in ('delivered', 'purchase_confirmed') as has_return) t11
left join x_line rl on rl.i = a.i and rl.line_no = a.ret_line_no;
alter table x_ob add primary key (i);
analyze x_ob;

-- coupons: one per order, a platform coupon valid at the order time, never the same one twice for a customer
create unlogged table x_oc as
with cand as (
  select o.i, o.cn, o.created_ms, o.subtotal, o.ship, k.id as coupon_id, k.type, k.value, k.max_discount, k.min_order_amount
  from x_ob o cross join lateral (
    select * from x_coupon k where k.starts_ms <= o.created_ms and o.created_ms <= k.ends_ms and (not k.signup or o.first)
    order by hashint8extended(o.i, k.k) limit 1) k
  where v(o.h, 14) < case when o.first then 0.5 else 0.2 end
), amt as (
  select c.*, case when c.subtotal < c.min_order_amount then 0
    when c.type = 'percentage' then least(floor(c.subtotal * c.value / 100.0)::int, coalesce(c.max_discount, c.subtotal), c.subtotal)
    when c.type = 'fixed' then least(c.value, c.subtotal) else c.ship end as amount
  from cand c
), ranked as (select a.*, row_number() over (partition by cn, coupon_id order by created_ms, i) as rn from amt a where amount > 0)
select i, coupon_id, amount from ranked where rn = 1;

create unlogged table x_od as
select b.*, c.coupon_id, coalesce(c.amount, 0) as discount, b.subtotal + b.ship - coalesce(c.amount, 0) as base, v(b.h2, 8) < 0.3 as uses
from x_ob b left join x_oc c on c.i = b.i;

-- points. An order that uses points (30% roll) spends at most the points its customer earned, on
-- orders that use none, since the previous such order: the balance never goes below zero and
-- holds at least what is spent (1,000 minimum, at most half the payment).
create unlogged table x_points as
with ev as (
  select cn, confirm_ms as t, 1 as kind, i,
    floor((base - case when r_status = 'completed' and return_type = 'return' and not rejected
      then greatest(0, least(ret_line_total, base) - case when return_reason in ('mind_changed', 'size') then 3000 else 0 end) else 0 end) / 100.0)::bigint as amt
  from x_od where not uses and status = 'purchase_confirmed'
  union all
  select cn, created_ms, 0, i, 0 from x_od where uses
), run as (select ev.*, sum(amt) over (partition by cn order by t, kind, i rows unbounded preceding) as cum from ev),
w as (select i, cum - coalesce(lag(cum) over (partition by cn order by t, i), 0) as window_credit from run where kind = 0)
select w.i, (floor(least(w.window_credit, floor(o.base / 2.0)) * (0.3 + v(o.h2, 9) * 0.7) / 100) * 100)::int as points
from w join x_od o on o.i = w.i where w.window_credit >= 1000;

create unlogged table x_o2 as
select d.*, p1.points, t.total, r.refund_planned, rr.refund_by_return,
  case when d.status = 'purchase_confirmed' then floor((t.total - rr.refund_by_return) / 100.0)::int else 0 end as earn,
  uid(7, d.i) as id,
  'ORD' || to_char(kd(d.created_ms), 'YYMMDD') || lpad((row_number() over (partition by kd(d.created_ms) order by d.created_ms, d.i))::text, 6, '0') as order_number
from x_od d left join x_points x on x.i = d.i
cross join lateral (select case when x.points > 0 then x.points else 0 end as points) p1
cross join lateral (select d.base - p1.points as total) t
cross join lateral (select case when d.has_return and d.return_type = 'return' and not d.rejected
  then greatest(0, least(d.ret_line_total, t.total) - case when d.return_reason in ('mind_changed', 'size') then 3000 else 0 end) else 0 end as refund_planned) r
cross join lateral (select case when d.r_status = 'completed' and r.refund_planned > 0 then r.refund_planned else 0 end as refund_by_return) rr;
alter table x_o2 add primary key (i);
analyze x_o2;
`,
    },
    {
      name: 'insert catalog: sellers, brands, products, options',
      sql: `
insert into public.sellers (id, company_name, business_number, ceo_name, contact_person, phone, email, address, bank_name, bank_account, account_holder,
  commission_rate, settlement_cycle, status, created_at, updated_at)
select b.seller_id, case when v(sh, 0) < 0.5 then '(주)' || b.name else b.name || ' 주식회사' end,
  substr(bn.f, 1, 3) || '-' || substr(bn.f, 4, 2) || '-' || substr(bn.f, 6, 4) || ${BUSINESS_CHECK_DIGIT},
  pick(${V.sur}, v(sh, 1)) || pick(${V.givenKo}, v(sh, 2)), pick(${V.sur}, v(sh, 3)) || pick(${V.givenKo}, v(sh, 4)),
  '010-' || ri(v(sh, 5), 2000, 9999) || '-' || ri(v(sh, 6), 1000, 9999), 'partner@' || replace(b.slug, '-', '') || '.example.kr',
  pick(${V.areaName}, v(sh, 7) * 12 / ${ADDRESS_AREAS.length}) || ' ' || pick(${V.streets}, v(sh, 8)) || ' ' || ri(v(sh, 9), 10, 300),
  pick(${V.banks}, v(sh, 10)), '****-**-' || right(ri(v(sh, 13), 10, 99)::text || ri(v(sh, 14), 100, 999)::text, 4),
  case when v(sh, 0) < 0.5 then '(주)' || b.name else b.name || ' 주식회사' end,
  ri(v(sh, 15), 12, 20), pick(${V.cycles}, u(b.h2, 2)), b.status, ts(b.created_ms - 7 * ${DAY}::bigint), ts(b.created_ms - 7 * ${DAY}::bigint)
from x_brand b, hk(64, b.n) sh,
  lateral (select lpad((300 + b.n / 1000)::text, 3, '0') || lpad((81 + b.n % 18)::text, 2, '0') || lpad((b.n % 10000)::text, 4, '0') as f) bn
where b.seller_n = b.n;

insert into public.brands (id, slug, name, name_en, description, website, contact_email, category_id, seller_id, status, created_at)
select b.id, b.slug, b.name, b.name_en, pick(t.taglines, v(b.h2, 3)), 'https://' || replace(b.slug, '-', '') || '.example.kr',
  'partner@' || replace(b.slug, '-', '') || '.example.kr', t.id, b.seller_id, b.status, ts(b.created_ms)
from x_brand b join x_top t on t.ti = b.ti;

insert into public.products (id, brand_id, category_id, seller_id, name, name_en, description, price, sale_price, colors, sizes, images, stock, status,
  is_new, is_best, weight_grams, created_at, updated_at)
select p.id, p.brand_id, p.category_id, p.seller_id, p.name, p.name_en,
  p.bname || '의 ' || p.name || '입니다. ' || p.material || ' 소재로 만들어 ' ||
    pick(array['가볍고 편안합니다', '오래 입을 수 있습니다', '어떤 스타일에도 잘 어울립니다', '계절에 상관없이 활용하기 좋습니다'], v(p.h3, 12)) ||
    '. 모델 착용 사이즈는 ' || p.sizes[1 + cardinality(p.sizes) / 2] || '입니다.',
  p.price, p.sale_price, p.colors, p.sizes,
  array['/media/products/' || p.id || '/1.svg', '/media/products/' || p.id || '/2.svg', '/media/products/' || p.id || '/3.svg', '/media/products/' || p.id || '/4.svg'],
  s.stock,
  case when p.plan = 'inactive' then 'inactive' when s.stock <= 0 then 'out_of_stock' when s.stock < ${LOW_STOCK_THRESHOLD} then 'low_stock' else 'active' end,
  ${NOW}::bigint - p.created_ms < 30 * ${DAY}::bigint, false, p.weight_grams, ts(p.created_ms), ts(p.created_ms)
from x_product p join (select n, sum(stock)::int as stock from x_option group by n) s on s.n = p.n
order by p.n;

insert into public.product_options (id, product_id, color, size, sku, stock, created_at)
select uid(4, o.n * 64 + o.j), o.product_id, o.color, o.size,
  'SL' || lpad(o.n::text, 6, '0') || '-' || coalesce(cc.code, 'XX') || '-' || o.size, o.stock, ts(p.created_ms)
from x_option o join x_product p on p.n = o.n left join x_color_code cc on cc.color = o.color
order by o.n, o.j;
`,
    },
    {
      name: 'insert customers and welcome coupons',
      sql: `
insert into public.customers (id, email, password_hash, name, phone, role, grade, status, admin_memo, zip_code, address, address_detail, birthday, gender,
  agree_to_marketing, login_count, last_login_at, created_at)
select c.id, c.email, null, c.name, c.phone, 'customer', c.grade, c.status,
  case when c.status = 'suspended' then pick(${V.suspendMemo}, v(c.h, 19)) when c.grade = 'vip' and v(c.h, 20) < 0.3 then 'VIP 고객: 신상품 우선 안내 희망' end,
  c.zip_code, c.address, c.address_detail,
  make_date(ri(v(c.h, 21), 1970, 2005), ri(v(c.h, 22), 1, 12), ri(v(c.h, 23), 1, 28)),
  pick(${V.gender}, v(c.h, 24)), v(c.h, 25) < 0.45,
  coalesce(oc.n, 0) * 2 + ri(v(c.h, 26), 1, 20),
  ts(least(${NOW}::bigint, greatest(coalesce(oc.last_ms, c.joined_ms), case when c.status = 'active' then ${NOW}::bigint - ri(v(c.h, 27), 1, 400)::bigint * ${HOUR} else 0 end))),
  ts(c.joined_ms)
from x_customer c left join (select cn, count(*) as n, max(created_ms) as last_ms from x_o2 group by cn) oc on oc.cn = c.n
order by c.n;

insert into public.customer_coupons (id, customer_id, coupon_id, issued_at, used_at, order_id)
select uid(6, c.n), c.id, k.id, ts(greatest(c.joined_ms, k.starts_ms)), ts(o.created_ms), o.id
from x_customer c cross join (select id, starts_ms from x_coupon where signup order by k limit 1) k
left join x_o2 o on o.cn = c.n and o.coupon_id = k.id and o.status <> 'cancelled';
`,
    },
    {
      name: 'insert settlements (closed periods of purchase-confirmed lines)',
      sql: `
create unlogged table x_sline as
select y.*, case y.cycle when 'monthly' then (y.period_start + interval '1 month - 1 day')::date when 'weekly' then y.period_start + 6 else y.period_start + 13 end as period_end
from (
  select z.*, case z.cycle
      when 'monthly' then date_trunc('month', z.day)::date
      when 'weekly' then z.day - (extract(isodow from z.day)::int - 1)
      else (z.day - (extract(isodow from z.day)::int - 1)) - (((((z.day - (extract(isodow from z.day)::int - 1)) - date '2024-01-01') / 7) % 2 + 2) % 2) * 7 end as period_start
  from (
    select l.id as line_id, l.i, l.seller_id, l.line_total, l.line_no, o.confirm_ms, o.ship, kd(o.confirm_ms) as day, s.settlement_cycle as cycle, s.commission_rate,
      case when o.has_return and l.line_no = o.ret_line_no then o.refund_by_return else 0 end as returned
    from x_line l join x_o2 o on o.i = l.i join public.sellers s on s.id = l.seller_id
    where o.status = 'purchase_confirmed') z) y;
delete from x_sline where period_end >= ${TODAY};

create unlogged table x_settlement as
select seller_id, period_start, min(period_end) as period_end, min(cycle) as cycle, min(commission_rate) as rate,
  sum(line_total)::bigint as gross, sum(returned)::bigint as returns, count(*) filter (where returned > 0)::int as return_count,
  sum(case when line_no = 1 then ship else 0 end)::bigint as shipping, count(*) filter (where line_no = 1 and ship > 0)::int as shipping_count,
  count(*)::int as line_count, count(distinct i)::int as orders,
  uid(18, row_number() over (order by seller_id, period_start)) as id, hk(71, row_number() over (order by seller_id, period_start)) as h,
  row_number() over (order by seller_id, period_start) as sn
from x_sline group by seller_id, period_start;

-- The amounts follow computeSettlement (@market/domain/settlement), written in SQL for the bulk load;
-- the seed invariants test checks both seeds against the same identities.
insert into public.settlements (id, settlement_number, seller_id, period_start, period_end, cycle, status, gross_amount, commission_rate, commission,
  return_amount, adjustments, net_amount, transaction_count, return_count, bank_name, bank_account, account_holder, due_date, paid_at, suspend_reason, created_at, updated_at)
select x.id, 'STL-' || to_char(x.period_start, 'YYYYMMDD') || '-' || lpad((1000 + b.seller_n)::text, 4, '0'), x.seller_id, x.period_start, x.period_end, x.cycle, st.status,
  x.gross, x.rate, round(x.gross * x.rate / 100)::bigint, x.returns, x.shipping, x.gross - round(x.gross * x.rate / 100)::bigint - x.returns + x.shipping,
  x.orders, x.return_count, s.bank_name, regexp_replace(s.bank_account, '[0-9](?=(?:[^0-9]*[0-9]){4})', '*', 'g'), s.account_holder, x.period_end + case when x.cycle = 'monthly' then 10 else 7 end,
  case when st.status = 'paid' then least(to_timestamp(${NOW} / 1000.0), ((x.period_end + case when x.cycle = 'monthly' then 10 else 7 end) + time '10:00') at time zone 'Asia/Seoul') end,
  case when st.status = 'suspended' then pick(${V.suspendReasons}, v(x.h, 1)) end,
  (x.period_end + 1 + time '09:00') at time zone 'Asia/Seoul', (x.period_end + 1 + time '09:00') at time zone 'Asia/Seoul'
from x_settlement x join public.sellers s on s.id = x.seller_id join (select distinct seller_id, seller_n from x_brand) b on b.seller_id = x.seller_id
cross join lateral (select case when ${TODAY} - x.period_end > 21 then pick(${V.settledOld}, v(x.h, 0))
  when ${TODAY} - x.period_end > 10 then pick(${V.settledMid}, v(x.h, 0)) else pick(${V.settledNew}, v(x.h, 0)) end as status) st
order by x.period_start, x.seller_id;

insert into public.settlement_lines (id, settlement_id, kind, amount, count)
select uid(19, x.sn * 8 + k.kn), x.id, k.kind, k.amount, k.count
from x_settlement x cross join lateral (values (1, 'productSales', x.gross, x.line_count), (2, 'shippingFees', x.shipping, x.shipping_count),
  (3, 'returns', x.returns, x.return_count), (4, 'cancellations', 0::bigint, 0), (5, 'promotionCosts', 0::bigint, 0)) k(kn, kind, amount, count);
`,
    },
    {
      name: 'insert orders, lines, payments, refunds, coupon uses',
      sql: `
insert into public.orders (id, order_number, customer_id, status, subtotal, shipping_fee, coupon_discount, points_used, total, payment_method,
  orderer_name, recipient_name, recipient_phone, zip_code, address, address_detail, delivery_memo, cancel_reason, created_at, paid_at, processing_at, shipped_at,
  delivered_at, confirmed_at, cancelled_at, updated_at)
select o.id, o.order_number, o.customer_id, o.status, o.subtotal, o.ship, o.discount, o.points, o.total, o.method, o.cname,
  case when v(o.h3, 8) < 0.9 then o.cname else pick(${V.sur}, v(o.h3, 9)) || pick(${V.givenKo}, v(o.h3, 10)) end, o.phone, o.zip_code, o.address, o.address_detail,
  case when v(o.h3, 11) < 0.6 then pick(${V.memos}, v(o.h3, 12)) end,
  case when o.status = 'cancelled' then case when o.unpaid then '입금 기한 만료' else pick(${V.cancelReasons}, v(o.h3, 13)) end end,
  ts(o.created_ms),
  ts(case when o.status = 'cancelled' then case when not o.unpaid and o.paid_ms < o.cancel_ms then o.paid_ms end when o.status <> 'pending' then o.paid_ms end),
  ts(case when o.status = 'cancelled' then case when not o.unpaid and o.processing_ms < o.cancel_ms then o.processing_ms end
          when o.status in ('processing', 'shipped', 'delivered', 'purchase_confirmed') then o.processing_ms end),
  ts(case when o.status in ('shipped', 'delivered', 'purchase_confirmed') then o.shipped_ms end),
  ts(case when o.status in ('delivered', 'purchase_confirmed') then o.delivered_ms end),
  ts(case when o.status = 'purchase_confirmed' then o.confirm_ms end),
  ts(case when o.status = 'cancelled' then o.cancel_ms end),
  ts(case o.status when 'cancelled' then o.cancel_ms when 'pending' then o.created_ms when 'paid' then o.paid_ms when 'processing' then o.processing_ms
       when 'shipped' then o.shipped_ms when 'delivered' then o.delivered_ms else o.confirm_ms end)
from x_o2 o order by o.i;

insert into public.order_lines (id, order_id, line_no, product_id, seller_id, brand_id, product_name, brand_name, color, size, unit_price, quantity, line_total, settlement_id)
select l.id, uid(7, l.i), l.line_no, l.product_id, l.seller_id, l.brand_id, l.product_name, l.brand_name, l.color, l.size, l.unit_price, l.quantity, l.line_total, x.id
from x_line l left join x_sline sl on sl.line_id = l.id left join x_settlement x on x.seller_id = sl.seller_id and x.period_start = sl.period_start
order by l.i, l.line_no;

insert into public.payments (id, order_id, provider, method, amount, status, transaction_id, refunded_amount, created_at, approved_at, cancelled_at)
select uid(9, o.i), o.id, 'sandbox', o.method, o.total,
  case when o.status = 'cancelled' then case when not o.unpaid and o.paid_ms < o.cancel_ms then 'refunded' else 'cancelled' end
       when o.status = 'pending' then 'pending'
       when o.refund_by_return > 0 then case when o.refund_by_return >= o.total then 'refunded' else 'partially_refunded' end
       else 'paid' end,
  'SBX' || to_char(kd(o.created_ms), 'YYYYMMDD') || lpad((1000000 + o.i)::text, 7, '0'),
  case when o.status = 'cancelled' then case when not o.unpaid and o.paid_ms < o.cancel_ms then o.total else 0 end else o.refund_by_return end,
  ts(o.created_ms),
  ts(case when o.status = 'cancelled' then case when not o.unpaid and o.paid_ms < o.cancel_ms then o.paid_ms end when o.status <> 'pending' then o.paid_ms end),
  ts(case when o.status = 'cancelled' then o.cancel_ms end)
from x_o2 o order by o.i;

insert into public.refunds (id, payment_id, order_id, return_id, amount, reason, status, created_at, completed_at)
select uid(10, o.i), uid(9, o.i), o.id, null, o.total,
  '주문 취소: ' || pick(${V.cancelReasons}, v(o.h3, 13)), 'completed', ts(o.cancel_ms),
  ts(case when o.cancel_ms + ri(v(o.h3, 14), 1, 48)::bigint * ${HOUR} > ${NOW} then o.cancel_ms else o.cancel_ms + ri(v(o.h3, 14), 1, 48)::bigint * ${HOUR} end)
from x_o2 o where o.status = 'cancelled' and not o.unpaid and o.paid_ms < o.cancel_ms and o.total > 0
union all
select uid(11, o.i), uid(9, o.i), o.id, uid(15, o.i), o.refund_by_return,
  '반품 환불: ' || rt.text, 'completed', ts(o.r_completed_ms), ts(o.r_completed_ms)
from x_o2 o join x_return_text rt on rt.reason = o.return_reason where o.refund_by_return > 0;

insert into public.coupon_redemptions (id, coupon_id, customer_id, order_id, amount, created_at, released_at)
select uid(12, o.i), o.coupon_id, o.customer_id, o.id, o.discount, ts(o.created_ms),
  ts(case when o.status = 'cancelled' then o.cancel_ms end)
from x_o2 o where o.coupon_id is not null;
`,
    },
    {
      name: 'insert shipments and tracking events',
      sql: `
create unlogged table x_ship as
select y.*, uid(13, y.i * 64 + y.s) as id, hk(65, y.i * 64 + y.s) as h, y.status <> 'processing' as shipped,
  case when y.status in ('delivered', 'purchase_confirmed') then 'delivered' when y.status = 'processing' then 'pending'
    when y.exception then 'exception' when ${NOW} - y.shipped_ms < 8 * ${HOUR} then 'shipped' when ${NOW} > y.delivered_ms - 4 * ${HOUR} then 'out_for_delivery' else 'in_transit' end as sstatus,
  case when y.status <> 'processing' then row_number() over (partition by y.status <> 'processing' order by y.i, y.s) end as seq
from (
  select o.i, l.seller_id, row_number() over (partition by o.i order by l.seller_id)::int as s, sum(l.weight_grams * l.quantity)::int as weight,
    o.id as order_id, o.status, o.processing_ms, o.shipped_ms, o.delivered_ms, o.exception, o.address
  from x_o2 o join x_line l on l.i = o.i
  where o.status in ('processing', 'shipped', 'delivered', 'purchase_confirmed')
  group by o.i, l.seller_id, o.id, o.status, o.processing_ms, o.shipped_ms, o.delivered_ms, o.exception, o.address) y;

insert into public.shipments (id, order_id, seller_id, carrier_code, tracking_number, status, total_weight_grams, shipping_cost, shipped_at, estimated_delivery,
  delivered_at, created_at, updated_at)
select x.id, x.order_id, x.seller_id, c.carrier,
  case when x.shipped then case c.carrier when 'cj_logistics' then 'CJ' when 'hanjin' then 'HJ' when 'lotte' then 'LT' else 'KP' end || (500000000000 + x.seq) end,
  x.sstatus, x.weight, 3000, ts(case when x.shipped then x.shipped_ms end), case when x.shipped then kd(x.shipped_ms) + 2 end,
  ts(case when x.sstatus = 'delivered' then x.delivered_ms end), ts(x.processing_ms),
  ts(least(${NOW}::bigint, case when x.shipped then case when x.sstatus = 'delivered' then x.delivered_ms else x.shipped_ms end else x.processing_ms end))
from x_ship x cross join lateral (select pick(${V.carriers}, v(x.h, 0)) as carrier) c
order by x.i, x.s;

insert into public.shipment_events (id, shipment_id, status, description, location, occurred_at)
select uid(14, (x.i * 8 + x.s) * 8 + e.k), x.id, e.status, e.description, e.location, ts(e.at)
from x_ship x
cross join lateral (select pick(${V.cities}, v(x.h, 1)) as hub, pick(${V.cities}, v(x.h, 2)) as origin, split_part(x.address, ' ', 1) || ' ' || split_part(x.address, ' ', 2) as area) a
cross join lateral (values
  (1, 'shipped', x.shipped_ms, '상품이 택배사에 인계되었습니다', a.origin || ' 집화점'),
  (2, 'in_transit', x.shipped_ms + 8 * ${HOUR}, '간선 상차: 허브 터미널로 이동 중입니다', a.hub || ' 허브'),
  (3, 'exception', x.shipped_ms + 20 * ${HOUR}, '수취인 부재로 배송이 지연되고 있습니다', a.hub || ' 허브'),
  (4, 'out_for_delivery', x.delivered_ms - 4 * ${HOUR}, '배송 기사님이 배송을 시작했습니다', a.area || ' 대리점'),
  (5, 'delivered', x.delivered_ms, '배송이 완료되었습니다', a.area)) e(k, status, at, description, location)
where x.shipped and e.at <= ${NOW} and (e.k <> 3 or x.exception) and (e.k <> 5 or x.sstatus = 'delivered')
order by x.i, x.s, e.k;
`,
    },
    {
      name: 'insert returns and points ledger',
      sql: `
insert into public.returns (id, return_number, order_id, customer_id, type, reason, status, description, images, admin_notes, refund_amount, requested_at,
  processed_at, completed_at, updated_at)
select uid(15, o.i), 'RT' || to_char(kd(o.return_ms), 'YYMMDD') || lpad((50000 + row_number() over (partition by kd(o.return_ms) order by o.return_ms, o.i))::text, 5, '0'),
  o.id, o.customer_id, o.return_type, o.return_reason, o.r_status, rt.text,
  case when o.return_reason in ('defective', 'damaged') then array['/media/products/' || l.product_id || '/1.svg'] else '{}'::text[] end,
  case o.r_status when 'rejected' then '착용 흔적이 있어 반품이 불가합니다' when 'completed' then case when o.return_type = 'return' then '회수 검수 완료, 환불 처리' else '교환 상품 발송 완료' end end,
  o.refund_planned, ts(o.return_ms), ts(case when o.r_status <> 'requested' then o.r_approved_ms end), ts(case when o.r_status = 'completed' then o.r_completed_ms end),
  ts(case o.r_status when 'requested' then o.return_ms when 'rejected' then o.r_approved_ms when 'approved' then o.r_approved_ms when 'processing' then o.r_processing_ms else o.r_completed_ms end)
from x_o2 o join x_line l on l.i = o.i and l.line_no = o.ret_line_no join x_return_text rt on rt.reason = o.return_reason
where o.has_return order by o.i;

insert into public.return_lines (id, return_id, order_line_id, quantity, amount, reason)
select uid(16, o.i), uid(15, o.i), l.id, l.quantity, o.refund_planned, o.return_reason
from x_o2 o join x_line l on l.i = o.i and l.line_no = o.ret_line_no where o.has_return order by o.i;

insert into public.points_ledger (id, customer_id, delta, reason, order_id, balance_after, description, created_at)
with e as (
  select o.customer_id, -o.points as delta, 'order_use' as reason, o.i, o.created_ms as at, '주문 ' || o.order_number || ' 포인트 사용' as description, 1 as kindn
  from x_o2 o where o.points > 0
  union all
  select o.customer_id, o.points, 'cancel_restore', o.i, o.cancel_ms, '주문 ' || o.order_number || ' 취소로 포인트 환원', 2
  from x_o2 o where o.points > 0 and o.status = 'cancelled'
  union all
  select o.customer_id, o.earn, 'order_earn', o.i, o.confirm_ms, '주문 ' || o.order_number || ' 구매 확정 적립', 3
  from x_o2 o where o.status = 'purchase_confirmed' and o.earn > 0
), ids as (select e.*, uid(17, e.i * 4 + e.kindn) as id from e)
select id, customer_id, delta, reason, uid(7, i), sum(delta) over (partition by customer_id order by ts(at), id rows unbounded preceding)::int, description, ts(at)
from ids order by customer_id, at, id;
`,
    },
    {
      name: 'insert reviews, Q&A, follows, wishlists, carts, searches',
      sql: `
insert into public.reviews (id, product_id, customer_id, order_id, order_line_id, rating, title, content, photo_count, verified, helpful, not_helpful, reported,
  status, admin_reply, admin_replied_at, created_at, updated_at)
with c as (
  select l.id as line_id, l.i, l.product_id, l.color, l.size, o.customer_id, o.confirm_ms, p.quality,
    o.has_return and l.line_no = o.ret_line_no as returned, hk(20, l.i * 8 + l.line_no) as h, l.line_no
  from x_line l join x_o2 o on o.i = l.i join x_product p on p.n = l.pn where o.status = 'purchase_confirmed'
), r as (
  select c.*, c.confirm_ms + ri(v(h, 1), 1, 240)::bigint * ${HOUR} as at,
    case when returned then ri(v(h, 2), 1, 3) else greatest(1, least(5, round(quality + (v(h, 2) - 0.4) * 1.8)))::int end as rating
  from c where v(h, 0) < case when returned then 0.5 else 0.28 end
), s as (
  select r.*, case when ${NOW} - at < 3 * ${DAY} and v(h, 3) < 0.6 then 'pending' else pick(${V.reviewStatus}, v(h, 4)) end as status from r where at <= ${NOW}
), t as (
  select s.*, v(s.h, 5) < case when s.rating <= 2 then 0.6 else 0.12 end and s.at + ${DAY} <= ${NOW} as reply, 1 + floor(v(s.h, 6) * cardinality(x.titles))::int as ti, x.titles, x.contents
  from s join x_review_text x on x.rating = s.rating
)
select uid(20, i * 8 + line_no), product_id, customer_id, uid(7, i), line_id, rating, titles[ti], contents[ti] || ' (' || color || ' / ' || size || ' 구매)',
  case when v(h, 7) < 0.3 then ri(v(h, 6), 1, 3) else 0 end, true, ri(u(h, 2), 0, 40), ri(u(h, 3), 0, 5),
  case when status = 'flagged' then ri(v(h, 1), 3, 10) when v(h, 0) < 0.008 then 1 else 0 end, status,
  case when reply then pick(${V.replies}, v(h, 3)) end, ts(case when reply then at + ${DAY} end), ts(at), ts(case when reply then at + ${DAY} else at end)
from t order by line_id;

insert into public.qnas (id, customer_id, email, phone, category, title, question, product_id, order_id, is_public, status, priority, admin_reply,
  replied_by_name, replied_at, created_at, updated_at)
with base as (
  select gs.qn as n, hh.h, c.n as cn, c.id as customer_id, c.email, c.phone, c.joined_ms, c.o_lo, c.o_hi, t.*
  from generate_series(1, ${Math.round(p.customers * 1.1)}) gs(qn) cross join lateral (select hk(66, gs.qn) as h) hh
  join x_customer c on c.n = 1 + floor(u(hh.h, 0) * ${p.customers})::int
  join x_qna t on t.k = 1 + floor(u(hh.h, 1) * ${QNA_TEMPLATES.length})::int
), linked as (
  select b.*, case when b.category = 'product' then ps.n end as pn,
    case when b.category not in ('product', 'account') and b.o_hi >= b.o_lo then b.o_lo + floor(v(b.h, 4) * (b.o_hi - b.o_lo + 1))::bigint end as oi
  from base b left join x_pslot ps on ps.s = floor(u(b.h, 2) * ${PRODUCT_SLOTS})::int
), timed as (
  select k.*, p.name as pname, p.bname, p.id as product_id,
    case when o.i is not null then least(${NOW}::bigint - 600000, o.created_ms + ri(v(k.h, 5), 1, 72)::bigint * ${HOUR})
         else greatest(k.joined_ms + ${HOUR}, ${NOW}::bigint - ri(u(k.h, 3), 1, 365 * 24)::bigint * ${HOUR} - ri(v(k.h, 6), 0, 3599)::bigint * 1000) end as at,
    o.i as order_i
  from linked k left join x_product p on p.n = k.pn left join x_o2 o on o.i = k.oi
), st as (
  select t.*, case when ${NOW} - at < 2 * ${DAY} then pick(${V.qnaFresh}, v(h, 7)) else pick(${V.qnaOld}, v(h, 7)) end as status from timed t
)
select uid(21, n), customer_id, email, case when category = 'product' then null else phone end, category,
  case when product_id is not null then '[' || pname || '] ' || title else title end, question, product_id, case when order_i is not null then uid(7, order_i) end,
  category = 'product' and v(h, 8) < 0.85, status, case when status = 'urgent' then 'urgent' else pick(${V.qnaPriority}, v(h, 9)) end,
  case when status in ('answered', 'closed') then answer end,
  case when status in ('answered', 'closed') then case when product_id is not null then bname || ' 담당자' else '스타일허브 CS팀' end end,
  ts(case when status in ('answered', 'closed') then least(${NOW}::bigint, at + ri(v(h, 10), 2, 30)::bigint * ${HOUR}) end), ts(at),
  ts(case when status in ('answered', 'closed') then least(${NOW}::bigint, at + ri(v(h, 10), 2, 30)::bigint * ${HOUR}) else at end)
from st order by n;

create unlogged table x_fslot as
with c as (select n, w * w / 1000 as w from x_brand where status = 'active'),
s as (select n, w, sum(w) over (order by n) as cum, sum(w) over () as tot from c)
select g as s, n from s, generate_series(((cum - w) * ${BRAND_SLOTS} / tot)::int, (cum * ${BRAND_SLOTS} / tot)::int - 1) g;
create index on x_fslot (s);
insert into public.brand_follows (customer_id, brand_id, created_at)
select distinct on (c.id, b.id) c.id, b.id,
  ts(least(${NOW}::bigint - ${HOUR}, greatest(c.joined_ms, b.created_ms) + ri(v(hk(67, c.n * 64 + g), 0), 1, 2000)::bigint * ${HOUR}))
from x_customer c
cross join lateral generate_series(1, case c.grade when 'vip' then ri(v(c.h2, 10), 8, 24) when 'gold' then ri(v(c.h2, 10), 5, 14)
  when 'silver' then ri(v(c.h2, 10), 2, 9) else ri(v(c.h2, 10), 0, 5) end) g
join x_fslot fs on fs.s = floor(u(hk(67, c.n * 64 + g), 1) * ${BRAND_SLOTS})::int
join x_brand b on b.n = fs.n
order by c.id, b.id, g;

insert into public.wishlist_items (customer_id, product_id, created_at)
select distinct on (c.id, p.id) c.id, p.id, ts(least(${NOW}::bigint - ${HOUR}, greatest(c.joined_ms, p.created_ms) + ${HOUR}))
from x_customer c cross join lateral generate_series(1, ri(v(c.h2, 11), 0, 6)) g
join x_pslot ps on ps.s = floor(u(hk(68, c.n * 64 + g), 0) * ${PRODUCT_SLOTS})::int
join x_product p on p.n = ps.n
order by c.id, p.id, g;

insert into public.cart_items (id, customer_id, product_id, color, size, quantity, created_at, updated_at)
select distinct on (c.id, p.id, pick(p.colors, v(x.h, 1)), pick(p.sizes, v(x.h, 2)))
  uid(22, c.n * 64 + g), c.id, p.id, pick(p.colors, v(x.h, 1)), pick(p.sizes, v(x.h, 2)), case when v(x.h, 3) < 0.8 then 1 else 2 end,
  ts(${NOW}::bigint - ri(v(x.h, 4), 1, 480)::bigint * ${HOUR}), ts(${NOW}::bigint - ri(v(x.h, 4), 1, 480)::bigint * ${HOUR})
from x_customer c cross join lateral generate_series(1, case when c.status = 'active' and v(c.h2, 12) < 0.4 then ri(v(c.h2, 13), 1, 4) else 0 end) g
cross join lateral (select hk(69, c.n * 64 + g) as h) x
join x_pslot ps on ps.s = floor(u(x.h, 0) * ${PRODUCT_SLOTS})::int
join x_product p on p.n = ps.n
order by c.id, p.id, pick(p.colors, v(x.h, 1)), pick(p.sizes, v(x.h, 2)), g;

insert into public.search_log (id, term, customer_id, result_count, created_at)
with counts as materialized (select t.term, (select count(*) from public.products p where p.name like '%' || t.term || '%')::int as n from unnest(${V.allTerms}) t(term))
select uid(23, s), x.term, case when v(hh.h, 1) < 0.6 then c.id end, counts.n, ts(${NOW}::bigint - ri(u(hh.h, 1), 60, 90 * 24 * 3600)::bigint * 1000)
from generate_series(1, ${p.customers * 2}) s cross join lateral (select hk(70, s) as h) hh
cross join lateral (select pick(${V.searchTerms}, v(hh.h, 0)) as term) x
join counts on counts.term = x.term
join x_customer c on c.n = 1 + floor(u(hh.h, 2) * ${p.customers})::int;
`,
    },
    {
      name: 'best-seller flags',
      sql: `
-- BEST: the top 4% of the new orderable products by popularity
with r as (select n, row_number() over (order by pop desc, n) as k, count(*) over () as total from x_product where pop > 0)
update public.products p set is_best = true from r join x_product x on x.n = r.n where p.id = x.id and r.k <= r.total * 0.04;
`,
    },
  ];
}
