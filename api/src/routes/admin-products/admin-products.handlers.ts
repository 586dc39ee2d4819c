import type { RouteHandler } from '@hono/zod-openapi';
import { PRODUCT_IMAGES_MAX } from '@market/domain/admin-products';
import { exportFileName } from '@market/domain/export';
import { adminActor } from '../../lib/admin-actor';
import type { AppEnv } from '../../lib/context';
import { batches, exportResponse } from '../../lib/export';
import { readUploadedFiles } from '../../lib/uploads';
import {
  addProductImages,
  bulkUpdateProducts,
  createProduct,
  deleteProduct,
  getAdminProduct,
  listAdminProducts,
  PRODUCT_EXPORT_COLUMNS,
  productChoices,
  productExportCsvLines,
  productExportPage,
  setProductImages,
  updateProduct,
} from '../../services/admin-products';
import type * as routes from './admin-products.routes';

export const list: RouteHandler<typeof routes.list, AppEnv> = async (c) => {
  return c.json(await listAdminProducts(c.var.database.db, c.req.valid('query'), c.var.brandId ?? null), 200);
};

export const exportList: RouteHandler<typeof routes.exportList, AppEnv> = async (c) => {
  const { format, reason: _reason, ...filter } = c.req.valid('query');
  const db = c.var.database.db;
  const brandId = c.var.brandId ?? null;
  return exportResponse(c, {
    format,
    filename: exportFileName('상품목록'),
    columns: PRODUCT_EXPORT_COLUMNS,
    rows: batches((cursor: string | null) => productExportPage(db, filter, brandId, cursor)),
    auditAction: 'catalog.products.export',
    csvLines: format === 'csv' ? productExportCsvLines(filter, brandId) : undefined,
  }) as never;
};

export const choices: RouteHandler<typeof routes.choices, AppEnv> = async (c) => {
  return c.json(await productChoices(c.var.database.db, c.var.brandId ?? null), 200);
};

export const detail: RouteHandler<typeof routes.detail, AppEnv> = async (c) => {
  return c.json(await getAdminProduct(c.var.database.db, c.req.valid('param').id, c.var.brandId ?? null), 200);
};

export const create: RouteHandler<typeof routes.create, AppEnv> = async (c) => {
  return c.json(await createProduct(c.var.database.db, adminActor(c), c.req.valid('json')), 201);
};

export const update: RouteHandler<typeof routes.update, AppEnv> = async (c) => {
  return c.json(await updateProduct(c.var.database.db, adminActor(c), c.req.valid('param').id, c.req.valid('json')), 200);
};

export const bulk: RouteHandler<typeof routes.bulk, AppEnv> = async (c) => {
  return c.json(await bulkUpdateProducts(c.var.database.db, adminActor(c), c.req.valid('json')), 200);
};

export const remove: RouteHandler<typeof routes.remove, AppEnv> = async (c) => {
  return c.json(await deleteProduct(c.var.database.db, adminActor(c), c.req.valid('param').id), 200);
};

export const uploadImages: RouteHandler<typeof routes.uploadImages, AppEnv> = async (c) => {
  const { id } = c.req.valid('param');
  return c.json(
    await addProductImages(c.var.database.db, adminActor(c), id, () => readUploadedFiles(c, 'images', PRODUCT_IMAGES_MAX)),
    200,
  );
};

export const setImages: RouteHandler<typeof routes.setImages, AppEnv> = async (c) => {
  return c.json(await setProductImages(c.var.database.db, adminActor(c), c.req.valid('param').id, c.req.valid('json')), 200);
};
