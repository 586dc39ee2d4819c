/**
 * The wishlist's writes (product page, wishlist page, sign-in). Anonymous: this browser
 * (wishlist-store.ts); signed in: the server (`/api/wishlist`). The product page loads this module
 * on the first press of its heart (./use-wishlist-ids.ts is what it renders with).
 */
import { ApiError } from '@market/api-client/api-fetch';
import { loadCustomer, sessionStore } from '@market/session/session-store';
import { toaster } from '@market/ui/toaster';
import { mutate } from 'swr';
import { addWishlistItem, getWishlistIds, mergeWishlist, removeWishlistItem, WISHLIST_IDS_PATH } from '../../api/wishlist-api';
import { wishlistStore } from './wishlist-store';

/** Revalidates every cached page of the server wishlist. */
export function refreshServerWishlist(): Promise<unknown> {
  return mutate((key) => typeof key === 'string' && key.startsWith('/api/wishlist'));
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
