import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import {
  ADMIN_COUPON_MESSAGES,
  COUPON_STATUS_LABELS,
  COUPON_TYPE_LABELS,
  couponActionTarget,
  couponConditionText,
  couponDiscountText,
  couponInstant,
  couponRuleIssues,
  type AdminCoupon,
  type AdminCouponDeleteResult,
  type AdminCouponListQuery,
  type AdminCouponPage,
  type AdminCouponResult,
  type AdminCouponSort,
  type ChangeCouponStatus,
  type CreateCoupon,
  type UpdateCoupon,
} from '@market/domain/admin-coupons';
import { couponUsage, type CouponType } from '@market/domain/coupon';
import type { CouponStatus } from '@market/domain/lifecycle';
import type { Db } from '../db/client';
import type { AdminActor } from '../lib/admin-actor';
import { isUniqueViolation } from '../lib/db-errors';
import { AppError } from '../lib/errors';
import type { ExportColumn } from '../lib/export';
import { afterCursor, decodeCursor, keyColumns, orderByKeys, pageAndCursor, type SortKey } from '../lib/keyset';
import { allOf, textSearch } from '../lib/list-query';
import { isoText as iso, isUuid, pageOffset, queryRows } from '../lib/sql';

/**
 * The admin's coupons (spec 001 "Coupon management"): list with the four cards, detail, create,
 * edit, activate / deactivate and delete. "Used" is counted from the live (not released)
 * redemptions, the same rule checkout keeps `coupons.used_quantity` by (workflows/order-steps.ts).
 */

const notFound = () => new AppError('NOT_FOUND', ADMIN_COUPON_MESSAGES.notFound);
const codeTaken = () => new AppError('CONFLICT', ADMIN_COUPON_MESSAGES.codeTaken, { code: ADMIN_COUPON_MESSAGES.codeTaken });

interface CouponRow {
  id: string;
  code: string;
  name: string;
  description: string;
  type: CouponType;
  value: number;
  max_discount: number | null;
  min_order_amount: number;
  total_quantity: number;
  used: number;
  redeemed: number;
  issued: number;
  starts_at: string;
  ends_at: string;
  stored_status: CouponStatus;
  shown_status: CouponStatus;
  brand_id: string | null;
  brand_name: string | null;
  is_public: boolean;
  is_signup_benefit: boolean;
  created_by: string | null;
  created_at: string;
  updated_at: string;
}

const FROM = sql`coupons c left join brands b on b.id = c.brand_id
  left join lateral (select (count(*) filter (where r.released_at is null))::int as used, count(*)::int as redeemed
    from coupon_redemptions r where r.coupon_id = c.id) u on true`;
const SHOWN_STATUS = sql`(case when c.status = 'expired' or c.ends_at < now() then 'expired' else c.status end)`;
const USAGE = sql`(case when c.total_quantity > 0 then round(u.used::numeric * 100 / c.total_quantity, 4) else 0 end)`;
const COLUMNS = sql`c.id, c.code, c.name, c.description, c.type, c.value, c.max_discount, c.min_order_amount, c.total_quantity,
  u.used, u.redeemed, (select count(*)::int from customer_coupons cc where cc.coupon_id = c.id) as issued,
  ${iso(sql`c.starts_at`)} as starts_at, ${iso(sql`c.ends_at`)} as ends_at, c.status as stored_status, ${SHOWN_STATUS} as shown_status,
  c.brand_id, b.name as brand_name, c.is_public, c.is_signup_benefit, c.created_by,
  ${iso(sql`c.created_at`)} as created_at, ${iso(sql`c.updated_at`)} as updated_at`;

function toAdminCoupon(r: CouponRow): AdminCoupon {
  const used = Number(r.used);
  const total = Number(r.total_quantity);
  const { remaining, usagePercent } = couponUsage(total, used);
  return {
    id: r.id,
    code: r.code,
    name: r.name,
    description: r.description,
    type: r.type,
    value: Number(r.value),
    maxDiscount: r.max_discount === null ? null : Number(r.max_discount),
    minOrderAmount: Number(r.min_order_amount),
    totalQuantity: total,
    usedQuantity: used,
    remainingQuantity: remaining,
    usagePercent,
    issuedCount: Number(r.issued),
    deletable: Number(r.redeemed) === 0,
    startsAt: r.starts_at,
    endsAt: r.ends_at,
    status: r.shown_status,
    brandId: r.brand_id,
    brandName: r.brand_name,
    isPublic: r.is_public,
    isSignupBenefit: r.is_signup_benefit,
    createdBy: r.created_by,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

// ---- the list

const tsKey = (column: SQL): Omit<SortKey, 'desc'> => ({
  expr: column,
  text: sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
  type: 'ts',
});

/** Each sort's keys (lib/keyset.ts): the sorted column, then the id as the tie-break. */
function sortKeys(sort: AdminCouponSort, order: 'asc' | 'desc'): SortKey[] {
  const desc = order === 'desc';
  const first: Omit<SortKey, 'desc'> = {
    created: tsKey(sql`c.created_at`),
    code: { expr: sql`c.code`, text: sql`c.code`, type: 'text' as const },
    name: { expr: sql`c.name`, text: sql`c.name`, type: 'text' as const },
    value: { expr: sql`c.value`, text: sql`c.value::text`, type: 'int' as const },
    minOrder: { expr: sql`c.min_order_amount`, text: sql`c.min_order_amount::text`, type: 'int' as const },
    used: { expr: sql`u.used`, text: sql`u.used::text`, type: 'int' as const },
    usage: { expr: USAGE, text: sql`${USAGE}::text`, type: 'num' as const },
    starts: tsKey(sql`c.starts_at`),
    ends: tsKey(sql`c.ends_at`),
    status: { expr: SHOWN_STATUS, text: SHOWN_STATUS, type: 'text' as const },
  }[sort];
  return [
    { ...first, desc },
    { expr: sql`c.id`, text: sql`c.id::text`, type: 'uuid', desc },
  ];
}

type ListFilters = Pick<AdminCouponListQuery, 'q' | 'status' | 'type'>;

/**
 * `GET /api/admin/coupons`: one page in the chosen order, by keyset `cursor` or numbered `page`,
 * with the total of the filtered set and the four cards over the searched set (coupons are
 * hundreds of rows).
 */
export async function listAdminCoupons(db: Db, query: AdminCouponListQuery): Promise<AdminCouponPage> {
  const keys = sortKeys(query.sort, query.order);
  const tag = `admin-coupons:${query.sort}:${query.order}`;
  const after = query.cursor ? afterCursor(keys, decodeCursor(query.cursor, tag, keys)) : sql`true`;
  const searched = allOf([textSearch(query.q, [sql`c.code`, sql`c.name`])]);
  const selected = filtersOf(query);
  const offset = query.cursor ? 0 : pageOffset(query.page, query.limit);
  const [rows, [figures]] = await Promise.all([
    queryRows<CouponRow & Record<string, unknown>>(
      db,
      sql`select ${COLUMNS}, ${keyColumns(keys)} from ${FROM} where ${searched} and ${selected} and ${after}
          order by ${orderByKeys(keys)} limit ${query.limit + 1} offset ${offset}`,
    ),
    queryRows<{ list_total: number; active: number; expired: number; total_used: number; average_usage: string | null }>(
      db,
      sql`select (count(*) filter (where ${selected}))::int as list_total,
          (count(*) filter (where ${SHOWN_STATUS} = 'active'))::int as active,
          (count(*) filter (where ${SHOWN_STATUS} = 'expired'))::int as expired,
          coalesce(sum(u.used), 0)::int as total_used,
          round(avg(${USAGE}), 1)::text as average_usage
        from ${FROM} where ${searched}`,
    ),
  ]);
  const { rows: page, nextCursor } = pageAndCursor(rows, query.limit, tag, keys);
  return {
    items: page.map(toAdminCoupon),
    total: Number(figures?.list_total ?? 0),
    page: query.cursor ? 1 : query.page,
    limit: query.limit,
    nextCursor,
    summary: {
      active: Number(figures?.active ?? 0),
      totalUsed: Number(figures?.total_used ?? 0),
      averageUsagePercent: Number(figures?.average_usage ?? 0),
      expired: Number(figures?.expired ?? 0),
    },
  };
}

function filtersOf(query: ListFilters): SQL {
  return allOf([query.status ? sql`${SHOWN_STATUS} = ${query.status}` : undefined, query.type ? sql`c.type = ${query.type}` : undefined]);
}

const day = (iso: string) => new Date(new Date(iso).getTime() + 9 * 3600_000).toISOString().slice(0, 10);

/** The columns of the coupons download: the table's. */
export const COUPON_EXPORT_COLUMNS: ExportColumn<AdminCoupon>[] = [
  { header: '쿠폰 코드', value: (c) => c.code },
  { header: '쿠폰명', value: (c) => c.name },
  { header: '할인 유형', value: (c) => COUPON_TYPE_LABELS[c.type] },
  { header: '할인', value: (c) => couponDiscountText(c) },
  { header: '사용 조건', value: (c) => couponConditionText(c) },
  { header: '발행 수량', value: (c) => c.totalQuantity },
  { header: '사용 수량', value: (c) => c.usedQuantity },
  { header: '남은 수량', value: (c) => c.remainingQuantity },
  { header: '사용률(%)', value: (c) => c.usagePercent },
  { header: '시작일', value: (c) => day(c.startsAt) },
  { header: '종료일', value: (c) => day(c.endsAt) },
  { header: '공개', value: (c) => (c.isPublic ? '공개' : '비공개') },
  { header: '상태', value: (c) => COUPON_STATUS_LABELS[c.status] },
  { header: '생성일', value: (c) => day(c.createdAt) },
];

/** The coupon row (locked for the transaction when `lock`), or the Korean 404. */
async function findCoupon(db: Db, id: string, lock = false): Promise<CouponRow> {
  if (!isUuid(id)) throw notFound();
  const [row] = await queryRows<CouponRow>(
    db,
    sql`select ${COLUMNS} from ${FROM} where c.id = ${id}::uuid ${lock ? sql`for update of c` : sql``}`,
  );
  if (!row) throw notFound();
  return row;
}

/** `GET /api/admin/coupons/{id}`. */
export async function getAdminCoupon(db: Db, id: string): Promise<AdminCoupon> {
  return toAdminCoupon(await findCoupon(db, id));
}

// ---- writes

function auditView(c: AdminCoupon) {
  return {
    code: c.code,
    name: c.name,
    type: c.type,
    value: c.value,
    maxDiscount: c.maxDiscount,
    minOrderAmount: c.minOrderAmount,
    totalQuantity: c.totalQuantity,
    startsAt: c.startsAt,
    endsAt: c.endsAt,
    status: c.status,
    brandId: c.brandId,
    isPublic: c.isPublic,
  };
}

async function assertBrand(tx: Db, brandId: string | null): Promise<void> {
  if (!brandId) return;
  const missing = () => new AppError('NOT_FOUND', ADMIN_COUPON_MESSAGES.brandNotFound, { brandId: ADMIN_COUPON_MESSAGES.brandNotFound });
  if (!isUuid(brandId)) throw missing();
  const [brand] = await queryRows<{ id: string }>(tx, sql`select id from brands where id = ${brandId}::uuid`);
  if (!brand) throw missing();
}

async function assertCodeFree(tx: Db, code: string, exceptId: string | null): Promise<void> {
  const [taken] = await queryRows<{ id: string }>(
    tx,
    sql`select id from coupons where code = ${code} ${exceptId ? sql`and id <> ${exceptId}::uuid` : sql``} limit 1`,
  );
  if (taken) throw codeTaken();
}

/** The field messages of the cross-field rules as a 422. */
function assertRules(v: { type: CouponType; value: number; startDate: string; endDate: string }): void {
  const issues = couponRuleIssues(v);
  if (issues.length) throw new AppError('VALIDATION', issues[0]![1], Object.fromEntries(issues));
}

/** `POST /api/admin/coupons`. */
export async function createCoupon(db: Db, actor: AdminActor, input: CreateCoupon): Promise<AdminCouponResult> {
  assertRules(input);
  try {
    return await db.transaction(async (tx) => {
      await assertCodeFree(tx, input.code, null);
      await assertBrand(tx, input.brandId);
      const id = randomUUID();
      const value = input.type === 'shipping' ? 0 : input.value;
      const maxDiscount = input.type === 'percentage' ? input.maxDiscount : null;
      await tx.execute(sql`insert into coupons (id, code, name, description, type, value, max_discount, min_order_amount, total_quantity,
          starts_at, ends_at, status, brand_id, is_public, created_by)
        values (${id}::uuid, ${input.code}, ${input.name}, ${input.description}, ${input.type}, ${value}, ${maxDiscount}, ${input.minOrderAmount},
          ${input.totalQuantity}, ${couponInstant(input.startDate, 'start')!.toISOString()}::timestamptz,
          ${couponInstant(input.endDate, 'end')!.toISOString()}::timestamptz, ${input.status}, ${input.brandId}::uuid, ${input.isPublic},
          ${actor.staffName})`);
      const item = toAdminCoupon(await findCoupon(tx, id));
      await actor.audit(tx, {
        action: 'marketing.coupons.create',
        resource: 'coupon',
        resourceId: id,
        resourceName: item.code,
        before: null,
        after: auditView(item),
        severity: 'MEDIUM',
      });
      return { item, title: ADMIN_COUPON_MESSAGES.created, message: ADMIN_COUPON_MESSAGES.createdDescription };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw codeTaken();
    throw error;
  }
}

/** `PATCH /api/admin/coupons/{id}`: the fields sent, the rules checked on the coupon as it would be. */
export async function updateCoupon(db: Db, actor: AdminActor, id: string, input: UpdateCoupon): Promise<AdminCouponResult> {
  if (Object.keys(input).length === 0) throw new AppError('BAD_REQUEST', ADMIN_COUPON_MESSAGES.noChanges);
  try {
    return await db.transaction(async (tx) => {
      const row = await findCoupon(tx, id, true);
      const before = toAdminCoupon(row);
      const merged = {
        code: input.code ?? row.code,
        name: input.name ?? row.name,
        description: input.description ?? row.description,
        type: input.type ?? row.type,
        value: input.value ?? Number(row.value),
        maxDiscount: input.maxDiscount !== undefined ? input.maxDiscount : row.max_discount,
        minOrderAmount: input.minOrderAmount ?? Number(row.min_order_amount),
        totalQuantity: input.totalQuantity ?? Number(row.total_quantity),
        startDate: input.startDate ?? row.starts_at,
        endDate: input.endDate ?? row.ends_at,
        brandId: input.brandId !== undefined ? input.brandId || null : row.brand_id,
        isPublic: input.isPublic ?? row.is_public,
      };
      if (merged.type === 'shipping') merged.value = 0;
      if (merged.type !== 'percentage') merged.maxDiscount = null;
      assertRules(merged);
      if (merged.totalQuantity < before.usedQuantity)
        throw new AppError('VALIDATION', ADMIN_COUPON_MESSAGES.quantityBelowUsed, {
          totalQuantity: ADMIN_COUPON_MESSAGES.quantityBelowUsed,
        });
      if (merged.code !== row.code) await assertCodeFree(tx, merged.code, row.id);
      if (merged.brandId !== row.brand_id) await assertBrand(tx, merged.brandId);
      // A coupon marked expired whose period is extended comes back inactive, to be activated on purpose.
      const endsAt = couponInstant(merged.endDate, 'end')!;
      const status = row.stored_status === 'expired' && endsAt.getTime() > Date.now() ? 'inactive' : row.stored_status;
      await tx.execute(sql`update coupons set code = ${merged.code}, name = ${merged.name}, description = ${merged.description}, type = ${merged.type},
          value = ${merged.value}, max_discount = ${merged.maxDiscount}, min_order_amount = ${merged.minOrderAmount},
          total_quantity = ${merged.totalQuantity}, starts_at = ${couponInstant(merged.startDate, 'start')!.toISOString()}::timestamptz,
          ends_at = ${endsAt.toISOString()}::timestamptz, brand_id = ${merged.brandId}::uuid, is_public = ${merged.isPublic},
          status = ${status}, updated_at = now()
        where id = ${row.id}::uuid`);
      const item = toAdminCoupon(await findCoupon(tx, row.id));
      await actor.audit(tx, {
        action: 'marketing.coupons.update',
        resource: 'coupon',
        resourceId: row.id,
        resourceName: item.code,
        details: { fields: Object.keys(input) },
        before: auditView(before),
        after: auditView(item),
        severity: 'MEDIUM',
      });
      return { item, title: ADMIN_COUPON_MESSAGES.updated, message: ADMIN_COUPON_MESSAGES.updatedDescription };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw codeTaken();
    throw error;
  }
}

/**
 * `POST /api/admin/coupons/{id}/status`: active → inactive (deactivate), inactive → active
 * (activate); an expired coupon (marked so, or past its end) offers neither: Korean 409.
 */
export async function changeCouponStatus(db: Db, actor: AdminActor, id: string, input: ChangeCouponStatus): Promise<AdminCouponResult> {
  return db.transaction(async (tx) => {
    const row = await findCoupon(tx, id, true);
    const before = toAdminCoupon(row);
    if (before.status === 'expired') throw new AppError('CONFLICT', ADMIN_COUPON_MESSAGES.expired);
    const to = couponActionTarget(before.status, input.action);
    if (!to)
      throw new AppError(
        'CONFLICT',
        input.action === 'activate' ? ADMIN_COUPON_MESSAGES.alreadyActive : ADMIN_COUPON_MESSAGES.alreadyInactive,
      );
    await tx.execute(sql`update coupons set status = ${to}, updated_at = now() where id = ${row.id}::uuid`);
    const item = toAdminCoupon(await findCoupon(tx, row.id));
    await actor.audit(tx, {
      action: `marketing.coupons.${input.action}`,
      resource: 'coupon',
      resourceId: row.id,
      resourceName: item.code,
      details: { from: before.status, to },
      before: { status: before.status },
      after: { status: to },
      severity: 'MEDIUM',
    });
    return {
      item,
      title: ADMIN_COUPON_MESSAGES.statusChanged,
      message: input.action === 'activate' ? ADMIN_COUPON_MESSAGES.activated : ADMIN_COUPON_MESSAGES.deactivated,
    };
  });
}

/** `DELETE /api/admin/coupons/{id}`: only a coupon never redeemed (released uses count); else 409. */
export async function deleteCoupon(db: Db, actor: AdminActor, id: string): Promise<AdminCouponDeleteResult> {
  return db.transaction(async (tx) => {
    const row = await findCoupon(tx, id, true);
    const before = toAdminCoupon(row);
    if (!before.deletable) throw new AppError('CONFLICT', ADMIN_COUPON_MESSAGES.redeemed);
    await tx.execute(sql`delete from coupons where id = ${row.id}::uuid`);
    await actor.audit(tx, {
      action: 'marketing.coupons.delete',
      resource: 'coupon',
      resourceId: row.id,
      resourceName: before.code,
      before: auditView(before),
      after: null,
      severity: 'HIGH',
    });
    return { id: row.id, title: ADMIN_COUPON_MESSAGES.deleted, message: ADMIN_COUPON_MESSAGES.deletedDescription };
  });
}
