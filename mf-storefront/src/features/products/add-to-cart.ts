import type { ProductSummary } from '@market/domain/product';
import { addToCart as addToShoppingCart } from '../../lib/cart/cart-actions';

export interface CartChoice {
  color?: string;
  size?: string;
  quantity: number;
  /** Stock of the chosen option. */
  stock?: number;
}

/** Adds the chosen product to the cart (browser or server, see cart-actions) and announces it. */
export function addToCart(product: Pick<ProductSummary, 'id' | 'name'>, choice: CartChoice): Promise<boolean> {
  return addToShoppingCart(product, { color: choice.color, size: choice.size, quantity: choice.quantity, maxQuantity: choice.stock });
}
