import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False on the server and while React hydrates the server's HTML, true afterwards (and at once
 * for a page rendered in the browser alone). What only the browser knows (its cart, wishlist,
 * recent searches, chosen theme) waits for it, so the first render matches the server's.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
