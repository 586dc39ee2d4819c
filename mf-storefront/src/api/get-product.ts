import { apiFetch } from '@market/api-client/api-fetch';
import type { ProductDetail } from '@market/domain/product';
import useSWR from 'swr';

export const productPath = (id: string) => `/api/products/${encodeURIComponent(id)}`;

/** `GET /api/products/{id}`: detail with images, options and related products (404 when unknown). */
export function getProduct(id: string): Promise<ProductDetail> {
  return apiFetch<ProductDetail>(productPath(id));
}

/** A product's detail; `null` fetches nothing (the quick view runs it only while open). */
export function useProduct(id: string | null) {
  return useSWR<ProductDetail>(id ? productPath(id) : null, () => getProduct(id!), { keepPreviousData: false });
}
