import { CART_MESSAGES } from '@market/domain/cart-rules';
import { toaster } from '@market/ui/toaster';
import { useNavigate } from '@market/ui/router';
import { urls } from '../../urls';
import type { CartView } from '../../lib/cart/use-cart';

/** The checkout button: an empty cart (or only sold-out lines) says '장바구니가 비어있습니다' (spec 8). */
export function useGoToCheckout(cart: CartView, after?: () => void) {
  const navigate = useNavigate();
  return () => {
    if (cart.summary.itemCount === 0) {
      toaster.create({ type: 'warning', title: CART_MESSAGES.emptyCart, description: '상품을 담은 후 주문해주세요.' });
      return;
    }
    after?.();
    navigate(urls.checkout());
  };
}
