import { effectivePrice, shippingFee } from '@market/domain/pricing';
import { pointsToEarn, shippingRulesOf, type PublicShopSettings } from '@market/domain/shop-settings';

export interface PriceSummary {
  /** Unit price the shopper pays (the sale price when lower). */
  unitPrice: number;
  /** Product amount: unit price x quantity. */
  amount: number;
  /** 0 means free (shown as 무료). */
  shipping: number;
  /** What 구매확정 credits for this purchase alone: the points rate of the settings on the total. */
  points: number;
  total: number;
  /** Product amount from which shipping is free. */
  freeShippingThreshold: number;
}

/**
 * The product page's price summary (spec 2): amount, shipping fee or free, points, total, by the
 * server's rules (`GET /api/shop-settings`), so that checkout and the order show the same figures.
 */
export function computePriceSummary(
  price: number,
  salePrice: number | null,
  quantity: number,
  settings: Pick<PublicShopSettings, 'shipping' | 'points'>,
): PriceSummary {
  const unitPrice = effectivePrice(price, salePrice);
  const amount = unitPrice * Math.max(0, Math.floor(quantity));
  const shipping = shippingFee(amount, null, shippingRulesOf(settings));
  const total = amount + shipping;
  return {
    unitPrice,
    amount,
    shipping,
    points: pointsToEarn(total, settings.points),
    total,
    freeShippingThreshold: settings.shipping.freeShippingThreshold,
  };
}

/** Quantity clamped to 1..stock; 1 when nothing is in stock (the actions are disabled then). */
export function clampQuantity(quantity: number, stock: number): number {
  if (stock <= 0) return 1;
  if (!Number.isFinite(quantity)) return 1;
  return Math.min(stock, Math.max(1, Math.floor(quantity)));
}
