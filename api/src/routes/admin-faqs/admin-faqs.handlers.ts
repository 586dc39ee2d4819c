import type { RouteHandler } from '@hono/zod-openapi';
import { exportFileName } from '@market/domain/export';
import { adminActor } from '../../lib/admin-actor';
import type { AppEnv } from '../../lib/context';
import { exportResponse } from '../../lib/export';
import {
  allAdminFaqs,
  createFaq,
  deleteFaq,
  getAdminFaq,
  listAdminFaqs,
  changeFaqStatus,
  updateFaq,
  moveFaq,
  FAQ_EXPORT_COLUMNS,
} from '../../services/admin-faqs';
import type * as routes from './admin-faqs.routes';

export const list: RouteHandler<typeof routes.list, AppEnv> = async (c) => {
  return c.json(await listAdminFaqs(c.var.database.db, c.req.valid('query')), 200);
};

export const exportList: RouteHandler<typeof routes.exportList, AppEnv> = async (c) => {
  const { format, reason: _reason, ...filters } = c.req.valid('query');
  return exportResponse(c, {
    format,
    filename: exportFileName('FAQ목록'),
    columns: FAQ_EXPORT_COLUMNS,
    rows: allAdminFaqs(c.var.database.db, filters),
    auditAction: 'content.faqs.export',
  });
};

export const detail: RouteHandler<typeof routes.detail, AppEnv> = async (c) => {
  return c.json(await getAdminFaq(c.var.database.db, c.req.valid('param').id), 200);
};

export const create: RouteHandler<typeof routes.create, AppEnv> = async (c) => {
  return c.json(await createFaq(c.var.database.db, adminActor(c), c.req.valid('json')), 201);
};

export const update: RouteHandler<typeof routes.update, AppEnv> = async (c) => {
  return c.json(await updateFaq(c.var.database.db, adminActor(c), c.req.valid('param').id, c.req.valid('json')), 200);
};

export const changeStatus: RouteHandler<typeof routes.changeStatus, AppEnv> = async (c) => {
  return c.json(await changeFaqStatus(c.var.database.db, adminActor(c), c.req.valid('param').id, c.req.valid('json').action), 200);
};

export const move: RouteHandler<typeof routes.move, AppEnv> = async (c) => {
  return c.json(await moveFaq(c.var.database.db, adminActor(c), c.req.valid('param').id, c.req.valid('json').direction), 200);
};

export const remove: RouteHandler<typeof routes.remove, AppEnv> = async (c) => {
  return c.json(await deleteFaq(c.var.database.db, adminActor(c), c.req.valid('param').id), 200);
};
