import { z } from 'zod';
import { RETURN_WINDOW_DAYS } from './lifecycle';
import {
  DEFAULT_FREE_SHIPPING_THRESHOLD,
  DEFAULT_REMOTE_AREA_FEE,
  DEFAULT_SHIPPING_FEE,
  earnedPoints,
  POINTS_MAX_USE_RATIO,
  POINTS_MIN_USE,
  POINTS_RATE_PERCENT,
  REMOTE_AREA_ZIP_RANGES,
  type ShippingRules,
} from './pricing';
import { SHOP_PRODUCT_SORTS } from './settings-shop';

/** The seed's 사업자 정보 (the seed writes these; the settings screen changes them). */
export const SEEDED_BUSINESS_INFO = {
  shopName: '스타일허브',
  companyName: '(주)스타일허브',
  ceoName: '김지훈',
  businessNumber: '214-88-12345',
  mailOrderNumber: '2024-서울성동-01234',
  address: '서울특별시 성동구 성수이로 113, 7층',
  phone: '1588-1234',
  email: 'help@stylehub.kr',
  operatingHours: '평일 09:00-18:00 (점심시간 12:00-13:00)',
  hostingProvider: '(주)스타일허브 클라우드',
  privacyOfficer: '박서연 (privacy@stylehub.kr)',
} as const;

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

/** The spec's defaults: what the settings tables start with, and what a screen shows before the server answers. */
export const DEFAULT_PUBLIC_SHOP_SETTINGS: PublicShopSettings = {
  shipping: {
    fee: DEFAULT_SHIPPING_FEE,
    freeShippingThreshold: DEFAULT_FREE_SHIPPING_THRESHOLD,
    remoteAreaSurcharge: DEFAULT_REMOTE_AREA_FEE,
    // The seeded zones: 수도권 and 지방 (no surcharge, 1 and 2 days), 제주 and 도서산간 (3,000 won on
    // top of the standard fee, waived from 80,000 won; 3 and 4 days). All are published: their
    // delivery days are the estimate checkout shows.
    remoteZones: [
      {
        name: '수도권',
        zipRanges: [
          [1000, 18999],
          [21000, 23099],
        ],
        surcharge: 0,
        freeShippingThreshold: DEFAULT_FREE_SHIPPING_THRESHOLD,
        deliveryDays: 1,
      },
      { name: '지방', zipRanges: [[24000, 62999]], surcharge: 0, freeShippingThreshold: DEFAULT_FREE_SHIPPING_THRESHOLD, deliveryDays: 2 },
      {
        name: '제주',
        zipRanges: [[...REMOTE_AREA_ZIP_RANGES[0]!]],
        surcharge: DEFAULT_REMOTE_AREA_FEE,
        freeShippingThreshold: 80_000,
        deliveryDays: 3,
      },
      {
        name: '도서산간',
        zipRanges: REMOTE_AREA_ZIP_RANGES.slice(1).map(([a, b]) => [a, b]),
        surcharge: DEFAULT_REMOTE_AREA_FEE,
        freeShippingThreshold: 80_000,
        deliveryDays: 4,
      },
    ],
    returnFee: DEFAULT_SHIPPING_FEE,
    returnWindowDays: RETURN_WINDOW_DAYS,
    processingDays: 1,
  },
  points: { enabled: true, ratePercent: POINTS_RATE_PERCENT, minUse: POINTS_MIN_USE, maxUseRatio: POINTS_MAX_USE_RATIO },
  order: { minimumAmount: 0, maxQuantity: 99 },
  couponsEnabled: true,
  reviewsEnabled: true,
  guestCheckout: false,
  // The seed's value (spec 000: the storefront lists by popularity unless the shopper picks a sort).
  listing: { defaultSort: 'popular', pageSize: 20 },
  cardMinAmount: 1000,
  business: SEEDED_BUSINESS_INFO,
};

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
