import { api, apiGet, apiKey, idParam } from '@market/api-client/api';
import useSWR from 'swr';

const productArgs = (id: string) => ({ param: idParam(id) });
export const productPath = (id: string) => apiKey(api.products[':id'], productArgs(id));

/** `GET /api/products/{id}`: detail with images, options and related products (404 when unknown). */
export function getProduct(id: string) {
  return apiGet(api.products[':id'], productArgs(id));
}

/** A product's detail; `null` fetches nothing (the quick view runs it only while open). */
export function useProduct(id: string | null) {
  return useSWR(id ? productPath(id) : null, () => getProduct(id!), { keepPreviousData: false });
}
