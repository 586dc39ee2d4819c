import { earnedPoints, effectivePrice, shippingFee } from '@market/domain/pricing';

export interface PriceSummary {
  /** Unit price the shopper pays (the sale price when lower). */
  unitPrice: number;
  /** Product amount: unit price x quantity. */
  amount: number;
  /** 0 means free (shown as 무료). */
  shipping: number;
  /** 1% of the product amount, rounded down. */
  points: number;
  total: number;
}

/** The product page's price summary (spec 2): amount, shipping fee or free, points, total. */
export function computePriceSummary(price: number, salePrice: number | null, quantity: number): PriceSummary {
  const unitPrice = effectivePrice(price, salePrice);
  const amount = unitPrice * Math.max(0, Math.floor(quantity));
  const shipping = shippingFee(amount);
  return { unitPrice, amount, shipping, points: earnedPoints(amount), total: amount + shipping };
}

/** Quantity clamped to 1..stock; 1 when nothing is in stock (the actions are disabled then). */
export function clampQuantity(quantity: number, stock: number): number {
  if (stock <= 0) return 1;
  if (!Number.isFinite(quantity)) return 1;
  return Math.min(stock, Math.max(1, Math.floor(quantity)));
}
