import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import {
  illegalPromotionTransitionMessage,
  PROMOTION_ACTION_TARGET,
  PROMOTION_ATTRIBUTION_DAYS,
  PROMOTION_AUDIENCE_LABELS,
  PROMOTION_MESSAGES,
  PROMOTION_STATUS_LABELS,
  PROMOTION_TYPE_LABELS,
  promotionFigures,
  type AdminPromotion,
  type AdminPromotionListQuery,
  type AdminPromotionPage,
  type AdminPromotionResult,
  type ChangePromotionStatus,
  type CreatePromotion,
  type PromotionAudience,
  type PromotionDailyStat,
  type PromotionScopeOptions,
  type PromotionType,
  type PublicPromotion,
  type UpdatePromotion,
} from '@market/domain/admin-promotions';
import { canTransition, PROMOTION_TRANSITIONS, type PromotionStatus } from '@market/domain/lifecycle';
import type { Db } from '../db/client';
import type { AdminActor } from '../lib/admin-actor';
import { AppError } from '../lib/errors';
import type { ExportColumn } from '../lib/export';
import { allOf, findRow, queryListPage, sortDirection, textSearch } from '../lib/list-query';
import { isoText as iso, isUuid, queryRows } from '../lib/sql';

/**
 * The admin's promotions (spec 001 "Promotion management"): list with the five cards, detail with
 * the daily chart, create, edit, activate / pause; the storefront's active promotions; and the
 * checkout's attribution of an order to the promotion the shopper clicked.
 */

const notFound = () => new AppError('NOT_FOUND', PROMOTION_MESSAGES.notFound);

interface PromotionRow {
  id: string;
  code: string;
  name: string;
  type: PromotionType;
  description: string;
  status: PromotionStatus;
  target_audience: PromotionAudience;
  budget: number;
  spent: number;
  starts_at: string;
  ends_at: string;
  impressions: number;
  clicks: number;
  conversions: number;
  revenue: number;
  brands: string | null;
  categories: string | null;
  created_by: string | null;
  created_at: string;
  updated_at: string;
}

const COLUMNS = sql`p.id, p.code, p.name, p.type, p.description, p.status, p.target_audience, p.budget::float8 as budget, p.spent::float8 as spent,
  ${iso(sql`p.starts_at`)} as starts_at, ${iso(sql`p.ends_at`)} as ends_at, p.impressions, p.clicks, p.conversions, p.revenue::float8 as revenue,
  case when p.brand_ids is null then null else (select coalesce(json_agg(json_build_object('id', b.id, 'name', b.name) order by b.name), '[]'::json)
    from brands b where b.id = any(p.brand_ids))::text end as brands,
  case when p.category_ids is null then null else (select coalesce(json_agg(json_build_object('id', c.id, 'name', c.name) order by c.name), '[]'::json)
    from categories c where c.id = any(p.category_ids))::text end as categories,
  p.created_by, ${iso(sql`p.created_at`)} as created_at, ${iso(sql`p.updated_at`)} as updated_at`;

function toAdminPromotion(r: PromotionRow): AdminPromotion {
  const counters = {
    impressions: Number(r.impressions),
    clicks: Number(r.clicks),
    conversions: Number(r.conversions),
    revenue: Number(r.revenue),
    spent: Number(r.spent),
    budget: Number(r.budget),
  };
  return {
    id: r.id,
    code: r.code,
    name: r.name,
    type: r.type,
    description: r.description,
    status: r.status,
    targetAudience: r.target_audience,
    ...counters,
    ...promotionFigures(counters),
    startsAt: r.starts_at,
    endsAt: r.ends_at,
    brands: r.brands === null ? null : (JSON.parse(r.brands) as { id: string; name: string }[]),
    categories: r.categories === null ? null : (JSON.parse(r.categories) as { id: string; name: string }[]),
    createdBy: r.created_by,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

const SORTS: Record<AdminPromotionListQuery['sort'], SQL> = {
  created: sql`p.created_at`,
  name: sql`p.name`,
  budget: sql`p.budget`,
  spent: sql`p.spent`,
  impressions: sql`p.impressions`,
  clicks: sql`p.clicks`,
  conversions: sql`p.conversions`,
  revenue: sql`p.revenue`,
  starts: sql`p.starts_at`,
  ends: sql`p.ends_at`,
};

/** `GET /api/admin/promotions`: one page searched, filtered and sorted on the server, with the five cards. */
export async function listAdminPromotions(
  db: Db,
  query: Omit<AdminPromotionListQuery, 'page' | 'limit'> & { page: number; limit: number },
): Promise<AdminPromotionPage> {
  const { items, figure, ...page } = await queryListPage<PromotionRow>(db, {
    from: sql`promotions p`,
    columns: COLUMNS,
    where: allOf([textSearch(query.q, [sql`p.name`, sql`p.description`, sql`p.code`])]),
    selected: allOf([query.type ? sql`p.type = ${query.type}` : undefined, query.status ? sql`p.status = ${query.status}` : undefined]),
    orderBy: sql`${SORTS[query.sort]} ${sortDirection(query.order)}, p.id ${sortDirection(query.order)}`,
    page: query.page,
    limit: query.limit,
    figures: sql`(count(*) filter (where p.status = 'active'))::int as active, coalesce(sum(p.conversions), 0)::float8 as conversions,
      coalesce(sum(p.clicks), 0)::float8 as clicks, coalesce(sum(p.revenue), 0)::float8 as revenue, coalesce(sum(p.spent), 0)::float8 as spent`,
  });
  return {
    ...page,
    items: items.map(toAdminPromotion),
    summary: {
      active: figure('active'),
      conversions: figure('conversions'),
      clicks: figure('clicks'),
      revenue: figure('revenue'),
      spent: figure('spent'),
    },
  };
}

export const PROMOTION_EXPORT_COLUMNS: ExportColumn<AdminPromotion>[] = [
  { header: '코드', value: (p) => p.code },
  { header: '이름', value: (p) => p.name },
  { header: '유형', value: (p) => PROMOTION_TYPE_LABELS[p.type] },
  { header: '대상', value: (p) => PROMOTION_AUDIENCE_LABELS[p.targetAudience] },
  { header: '예산(원)', value: (p) => p.budget },
  { header: '집행(원)', value: (p) => p.spent },
  { header: '노출수', value: (p) => p.impressions },
  { header: '클릭수', value: (p) => p.clicks },
  { header: '전환수', value: (p) => p.conversions },
  { header: '매출(원)', value: (p) => p.revenue },
  { header: 'CTR(%)', value: (p) => p.ctr },
  { header: '전환율(%)', value: (p) => p.conversionRate },
  { header: 'ROAS(%)', value: (p) => p.roas },
  { header: '시작일', value: (p) => p.startsAt.slice(0, 10) },
  { header: '종료일', value: (p) => p.endsAt.slice(0, 10) },
  { header: '상태', value: (p) => PROMOTION_STATUS_LABELS[p.status] },
  { header: '설명', value: (p) => p.description },
];

function findPromotion(db: Db, id: string, lock = false): Promise<PromotionRow> {
  return findRow<PromotionRow>(db, {
    from: sql`promotions p`,
    columns: COLUMNS,
    idColumn: sql`p.id`,
    id,
    scope: sql`true`,
    lockTable: lock ? sql`p` : undefined,
    notFound,
  });
}

/** `GET /api/admin/promotions/{id}`. */
export async function getAdminPromotion(db: Db, id: string): Promise<AdminPromotion> {
  return toAdminPromotion(await findPromotion(db, id));
}

/** `GET /api/admin/promotions/{id}/daily`: the figures per Korean day, oldest first (at most 180 days). */
export async function promotionDailyStats(db: Db, id: string): Promise<PromotionDailyStat[]> {
  await findPromotion(db, id);
  const rows = await queryRows<{ day: string; impressions: number; clicks: number; conversions: number; revenue: number }>(
    db,
    sql`select to_char(day, 'YYYY-MM-DD') as day, impressions, clicks, conversions, revenue::float8 as revenue
      from promotion_daily_stats where promotion_id = ${id}::uuid order by day desc limit 180`,
  );
  return rows.reverse().map((r) => ({
    day: r.day,
    impressions: Number(r.impressions),
    clicks: Number(r.clicks),
    conversions: Number(r.conversions),
    revenue: Number(r.revenue),
  }));
}

/** `GET /api/admin/promotions/scope-options`: brands and categories for the scope multi-selects. */
export async function promotionScopeOptions(db: Db): Promise<PromotionScopeOptions> {
  const [brands, categories] = await Promise.all([
    queryRows<{ id: string; name: string }>(db, sql`select id, name from brands order by name, id limit 500`),
    queryRows<{ id: string; name: string; parent_name: string | null }>(
      db,
      sql`select c.id, c.name, p.name as parent_name from categories c left join categories p on p.id = c.parent_id
        order by coalesce(p.display_order, c.display_order), p.id nulls first, c.display_order, c.id limit 500`,
    ),
  ]);
  return { brands, categories: categories.map((c) => ({ id: c.id, name: c.name, parentName: c.parent_name })) };
}

async function assertScopeExists(tx: Db, input: { brandIds?: string[] | null; categoryIds?: string[] | null }): Promise<void> {
  if (input.brandIds?.length) {
    const [{ n } = { n: 0 }] = await queryRows<{ n: number }>(
      tx,
      sql`select count(*)::int as n from brands where id = any(${`{${input.brandIds.join(',')}}`}::uuid[])`,
    );
    if (Number(n) !== input.brandIds.length)
      throw new AppError('VALIDATION', PROMOTION_MESSAGES.unknownBrand, { brandIds: PROMOTION_MESSAGES.unknownBrand });
  }
  if (input.categoryIds?.length) {
    const [{ n } = { n: 0 }] = await queryRows<{ n: number }>(
      tx,
      sql`select count(*)::int as n from categories where id = any(${`{${input.categoryIds.join(',')}}`}::uuid[])`,
    );
    if (Number(n) !== input.categoryIds.length)
      throw new AppError('VALIDATION', PROMOTION_MESSAGES.unknownCategory, { categoryIds: PROMOTION_MESSAGES.unknownCategory });
  }
}

const uuidArray = (ids: string[] | null) => (ids ? sql`${`{${ids.join(',')}}`}::uuid[]` : sql`null`);

function auditView(p: AdminPromotion) {
  return {
    code: p.code,
    name: p.name,
    type: p.type,
    description: p.description,
    status: p.status,
    targetAudience: p.targetAudience,
    budget: p.budget,
    startsAt: p.startsAt,
    endsAt: p.endsAt,
    brands: p.brands?.map((b) => b.name) ?? null,
    categories: p.categories?.map((c) => c.name) ?? null,
  };
}

/** `POST /api/admin/promotions`: a draft with the next code of its start year (PROMO-2026-014). */
export async function createPromotion(db: Db, actor: AdminActor, input: CreatePromotion): Promise<AdminPromotionResult> {
  return db.transaction(async (tx) => {
    await assertScopeExists(tx, input);
    const year = new Date(input.startsAt).getUTCFullYear();
    // One code at a time: the year's numbers are handed out under a transaction-scoped lock.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('promotion-code'))`);
    const [{ next } = { next: 1 }] = await queryRows<{ next: number }>(
      tx,
      sql`select coalesce(max(substring(code from '^PROMO-\\d{4}-(\\d+)$')::int), 0) + 1 as next from promotions where code like ${`PROMO-${year}-%`}`,
    );
    const code = `PROMO-${year}-${String(next).padStart(3, '0')}`;
    const id = randomUUID();
    await tx.execute(sql`insert into promotions (id, code, name, type, description, status, target_audience, budget, starts_at, ends_at,
        brand_ids, category_ids, created_by)
      values (${id}::uuid, ${code}, ${input.name}, ${input.type}, ${input.description}, 'draft', ${input.targetAudience}, ${input.budget},
        ${input.startsAt}::timestamptz, ${input.endsAt}::timestamptz, ${uuidArray(input.brandIds)}, ${uuidArray(input.categoryIds)}, ${actor.staffName})`);
    const item = toAdminPromotion(await findPromotion(tx, id));
    await actor.audit(tx, {
      action: 'marketing.promotions.create',
      resource: 'promotion',
      resourceId: id,
      resourceName: item.name,
      before: null,
      after: auditView(item),
    });
    return { item, title: PROMOTION_MESSAGES.successTitle, message: PROMOTION_MESSAGES.created };
  });
}

/** `PATCH /api/admin/promotions/{id}`: the fields sent. */
export async function updatePromotion(db: Db, actor: AdminActor, id: string, input: UpdatePromotion): Promise<AdminPromotionResult> {
  return db.transaction(async (tx) => {
    const before = toAdminPromotion(await findPromotion(tx, id, true));
    await assertScopeExists(tx, input);
    const sets: SQL[] = [];
    const set = (column: string, value: unknown) => sets.push(sql`${sql.identifier(column)} = ${value}`);
    if (input.name !== undefined) set('name', input.name);
    if (input.type !== undefined) set('type', input.type);
    if (input.description !== undefined) set('description', input.description);
    if (input.targetAudience !== undefined) set('target_audience', input.targetAudience);
    if (input.budget !== undefined) set('budget', input.budget);
    if (input.startsAt !== undefined) set('starts_at', sql`${input.startsAt}::timestamptz`);
    if (input.endsAt !== undefined) set('ends_at', sql`${input.endsAt}::timestamptz`);
    if (input.brandIds !== undefined) set('brand_ids', uuidArray(input.brandIds));
    if (input.categoryIds !== undefined) set('category_ids', uuidArray(input.categoryIds));
    if (sets.length === 0) throw new AppError('BAD_REQUEST', PROMOTION_MESSAGES.noChanges);
    if (new Date(input.endsAt ?? before.endsAt) <= new Date(input.startsAt ?? before.startsAt))
      throw new AppError('VALIDATION', PROMOTION_MESSAGES.period, { endsAt: PROMOTION_MESSAGES.period });
    await tx.execute(sql`update promotions set ${sql.join(sets, sql`, `)}, updated_at = now() where id = ${before.id}::uuid`);
    const item = toAdminPromotion(await findPromotion(tx, before.id));
    await actor.audit(tx, {
      action: 'marketing.promotions.update',
      resource: 'promotion',
      resourceId: before.id,
      resourceName: item.name,
      details: { fields: Object.keys(input).filter((k) => (input as Record<string, unknown>)[k] !== undefined) },
      before: auditView(before),
      after: auditView(item),
    });
    return { item, title: PROMOTION_MESSAGES.successTitle, message: PROMOTION_MESSAGES.updated };
  });
}

/** `POST /api/admin/promotions/{id}/status`: activate from draft or paused, pause from active; 409 otherwise. */
export async function changePromotionStatus(
  db: Db,
  actor: AdminActor,
  id: string,
  input: ChangePromotionStatus,
): Promise<AdminPromotionResult> {
  return db.transaction(async (tx) => {
    const before = toAdminPromotion(await findPromotion(tx, id, true));
    if (input.expectedStatus && input.expectedStatus !== before.status) throw new AppError('CONFLICT', PROMOTION_MESSAGES.stale);
    const to = PROMOTION_ACTION_TARGET[input.action];
    if (!canTransition(PROMOTION_TRANSITIONS, before.status, to))
      throw new AppError('CONFLICT', illegalPromotionTransitionMessage(before.status, input.action));
    if (to === 'active' && new Date(before.endsAt).getTime() <= Date.now()) throw new AppError('CONFLICT', PROMOTION_MESSAGES.ended);
    await tx.execute(sql`update promotions set status = ${to}, updated_at = now() where id = ${before.id}::uuid`);
    const item = toAdminPromotion(await findPromotion(tx, before.id));
    await actor.audit(tx, {
      action: `marketing.promotions.${input.action}`,
      resource: 'promotion',
      resourceId: before.id,
      resourceName: item.name,
      before: { status: before.status },
      after: { status: item.status },
    });
    return {
      item,
      title: PROMOTION_MESSAGES.successTitle,
      message: input.action === 'activate' ? PROMOTION_MESSAGES.activated : PROMOTION_MESSAGES.paused,
    };
  });
}

/** `GET /api/promotions`: active promotions now in their period (the storefront strip), ending soonest first. */
export async function listPublicPromotions(db: Db, limit = 6): Promise<PublicPromotion[]> {
  const rows = await queryRows<{
    id: string;
    name: string;
    type: PromotionType;
    description: string;
    ends_at: string;
    brand_ids: string;
    category_slugs: string;
  }>(
    db,
    sql`select p.id, p.name, p.type, p.description, ${iso(sql`p.ends_at`)} as ends_at,
        to_json(coalesce(p.brand_ids, '{}'))::text as brand_ids,
        (select coalesce(json_agg(c.slug order by c.slug), '[]'::json) from categories c where c.id = any(coalesce(p.category_ids, '{}')))::text as category_slugs
      from promotions p where p.status = 'active' and p.starts_at <= now() and p.ends_at > now()
      order by p.ends_at asc, p.id limit ${limit}`,
  );
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    type: r.type,
    description: r.description,
    endsAt: r.ends_at,
    brandIds: JSON.parse(r.brand_ids) as string[],
    categorySlugs: JSON.parse(r.category_slugs) as string[],
  }));
}

/**
 * The checkout's attribution (one step of place-order): when the shopper clicked `promotionId`
 * within PROMOTION_ATTRIBUTION_DAYS and the promotion is active, the order's in-scope lines (brand
 * in the brand scope, category or its parent in the category scope; no scope: every line) credit
 * it: one conversion and their amount as revenue, on the promotion and on today's daily row.
 * Answers the credited revenue, or null when nothing was credited (never an error for the order).
 */
export async function attributeOrderToPromotion(
  tx: Db,
  input: { orderId: string; promotionId: string; clickedAt: string | null | undefined },
): Promise<number | null> {
  if (!isUuid(input.promotionId)) return null;
  if (input.clickedAt) {
    const at = new Date(input.clickedAt).getTime();
    if (Number.isNaN(at) || at > Date.now() + 60_000 || at < Date.now() - PROMOTION_ATTRIBUTION_DAYS * 86_400_000) return null;
  }
  const [row] = await queryRows<{ revenue: number | null }>(
    tx,
    sql`select sum(oi.line_total)::float8 as revenue
      from promotions p, order_lines oi join products pr on pr.id = oi.product_id left join categories c on c.id = pr.category_id
      where p.id = ${input.promotionId}::uuid and p.status = 'active' and p.starts_at <= now() and p.ends_at > now()
        and oi.order_id = ${input.orderId}::uuid
        and (p.brand_ids is null or oi.brand_id = any(p.brand_ids))
        and (p.category_ids is null or pr.category_id = any(p.category_ids) or c.parent_id = any(p.category_ids))`,
  );
  if (row?.revenue === null || row?.revenue === undefined) return null;
  const revenue = Math.round(Number(row.revenue));
  await tx.execute(sql`with a as (
      insert into promotion_attributions (order_id, promotion_id, revenue, clicked_at)
      values (${input.orderId}::uuid, ${input.promotionId}::uuid, ${revenue}, ${input.clickedAt ?? null}::timestamptz)
      on conflict (order_id) do nothing returning promotion_id, revenue
    ), p as (
      update promotions set conversions = least(promotions.conversions + 1, promotions.clicks), revenue = promotions.revenue + a.revenue
      from a where promotions.id = a.promotion_id returning promotions.id
    )
    insert into promotion_daily_stats (promotion_id, day, conversions, revenue)
    select a.promotion_id, (now() at time zone 'Asia/Seoul')::date, 1, a.revenue from a
    on conflict (promotion_id, day) do update set conversions = promotion_daily_stats.conversions + 1,
      revenue = promotion_daily_stats.revenue + excluded.revenue`);
  return revenue;
}
