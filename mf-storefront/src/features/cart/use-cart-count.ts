import { useSnapshot } from 'valtio';
import { cartStore, countCartItems } from './cart-store';

/** Pieces in the cart, re-rendering when the cart changes. */
export function useCartCount(): number {
  const snap = useSnapshot(cartStore.state);
  return countCartItems(snap.items);
}
