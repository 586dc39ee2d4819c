import { z } from 'zod';
import { earnedPoints, type ShippingRules } from './pricing';
import { SHOP_PRODUCT_SORTS } from './settings-shop';
import { DEFAULT_PUBLIC_SHOP_SETTINGS, SEEDED_BUSINESS_INFO } from './shop-settings-defaults';

// Kept apart from the schemas (a page's fallback needs no zod, ADR 041) and re-exported here.
export { DEFAULT_PUBLIC_SHOP_SETTINGS, SEEDED_BUSINESS_INFO };

/** An enabled shipping zone as the buying flow prices it (ADR 032). */
export const RemoteZoneSchema = z.object({
  name: z.string(),
  zipRanges: z.array(z.tuple([z.number().int(), z.number().int()])),
  surcharge: z.number().int().nonnegative(),
  /** From this subtotal the zone's surcharge is waived (null: charged at any amount). */
  freeShippingThreshold: z.number().int().nonnegative().nullable(),
  /** The delivery estimate of an address in the zone (days). */
  deliveryDays: z.number().int().nonnegative(),
});
export type RemoteZone = z.infer<typeof RemoteZoneSchema>;

/**
 * The shop's rules a shopper sees before buying, as the server applies them (the shop, shipping
 * and points settings): `GET /api/shop-settings`. The storefront shows these figures, never its
 * own defaults, so a product page, the cart and checkout agree with the order the server makes.
 */
export const PublicShopSettingsSchema = z.object({
  shipping: z.object({
    /** Standard fee below the threshold (won). */
    fee: z.number().int().nonnegative(),
    /** Subtotal from which the standard fee is waived (won). */
    freeShippingThreshold: z.number().int().nonnegative(),
    /** Added for Jeju and remote islands, even when shipping is free (won): the greatest zone surcharge. */
    remoteAreaSurcharge: z.number().int().nonnegative(),
    /** The enabled shipping zones: zip-code ranges, what an address in them adds, their threshold and delivery days (ADR 032). */
    remoteZones: z.array(RemoteZoneSchema),
    /** Charged on a return for a change of mind or size (won). */
    returnFee: z.number().int().nonnegative(),
    /** Days after delivery a return or exchange may be requested. */
    returnWindowDays: z.number().int().positive(),
    /** Business days from order to dispatch (the shipping settings' 출고 소요일), for the delivery date. */
    processingDays: z.number().int().nonnegative(),
  }),
  points: z.object({
    /** Points are earned at 구매확정 only while the loyalty programme is on. */
    enabled: z.boolean(),
    /** Percent of what was paid, rounded down (one decimal, e.g. 1 or 2.5). */
    ratePercent: z.number().min(0).max(100),
    minUse: z.number().int().nonnegative(),
    /** Share of a payment points may cover. */
    maxUseRatio: z.number().min(0).max(1),
  }),
  order: z.object({
    minimumAmount: z.number().int().nonnegative(),
    maxQuantity: z.number().int().positive(),
  }),
  couponsEnabled: z.boolean(),
  /** Reviews switched off: the storefront shows no '리뷰 작성' and the API refuses a review. */
  reviewsEnabled: z.boolean(),
  /** Ordering without an account (the storefront has none yet: the API requires a session either way). */
  guestCheckout: z.boolean(),
  /** What the product listing uses when the request names none. */
  listing: z.object({ defaultSort: z.enum(SHOP_PRODUCT_SORTS), pageSize: z.number().int().min(1).max(100) }),
  /** The card minimum of the payment settings (won): a card payment below it is refused. */
  cardMinAmount: z.number().int().nonnegative(),
  /** 사업자 정보 the footer shows (전자상거래법 10조, 13조): from the shop settings. */
  business: z.object({
    shopName: z.string(),
    companyName: z.string(),
    ceoName: z.string(),
    businessNumber: z.string(),
    mailOrderNumber: z.string(),
    address: z.string(),
    phone: z.string(),
    email: z.string(),
    operatingHours: z.string(),
    hostingProvider: z.string(),
    privacyOfficer: z.string(),
  }),
});
export type PublicShopSettings = z.infer<typeof PublicShopSettingsSchema>;

/** The shipping rules of `shippingFee()` from the public settings. */
export function shippingRulesOf(settings: Pick<PublicShopSettings, 'shipping'>): ShippingRules {
  return {
    freeShippingThreshold: settings.shipping.freeShippingThreshold,
    shippingFee: settings.shipping.fee,
    remoteAreaFee: settings.shipping.remoteAreaSurcharge,
    zones: settings.shipping.remoteZones,
  };
}

/**
 * Points credited at 구매확정 for an amount paid (goods and shipping, after coupon and points):
 * the rate of the settings, rounded down; none while the loyalty programme is off. The server
 * credits this and the screens announce it.
 */
export function pointsToEarn(paid: number, points: Pick<PublicShopSettings['points'], 'enabled' | 'ratePercent'>): number {
  return points.enabled ? earnedPoints(paid, points.ratePercent) : 0;
}
