import type { Cart } from '@market/domain/cart';
import { useCustomerSession } from '@market/session/session-store';
import useSWR from 'swr';
import { useStoredSnapshot } from '../../lib/use-stored-snapshot';
import { CART_PATH, getCart } from '../../api/cart/get-cart';
import { EMPTY_CART, cartStore, countCartItems } from '../../lib/cart/cart-store';

/**
 * Pieces in the cart for the header badge: the server cart when signed in, else this browser's.
 * Apart from cart-actions.ts, so that every page's header does not load the cart's write paths.
 */
export function useCartCount(): number {
  const { customer } = useCustomerSession();
  const local = useStoredSnapshot(cartStore.state, EMPTY_CART);
  const { data } = useSWR<Cart>(customer ? CART_PATH : null, getCart);
  if (!customer) return countCartItems(local.items);
  return data ? data.items.reduce((sum, line) => sum + line.quantity, 0) : 0;
}
