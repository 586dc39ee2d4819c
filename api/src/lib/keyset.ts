import { sql, type SQL } from 'drizzle-orm';
import { MESSAGES } from '@market/domain/catalog-rules';
import { AppError } from './errors';

/**
 * Keyset (cursor) paging for every list, storefront and admin: page 2,000 costs what page 1
 * costs, because the next page starts after the last row's sort keys instead of skipping rows.
 * A cursor is opaque base64url JSON `{s: tag, k: values}`; the tag names the list and its sort
 * so that a cursor of one sort is refused by another (422).
 */

export type KeyType = 'int' | 'ts' | 'num' | 'uuid' | 'text' | 'bool';

export interface SortKey {
  /** The expression sorted on, as written in the query's ORDER BY. */
  expr: SQL;
  /** Its text form, selected for the cursor. */
  text: SQL;
  type: KeyType;
  desc: boolean;
}

const KEY_PATTERNS: Record<KeyType, RegExp> = {
  int: /^-?\d{1,15}$/,
  num: /^-?\d{1,12}(\.\d{1,4})?$/,
  ts: /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2})?|Z)?$/,
  uuid: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
  // eslint-disable-next-line no-control-regex
  text: /^[^\u0000]{0,200}$/,
  bool: /^(true|false)$/,
};
export const KEY_CASTS: Record<KeyType, SQL> = {
  int: sql`bigint`,
  num: sql`numeric`,
  ts: sql`timestamptz`,
  uuid: sql`uuid`,
  text: sql`text`,
  // Through text: postgres.js would send the string 'true' for a boolean parameter as false.
  bool: sql`text::boolean`,
};

function badCursor(): AppError {
  return new AppError('VALIDATION', MESSAGES.cursor, { cursor: MESSAGES.cursor });
}

export function encodeCursor(tag: string, values: string[]): string {
  return Buffer.from(JSON.stringify({ s: tag, k: values }), 'utf8').toString('base64url');
}

/** The key values of a cursor made by encodeCursor with this tag; anything else is a 422. */
export function decodeCursor(cursor: string, tag: string, keys: readonly SortKey[]): string[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badCursor();
  }
  if (!parsed || typeof parsed !== 'object') throw badCursor();
  const { s, k } = parsed as { s?: unknown; k?: unknown };
  if (s !== tag || !Array.isArray(k) || k.length !== keys.length) throw badCursor();
  k.forEach((v, i) => {
    if (typeof v !== 'string' || !KEY_PATTERNS[keys[i]!.type].test(v)) throw badCursor();
  });
  return k as string[];
}

/**
 * Rows after the cursor. Keys all in one direction compare as a row, which a matching index
 * answers directly; mixed directions expand to an OR chain.
 */
export function afterCursor(keys: readonly SortKey[], values: string[]): SQL {
  const value = (i: number) => sql`${values[i]}::${KEY_CASTS[keys[i]!.type]}`;
  if (keys.every((k) => k.desc === keys[0]!.desc)) {
    const op = keys[0]!.desc ? sql`<` : sql`>`;
    return sql`(${sql.join(
      keys.map((k) => k.expr),
      sql`, `,
    )}) ${op} (${sql.join(
      keys.map((_, i) => value(i)),
      sql`, `,
    )})`;
  }
  const clauses = keys.map((k, i) => {
    const equal = keys.slice(0, i).map((prev, j) => sql`${prev.expr} = ${value(j)}`);
    const beyond = sql`${k.expr} ${k.desc ? sql`<` : sql`>`} ${value(i)}`;
    return sql`(${sql.join([...equal, beyond], sql` and `)})`;
  });
  return sql`(${sql.join(clauses, sql` or `)})`;
}

/** ORDER BY for the keys (nulls must not occur in a sort key: coalesce them in `expr`). */
export function orderByKeys(keys: readonly SortKey[]): SQL {
  return sql.join(
    keys.map((k) => sql`${k.expr} ${k.desc ? sql`desc` : sql`asc`}`),
    sql`, `,
  );
}

/** The select list of the keys' text forms, as `k0`, `k1`… (read back by `nextCursorOf`). */
export function keyColumns(keys: readonly SortKey[]): SQL {
  return sql.join(
    keys.map((k, i) => sql`${k.text} as ${sql.raw(`k${i}`)}`),
    sql`, `,
  );
}

/**
 * Splits a fetch of `limit + 1` rows into the page and the next cursor (null on the last page).
 * Each row carries the keys selected with `keyColumns`.
 */
export function pageAndCursor<R extends Record<string, unknown>>(
  rows: R[],
  limit: number,
  tag: string,
  keys: readonly SortKey[],
): { rows: R[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  const nextCursor =
    rows.length > limit && last
      ? encodeCursor(
          tag,
          keys.map((_, i) => String(last[`k${i}`])),
        )
      : null;
  return { rows: page, nextCursor };
}
