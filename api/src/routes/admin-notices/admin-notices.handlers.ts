import type { RouteHandler } from '@hono/zod-openapi';
import { exportFileName } from '@market/domain/export';
import { adminActor } from '../../lib/admin-actor';
import type { AppEnv } from '../../lib/context';
import { exportResponse } from '../../lib/export';
import {
  allAdminNotices,
  createNotice,
  deleteNotice,
  getAdminNotice,
  listAdminNotices,
  changeNoticeStatus,
  updateNotice,
  NOTICE_EXPORT_COLUMNS,
} from '../../services/admin-notices';
import type * as routes from './admin-notices.routes';

export const list: RouteHandler<typeof routes.list, AppEnv> = async (c) => {
  return c.json(await listAdminNotices(c.var.database.db, c.req.valid('query')), 200);
};

export const exportList: RouteHandler<typeof routes.exportList, AppEnv> = async (c) => {
  const { format, reason: _reason, ...filters } = c.req.valid('query');
  return exportResponse(c, {
    format,
    filename: exportFileName('공지사항목록'),
    columns: NOTICE_EXPORT_COLUMNS,
    rows: allAdminNotices(c.var.database.db, filters),
    auditAction: 'content.notices.export',
  });
};

export const detail: RouteHandler<typeof routes.detail, AppEnv> = async (c) => {
  return c.json(await getAdminNotice(c.var.database.db, c.req.valid('param').id), 200);
};

export const create: RouteHandler<typeof routes.create, AppEnv> = async (c) => {
  return c.json(await createNotice(c.var.database.db, adminActor(c), c.req.valid('json')), 201);
};

export const update: RouteHandler<typeof routes.update, AppEnv> = async (c) => {
  return c.json(await updateNotice(c.var.database.db, adminActor(c), c.req.valid('param').id, c.req.valid('json')), 200);
};

export const changeStatus: RouteHandler<typeof routes.changeStatus, AppEnv> = async (c) => {
  return c.json(await changeNoticeStatus(c.var.database.db, adminActor(c), c.req.valid('param').id, c.req.valid('json').action), 200);
};

export const remove: RouteHandler<typeof routes.remove, AppEnv> = async (c) => {
  return c.json(await deleteNotice(c.var.database.db, adminActor(c), c.req.valid('param').id), 200);
};
