import type { RouteHandler } from '@hono/zod-openapi';
import { exportFileName } from '@market/domain/export';
import { adminActor } from '../../lib/admin-actor';
import type { AppEnv } from '../../lib/context';
import { batches, exportResponse } from '../../lib/export';
import {
  changeCouponStatus,
  COUPON_EXPORT_COLUMNS,
  createCoupon,
  deleteCoupon,
  getAdminCoupon,
  listAdminCoupons,
  updateCoupon,
} from '../../services/admin-coupons';
import type * as routes from './admin-coupons.routes';

export const list: RouteHandler<typeof routes.list, AppEnv> = async (c) => {
  return c.json(await listAdminCoupons(c.var.database.db, c.req.valid('query')), 200);
};

export const exportList: RouteHandler<typeof routes.exportList, AppEnv> = async (c) => {
  const { format, reason: _reason, ...filters } = c.req.valid('query');
  const db = c.var.database.db;
  return exportResponse(c, {
    format,
    filename: exportFileName('쿠폰목록'),
    columns: COUPON_EXPORT_COLUMNS,
    rows: batches((cursor: string | null) => listAdminCoupons(db, { ...filters, page: 1, limit: 100, cursor: cursor ?? undefined })),
    auditAction: 'marketing.coupons.export',
  });
};

export const detail: RouteHandler<typeof routes.detail, AppEnv> = async (c) => {
  return c.json(await getAdminCoupon(c.var.database.db, c.req.valid('param').id), 200);
};

export const create: RouteHandler<typeof routes.create, AppEnv> = async (c) => {
  return c.json(await createCoupon(c.var.database.db, adminActor(c), c.req.valid('json')), 201);
};

export const update: RouteHandler<typeof routes.update, AppEnv> = async (c) => {
  return c.json(await updateCoupon(c.var.database.db, adminActor(c), c.req.valid('param').id, c.req.valid('json')), 200);
};

export const changeStatus: RouteHandler<typeof routes.changeStatus, AppEnv> = async (c) => {
  return c.json(await changeCouponStatus(c.var.database.db, adminActor(c), c.req.valid('param').id, c.req.valid('json')), 200);
};

export const remove: RouteHandler<typeof routes.remove, AppEnv> = async (c) => {
  return c.json(await deleteCoupon(c.var.database.db, adminActor(c), c.req.valid('param').id), 200);
};
