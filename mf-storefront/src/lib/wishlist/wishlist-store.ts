// From 'valtio' itself (a shared singleton): a proxy made by another copy would be invisible to useSnapshot.
import { proxy, subscribe } from 'valtio';

/** Browser storage key of an anonymous shopper's wishlist (spec 3: a list of product ids). */
export const WISHLIST_STORAGE_KEY = 'market-wishlist';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

export function parseStoredWishlist(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const data: unknown = JSON.parse(raw);
    const ids = Array.isArray(data) ? data : (data as { productIds?: unknown } | null)?.productIds;
    return Array.isArray(ids) ? [...new Set(ids.filter((id): id is string => typeof id === 'string' && id !== ''))] : [];
  } catch {
    return [];
  }
}

function defaultStorage(): KeyValueStorage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
}

/** The wishlist of this browser, kept under `market-wishlist`. */
export function createWishlistStore(storage: KeyValueStorage | null = defaultStorage()) {
  const state = proxy({ productIds: parseStoredWishlist(storage?.getItem(WISHLIST_STORAGE_KEY) ?? null) });
  subscribe(state, () => {
    try {
      storage?.setItem(WISHLIST_STORAGE_KEY, JSON.stringify({ productIds: state.productIds }));
    } catch {
      // storage full or disabled
    }
  });
  return {
    state,
    has: (id: string) => state.productIds.includes(id),
    /** Adds or removes the id; returns true when it is now in the wishlist (spec 4). */
    toggle(id: string): boolean {
      if (!id) return false;
      if (state.productIds.includes(id)) {
        state.productIds = state.productIds.filter((x) => x !== id);
        return false;
      }
      state.productIds = [id, ...state.productIds];
      return true;
    },
    remove(id: string) {
      state.productIds = state.productIds.filter((x) => x !== id);
    },
    clear() {
      state.productIds = [];
    },
    reload() {
      state.productIds = parseStoredWishlist(storage?.getItem(WISHLIST_STORAGE_KEY) ?? null);
    },
  };
}

/** What the server renders: no browser, no wishlist. */
export const EMPTY_WISHLIST = { productIds: [] as string[] };

export const wishlistStore = createWishlistStore();

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === WISHLIST_STORAGE_KEY) wishlistStore.reload();
  });
}
