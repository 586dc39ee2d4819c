import type { RouteHandler } from '@hono/zod-openapi';
import { exportFileName } from '@market/domain/export';
import { adminActor } from '../../lib/admin-actor';
import type { AppEnv } from '../../lib/context';
import { exportResponse } from '../../lib/export';
import {
  allAdminEvents,
  createEvent,
  deleteEvent,
  getAdminEvent,
  listAdminEvents,
  changeEventStatus,
  updateEvent,
  EVENT_EXPORT_COLUMNS,
} from '../../services/admin-events';
import type * as routes from './admin-events.routes';

export const list: RouteHandler<typeof routes.list, AppEnv> = async (c) => {
  return c.json(await listAdminEvents(c.var.database.db, c.req.valid('query')), 200);
};

export const exportList: RouteHandler<typeof routes.exportList, AppEnv> = async (c) => {
  const { format, reason: _reason, ...filters } = c.req.valid('query');
  return exportResponse(c, {
    format,
    filename: exportFileName('이벤트목록'),
    columns: EVENT_EXPORT_COLUMNS,
    rows: allAdminEvents(c.var.database.db, filters),
    auditAction: 'content.events.export',
  });
};

export const detail: RouteHandler<typeof routes.detail, AppEnv> = async (c) => {
  return c.json(await getAdminEvent(c.var.database.db, c.req.valid('param').id), 200);
};

export const create: RouteHandler<typeof routes.create, AppEnv> = async (c) => {
  return c.json(await createEvent(c.var.database.db, adminActor(c), c.req.valid('json')), 201);
};

export const update: RouteHandler<typeof routes.update, AppEnv> = async (c) => {
  return c.json(await updateEvent(c.var.database.db, adminActor(c), c.req.valid('param').id, c.req.valid('json')), 200);
};

export const changeStatus: RouteHandler<typeof routes.changeStatus, AppEnv> = async (c) => {
  return c.json(await changeEventStatus(c.var.database.db, adminActor(c), c.req.valid('param').id, c.req.valid('json').action), 200);
};

export const remove: RouteHandler<typeof routes.remove, AppEnv> = async (c) => {
  return c.json(await deleteEvent(c.var.database.db, adminActor(c), c.req.valid('param').id), 200);
};
