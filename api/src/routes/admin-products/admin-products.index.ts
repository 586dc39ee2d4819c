import { createRouter } from '../../lib/create-router';
import type { PermissionTable } from '../../lib/permissions';
import * as handlers from './admin-products.handlers';
import * as routes from './admin-products.routes';

export const permissions: PermissionTable = {
  'GET /products': 'catalog.products.read',
  'GET /products/export': 'catalog.products.export',
  'GET /products/choices': 'catalog.products.read',
  'GET /products/:id': 'catalog.products.read',
  'POST /products': 'catalog.products.create',
  'PATCH /products/:id': 'catalog.products.update',
  'POST /products/bulk': 'catalog.products.update',
  'DELETE /products/:id': 'catalog.products.delete',
  'POST /products/:id/images': 'catalog.products.update',
  'PUT /products/:id/images': 'catalog.products.update',
};

/**
 * Product management in the admin (spec 001, /admin/catalog/products): list with tiles, detail,
 * create, edit, the bulk bar, delete or archive, export. A SELLER_ADMIN (catalog.products.own)
 * works on its brand's products only.
 */
export const adminProductsRouter = createRouter()
  .openapi(routes.list, handlers.list)
  // Before '/products/{id}', which would take 'export' or 'choices' for an id.
  .openapi(routes.exportList, handlers.exportList)
  .openapi(routes.choices, handlers.choices)
  .openapi(routes.detail, handlers.detail)
  .openapi(routes.create, handlers.create)
  .openapi(routes.update, handlers.update)
  .openapi(routes.bulk, handlers.bulk)
  .openapi(routes.remove, handlers.remove)
  .openapi(routes.uploadImages, handlers.uploadImages)
  .openapi(routes.setImages, handlers.setImages);
