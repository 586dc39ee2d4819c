import type { Cart } from '@market/domain/cart';
import { useCustomerSession } from '@market/session/session-store';
import { useHydrated } from '@market/ui/use-hydrated';
import useSWR from 'swr';
import { useStoredSnapshot } from '../../lib/use-stored-snapshot';
import { CART_PATH, getCart } from '../../api/cart/get-cart';
import { EMPTY_CART, cartStore, countCartItems } from '../../lib/cart/cart-store';

/**
 * Pieces in the cart for the header badge: the server cart when signed in, else this browser's.
 * Apart from cart-actions.ts, so that every page's header does not load the cart's write paths.
 */
/** `undefined` until it is known (before hydration, or before the server cart's first answer). */
export function useKnownCartCount(): number | undefined {
  const { customer } = useCustomerSession();
  const hydrated = useHydrated();
  const local = useStoredSnapshot(cartStore.state, EMPTY_CART);
  const { data } = useSWR<Cart>(customer ? CART_PATH : null, getCart);
  if (!hydrated) return undefined;
  if (!customer) return countCartItems(local.items);
  return data ? data.items.reduce((sum, line) => sum + line.quantity, 0) : undefined;
}
