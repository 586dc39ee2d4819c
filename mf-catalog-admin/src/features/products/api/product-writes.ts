import { api, call, idParam } from '@market/api-client/api';
import type { ProductBulk, ProductInput, ProductUpdate } from '@market/domain/admin-products';
import { useAdminAction } from '@market/ui/use-admin-action';
import { ADMIN_PRODUCTS_KEY } from './get-admin-products';

/** `POST /api/admin/products` (permission catalog.products.create). */
export function createProduct(body: ProductInput) {
  return call(api.admin.products.$post({ json: body }));
}

/** `PATCH /api/admin/products/{id}` (permission catalog.products.update): the fields changed. */
export function updateProduct(id: string, body: ProductUpdate) {
  return call(api.admin.products[':id'].$patch({ param: idParam(id), json: body }));
}

/** `POST /api/admin/products/bulk` (permission catalog.products.update): one transaction. */
export function bulkUpdateProducts(body: ProductBulk) {
  return call(api.admin.products.bulk.$post({ json: body }));
}

/** `DELETE /api/admin/products/{id}` (permission catalog.products.delete): deleted, or archived when orders held it. */
export function deleteProduct(id: string) {
  return call(api.admin.products[':id'].$delete({ param: idParam(id) }));
}

export type ProductWrite = 'create' | 'update' | 'delete' | ProductBulk['action'];

/**
 * The product writes with their notice (or the error) on a toast and every cached list page and
 * detail reloaded; `pending` names the write in flight. A failed write rejects (its dialog stays open).
 */
export function useProductWrites() {
  const { pending, perform } = useAdminAction<ProductWrite>(ADMIN_PRODUCTS_KEY);
  return {
    pending,
    create: (body: ProductInput) => perform('create', () => createProduct(body)),
    update: (id: string, body: ProductUpdate) => perform('update', () => updateProduct(id, body)),
    bulk: (body: ProductBulk) => perform(body.action, () => bulkUpdateProducts(body)),
    remove: (id: string) => perform('delete', () => deleteProduct(id)),
  };
}
