import { sql } from 'drizzle-orm';
import {
  SYNONYM_MESSAGES,
  synonymKey,
  type CreateSearchSynonym,
  type SearchSynonym,
  type SearchSynonymList,
  type UpdateSearchSynonym,
} from '@market/domain/search-synonyms';
import type { Db } from '../db/client';
import type { AdminActor } from '../lib/admin-actor';
import { isUniqueViolation } from '../lib/db-errors';
import { AppError } from '../lib/errors';
import { isoText as iso, isUuid, queryRows } from '../lib/sql';
import { listingCache } from './listing-cache';

/**
 * The search dictionary in the admin (issue 17): list, add, edit and remove the rows of
 * search_synonyms. A change applies to the next search: dropping the listing cache drops the
 * storefront's resolved queries with it (search.ts resolveSearch) and the cached listing totals.
 */

interface Row {
  id: string;
  term: string;
  synonyms: string[] | string;
  bidirectional: boolean;
  updated_at: string;
}

const asArray = (v: string[] | string): string[] =>
  Array.isArray(v)
    ? v
    : v
        .replace(/^\{|\}$/g, '')
        .split(',')
        .filter(Boolean)
        .map((w) => w.replace(/^"|"$/g, ''));

const toItem = (r: Row): SearchSynonym => ({
  id: r.id,
  term: r.term,
  synonyms: asArray(r.synonyms),
  bidirectional: r.bidirectional,
  updatedAt: r.updated_at,
});

const textArray = (values: string[]) => `{${values.map((v) => `"${v.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`;
const COLUMNS = sql`id, term, synonyms, bidirectional, ${iso(sql`updated_at`)} as updated_at`;

/** `GET /api/admin/search/synonyms`: every row (or those with q in a word), by word. */
export async function listSearchSynonyms(db: Db, q?: string): Promise<SearchSynonymList> {
  const key = q ? synonymKey(q) : '';
  const where = key ? sql`where strpos(term, ${key}) > 0 or exists (select 1 from unnest(synonyms) w where strpos(w, ${key}) > 0)` : sql``;
  const rows = await queryRows<Row>(db, sql`select ${COLUMNS} from search_synonyms ${where} order by term`);
  return { items: rows.map(toItem) };
}

const notFound = () => new AppError('NOT_FOUND', SYNONYM_MESSAGES.notFound);
const termTaken = () => new AppError('CONFLICT', SYNONYM_MESSAGES.termTaken, { term: SYNONYM_MESSAGES.termTaken });

async function findRow(db: Pick<Db, 'execute'>, id: string, lock = false): Promise<SearchSynonym> {
  if (!isUuid(id)) throw notFound();
  const [row] = await queryRows<Row>(
    db as Db,
    sql`select ${COLUMNS} from search_synonyms where id = ${id}::uuid ${lock ? sql`for update` : sql``}`,
  );
  if (!row) throw notFound();
  return toItem(row);
}

const auditView = (s: SearchSynonym) => ({ term: s.term, synonyms: s.synonyms, bidirectional: s.bidirectional });

async function mappingUnique<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isUniqueViolation(error)) throw termTaken();
    throw error;
  }
}

/** `POST /api/admin/search/synonyms`. */
export async function createSearchSynonym(db: Db, actor: AdminActor, input: CreateSearchSynonym): Promise<SearchSynonym> {
  const item = await mappingUnique(() =>
    db.transaction(async (tx) => {
      const [row] = await queryRows<Row>(
        tx,
        sql`insert into search_synonyms (term, synonyms, bidirectional)
            values (${input.term}, ${textArray(input.synonyms)}::text[], ${input.bidirectional}) returning ${COLUMNS}`,
      );
      const created = toItem(row!);
      await actor.audit(tx, {
        action: 'catalog.search-synonyms.create',
        resource: 'search_synonym',
        resourceId: created.id,
        resourceName: created.term,
        before: null,
        after: auditView(created),
        severity: 'LOW',
      });
      return created;
    }),
  );
  listingCache(db).clear();
  return item;
}

/** `PATCH /api/admin/search/synonyms/{id}`: the fields sent. */
export async function updateSearchSynonym(db: Db, actor: AdminActor, id: string, input: UpdateSearchSynonym): Promise<SearchSynonym> {
  const item = await mappingUnique(() =>
    db.transaction(async (tx) => {
      const before = await findRow(tx, id, true);
      const term = input.term ?? before.term;
      const synonyms = input.synonyms ?? before.synonyms;
      if (synonyms.includes(term)) {
        throw new AppError('VALIDATION', SYNONYM_MESSAGES.sameWord, { synonyms: SYNONYM_MESSAGES.sameWord });
      }
      const [row] = await queryRows<Row>(
        tx,
        sql`update search_synonyms set term = ${term}, synonyms = ${textArray(synonyms)}::text[],
              bidirectional = ${input.bidirectional ?? before.bidirectional}, updated_at = now()
            where id = ${before.id}::uuid returning ${COLUMNS}`,
      );
      const after = toItem(row!);
      await actor.audit(tx, {
        action: 'catalog.search-synonyms.update',
        resource: 'search_synonym',
        resourceId: after.id,
        resourceName: after.term,
        details: { fields: Object.keys(input) },
        before: auditView(before),
        after: auditView(after),
        severity: 'LOW',
      });
      return after;
    }),
  );
  listingCache(db).clear();
  return item;
}

/** `DELETE /api/admin/search/synonyms/{id}`. */
export async function deleteSearchSynonym(db: Db, actor: AdminActor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await findRow(tx, id, true);
    await tx.execute(sql`delete from search_synonyms where id = ${before.id}::uuid`);
    await actor.audit(tx, {
      action: 'catalog.search-synonyms.delete',
      resource: 'search_synonym',
      resourceId: before.id,
      resourceName: before.term,
      before: auditView(before),
      after: null,
      severity: 'LOW',
    });
  });
  listingCache(db).clear();
}
