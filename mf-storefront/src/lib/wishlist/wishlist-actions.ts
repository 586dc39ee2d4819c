/**
 * The wishlist's public API (product page, cards, sign-in). Anonymous: this browser
 * (wishlist-store.ts); signed in: the server (`/api/wishlist`). Kept light.
 */
import { ApiError } from '@market/api-client/api-fetch';
import { loadCustomer, sessionStore, useCustomerSession } from '@market/session/session-store';
import { toaster } from '@market/ui/toaster';
import useSWR, { mutate } from 'swr';
import { addWishlistItem, getWishlistIds, mergeWishlist, removeWishlistItem, WISHLIST_IDS_PATH } from '../../api/wishlist-api';
import { useStoredSnapshot } from '../use-stored-snapshot';
import { EMPTY_WISHLIST, wishlistStore } from './wishlist-store';

/** Revalidates every cached page of the server wishlist. */
export function refreshServerWishlist(): Promise<unknown> {
  return mutate((key) => typeof key === 'string' && key.startsWith('/api/wishlist'));
}

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

async function signedIn(): Promise<boolean> {
  if (!sessionStore.customerLoaded) await loadCustomer().catch(() => null);
  return sessionStore.customer !== null;
}

/** Adds or removes a product and announces it (spec 8); resolves whether it is wished now. */
export async function toggleWishlist(product: { id: string; name: string }): Promise<boolean> {
  let added: boolean;
  if (await signedIn()) {
    let cached: { productIds: string[] } | undefined;
    await mutate<{ productIds: string[] }>(
      WISHLIST_IDS_PATH,
      (data) => {
        cached = data;
        return data;
      },
      { revalidate: false },
    );
    const current = (cached ?? (await getWishlistIds().catch(() => ({ productIds: [] as string[] })))).productIds.map(String);
    added = !current.includes(product.id);
    const next = added ? [product.id, ...current] : current.filter((id) => id !== product.id);
    await mutate(WISHLIST_IDS_PATH, { productIds: next }, { revalidate: false });
    try {
      await (added ? addWishlistItem(product.id) : removeWishlistItem(product.id));
      void refreshServerWishlist();
    } catch (e) {
      await mutate(WISHLIST_IDS_PATH, { productIds: current }, { revalidate: false });
      toaster.create({ type: 'error', title: '위시리스트를 변경하지 못했습니다', description: e instanceof Error ? e.message : undefined });
      return !added;
    }
  } else {
    added = wishlistStore.toggle(product.id);
  }
  toaster.create({
    type: added ? 'success' : 'info',
    title: added ? '위시리스트에 추가되었습니다' : '위시리스트에서 제거되었습니다',
    description: product.name,
    duration: 2500,
  });
  return added;
}

let merging: Promise<void> | null = null;

/** Right after sign-in: sends this browser's wishlist to the server once, then forgets it. */
export function mergeBrowserWishlist(): Promise<void> {
  merging ??= (async () => {
    const ids = [...wishlistStore.state.productIds];
    if (ids.length === 0) return;
    try {
      const res = await mergeWishlist(ids);
      wishlistStore.clear();
      await mutate(WISHLIST_IDS_PATH, { productIds: res.productIds.map(String) }, { revalidate: false });
      void refreshServerWishlist();
    } catch (e) {
      if (!(e instanceof ApiError && e.status === 401)) {
        toaster.create({ type: 'error', title: '위시리스트를 합치지 못했습니다', description: e instanceof Error ? e.message : undefined });
      }
    }
  })().finally(() => {
    merging = null;
  });
  return merging;
}
