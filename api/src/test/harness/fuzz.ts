import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { createSession } from '../../services/sessions';
import { rowsOf } from '../shopper';
import { freshIp, type TestApp } from '../test-app';
import type { JsonSchema, Operation, OperationParam } from './openapi-operations';

/**
 * Property-based fuzzing of every operation of `/api/openapi.json` (issue 12): wrong types, huge,
 * NUL and odd-unicode strings, extreme numbers, `__proto__` keys, malformed JSON, wrong content
 * types and odd path parameters, as anonymous, as a shopper and as SUPER_ADMIN. The properties:
 * no 5xx, and no error body that shows a stack trace or SQL.
 */

/** Cases per operation: 200 in `npm test`, FUZZ_CASES (2,000 in the bench run) when set. */
export const CASES_PER_OPERATION = Number(process.env.FUZZ_CASES ?? 200);
/** One seed for the whole run, printed with every failure so it can be replayed (FUZZ_SEED). */
export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20261125);

/** Operations that would end the harness's own sessions. */
export const SESSION_ENDING = /\/logout$/;

export type Actor = 'anonymous' | 'shopper' | 'admin';
const ACTORS: Actor[] = ['anonymous', 'shopper', 'admin'];

/** A JSON token written as is (`-0`, `1e999`): JSON.stringify cannot produce these. */
class RawJson {
  constructor(readonly text: string) {}
}

/** Real ids and words from the seeded database, so cases reach past the 404s. */
export interface FuzzPool {
  ids: string[];
  /** Ids per table (`orders`, `cart_items`, ...), for fields and path parameters that name one. */
  byTable: Record<string, string[]>;
  slugs: string[];
  words: string[];
}

/** `productId` → products, `/api/cart/items/{id}` → cart_items: the table a name or path segment points at. */
const HINT_TABLES: Record<string, string> = {
  product: 'products',
  products: 'products',
  order: 'orders',
  orders: 'orders',
  brand: 'brands',
  brands: 'brands',
  review: 'reviews',
  reviews: 'reviews',
  qna: 'qnas',
  question: 'qnas',
  questions: 'qnas',
  return: 'returns',
  returns: 'returns',
  notices: 'announcements',
  notice: 'announcements',
  events: 'events',
  items: 'cart_items',
  coupon: 'coupons',
  coupons: 'coupons',
  customer: 'customers',
  customers: 'customers',
  faqs: 'faqs',
};

function idsFor(pool: FuzzPool, hint: string | undefined): string[] {
  const table = hint
    ? HINT_TABLES[
        hint
          .replace(/Ids?$/, '')
          .replace(/^slugOr/, '')
          .toLowerCase()
      ]
    : undefined;
  const ids = table ? pool.byTable[table] : undefined;
  return ids?.length ? ids : pool.ids;
}

export interface FuzzCase {
  actor: Actor;
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: string;
  /** What kind of case it is, for the failure report. */
  kind: string;
}

export interface FuzzFailure {
  key: string;
  status: number;
  reason: string;
  case: { actor: Actor; method: string; url: string; kind: string; body?: string };
  response: string;
  /** The server's error log line for a 5xx (message and database code), when a log is captured. */
  serverError?: string;
}

export interface FuzzReport {
  operations: number;
  cases: number;
  fiveHundreds: number;
  leaks: number;
  badShape: number;
  failures: FuzzFailure[];
  slowest: { key: string; ms: number; kind: string }[];
  statuses: Record<string, number>;
  /** 5xx answers per operation. */
  fiveHundredsByOperation: Record<string, number>;
  /** Milliseconds spent per kind of case, to keep the run within its budget. */
  msByKind: Record<string, number>;
}

// ---------------------------------------------------------------------------------------------
// Values

const ODD_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0001\u0002\u001b[31m',
  '\u007f',
  '\ud800',
  'x\udfff',
  '\u202e\u200f거꾸로\u202c',
  '\u200b\u200c\u200d\ufeff',
  '😀👩‍👩‍👧‍👦🇰🇷',
  'e\u0301\u0302\u0303\u0304\u0305',
  'ᄀᄀᄀ한\u1161\u11a8',
  '𝕏𝔂𝔃',
  '\ufffd\uffff',
  "' or '1'='1' --",
  '"; drop table orders; --',
  '1; select pg_sleep(0) --',
  '../../../etc/passwd',
  '%00%2e%2e%2f',
  '${7*7}{{7*7}}',
  '<script>alert(1)</script>',
  '\\',
  '\\u0000',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e308',
  '-0',
  '9007199254740993',
  '__proto__',
  'constructor',
  '00000000-0000-0000-0000-000000000000',
  'FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF',
  '2026-02-30',
  '0000-00-00T00:00:00Z',
];

const EXTREME_NUMBERS: unknown[] = [
  0,
  -1,
  1e308,
  -1e308,
  2 ** 53 + 1,
  -(2 ** 53) - 1,
  Number.MAX_SAFE_INTEGER,
  Number.MIN_VALUE,
  0.5,
  2_147_483_648,
  -2_147_483_649,
  new RawJson('-0'),
  new RawJson('1e999'),
  new RawJson('-1e999'),
  new RawJson('1e-400'),
  new RawJson('123456789012345678901234567890'),
  'NaN',
  'Infinity',
  '-Infinity',
];

/** Any UTF-16 unit, lone surrogates and control characters included. */
const anyUnit = fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c));

/** Huge strings, up to the 1 MB body limit (rare: they are slow to send). */
const hugeString = fc
  .integer({ min: 10_000, max: 1_040_000 })
  .chain((n) =>
    fc.constantFrom('x', '가', '😀', '\u0000', '\u0301').map((unit) => unit.repeat(Math.ceil(n / unit.length / (unit === '가' ? 3 : 1)))),
  );

const BREAKERS = [
  '\u0000',
  '\u0001',
  '\u0008',
  '\u000b',
  '\u001b',
  '\u001f',
  '\u007f',
  '\ud800',
  '\udbff',
  '\udc00',
  '\u0085',
  '\u2028',
  '\u202e',
  '\u200b',
  '\ufeff',
  '\uffff',
];

/** A plausible text with one control character, lone surrogate or odd mark inside. */
const brokenText = fc
  .tuple(
    fc.constantFrom('김철수', 'fuzz@example.com', 'secret1234', '블랙', 'M', '010-1234-5678', 'WELCOME'),
    fc.constantFrom(...BREAKERS),
    fc.nat(12),
  )
  .map(([text, breaker, at]) => {
    const i = Math.min(at, text.length);
    return `${text.slice(0, i)}${breaker}${text.slice(i)}`;
  });

export const oddString: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...ODD_STRINGS) },
  { weight: 6, arbitrary: brokenText },
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 3, arbitrary: fc.string({ unit: anyUnit, maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.integer({ min: 256, max: 8_000 }).map((n) => 'a'.repeat(n)) },
  { weight: 1, arbitrary: hugeString },
);

/** A value of any JSON type but rarely the right one. */
const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: oddString },
  { weight: 3, arbitrary: fc.constantFrom(...EXTREME_NUMBERS) },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.array(fc.oneof(oddString, fc.integer()), { maxLength: 3 }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom<unknown>(
      {},
      { a: 1 },
      [[[]]],
      JSON.parse('{"__proto__":{"isAdmin":true}}'),
      JSON.parse('{"constructor":{"prototype":{"isAdmin":true}}}'),
    ),
  },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

function pickType(schema: JsonSchema): string | undefined {
  const t = schema.type;
  if (Array.isArray(t)) return t.find((x) => x !== 'null') ?? t[0];
  return t;
}

/** A value that fits the schema (as far as cheap generation can), using real ids when it asks for one. */
type Optional = 'random' | 'all' | 'none';

function validValue(schema: JsonSchema, pool: FuzzPool, depth = 0, hint?: string, optional: Optional = 'random'): fc.Arbitrary<unknown> {
  if (depth > 6) return fc.constant(null);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((s) => validValue(s, pool, depth + 1, hint, optional)));
  if (schema.allOf?.length) return validValue(Object.assign({}, ...schema.allOf), pool, depth + 1, hint, optional);
  switch (pickType(schema) ?? (schema.properties ? 'object' : undefined)) {
    case 'string': {
      if (schema.format === 'uuid' && pool.ids.length)
        return fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...idsFor(pool, hint)) }, { weight: 1, arbitrary: fc.uuid() });
      // Mostly new addresses, so signups get past the "already taken" check to the insert.
      if (schema.format === 'email' || hint === 'email')
        return fc.oneof(
          { weight: 4, arbitrary: fc.nat().map((n) => `fuzz.${n}@example.com`) },
          { weight: 1, arbitrary: fc.constantFrom('buyer@stylehub.kr', 'super@stylehub.kr') },
        );
      if (schema.format === 'date') return fc.constantFrom('2026-01-01', '2025-12-31');
      if (schema.format === 'date-time') return fc.constantFrom('2026-01-01T00:00:00.000Z');
      const min = schema.minLength ?? 0;
      const max = Math.max(min, Math.min(schema.maxLength ?? 40, 60));
      const typical = Math.min(Math.max(min, 8), max);
      if (schema.pattern)
        return fc.constantFrom(
          `fuzz-${'k'.repeat(Math.max(0, min))}`.slice(0, max),
          ...pool.words.filter((w) => w.length >= min && w.length <= max),
        );
      return fc.oneof(
        fc.string({ minLength: typical, maxLength: max }),
        fc.constantFrom(
          ...pool.words.filter((w) => w.length >= min && w.length <= max),
          'x'.repeat(Math.max(min, 1)).slice(0, Math.max(max, 1)),
        ),
      );
    }
    case 'integer':
    case 'number': {
      const min = Math.max(schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -1000), -1e9);
      const max = Math.min(schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : 1_000_000), 1e9);
      return fc.integer({ min: Math.ceil(min), max: Math.max(Math.ceil(min), Math.floor(max)) });
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(validValue(schema.items ?? {}, pool, depth + 1, hint, optional), {
        minLength: Math.min(schema.minItems ?? 0, 3),
        maxLength: Math.min(Math.max(schema.maxItems ?? 3, schema.minItems ?? 0), 3),
      });
    case 'object': {
      const props = Object.entries(schema.properties ?? {});
      const required = new Set(schema.required ?? []);
      const entries = props.map(([name, s]) => {
        const value = validValue(s, pool, depth + 1, name, optional);
        // Required fields always; optional ones as asked (each its own coin in random mode).
        const present =
          required.has(name) || optional === 'all' ? fc.constant(true) : optional === 'none' ? fc.constant(false) : fc.boolean();
        return fc.tuple(fc.constant(name), value, present);
      });
      return fc.tuple(...entries).map((parts) => {
        const out: Record<string, unknown> = {};
        for (const [name, value, present] of parts) if (present) out[name] = value;
        return out;
      });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** The paths of every value inside a generated body (the body itself is path []). */
function pathsOf(value: unknown, path: (string | number)[] = [], out: (string | number)[][] = []): (string | number)[][] {
  out.push(path);
  if (Array.isArray(value)) value.forEach((v, i) => pathsOf(v, [...path, i], out));
  else if (value !== null && typeof value === 'object' && !(value instanceof RawJson))
    for (const [k, v] of Object.entries(value)) pathsOf(v, [...path, k], out);
  return out;
}

/** A copy of `value` with the value at `path` replaced (or, for the root, `replacement` itself). */
function replaceAt(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
  Object.defineProperty(copy, head!, {
    value: replaceAt(copy[head!], rest, replacement),
    enumerable: true,
    configurable: true,
    writable: true,
  });
  return copy;
}

const EXTRA_KEYS = ['__proto__', 'constructor', 'prototype', 'role', 'isAdmin', 'price', 'id', 'customerId', 'status', '한글키', ''];

/**
 * A valid body with one value (a field, an array element or a nested object) replaced by a wrong
 * or odd one, or with one extra key (`__proto__`, `role`, ...) beside the valid ones.
 */
function mutatedBody(schema: JsonSchema, pool: FuzzPool): fc.Arbitrary<unknown> {
  const replaced = fc
    .tuple(validValue(schema, pool), fc.nat(), fc.oneof({ weight: 3, arbitrary: oddString }, { weight: 2, arbitrary: wrongValue }))
    .map(([body, pick, replacement]) => {
      const paths = pathsOf(body);
      const leaves = paths.length > 1 ? paths.slice(1) : paths;
      return replaceAt(body, leaves[pick % leaves.length]!, replacement);
    });
  const extra = fc
    .tuple(validValue(schema, pool), fc.constantFrom(...EXTRA_KEYS), wrongValue)
    .map(([body, key, value]) =>
      body !== null && typeof body === 'object' && !Array.isArray(body) ? replaceAt(body, [key], value) : body,
    );
  return fc.oneof({ weight: 5, arbitrary: replaced }, { weight: 1, arbitrary: extra });
}

/** Values every field of a sweep gets, one at a time. */
const SWEEP_VALUES: unknown[] = [
  'a\u0000b',
  '\u0001',
  '\ud800',
  '\u202e\u200b😀e\u0301',
  'x'.repeat(200_000),
  1e308,
  new RawJson('-0'),
  'NaN',
  null,
  {},
  [],
  true,
];

/**
 * The systematic part of the cases: two valid bases (required fields only, and every field) and,
 * for every value inside them, each sweep value in its place. Every field of every body is hit
 * with NUL, a lone surrogate, a huge string and wrong types, whatever the random part draws.
 */
function sweepBodies(schema: JsonSchema, pool: FuzzPool, seed: number): unknown[] {
  const bodies: unknown[] = [];
  for (const optional of ['none', 'all'] as const) {
    const [base] = fc.sample(validValue(schema, pool, 0, undefined, optional), { numRuns: 1, seed });
    bodies.push(base);
    for (const path of pathsOf(base).slice(1)) for (const value of SWEEP_VALUES) bodies.push(replaceAt(base, path, value));
  }
  return bodies;
}

/** JSON text, with RawJson tokens written verbatim. */
function toJsonText(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, v: unknown) => {
    if (v instanceof RawJson) {
      raws.push(v.text);
      return `\u0000RAW${raws.length - 1}\u0000`;
    }
    return v;
  });
  return (text ?? 'null').replace(/"\\u0000RAW(\d+)\\u0000"/g, (_m, i: string) => raws[Number(i)]!);
}

const MALFORMED_JSON = [
  '',
  '{',
  '{"a":',
  '[1,2',
  '{"a":1,}',
  "{'a':1}",
  '{"a":01}',
  '{"a":NaN}',
  '{"a":undefined}',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '\ufeff{}',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  'null',
  'true',
  '"text"',
  '12',
  '[]',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  `${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}`,
  '{"a":1}{"b":2}',
  '{"a":"\x00"}',
];

const WRONG_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/json; charset=utf-16',
  'application/problem+json',
  'application/jsonx',
  '',
  '*/*',
];

const ODD_PATH_SEGMENTS = [
  '..',
  '.',
  '%2e%2e',
  '%2F',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  'a'.repeat(5_000),
  encodeURIComponent('한글-상품'),
  encodeURIComponent('😀'),
  '%ED%A0%80',
  '%C0%AF',
  '%FF',
  '%',
  encodeURIComponent("1' or '1'='1"),
  encodeURIComponent('1; drop table orders'),
  '-1',
  '0',
  '1e308',
  '9007199254740993',
  'null',
  '__proto__',
  'constructor',
  '00000000-0000-0000-0000-000000000000',
  encodeURIComponent('\u202e\u200b'),
  '%20',
];

function pathValue(pool: FuzzPool, hint: string | undefined): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...idsFor(pool, hint), ...(hint === 'brands' ? pool.slugs : [])) },
    { weight: 3, arbitrary: fc.constantFrom(...ODD_PATH_SEGMENTS) },
    { weight: 1, arbitrary: fc.uuid() },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 20 }).map((s) => encodeURIComponent(s)) },
  );
}

function queryValue(param: OperationParam, pool: FuzzPool): fc.Arbitrary<string[] | null> {
  const one = fc.oneof(
    {
      weight: 3,
      arbitrary: validValue(param.schema, pool, 0, param.name).map((v) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''))),
    },
    { weight: 2, arbitrary: oddString.filter((s) => s.length < 20_000) },
    { weight: 2, arbitrary: fc.constantFrom(...EXTREME_NUMBERS).map((v) => (v instanceof RawJson ? v.text : String(v))) },
  );
  return fc.oneof(
    { weight: 2, arbitrary: fc.constant(null) },
    { weight: 4, arbitrary: one.map((v) => [v]) },
    { weight: 1, arbitrary: fc.array(one, { minLength: 2, maxLength: 3 }) },
  );
}

/** Percent-encoding that keeps lone surrogates (encodeURIComponent throws on them). */
function encodeQueryPart(text: string): string {
  return text.replace(/[\ud800-\udfff]/g, '\ufffd') === text
    ? encodeURIComponent(text)
    : `${encodeURIComponent(text.replace(/[\ud800-\udfff]/g, ''))}%ED%A0%80`;
}

const RAW_QUERIES = [
  '%',
  '%zz',
  'a=%ED%A0%80',
  'a=%C0%AF',
  'page=%00',
  '&&&',
  '=',
  'page[]=1',
  'page=1&page=2',
  '__proto__[x]=1',
  'constructor.prototype.x=1',
];

function headerValue(param: OperationParam, pool: FuzzPool): fc.Arbitrary<string | null> {
  return fc.oneof(
    {
      weight: 4,
      arbitrary: fc.string({ unit: 'binary-ascii', minLength: 8, maxLength: 40 }).map((s) => `fuzz-${s.replace(/[^\x21-\x7e]/g, 'k')}`),
    },
    { weight: 1, arbitrary: fc.constant(null) },
    {
      weight: 1,
      arbitrary: fc.constantFrom('', ' ', 'a', 'x'.repeat(10_000), "' or 1=1 --", '\t', 'é'.normalize('NFC'), ...pool.ids.slice(0, 1)),
    },
  );
}

/** The segment before `{id}` names the resource (`/orders/{id}` → orders); `{productId}` names itself. */
function hintOf(op: Operation, name: string): string | undefined {
  if (name !== 'id' && name !== 'slugOrId') return name;
  const parts = op.path.split('/');
  return parts[parts.indexOf(`{${name}}`) - 1];
}

function fillPath(op: Operation, values: Record<string, string>): string {
  return op.path.replace(/\{([^}]+)\}/g, (_m, name: string) => values[name] ?? 'x');
}

function withHeaders(op: Operation, host: string, extra: Record<string, string>, contentType: string | undefined): Record<string, string> {
  // Same-origin, as the product's own pages send it (cross-site writes are another harness's job).
  const headers: Record<string, string> = { ...extra, origin: host };
  if (contentType !== undefined) headers['content-type'] = contentType;
  return headers;
}

let headerSeq = 0;
/** A valid value for each header parameter (a fresh Idempotency-Key each time). */
function validHeaders(op: Operation): Record<string, string> {
  headerSeq += 1;
  return Object.fromEntries(op.params.filter((p) => p.in === 'header').map((p) => [p.name, `fuzz-sweep-${headerSeq}-${Date.now()}`]));
}

/** One arbitrary producing the random cases of one operation. */
export function caseArbitrary(op: Operation, pool: FuzzPool, host: string): fc.Arbitrary<Omit<FuzzCase, 'actor'>> {
  const pathParams = op.params.filter((p) => p.in === 'path');
  const queryParams = op.params.filter((p) => p.in === 'query');
  const headerParams = op.params.filter((p) => p.in === 'header');
  const takesBody = !['GET', 'HEAD', 'DELETE'].includes(op.method);

  const path = fc
    .tuple(...pathParams.map((p) => pathValue(pool, hintOf(op, p.name))))
    .map((values) => fillPath(op, Object.fromEntries(pathParams.map((p, i) => [p.name, values[i]!]))));
  const query = fc.oneof(
    {
      weight: 8,
      arbitrary: fc
        .tuple(...queryParams.map((q) => queryValue(q, pool)))
        .map((values) =>
          queryParams.flatMap((q, i) => (values[i] ?? []).map((v) => `${encodeQueryPart(q.name)}=${encodeQueryPart(v)}`)).join('&'),
        ),
    },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_QUERIES) },
  );
  const headers = fc.tuple(...headerParams.map((h) => headerValue(h, pool))).map((values) => {
    const out: Record<string, string> = {};
    headerParams.forEach((h, i) => {
      if (values[i] !== null) out[h.name] = values[i]!;
    });
    return out;
  });

  type BodyPart = { kind: string; body?: string; contentType?: string };
  const bodies: { weight: number; arbitrary: fc.Arbitrary<BodyPart> }[] = [];
  if (op.body) {
    bodies.push(
      {
        weight: 10,
        arbitrary: mutatedBody(op.body, pool).map((v) => ({
          kind: 'one field wrong',
          body: toJsonText(v),
          contentType: 'application/json',
        })),
      },
      {
        weight: 3,
        arbitrary: validValue(op.body, pool).map((v) => ({
          kind: 'schema-shaped body',
          body: toJsonText(v),
          contentType: 'application/json',
        })),
      },
    );
  }
  if (takesBody) {
    bodies.push(
      { weight: 2, arbitrary: wrongValue.map((v) => ({ kind: 'wrong-type body', body: toJsonText(v), contentType: 'application/json' })) },
      {
        weight: 2,
        arbitrary: fc.constantFrom(...MALFORMED_JSON).map((b) => ({ kind: 'malformed JSON', body: b, contentType: 'application/json' })),
      },
      {
        weight: 1,
        arbitrary: fc
          .tuple(fc.constantFrom(...WRONG_TYPES), fc.constantFrom('a=1', '{}', '<x/>', ''))
          .map(([type, b]) => ({ kind: 'wrong content type', body: b, contentType: type || undefined })),
      },
      { weight: 1, arbitrary: fc.constant({ kind: 'no body' }) },
    );
  } else {
    bodies.push({ weight: 1, arbitrary: fc.constant({ kind: 'no body' }) });
  }

  return fc.tuple(path, query, headers, fc.oneof(...bodies)).map(([p, q, h, b]) => ({
    method: op.method,
    url: `${p}${q ? `?${q}` : ''}`,
    headers: withHeaders(op, host, h, b.contentType),
    body: b.body,
    kind: b.kind,
  }));
}

const SWEEP_QUERY_VALUES = [
  '\u0001',
  '%ED%A0%80',
  'x'.repeat(5_000),
  '1e308',
  '-0',
  'NaN',
  '-1',
  '99999999999999999999',
  '2026-02-30',
  "' or 1=1 --",
];

/**
 * The systematic cases of one operation, as the actor most likely to get past the sign-in check
 * (SUPER_ADMIN under /api/admin, the shopper elsewhere): every body field with each sweep value,
 * every query parameter with odd values, every path parameter with odd segments.
 */
export function sweepCases(op: Operation, pool: FuzzPool, host: string, seed: number): FuzzCase[] {
  const actor: Actor = op.path.startsWith('/api/admin') ? 'admin' : 'shopper';
  const pathParams = op.params.filter((p) => p.in === 'path');
  const validPath = Object.fromEntries(pathParams.map((p) => [p.name, idsFor(pool, hintOf(op, p.name))[0] ?? 'x']));
  const cases: FuzzCase[] = [];
  const push = (kind: string, url: string, body?: unknown) =>
    cases.push({
      actor,
      method: op.method,
      url,
      kind,
      body: body === undefined ? undefined : toJsonText(body),
      headers: withHeaders(op, host, validHeaders(op), body === undefined ? undefined : 'application/json'),
    });
  const base = fillPath(op, validPath);
  if (op.body) for (const body of sweepBodies(op.body, pool, seed)) push('sweep: body field', base, body);
  else push('sweep: plain', base);
  for (const q of op.params.filter((p) => p.in === 'query')) {
    for (const v of SWEEP_QUERY_VALUES)
      push('sweep: query', `${base}?${encodeQueryPart(q.name)}=${v.startsWith('%') ? v : encodeQueryPart(v)}`);
  }
  for (const p of pathParams) for (const seg of ODD_PATH_SEGMENTS) push('sweep: path', fillPath(op, { ...validPath, [p.name]: seg }));
  return cases;
}

/** The cases of one operation: the sweep (at most half the budget), then random cases up to `count`. */
export function casesFor(op: Operation, pool: FuzzPool, host: string, count: number, seed: number): FuzzCase[] {
  const sweep = sweepCases(op, pool, host, seed);
  const kept =
    sweep.length > count / 2
      ? fc.sample(fc.shuffledSubarray(sweep, { minLength: Math.floor(count / 2), maxLength: Math.floor(count / 2) }), {
          numRuns: 1,
          seed,
        })[0]!
      : sweep;
  const random = fc.sample(caseArbitrary(op, pool, host), { numRuns: count - kept.length, seed: seed + 1 });
  return [...kept, ...random.map((c, i) => ({ ...c, actor: ACTORS[i % ACTORS.length]! }))];
}

// ---------------------------------------------------------------------------------------------
// Properties

/** What an error body must never show: a stack frame, a source file, SQL or a database error. */
const LEAK =
  /\n\s+at\s|\bat [\w$.<>]+ \(|\.(ts|js|mjs|cjs):\d+|\bselect\b[\s\S]{1,200}\bfrom\b|\binsert into\b|\bupdate\b[\s\S]{1,100}\bset\b|\bdelete from\b|syntax error|violates|relation "|column "|SQLSTATE|PostgresError|DrizzleQueryError|Failed query|\bparams:|"code":"[0-9][0-9A-Z]{4}"/i;

/** Cookies (admin and shopper) for the actors, created once and again when a session ends. */
export class Sessions {
  private cookies: Partial<Record<Actor, string>> = {};
  constructor(
    private readonly t: TestApp,
    private readonly shopperId: string,
    private readonly adminId: string,
  ) {}

  async cookie(actor: Actor): Promise<string | undefined> {
    if (actor === 'anonymous') return undefined;
    this.cookies[actor] ??= await this.open(actor);
    return this.cookies[actor];
  }

  private async open(actor: Exclude<Actor, 'anonymous'>): Promise<string> {
    const kind = actor === 'admin' ? 'staff' : 'customer';
    const token = await createSession(this.t.db.database.db, {
      kind,
      subjectId: actor === 'admin' ? this.adminId : this.shopperId,
      ip: null,
      userAgent: null,
    });
    return `${actor === 'admin' ? 'admin_sid' : 'sid'}=${token}`;
  }

  /** After a 401: when the actor's session no longer signs in, a new one is opened. */
  async renewIfEnded(actor: Actor): Promise<boolean> {
    if (actor === 'anonymous') return false;
    const probe = actor === 'admin' ? '/api/admin/auth/me' : '/api/auth/me';
    const res = await this.t.app.request(probe, { headers: { cookie: (await this.cookie(actor))! } });
    if (res.status !== 401) return false;
    delete this.cookies[actor];
    return true;
  }
}

/** Ids, slugs and words of the seeded database; the shopper is the seeded customer with the most orders. */
export async function loadPool(t: TestApp): Promise<{ pool: FuzzPool; shopperId: string; adminId: string }> {
  const tables = [
    'brands',
    'products',
    'orders',
    'reviews',
    'qnas',
    'returns',
    'announcements',
    'events',
    'faqs',
    'coupons',
    'customers',
    'cart_items',
    'settlements',
    'shipments',
    'staff_accounts',
    'categories',
  ];
  const ids: string[] = [];
  const byTable: Record<string, string[]> = {};
  for (const table of tables) {
    const [exists] = await rowsOf<{ ok: boolean }>(t, sql`select to_regclass(${`public.${table}`}) is not null as ok`);
    if (!exists?.ok) continue;
    const rows = await rowsOf<{ id: string }>(t, sql`select id::text as id from ${sql.identifier(table)} order by id limit 3`);
    byTable[table] = rows.map((r) => r.id);
    ids.push(...byTable[table]);
  }
  const [shopper] = await rowsOf<{ id: string }>(
    t,
    sql`select customer_id::text as id from orders group by customer_id order by count(*) desc limit 1`,
  );
  // The shopper's own orders, returns and cart lines, so its calls reach past the ownership checks.
  const mine = async (table: string, query: ReturnType<typeof sql>) => {
    const rows = await rowsOf<{ id: string }>(t, query).catch(() => []);
    byTable[table] = [...rows.map((r) => r.id), ...(byTable[table] ?? [])];
    ids.push(...rows.map((r) => r.id));
  };
  await mine('orders', sql`select id::text as id from orders where customer_id = ${shopper!.id} order by created_at desc limit 5`);
  await mine(
    'returns',
    sql`select r.id::text as id from returns r join orders o on o.id = r.order_id where o.customer_id = ${shopper!.id} limit 3`,
  );
  await mine('cart_items', sql`select id::text as id from cart_items where customer_id = ${shopper!.id} limit 3`);
  const slugs = (await rowsOf<{ slug: string }>(t, sql`select slug from brands order by slug limit 3`)).map((r) => r.slug);
  const words = (await rowsOf<{ w: string }>(t, sql`select distinct color as w from product_options limit 5`)).map((r) => r.w);
  words.push(...(await rowsOf<{ w: string }>(t, sql`select distinct size as w from product_options limit 5`)).map((r) => r.w));
  words.push(...(await rowsOf<{ w: string }>(t, sql`select code as w from coupons limit 3`)).map((r) => r.w));
  const [admin] = await rowsOf<{ id: string }>(t, sql`select id::text as id from staff_accounts where email = 'super@stylehub.kr'`);
  return { pool: { ids, byTable, slugs, words: words.filter(Boolean) }, shopperId: shopper!.id, adminId: admin!.id };
}

const HOST = 'http://localhost';

/** Runs `cases` cases on each operation and checks the properties; answers the counts and every failure. */
export async function fuzzOperations(
  t: TestApp,
  operations: Operation[],
  options: { cases: number; seed: number; serverErrors?: string[] },
): Promise<FuzzReport> {
  const { pool, shopperId, adminId } = await loadPool(t);
  const sessions = new Sessions(t, shopperId, adminId);
  const report: FuzzReport = {
    operations: 0,
    cases: 0,
    fiveHundreds: 0,
    leaks: 0,
    badShape: 0,
    failures: [],
    slowest: [],
    statuses: {},
    fiveHundredsByOperation: {},
    msByKind: {},
  };
  for (const [opIndex, op] of operations.entries()) {
    if (SESSION_ENDING.test(op.path)) continue;
    report.operations += 1;
    for (const c of casesFor(op, pool, HOST, options.cases, options.seed + opIndex * 7)) {
      const actor = c.actor;
      const cookie = await sessions.cookie(actor);
      const headers: Record<string, string> = { ...c.headers, 'x-forwarded-for': freshIp() };
      if (cookie) headers.cookie = cookie;
      const started = performance.now();
      let res: Response;
      try {
        res = await t.app.request(`${HOST}${c.url}`, { method: c.method, headers, body: c.body });
      } catch (error) {
        // The request could not even be built (the case itself is invalid for fetch): not the API's fault.
        if (error instanceof TypeError) continue;
        throw error;
      }
      const text = await res.text();
      const ms = performance.now() - started;
      report.cases += 1;
      report.statuses[res.status] = (report.statuses[res.status] ?? 0) + 1;
      report.msByKind[c.kind] = Math.round((report.msByKind[c.kind] ?? 0) + ms);
      if (report.slowest.length < 5 || ms > report.slowest.at(-1)!.ms) {
        report.slowest.push({ key: op.key, ms: Math.round(ms), kind: c.kind });
        report.slowest.sort((a, b) => b.ms - a.ms).splice(5);
      }
      const serverError = res.status >= 500 ? options.serverErrors?.at(-1)?.slice(0, 600) : undefined;
      const fail = (reason: string) =>
        report.failures.push({
          key: op.key,
          status: res.status,
          reason,
          case: { actor, method: c.method, url: c.url.slice(0, 300), kind: c.kind, body: c.body?.slice(0, 300) },
          response: text.slice(0, 300),
          serverError,
        });
      if (res.status >= 500) {
        report.fiveHundreds += 1;
        report.fiveHundredsByOperation[op.key] = (report.fiveHundredsByOperation[op.key] ?? 0) + 1;
        // The first few of each operation are enough to see the cause.
        if (report.fiveHundredsByOperation[op.key]! <= 5) fail('5xx');
      }
      if (res.status >= 400) {
        if (LEAK.test(text)) {
          report.leaks += 1;
          fail('stack trace or SQL in the body');
        }
        let shaped = false;
        try {
          const parsed = JSON.parse(text) as { error?: { code?: unknown; message?: unknown } };
          shaped = typeof parsed.error?.code === 'string' && typeof parsed.error.message === 'string';
        } catch {
          // Not JSON at all: badly shaped.
        }
        if (!shaped) {
          report.badShape += 1;
          fail('error body not { error: { code, message } }');
        }
      }
      if (res.status === 401) await sessions.renewIfEnded(actor);
    }
  }
  return report;
}

/** The one-line summary the test and the bench print. */
export function summarize(label: string, r: FuzzReport): string {
  return `[fuzz ${label}] ${r.operations} operations, ${r.cases} cases, ${r.fiveHundreds} answers of 5xx, ${r.leaks} bodies with a stack trace or SQL, ${r.badShape} badly shaped errors; 5xx by operation ${JSON.stringify(r.fiveHundredsByOperation)}; statuses ${JSON.stringify(r.statuses)}; ms by kind ${JSON.stringify(r.msByKind)}; slowest ${r.slowest.map((s) => `${s.key} ${s.ms} ms (${s.kind})`).join(', ')}`;
}

/** One body that fits the schema with its required fields only (deterministic for a seed). */
export function validBody(schema: JsonSchema, pool: FuzzPool, seed: number): unknown {
  return fc.sample(validValue(schema, pool, 0, undefined, 'none'), { numRuns: 1, seed })[0];
}
