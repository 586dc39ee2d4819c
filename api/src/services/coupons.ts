import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { lineCap } from '@market/domain/cart';
import {
  belowMinimumDetail,
  COUPON_EXTRA_MESSAGES,
  COUPON_MESSAGES,
  type CouponValidation,
  type MyCoupon,
  type MyCouponsQuery,
} from '@market/domain/coupon';
import type { CartItemInput } from '@market/domain/cart';
import { COUPON_ZONE_MESSAGES, type DownloadCouponResult, type PublicCoupon, type PublicCouponList } from '@market/domain/admin-coupons';
import { quoteOrder, type PricedLine } from '@market/domain/order';
import type { Page } from '@market/domain/paging';
import { effectivePrice } from '@market/domain/pricing';
import type { Db } from '../db/client';
import { brands } from '../db/schema/catalog';
import { couponRedemptions, coupons, customerCoupons } from '../db/schema/marketing';
import { AppError } from '../lib/errors';
import { isoText, isUuid, pageOffset, queryRows } from '../lib/sql';
import { loadCatalog, loadShopRules, mergeDuplicates, optionKey, type ShopRules } from './cart';

export type CouponRow = typeof coupons.$inferSelect;

const invalid = () => new AppError('VALIDATION', COUPON_MESSAGES.invalid, { code: COUPON_MESSAGES.invalid });

/**
 * A coupon the shopper may use now: active, in its period, not used up; for a signed-in shopper
 * also held (signup benefits), and under the per-customer limit. Throws the message to show.
 * `lock` takes the coupon row for the checkout transaction.
 */
export async function usableCoupon(
  db: Db,
  code: string,
  customerId: string | null,
  rules: ShopRules,
  now = new Date(),
): Promise<CouponRow> {
  if (!rules.couponsEnabled) throw new AppError('VALIDATION', COUPON_EXTRA_MESSAGES.disabled, { code: COUPON_EXTRA_MESSAGES.disabled });
  const [coupon] = await db.select().from(coupons).where(eq(coupons.code, code)).limit(1);
  if (!coupon || coupon.status !== 'active' || coupon.startsAt > now || coupon.endsAt < now) throw invalid();
  // A member-only coupon (the welcome coupon) never applies to a guest's cart.
  if (!customerId && coupon.isSignupBenefit)
    throw new AppError('VALIDATION', COUPON_ZONE_MESSAGES.memberOnly, { code: COUPON_ZONE_MESSAGES.memberOnly });
  if (customerId) {
    const [held] = await db
      .select({ usedAt: customerCoupons.usedAt })
      .from(customerCoupons)
      .where(and(eq(customerCoupons.customerId, customerId), eq(customerCoupons.couponId, coupon.id)))
      .limit(1);
    if (held?.usedAt) throw new AppError('VALIDATION', COUPON_EXTRA_MESSAGES.alreadyUsed, { code: COUPON_EXTRA_MESSAGES.alreadyUsed });
    if (coupon.isSignupBenefit && !held)
      throw new AppError('VALIDATION', COUPON_EXTRA_MESSAGES.notHeld, { code: COUPON_EXTRA_MESSAGES.notHeld });
    const [used] = await db
      .select({ n: count() })
      .from(couponRedemptions)
      .where(
        and(eq(couponRedemptions.couponId, coupon.id), eq(couponRedemptions.customerId, customerId), isNull(couponRedemptions.releasedAt)),
      );
    if (Number(used?.n ?? 0) >= coupon.perCustomerLimit)
      throw new AppError('VALIDATION', COUPON_EXTRA_MESSAGES.alreadyUsed, { code: COUPON_EXTRA_MESSAGES.alreadyUsed });
  }
  if (coupon.usedQuantity >= coupon.totalQuantity)
    throw new AppError('CONFLICT', COUPON_EXTRA_MESSAGES.exhausted, { code: COUPON_EXTRA_MESSAGES.exhausted });
  return coupon;
}

/** The 4xx of a coupon that does not apply to these lines (minimum not met, no product of its brand). */
export function couponApplyError(coupon: CouponRow, message: string): AppError {
  if (message === COUPON_MESSAGES.belowMinimum) {
    return new AppError('VALIDATION', COUPON_MESSAGES.belowMinimum, {
      code: belowMinimumDetail(coupon.minOrderAmount),
      minOrderAmount: String(coupon.minOrderAmount),
    });
  }
  return new AppError('VALIDATION', message, { code: message });
}

export const couponTerms = (c: CouponRow) => ({
  type: c.type,
  value: c.value,
  maxDiscount: c.maxDiscount,
  minOrderAmount: c.minOrderAmount,
  brandId: c.brandId,
});

/** `POST /api/coupons/validate`: what the coupon takes off this cart now (anonymous or signed in). */
export async function validateCoupon(db: Db, code: string, items: CartItemInput[], customerId: string | null): Promise<CouponValidation> {
  const rules = await loadShopRules(db);
  const coupon = await usableCoupon(db, code, customerId, rules);
  const catalog = await loadCatalog(
    db,
    items.map((i) => i.productId),
  );
  // Only what can be bought counts: unknown, unlisted or sold-out lines are left out.
  const lines: PricedLine[] = [];
  for (const item of mergeDuplicates(items)) {
    const entry = catalog.get(item.productId);
    const option = entry?.listed ? entry.options.get(optionKey(item.selectedColor, item.selectedSize)) : undefined;
    if (!entry || !option || option.stock <= 0) continue;
    lines.push({
      brandId: entry.brandId,
      unitPrice: effectivePrice(entry.price, entry.salePrice),
      quantity: Math.min(item.quantity, lineCap(option.stock, rules.maxOrderQuantity)),
    });
  }
  const quote = quoteOrder(lines, rules.shipping, null, couponTerms(coupon));
  if (lines.length === 0) throw couponApplyError(coupon, COUPON_EXTRA_MESSAGES.noEligibleItems);
  if (quote.couponError) throw couponApplyError(coupon, quote.couponError);
  const [brand] = coupon.brandId ? await db.select({ name: brands.name }).from(brands).where(eq(brands.id, coupon.brandId)).limit(1) : [];
  const shippingDiscount = coupon.type === 'shipping' ? quote.couponDiscount : 0;
  return {
    code: coupon.code,
    name: coupon.name,
    type: coupon.type,
    discount: quote.couponDiscount - shippingDiscount,
    shippingDiscount,
    minOrderAmount: coupon.minOrderAmount,
    brandName: brand?.name ?? null,
  };
}

/** `GET /api/me/coupons`: the coupons the shopper holds (the welcome coupon and others), usable first. */
export async function listMyCoupons(db: Db, customerId: string, query: MyCouponsQuery): Promise<Page<MyCoupon>> {
  const usable = sql<boolean>`(${customerCoupons.usedAt} is null and ${coupons.status} = 'active' and ${coupons.startsAt} <= now() and ${coupons.endsAt} >= now() and ${coupons.usedQuantity} < ${coupons.totalQuantity})`;
  const where = and(
    eq(customerCoupons.customerId, customerId),
    query.usable === undefined ? undefined : query.usable ? usable : sql`not ${usable}`,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ cc: customerCoupons, c: coupons, brandName: brands.name, usable })
      .from(customerCoupons)
      .innerJoin(coupons, eq(coupons.id, customerCoupons.couponId))
      .leftJoin(brands, eq(brands.id, coupons.brandId))
      .where(where)
      .orderBy(desc(usable), desc(customerCoupons.issuedAt), desc(customerCoupons.id))
      .limit(query.limit)
      .offset(pageOffset(query.page, query.limit)),
    db.select({ n: count() }).from(customerCoupons).innerJoin(coupons, eq(coupons.id, customerCoupons.couponId)).where(where),
  ]);
  return {
    items: rows.map(({ cc, c, brandName, usable: ok }) => ({
      id: cc.id,
      couponId: c.id,
      code: c.code,
      name: c.name,
      description: c.description,
      type: c.type,
      value: c.value,
      maxDiscount: c.maxDiscount,
      minOrderAmount: c.minOrderAmount,
      brandName: brandName ?? null,
      validFrom: c.startsAt.toISOString(),
      validUntil: c.endsAt.toISOString(),
      issuedAt: cc.issuedAt.toISOString(),
      usedAt: cc.usedAt?.toISOString() ?? null,
      usable: Boolean(ok),
    })),
    total: Number(total?.n ?? 0),
    page: query.page,
    limit: query.limit,
  };
}

// ---- the coupon zone (issue 15): public coupons a signed-in shopper downloads into their account

interface PublicCouponRow {
  id: string;
  code: string;
  name: string;
  description: string;
  type: CouponRow['type'];
  value: number;
  max_discount: number | null;
  min_order_amount: number;
  brand_name: string | null;
  starts_at: string;
  ends_at: string;
  remaining: number;
  downloaded: boolean;
}

const ZONE_OPEN = sql`c.is_public and c.status = 'active' and c.starts_at <= now() and c.ends_at >= now()`;

function publicCouponSelect(customerId: string | null) {
  return sql`select c.id, c.code, c.name, c.description, c.type, c.value, c.max_discount, c.min_order_amount, b.name as brand_name,
      ${isoText(sql`c.starts_at`)} as starts_at, ${isoText(sql`c.ends_at`)} as ends_at,
      greatest(c.total_quantity - greatest(c.used_quantity, (select count(*)::int from customer_coupons x where x.coupon_id = c.id)), 0)::int as remaining,
      ${customerId ? sql`exists (select 1 from customer_coupons m where m.coupon_id = c.id and m.customer_id = ${customerId}::uuid)` : sql`false`} as downloaded
    from coupons c left join brands b on b.id = c.brand_id`;
}

function toPublicCoupon(r: PublicCouponRow): PublicCoupon {
  return {
    id: r.id,
    code: r.code,
    name: r.name,
    description: r.description,
    type: r.type,
    value: Number(r.value),
    maxDiscount: r.max_discount === null ? null : Number(r.max_discount),
    minOrderAmount: Number(r.min_order_amount),
    brandName: r.brand_name,
    startsAt: r.starts_at,
    endsAt: r.ends_at,
    remainingQuantity: Number(r.remaining),
    downloaded: Boolean(r.downloaded),
  };
}

/** `GET /api/coupons/public`: public, active, in-period coupons, ending soonest first (at most 100). */
export async function listPublicCoupons(db: Db, customerId: string | null): Promise<PublicCouponList> {
  const rows = await queryRows<PublicCouponRow>(
    db,
    sql`${publicCouponSelect(customerId)} where ${ZONE_OPEN} order by c.ends_at, c.id limit 100`,
  );
  return { items: rows.map(toPublicCoupon), signedIn: customerId !== null };
}

/**
 * `POST /api/coupons/{id}/download`: the coupon into the shopper's account, once per shopper
 * (409), refused when none remain (409) or when it is not open in the zone (404). The coupon row
 * is locked so that the last copy goes to one shopper.
 */
export async function downloadCoupon(db: Db, customerId: string, id: string): Promise<DownloadCouponResult> {
  const unavailable = () => new AppError('NOT_FOUND', COUPON_ZONE_MESSAGES.unavailable);
  if (!isUuid(id)) throw unavailable();
  return db.transaction(async (tx) => {
    const [open] = await queryRows<{ id: string }>(
      tx,
      sql`select c.id from coupons c where c.id = ${id}::uuid and ${ZONE_OPEN} for update`,
    );
    if (!open) throw unavailable();
    const [row] = await queryRows<PublicCouponRow>(tx, sql`${publicCouponSelect(customerId)} where c.id = ${id}::uuid`);
    if (row!.downloaded) throw new AppError('CONFLICT', COUPON_ZONE_MESSAGES.already);
    if (Number(row!.remaining) <= 0) throw new AppError('CONFLICT', COUPON_ZONE_MESSAGES.soldOut);
    await tx.execute(sql`insert into customer_coupons (customer_id, coupon_id) values (${customerId}::uuid, ${id}::uuid)`);
    const [after] = await queryRows<PublicCouponRow>(tx, sql`${publicCouponSelect(customerId)} where c.id = ${id}::uuid`);
    return { coupon: toPublicCoupon(after!), title: COUPON_ZONE_MESSAGES.downloaded, message: COUPON_ZONE_MESSAGES.downloadedDescription };
  });
}
