import type { RouteHandler } from '@hono/zod-openapi';
import { adminActor } from '../../lib/admin-actor';
import type { AppEnv } from '../../lib/context';
import { getAdminSettlement, listAdminSettlements } from '../../services/admin-settlements';
import { bulkApproveWorkflow, generateNowWorkflow, settleWorkflow } from '../../workflows/settle';
import type * as routes from './admin-settlements.routes';

export const list: RouteHandler<typeof routes.list, AppEnv> = async (c) => {
  return c.json(await listAdminSettlements(c.var.database.db, c.req.valid('query'), c.var.brandId ?? null), 200);
};

export const detail: RouteHandler<typeof routes.detail, AppEnv> = async (c) => {
  return c.json(await getAdminSettlement(c.var.database.db, c.req.valid('param').id, c.var.brandId ?? null), 200);
};

export const approve: RouteHandler<typeof routes.approve, AppEnv> = async (c) => {
  return c.json(await settleWorkflow(c.var.database.db, adminActor(c), c.req.valid('param').id, 'approve'), 200);
};

export const hold: RouteHandler<typeof routes.hold, AppEnv> = async (c) => {
  return c.json(await settleWorkflow(c.var.database.db, adminActor(c), c.req.valid('param').id, 'hold', c.req.valid('json')), 200);
};

export const pay: RouteHandler<typeof routes.pay, AppEnv> = async (c) => {
  return c.json(await settleWorkflow(c.var.database.db, adminActor(c), c.req.valid('param').id, 'pay'), 200);
};

export const bulkApprove: RouteHandler<typeof routes.bulkApprove, AppEnv> = async (c) => {
  return c.json(await bulkApproveWorkflow(c.var.database.db, adminActor(c), c.req.valid('json').ids), 200);
};

export const generate: RouteHandler<typeof routes.generate, AppEnv> = async (c) => {
  return c.json(await generateNowWorkflow(c.var.database.db, adminActor(c), c.req.valid('json').includeOpenPeriod), 200);
};
