import type { RouteHandler } from '@hono/zod-openapi';
import { adminActor } from '../../lib/admin-actor';
import type { AppEnv } from '../../lib/context';
import { changeQnaStatus, deleteQna, getAdminQna, listAdminQna, replyToQna } from '../../services/admin-qna';
import type * as routes from './admin-qna.routes';

export const list: RouteHandler<typeof routes.list, AppEnv> = async (c) => {
  return c.json(await listAdminQna(c.var.database.db, c.req.valid('query'), c.var.brandId ?? null), 200);
};

export const detail: RouteHandler<typeof routes.detail, AppEnv> = async (c) => {
  return c.json(await getAdminQna(c.var.database.db, c.req.valid('param').id, c.var.brandId ?? null), 200);
};

export const reply: RouteHandler<typeof routes.reply, AppEnv> = async (c) => {
  return c.json(await replyToQna(c.var.database.db, adminActor(c), c.req.valid('param').id, c.req.valid('json')), 200);
};

export const close: RouteHandler<typeof routes.close, AppEnv> = async (c) => {
  return c.json(await changeQnaStatus(c.var.database.db, adminActor(c), c.req.valid('param').id, 'close'), 200);
};

export const reopen: RouteHandler<typeof routes.reopen, AppEnv> = async (c) => {
  return c.json(await changeQnaStatus(c.var.database.db, adminActor(c), c.req.valid('param').id, 'reopen'), 200);
};

export const remove: RouteHandler<typeof routes.remove, AppEnv> = async (c) => {
  return c.json(await deleteQna(c.var.database.db, adminActor(c), c.req.valid('param').id), 200);
};
