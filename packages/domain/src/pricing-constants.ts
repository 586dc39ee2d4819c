/**
 * The default amounts of the money rules (./pricing.ts re-exports them): a module of constants
 * only, so that a page needing the shop's default settings (./shop-settings-defaults.ts) does not
 * bring the pricing functions other pages use (ADR 041).
 */

export const DEFAULT_FREE_SHIPPING_THRESHOLD = 50_000;
export const DEFAULT_SHIPPING_FEE = 3_000;
export const DEFAULT_REMOTE_AREA_FEE = 3_000;

/**
 * Zip-code ranges that pay the remote-area surcharge: Jeju and the island counties most carriers
 * list. The shipping zones of the admin settings refine this later; these are the defaults.
 */
export const REMOTE_AREA_ZIP_RANGES: readonly [number, number][] = [
  [63000, 63644], // 제주특별자치도
  [23100, 23136], // 인천 옹진군
  [40200, 40240], // 경북 울릉군
  [58800, 58866], // 전남 신안군
];

export const POINTS_RATE_PERCENT = 1;
export const POINTS_MIN_USE = 1_000;
export const POINTS_MAX_USE_RATIO = 0.5;
