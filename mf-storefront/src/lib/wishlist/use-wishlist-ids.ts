import { useCustomerSession } from '@market/session/session-store';
import useSWR from 'swr';
import { getWishlistIds, WISHLIST_IDS_PATH } from '../../api/wishlist-api';
import { useStoredSnapshot } from '../use-stored-snapshot';
import { EMPTY_WISHLIST, wishlistStore } from './wishlist-store';

/** The wished product ids, from the server when signed in. */
export function useWishlistIds(): readonly string[] {
  const { customer } = useCustomerSession();
  const local = useStoredSnapshot(wishlistStore.state, EMPTY_WISHLIST);
  const { data } = useSWR<{ productIds: string[] }>(customer ? WISHLIST_IDS_PATH : null, getWishlistIds);
  return customer ? (data?.productIds.map(String) ?? []) : local.productIds;
}

/** Whether a product is wished, re-rendering when that changes. */
export function useInWishlist(id: string): boolean {
  return useWishlistIds().includes(id);
}
