import { RETURN_WINDOW_DAYS } from './lifecycle';
import {
  DEFAULT_FREE_SHIPPING_THRESHOLD,
  DEFAULT_REMOTE_AREA_FEE,
  DEFAULT_SHIPPING_FEE,
  POINTS_MAX_USE_RATIO,
  POINTS_MIN_USE,
  POINTS_RATE_PERCENT,
  REMOTE_AREA_ZIP_RANGES,
} from './pricing-constants';
import type { PublicShopSettings } from './shop-settings';

// The shop settings' defaults apart from their schema and rules (./shop-settings.ts re-exports
// them): the storefront's fallback before the server answers, on most pages (ADR 041).

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
