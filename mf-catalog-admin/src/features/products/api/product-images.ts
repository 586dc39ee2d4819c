import { api, call, idParam } from '@market/api-client/api';
import { ApiError, apiUrl, readApiResponse } from '@market/api-client/api-fetch';
import type { AdminProductResult } from '@market/domain/admin-products';
import { NETWORK_ERROR_MESSAGE } from '@market/domain/errors';
import { useAdminAction } from '@market/ui/use-admin-action';
import { ADMIN_PRODUCTS_KEY } from './get-admin-products';

/**
 * `POST /api/admin/products/{id}/images` (permission catalog.products.update): photos as
 * multipart `images`; the server reads their type from the bytes and stores WebP re-encodings.
 * The typed client sends JSON only, so this one call is a plain fetch with the same error shape.
 */
export async function uploadProductImages(id: string, files: readonly File[]): Promise<AdminProductResult> {
  const form = new FormData();
  for (const file of files) form.append('images', file);
  let res: Response;
  try {
    res = await fetch(apiUrl(`/api/admin/products/${encodeURIComponent(id)}/images`), {
      method: 'POST',
      body: form,
      credentials: 'include',
      headers: { Accept: 'application/json' },
    });
  } catch {
    throw new ApiError(0, 'NETWORK', NETWORK_ERROR_MESSAGE);
  }
  return readApiResponse<AdminProductResult>(res);
}

/** `PUT /api/admin/products/{id}/images`: the images in their new order (left out = removed). */
export function setProductImages(id: string, images: string[]) {
  return call(api.admin.products[':id'].images.$put({ param: idParam(id), json: { images } }));
}

/** Upload, reorder and remove with a toast each and the list and detail reloaded. */
export function useProductImageWrites() {
  const { pending, perform } = useAdminAction<'upload' | 'arrange'>(ADMIN_PRODUCTS_KEY);
  return {
    pending,
    upload: (id: string, files: readonly File[]) => perform('upload', () => uploadProductImages(id, files)),
    arrange: (id: string, images: string[]) => perform('arrange', () => setProductImages(id, images)),
  };
}
