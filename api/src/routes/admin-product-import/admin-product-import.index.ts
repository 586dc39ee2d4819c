import { createRouter } from '../../lib/create-router';
import type { PermissionTable } from '../../lib/permissions';
import * as handlers from './admin-product-import.handlers';
import * as routes from './admin-product-import.routes';

export const permissions: PermissionTable = {
  'POST /products/import': 'catalog.products.create',
  'GET /products/import/template': 'catalog.products.create',
  'GET /products/import/jobs/:id': 'catalog.products.create',
};

/**
 * 상품 일괄 등록 (issue 15 screen 1, ADR 027): preview, import as a job, template, job status.
 * A SELLER_ADMIN (`catalog.products.own`) imports only its brand's rows and sees only its imports.
 */
export const adminProductImportRouter = createRouter()
  .openapi(routes.template, handlers.template)
  .openapi(routes.job, handlers.job)
  .openapi(routes.importProducts, handlers.importProducts);
