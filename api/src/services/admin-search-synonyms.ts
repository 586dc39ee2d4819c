import { sql, type SQL } from 'drizzle-orm';
import {
  SYNONYM_MESSAGES,
  synonymKey,
  synonymNotice,
  type CreateSearchSynonym,
  type SearchSynonym,
  type SearchSynonymDeleted,
  type SearchSynonymList,
  type SearchSynonymQuery,
  type SearchSynonymResult,
  type UpdateSearchSynonym,
} from '@market/domain/search-synonyms';
import type { Db } from '../db/client';
import type { AdminActor } from '../lib/admin-actor';
import { isUniqueViolation } from '../lib/db-errors';
import { AppError } from '../lib/errors';
import { allOf, queryListPage, sortDirection } from '../lib/list-query';
import { containsPattern, isoText as iso, isUuid, queryRows } from '../lib/sql';
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

const FROM = sql`search_synonyms`;

/** `GET /api/admin/search/synonyms`: one page of rows, and the cards over the searched rows. */
export async function listSearchSynonyms(db: Db, query: SearchSynonymQuery): Promise<SearchSynonymList> {
  // Words are stored cleaned and lowercase: the text is compared the same way (Ｊacket finds jacket).
  const key = query.q ? synonymKey(query.q) : '';
  const p = containsPattern(key);
  const searched = (row: SQL) =>
    key ? sql`(${row}.term ilike ${p} or exists (select 1 from unnest(${row}.synonyms) w where w ilike ${p}))` : undefined;
  const direction = query.direction ? sql`bidirectional = ${query.direction === 'two-way'}` : undefined;
  const dir = sortDirection(query.order);
  const { items, figure, ...page } = await queryListPage<Row>(db, {
    from: FROM,
    columns: COLUMNS,
    where: allOf([searched(sql`search_synonyms`)]),
    selected: allOf([direction]),
    // term is unique: it settles every tie.
    orderBy: query.sort === 'updated' ? sql`updated_at ${dir}, term` : sql`term ${dir}`,
    page: query.page,
    limit: query.limit,
    figures: sql`(count(*) filter (where bidirectional))::int as two_way, (count(*) filter (where not bidirectional))::int as one_way,
      (select count(distinct w)::int from search_synonyms s cross join unnest(array_append(s.synonyms, s.term)) w
        where ${allOf([searched(sql`s`)])}) as words`,
  });
  return {
    ...page,
    items: items.map(toItem),
    summary: { twoWay: figure('two_way'), oneWay: figure('one_way'), words: figure('words') },
  };
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
export async function createSearchSynonym(db: Db, actor: AdminActor, input: CreateSearchSynonym): Promise<SearchSynonymResult> {
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
  return { item, title: SYNONYM_MESSAGES.createdTitle, message: synonymNotice(item.term, '등록') };
}

/** `PATCH /api/admin/search/synonyms/{id}`: the fields sent. */
export async function updateSearchSynonym(db: Db, actor: AdminActor, id: string, input: UpdateSearchSynonym): Promise<SearchSynonymResult> {
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
  return { item, title: SYNONYM_MESSAGES.updatedTitle, message: synonymNotice(item.term, '수정') };
}

/** `DELETE /api/admin/search/synonyms/{id}`. */
export async function deleteSearchSynonym(db: Db, actor: AdminActor, id: string): Promise<SearchSynonymDeleted> {
  const term = await db.transaction(async (tx) => {
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
    return before.term;
  });
  listingCache(db).clear();
  return { id, title: SYNONYM_MESSAGES.deletedTitle, message: synonymNotice(term, '삭제') };
}
