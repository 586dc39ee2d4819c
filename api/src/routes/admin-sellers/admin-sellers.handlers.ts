import type { RouteHandler } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { adminActor } from '../../lib/admin-actor';
import type { AppEnv } from '../../lib/context';
import { secretBoxFor } from '../../lib/secret-box';
import { exportFileName } from '@market/domain/export';
import { batches, exportResponse } from '../../lib/export';
import {
  createSeller,
  getAdminSeller,
  listAdminSellers,
  listUnassignedBrands,
  SELLER_EXPORT_COLUMNS,
  updateSeller,
} from '../../services/admin-sellers';
import { changeSellerStatusWorkflow } from '../../workflows/change-seller-status';
import type * as routes from './admin-sellers.routes';

const boxOf = (c: Context<AppEnv>) => secretBoxFor(c.var.env.dataEncryption.key, c.var.env.dataEncryption.source);

export const list: RouteHandler<typeof routes.list, AppEnv> = async (c) => {
  return c.json(await listAdminSellers(c.var.database.db, c.req.valid('query')), 200);
};

export const exportList: RouteHandler<typeof routes.exportList, AppEnv> = async (c) => {
  const { format, reason, ...filters } = c.req.valid('query');
  const db = c.var.database.db;
  return exportResponse(c, {
    format,
    filename: exportFileName('셀러목록'),
    columns: SELLER_EXPORT_COLUMNS,
    rows: batches((cursor: string | null) => listAdminSellers(db, { ...filters, page: 1, limit: 100, cursor: cursor ?? undefined })),
    personalData: { resource: 'seller', fields: ['contactPerson', 'phone', 'email'], reason },
    auditAction: 'sellers.list.export',
  });
};

export const unassignedBrands: RouteHandler<typeof routes.unassignedBrands, AppEnv> = async (c) => {
  return c.json({ items: await listUnassignedBrands(c.var.database.db) }, 200);
};

export const detail: RouteHandler<typeof routes.detail, AppEnv> = async (c) => {
  return c.json(await getAdminSeller(c.var.database.db, c.req.valid('param').id), 200);
};

export const create: RouteHandler<typeof routes.create, AppEnv> = async (c) => {
  return c.json(await createSeller(c.var.database.db, adminActor(c), boxOf(c), c.req.valid('json')), 201);
};

export const update: RouteHandler<typeof routes.update, AppEnv> = async (c) => {
  return c.json(await updateSeller(c.var.database.db, adminActor(c), boxOf(c), c.req.valid('param').id, c.req.valid('json')), 200);
};

export const changeStatus: RouteHandler<typeof routes.changeStatus, AppEnv> = async (c) => {
  return c.json(await changeSellerStatusWorkflow(c.var.database.db, adminActor(c), c.req.valid('param').id, c.req.valid('json')), 200);
};
