import type { CartItemInput } from '@market/domain/cart';
import type { CartLineView } from './use-cart';

/** The buyable lines as the coupon and order endpoints take them. */
export function buyableInputs(lines: readonly CartLineView[]): CartItemInput[] {
  return lines
    .filter((l) => !l.soldOut && l.selectedColor && l.selectedSize)
    .map((l) => ({ productId: l.productId, selectedColor: l.selectedColor, selectedSize: l.selectedSize, quantity: l.quantity }));
}
