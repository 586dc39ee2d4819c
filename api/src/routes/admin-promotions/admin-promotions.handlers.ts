import type { RouteHandler } from '@hono/zod-openapi';
import { exportFileName } from '@market/domain/export';
import { adminActor } from '../../lib/admin-actor';
import type { AppEnv } from '../../lib/context';
import { batches, exportResponse } from '../../lib/export';
import {
  changePromotionStatus,
  createPromotion,
  getAdminPromotion,
  listAdminPromotions,
  PROMOTION_EXPORT_COLUMNS,
  promotionDailyStats,
  promotionScopeOptions,
  updatePromotion,
} from '../../services/admin-promotions';
import type * as routes from './admin-promotions.routes';

export const list: RouteHandler<typeof routes.list, AppEnv> = async (c) => {
  return c.json(await listAdminPromotions(c.var.database.db, c.req.valid('query')), 200);
};

export const exportList: RouteHandler<typeof routes.exportList, AppEnv> = async (c) => {
  const { format, reason: _reason, ...filters } = c.req.valid('query');
  const db = c.var.database.db;
  return exportResponse(c, {
    format,
    filename: exportFileName('프로모션목록'),
    columns: PROMOTION_EXPORT_COLUMNS,
    rows: batches(async (page: number | null) => {
      const p = await listAdminPromotions(db, { ...filters, page: page ?? 1, limit: 100 });
      return { items: p.items, nextCursor: p.page * p.limit < p.total ? p.page + 1 : null };
    }),
    auditAction: 'marketing.promotions.export',
  });
};

export const scopeOptions: RouteHandler<typeof routes.scopeOptions, AppEnv> = async (c) => {
  return c.json(await promotionScopeOptions(c.var.database.db), 200);
};

export const detail: RouteHandler<typeof routes.detail, AppEnv> = async (c) => {
  return c.json(await getAdminPromotion(c.var.database.db, c.req.valid('param').id), 200);
};

export const daily: RouteHandler<typeof routes.daily, AppEnv> = async (c) => {
  return c.json({ items: await promotionDailyStats(c.var.database.db, c.req.valid('param').id) }, 200);
};

export const create: RouteHandler<typeof routes.create, AppEnv> = async (c) => {
  return c.json(await createPromotion(c.var.database.db, adminActor(c), c.req.valid('json')), 201);
};

export const update: RouteHandler<typeof routes.update, AppEnv> = async (c) => {
  return c.json(await updatePromotion(c.var.database.db, adminActor(c), c.req.valid('param').id, c.req.valid('json')), 200);
};

export const changeStatus: RouteHandler<typeof routes.changeStatus, AppEnv> = async (c) => {
  return c.json(await changePromotionStatus(c.var.database.db, adminActor(c), c.req.valid('param').id, c.req.valid('json')), 200);
};
