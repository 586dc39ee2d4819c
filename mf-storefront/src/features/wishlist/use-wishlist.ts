import { ApiError } from '@market/api-client/api-fetch';
import type { ProductDetail, ProductSummary } from '@market/domain/product';
import { useCustomerSession } from '@market/session/session-store';
import { useMemo } from 'react';
import useSWR from 'swr';
import { getProduct } from '../../api/get-product';
import { useServerWishlist } from '../../api/wishlist-api';
import { useStoredSnapshot } from '../../lib/use-stored-snapshot';
import { EMPTY_WISHLIST, wishlistStore } from '../../lib/wishlist/wishlist-store';

export const WISHLIST_PAGE_SIZE = 40;

/** Details of the browser wishlist's products; unknown ones are dropped. */
async function getWishedProducts(ids: string[]): Promise<ProductDetail[]> {
  const found = await Promise.all(
    ids.map((id) =>
      getProduct(id).catch((e: unknown) => {
        if (e instanceof ApiError && (e.status === 404 || e.status === 422)) return null;
        throw e;
      }),
    ),
  );
  return found.filter((p): p is ProductDetail => p !== null);
}

export interface WishlistView {
  signedIn: boolean;
  products: ProductSummary[];
  total: number;
  isLoading: boolean;
  error: unknown;
  retry: () => void;
}

/** The wished products: a server page when signed in, this browser's list otherwise. */
export function useWishlist(page: number): WishlistView {
  const { customer, loaded } = useCustomerSession();
  const signedIn = customer !== null;
  const server = useServerWishlist(signedIn, page, WISHLIST_PAGE_SIZE);
  const local = useStoredSnapshot(wishlistStore.state, EMPTY_WISHLIST);
  const ids = useMemo(() => [...local.productIds], [local.productIds]);
  const localProducts = useSWR(
    !signedIn && loaded && ids.length > 0 ? ['wishlist-products', ids.join(',')] : null,
    () => getWishedProducts(ids),
    { keepPreviousData: true },
  );
  if (signedIn) {
    return {
      signedIn,
      products: server.data?.items.map((i) => i.product) ?? [],
      total: server.data?.total ?? 0,
      isLoading: !server.data && !server.error,
      error: server.error,
      retry: () => void server.mutate(),
    };
  }
  const products = ids.length === 0 ? [] : (localProducts.data ?? []).filter((p) => ids.includes(p.id));
  return {
    signedIn,
    products,
    total: products.length,
    isLoading: !loaded || (ids.length > 0 && !localProducts.data && !localProducts.error),
    error: localProducts.error,
    retry: () => void localProducts.mutate(),
  };
}
