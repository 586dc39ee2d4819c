import type { ProductSummary } from '@market/domain/product';
import { toaster } from '@market/ui/toaster';
import { cartStore } from '../cart/cart-store';

export interface CartChoice {
  color?: string;
  size?: string;
  quantity: number;
}

/** Adds the chosen product to the cart and announces it (spec 8: '장바구니에 추가되었습니다' with the name). */
export function addToCart(product: Pick<ProductSummary, 'id' | 'name'>, choice: CartChoice): boolean {
  if (choice.quantity < 1) return false;
  cartStore.add({ productId: product.id, quantity: choice.quantity, selectedColor: choice.color, selectedSize: choice.size });
  toaster.create({ type: 'success', title: '장바구니에 추가되었습니다', description: `${product.name} ${choice.quantity}개`, duration: 3000 });
  return true;
}
