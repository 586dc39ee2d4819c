import type { ProductSummary } from '@market/domain/product';

export interface CartChoice {
  color?: string;
  size?: string;
  quantity: number;
  /** Stock of the chosen option. */
  stock?: number;
}

/**
 * Adds the chosen product to the cart (browser or server, see cart-actions) and announces it. The
 * cart's actions load on the first press: the product page's first load does without (ADR 041).
 */
export async function addToCart(product: Pick<ProductSummary, 'id' | 'name'>, choice: CartChoice): Promise<boolean> {
  const { addToCart: addToShoppingCart } = await import(/* webpackChunkName: "cart-actions" */ '../../lib/cart/cart-actions');
  return addToShoppingCart(product, { color: choice.color, size: choice.size, quantity: choice.quantity, maxQuantity: choice.stock });
}
