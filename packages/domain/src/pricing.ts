import { formatNumber } from './format';
import {
  DEFAULT_FREE_SHIPPING_THRESHOLD,
  DEFAULT_SHIPPING_FEE,
  DEFAULT_REMOTE_AREA_FEE,
  REMOTE_AREA_ZIP_RANGES,
  POINTS_RATE_PERCENT,
  POINTS_MIN_USE,
  POINTS_MAX_USE_RATIO,
} from './pricing-constants';

// The defaults live in ./pricing-constants (no functions, for pages' fallbacks, ADR 041).
export * from './pricing-constants';
/**
 * Money rules of the storefront (spec 000 section 9) and the shop settings (spec 002 section 9).
 * All amounts are integer won.
 */

export function isRemoteArea(zipCode: string): boolean {
  const zip = Number(zipCode.trim());
  if (!/^\d{5}$/.test(zipCode.trim())) return false;
  return REMOTE_AREA_ZIP_RANGES.some(([from, to]) => zip >= from && zip <= to);
}

/**
 * A shipping zone as pricing sees it (ADR 032): its zip-code ranges, the surcharge an address in it
 * pays, the subtotal from which that surcharge is waived, and its delivery days.
 */
export interface SurchargeZone {
  zipRanges: readonly (readonly [number, number])[];
  surcharge: number;
  /** The zone's own free-shipping threshold: from this subtotal the zone's surcharge is waived (none when null/absent). */
  freeShippingThreshold?: number | null;
  /** Days from shipping to delivery for an address in the zone. */
  deliveryDays?: number;
  name?: string;
}

export interface ShippingRules {
  freeShippingThreshold: number;
  shippingFee: number;
  /** The surcharge of the default remote areas (REMOTE_AREA_ZIP_RANGES) when no zones are given. */
  remoteAreaFee: number;
  /**
   * The enabled shipping zones of the settings (ADR 032). When given, the surcharge of an address
   * is the greatest surcharge of the zones whose ranges hold its zip code and whose own threshold
   * the subtotal has not reached (0 when none), and REMOTE_AREA_ZIP_RANGES is not consulted.
   */
  zones?: readonly SurchargeZone[];
}

const zipOf = (zipCode: string | null | undefined): number | null => {
  const text = (zipCode ?? '').trim();
  return /^\d{5}$/.test(text) ? Number(text) : null;
};

const zoneHolds = (zone: SurchargeZone, zip: number) => zone.zipRanges.some(([from, to]) => zip >= from && zip <= to);

/**
 * The remote-area surcharge for a zip code under the rules (0 for none or a malformed code). With
 * a `subtotal`, a zone whose own free-shipping threshold it reaches charges nothing (ADR 032: the
 * zone's threshold waives the zone's surcharge; the standard fee follows the shop's threshold).
 */
export function remoteSurcharge(
  zipCode: string | null | undefined,
  rules: ShippingRules = DEFAULT_SHIPPING_RULES,
  subtotal?: number,
): number {
  const zip = zipOf(zipCode);
  if (zip === null) return 0;
  if (!rules.zones) return isRemoteArea(String(zipCode).trim()) ? rules.remoteAreaFee : 0;
  let best = 0;
  for (const zone of rules.zones) {
    if (zone.surcharge <= best || !zoneHolds(zone, zip)) continue;
    const waived = subtotal !== undefined && zone.freeShippingThreshold != null && subtotal >= zone.freeShippingThreshold;
    if (!waived) best = zone.surcharge;
  }
  return best;
}

/** The delivery estimate of an address: the longest delivery days among the zones holding its zip code (null when none does). */
export function zoneDeliveryEstimate(
  zipCode: string | null | undefined,
  zones: readonly SurchargeZone[] | undefined,
): { days: number; zoneName: string | null } | null {
  const zip = zipOf(zipCode);
  if (zip === null || !zones) return null;
  let found: { days: number; zoneName: string | null } | null = null;
  for (const zone of zones)
    if (zone.deliveryDays !== undefined && zoneHolds(zone, zip) && (!found || zone.deliveryDays > found.days))
      found = { days: zone.deliveryDays, zoneName: zone.name ?? null };
  return found;
}

export const DEFAULT_SHIPPING_RULES: ShippingRules = {
  freeShippingThreshold: DEFAULT_FREE_SHIPPING_THRESHOLD,
  shippingFee: DEFAULT_SHIPPING_FEE,
  remoteAreaFee: DEFAULT_REMOTE_AREA_FEE,
};

/**
 * Free at or above the threshold, otherwise the fee; Jeju and remote islands add the surcharge
 * even when the base fee is free (the surcharge is the carrier's extra cost, not a base fee),
 * until the subtotal reaches their zone's own free-shipping threshold (ADR 032).
 */
export function shippingFee(subtotal: number, zipCode?: string | null, rules: ShippingRules = DEFAULT_SHIPPING_RULES): number {
  if (subtotal <= 0) return 0;
  const base = subtotal >= rules.freeShippingThreshold ? 0 : rules.shippingFee;
  return base + remoteSurcharge(zipCode, rules, subtotal);
}

/**
 * Points earned: `ratePercent`% (1% by default) of the amount, rounded down. The rate has one
 * decimal (the settings column is numeric(4,1)); it is counted in tenths so that 0.7% of 11,000
 * is 77, not the 76 that `11000 * 0.7 / 100` gives in floating point.
 */
export function earnedPoints(amount: number, ratePercent: number = POINTS_RATE_PERCENT): number {
  if (amount <= 0) return 0;
  return Math.floor((amount * Math.round(ratePercent * 10)) / 1000);
}

/**
 * The most points usable on a payment: none below a balance of 1,000, and at most 50% of the
 * payment (rounded down).
 */
export function maxUsablePoints(balance: number, payment: number): number {
  if (balance < POINTS_MIN_USE || payment <= 0) return 0;
  return Math.min(balance, Math.floor(payment * POINTS_MAX_USE_RATIO));
}

/** Discount percent: rounded (original - price) / original, 0 when the price is not lower. */
export function discountPercent(originalPrice: number, price: number): number {
  if (originalPrice <= 0 || price >= originalPrice) return 0;
  return Math.round(((originalPrice - price) / originalPrice) * 100);
}

/** The price a shopper pays for one unit: the sale price when it is lower than the list price. */
export function effectivePrice(price: number, salePrice: number | null | undefined): number {
  return salePrice != null && salePrice < price ? salePrice : price;
}

export const POINTS_MESSAGES = {
  invalid: '포인트는 0 이상의 정수로 입력해주세요',
  belowMinimum: `포인트는 ${formatNumber(POINTS_MIN_USE)}원부터 사용할 수 있습니다`,
  overBalance: '보유 포인트가 부족합니다',
  overRatio: `포인트는 결제 금액의 ${POINTS_MAX_USE_RATIO * 100}%까지 사용할 수 있습니다`,
} as const;

/**
 * Why `use` points cannot be spent on a payment (null when they can): at least 1,000, no more
 * than the balance, and at most 50% of the payment (spec 000 section 9).
 */
export function pointsUseError(use: number, balance: number, payment: number): string | null {
  if (use === 0) return null;
  if (!Number.isInteger(use) || use < 0) return POINTS_MESSAGES.invalid;
  if (use < POINTS_MIN_USE) return POINTS_MESSAGES.belowMinimum;
  if (use > balance) return POINTS_MESSAGES.overBalance;
  if (use > Math.floor(payment * POINTS_MAX_USE_RATIO)) return POINTS_MESSAGES.overRatio;
  return null;
}
