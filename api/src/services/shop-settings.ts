import { RETURN_WINDOW_DAYS } from '@market/domain/lifecycle';
import { POINTS_MAX_USE_RATIO, POINTS_MIN_USE } from '@market/domain/pricing';
import type { PublicShopSettings } from '@market/domain/shop-settings';
import type { Db } from '../db/client';
import { loadShopRules } from './cart';

/** `GET /api/shop-settings`: the rules the buying flow applies (loadShopRules), as the storefront shows them. */
export async function getPublicShopSettings(db: Db): Promise<PublicShopSettings> {
  const rules = await loadShopRules(db);
  return {
    shipping: {
      fee: rules.shipping.shippingFee,
      freeShippingThreshold: rules.shipping.freeShippingThreshold,
      remoteAreaSurcharge: rules.shipping.remoteAreaFee,
      remoteZones: (rules.shipping.zones ?? []).map((z) => ({
        zipRanges: z.zipRanges.map(([a, b]) => [a, b] as [number, number]),
        surcharge: z.surcharge,
      })),
      returnFee: rules.returnFee,
      returnWindowDays: RETURN_WINDOW_DAYS,
    },
    points: { enabled: rules.loyaltyEnabled, ratePercent: rules.pointsRate, minUse: POINTS_MIN_USE, maxUseRatio: POINTS_MAX_USE_RATIO },
    order: { minimumAmount: rules.minimumOrderAmount, maxQuantity: rules.maxOrderQuantity },
    couponsEnabled: rules.couponsEnabled,
  };
}
