import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import {
  CATEGORY_MESSAGES,
  CATEGORY_STATUS_LABELS,
  type AdminCategory,
  type AdminCategoryChild,
  type AdminCategoryResult,
  type AdminCategorySort,
  type AdminCategoryTree,
  type AdminCategoryTreeQuery,
  type ChangeCategoryStatus,
  type CreateCategory,
  type UpdateCategory,
} from '@market/domain/admin-categories';
import type { Db } from '../db/client';
import type { AdminActor } from '../lib/admin-actor';
import { isUniqueViolation } from '../lib/db-errors';
import { AppError } from '../lib/errors';
import type { ExportColumn } from '../lib/export';
import { isoText as iso, isUuid, queryRows } from '../lib/sql';
import { listingCache } from './listing-cache';

/**
 * The admin's categories (spec 001 "Category management"): the two-level tree, create, edit and
 * the active toggle. The storefront reads categories through services/categories.ts (menu,
 * quick-pick, listing filters) and products.ts (the `category` filter), both of which keep only
 * active categories whose parent is active, in display order; so a toggle or a new order shows
 * there at once (the listing caches are dropped after every write).
 *
 * What an inactive category hides: the category itself (menu, quick-pick, filters, its listing
 * page answers "not found"), never its products: they stay on sale, found by search, on their
 * brand's page and at their own address, since a category is navigation and hiding products
 * would silently take a seller's stock off sale.
 */

const notFound = () => new AppError('NOT_FOUND', CATEGORY_MESSAGES.notFound);

interface CategoryRow {
  id: string;
  parent_id: string | null;
  name: string;
  slug: string;
  description: string;
  display_order: number;
  is_active: boolean;
  /** Products directly in the category. */
  direct: number;
  created_at: string;
}

const COLUMNS = sql`c.id, c.parent_id, c.name, c.slug, c.description, c.display_order, c.is_active, coalesce(n.n, 0)::int as direct,
  ${iso(sql`c.created_at`)} as created_at`;
const FROM = sql`categories c left join lateral (select count(*)::int as n from products p where p.category_id = c.id) n on true`;

function toChild(r: CategoryRow): AdminCategoryChild {
  return {
    id: r.id,
    name: r.name,
    slug: r.slug,
    description: r.description,
    parentId: r.parent_id,
    level: r.parent_id ? 1 : 0,
    displayOrder: Number(r.display_order),
    isActive: r.is_active,
    productCount: Number(r.direct),
    createdAt: r.created_at,
    children: [],
  };
}

type CategoryFields = Omit<AdminCategoryChild, 'children'>;

function compare(sort: AdminCategorySort, order: 'asc' | 'desc') {
  const value = (c: CategoryFields): number | string =>
    ({ order: c.displayOrder, name: c.name, products: c.productCount, created: c.createdAt, status: c.isActive ? 0 : 1 })[sort];
  const sign = order === 'asc' ? 1 : -1;
  return (a: CategoryFields, b: CategoryFields) => {
    const x = value(a);
    const y = value(b);
    const primary = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y), 'ko');
    return sign * primary || a.displayOrder - b.displayOrder || a.name.localeCompare(b.name, 'ko') || a.id.localeCompare(b.id);
  };
}

const matches = (c: CategoryFields, needle: string) =>
  c.name.toLowerCase().includes(needle) || c.description.toLowerCase().includes(needle);

/**
 * `GET /api/admin/categories`: the tree, parents with their children, siblings in the chosen order.
 * A search on name or description keeps a parent when it or any child matches (its matching
 * children shown, or all of them when the parent matches); the status filter works the same way.
 * The tiles count the whole tree. Tens of rows: read whole, filtered here.
 */
export async function adminCategoryTree(db: Db, query: AdminCategoryTreeQuery): Promise<AdminCategoryTree> {
  const rows = await queryRows<CategoryRow>(db, sql`select ${COLUMNS} from ${FROM}`);
  const all = rows.map(toChild);
  const byId = new Map<string, AdminCategory>();
  for (const c of all) if (c.level === 0) byId.set(c.id, { ...c, children: [] as AdminCategoryChild[] });
  for (const c of all) if (c.level === 1) (byId.get(c.parentId!)?.children as AdminCategoryChild[] | undefined)?.push(c);
  const parents = [...byId.values()];
  for (const p of parents) p.productCount += p.children.reduce((s, c) => s + c.productCount, 0);
  const summary = {
    parents: parents.length,
    children: all.length - parents.length,
    totalProducts: parents.reduce((s, p) => s + p.productCount, 0),
    active: all.filter((c) => c.isActive).length,
  };

  const needle = query.q?.toLowerCase();
  const wanted = (c: CategoryFields) => !query.status || c.isActive === (query.status === 'active');
  const kept: AdminCategory[] = [];
  for (const p of parents) {
    const selfText = !needle || matches(p, needle);
    const children = p.children.filter((c) => (selfText || matches(c, needle!)) && wanted(c));
    const self = selfText && wanted(p);
    if (self || children.length)
      kept.push({ ...p, children: (self && !needle && !query.status ? p.children : children) as AdminCategoryChild[] });
  }
  const cmp = compare(query.sort, query.order);
  kept.sort(cmp);
  for (const p of kept) (p.children as AdminCategoryChild[]).sort(cmp);
  return { items: kept, total: kept.reduce((s, p) => s + 1 + p.children.length, 0), summary };
}

/** The rows of the download: each parent, then its children, as the tree shows them. */
export async function* adminCategoryRows(
  db: Db,
  query: AdminCategoryTreeQuery,
): AsyncIterable<AdminCategoryChild & { parentName: string }> {
  const tree = await adminCategoryTree(db, query);
  for (const p of tree.items) {
    yield { ...p, children: [], parentName: '' };
    for (const c of p.children) yield { ...c, parentName: p.name };
  }
}

export const CATEGORY_EXPORT_COLUMNS: ExportColumn<AdminCategoryChild & { parentName: string }>[] = [
  { header: '카테고리명', value: (c) => c.name },
  { header: '상위 카테고리', value: (c) => c.parentName },
  { header: '단계', value: (c) => (c.level === 0 ? '대분류' : '소분류') },
  { header: '슬러그', value: (c) => c.slug },
  { header: '설명', value: (c) => c.description },
  { header: '상품 수', value: (c) => c.productCount },
  { header: '표시 순서', value: (c) => c.displayOrder },
  { header: '상태', value: (c) => CATEGORY_STATUS_LABELS[c.isActive ? 'active' : 'inactive'] },
  { header: '등록일', value: (c) => c.createdAt.slice(0, 10) },
];

// ---- writes

async function findCategory(db: Db, id: string, lock = false): Promise<CategoryRow> {
  if (!isUuid(id)) throw notFound();
  const [row] = await queryRows<CategoryRow>(
    db,
    sql`select ${COLUMNS} from ${FROM} where c.id = ${id}::uuid ${lock ? sql`for update of c` : sql``}`,
  );
  if (!row) throw notFound();
  return row;
}

/** The category as the write answers it: a parent with its children's products counted. */
async function resultItem(db: Db, id: string) {
  const row = toChild(await findCategory(db, id));
  if (row.level === 0) {
    const [sum] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from products p join categories k on k.id = p.category_id where k.parent_id = ${id}::uuid`,
    );
    row.productCount += Number(sum?.n ?? 0);
  }
  const { children: _children, ...item } = row;
  return item;
}

function auditView(c: Omit<AdminCategoryChild, 'children'>) {
  return {
    name: c.name,
    slug: c.slug,
    parentId: c.parentId,
    displayOrder: c.displayOrder,
    description: c.description,
    isActive: c.isActive,
  };
}

const slugTaken = () => new AppError('CONFLICT', CATEGORY_MESSAGES.slugTaken, { slug: CATEGORY_MESSAGES.slugTaken });

async function assertSlugFree(tx: Db, slug: string, exceptId: string | null): Promise<void> {
  const [taken] = await queryRows<{ id: string }>(
    tx,
    sql`select id from categories where slug = ${slug} ${exceptId ? sql`and id <> ${exceptId}::uuid` : sql``} limit 1`,
  );
  if (taken) throw slugTaken();
}

/** The parent rule: null (top level) or another top-level category; never itself; a parent with children stays on top. */
async function checkedParent(tx: Db, parentId: string | null, self: { id: string; hasChildren: boolean } | null): Promise<string | null> {
  if (parentId === null) return null;
  const field = (message: string) => ({ parentId: message });
  if (self && parentId === self.id) throw new AppError('VALIDATION', CATEGORY_MESSAGES.parentSelf, field(CATEGORY_MESSAGES.parentSelf));
  if (!isUuid(parentId)) throw new AppError('NOT_FOUND', CATEGORY_MESSAGES.parentNotFound, field(CATEGORY_MESSAGES.parentNotFound));
  const [parent] = await queryRows<{ id: string; parent_id: string | null }>(
    tx,
    sql`select id, parent_id from categories where id = ${parentId}::uuid`,
  );
  if (!parent) throw new AppError('NOT_FOUND', CATEGORY_MESSAGES.parentNotFound, field(CATEGORY_MESSAGES.parentNotFound));
  if (parent.parent_id) {
    const message = self && parent.parent_id === self.id ? CATEGORY_MESSAGES.parentSelf : CATEGORY_MESSAGES.parentNotTop;
    throw new AppError('VALIDATION', message, field(message));
  }
  if (self?.hasChildren) throw new AppError('VALIDATION', CATEGORY_MESSAGES.parentHasChildren, field(CATEGORY_MESSAGES.parentHasChildren));
  return parent.id;
}

async function mappingUnique<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken();
    throw error;
  }
}

const done = (item: Omit<AdminCategoryChild, 'children'>): AdminCategoryResult => ({
  item,
  title: CATEGORY_MESSAGES.updated,
  message: CATEGORY_MESSAGES.updatedDescription,
});

/** `POST /api/admin/categories`: a new category (top level or under a top-level one). */
export async function createCategory(db: Db, actor: AdminActor, input: CreateCategory): Promise<AdminCategoryResult> {
  const result = await mappingUnique(() =>
    db.transaction(async (tx) => {
      const parentId = await checkedParent(tx, input.parentId ?? null, null);
      const slug = input.slug ?? `cat-${randomUUID().slice(0, 8)}`;
      await assertSlugFree(tx, slug, null);
      const id = randomUUID();
      await tx.execute(sql`insert into categories (id, parent_id, slug, name, description, display_order, is_active)
        values (${id}::uuid, ${parentId}, ${slug}, ${input.name}, ${input.description}, ${input.displayOrder}, ${input.isActive})`);
      const item = await resultItem(tx, id);
      await actor.audit(tx, {
        action: 'catalog.categories.create',
        resource: 'category',
        resourceId: id,
        resourceName: item.name,
        before: null,
        after: auditView(item),
        severity: 'LOW',
      });
      return done(item);
    }),
  );
  listingCache(db).clear();
  return result;
}

/** `PATCH /api/admin/categories/{id}`: the fields sent. */
export async function updateCategory(db: Db, actor: AdminActor, id: string, input: UpdateCategory): Promise<AdminCategoryResult> {
  const fields = Object.keys(input).filter((k) => input[k as keyof UpdateCategory] !== undefined);
  if (!fields.length) throw new AppError('BAD_REQUEST', CATEGORY_MESSAGES.noChanges);
  const result = await mappingUnique(() =>
    db.transaction(async (tx) => {
      const before = await resultItem(tx, (await findCategory(tx, id, true)).id);
      const sets: SQL[] = [];
      if (input.name !== undefined) sets.push(sql`name = ${input.name}`);
      if (input.slug) {
        await assertSlugFree(tx, input.slug, before.id);
        sets.push(sql`slug = ${input.slug}`);
      }
      if (input.parentId !== undefined) {
        const [kids] = await queryRows<{ n: number }>(
          tx,
          sql`select count(*)::int as n from categories where parent_id = ${before.id}::uuid`,
        );
        const parentId = await checkedParent(tx, input.parentId, { id: before.id, hasChildren: Number(kids?.n ?? 0) > 0 });
        sets.push(sql`parent_id = ${parentId}`);
      }
      if (input.displayOrder !== undefined) sets.push(sql`display_order = ${input.displayOrder}`);
      if (input.description !== undefined) sets.push(sql`description = ${input.description}`);
      if (sets.length) await tx.execute(sql`update categories set ${sql.join(sets, sql`, `)} where id = ${before.id}::uuid`);
      const item = await resultItem(tx, before.id);
      await actor.audit(tx, {
        action: 'catalog.categories.update',
        resource: 'category',
        resourceId: before.id,
        resourceName: item.name,
        details: { fields },
        before: auditView(before),
        after: auditView(item),
        severity: 'LOW',
      });
      return done(item);
    }),
  );
  listingCache(db).clear();
  return result;
}

/**
 * `POST /api/admin/categories/{id}/status`: the active toggle (spec section 4). Setting the state
 * it already has, or a state other than `expectedActive`, is a Korean 409.
 */
export async function changeCategoryStatus(
  db: Db,
  actor: AdminActor,
  id: string,
  input: ChangeCategoryStatus,
): Promise<AdminCategoryResult> {
  const result = await db.transaction(async (tx) => {
    const before = await resultItem(tx, (await findCategory(tx, id, true)).id);
    if (input.expectedActive !== undefined && input.expectedActive !== before.isActive)
      throw new AppError('CONFLICT', CATEGORY_MESSAGES.stale);
    if (input.isActive === before.isActive) throw new AppError('CONFLICT', CATEGORY_MESSAGES.unchanged);
    await tx.execute(sql`update categories set is_active = ${input.isActive} where id = ${before.id}::uuid`);
    const item = await resultItem(tx, before.id);
    await actor.audit(tx, {
      action: input.isActive ? 'catalog.categories.activate' : 'catalog.categories.deactivate',
      resource: 'category',
      resourceId: before.id,
      resourceName: before.name,
      before: { isActive: before.isActive },
      after: { isActive: item.isActive },
      severity: 'MEDIUM',
    });
    return done(item);
  });
  listingCache(db).clear();
  return result;
}
