import type { RouteHandler } from '@hono/zod-openapi';
import { exportFileName } from '@market/domain/export';
import { adminActor } from '../../lib/admin-actor';
import type { AppEnv } from '../../lib/context';
import { batches, exportResponse } from '../../lib/export';
import {
  BANNER_EXPORT_COLUMNS,
  changeBannerStatus,
  createBanner,
  getAdminBanner,
  listAdminBanners,
  replaceBannerImage,
  updateBanner,
} from '../../services/admin-banners';
import { readUploadedFiles } from '../../lib/uploads';
import { storeImage } from '../../services/uploads';
import { BANNER_IMAGE_MAX_WIDTH } from '@market/domain/admin-banners';
import type * as routes from './admin-banners.routes';

export const list: RouteHandler<typeof routes.list, AppEnv> = async (c) => {
  return c.json(await listAdminBanners(c.var.database.db, c.req.valid('query')), 200);
};

export const exportList: RouteHandler<typeof routes.exportList, AppEnv> = async (c) => {
  const { format, reason: _reason, ...filters } = c.req.valid('query');
  const db = c.var.database.db;
  return exportResponse(c, {
    format,
    filename: exportFileName('배너목록'),
    columns: BANNER_EXPORT_COLUMNS,
    rows: batches(async (page: number | null) => {
      const p = await listAdminBanners(db, { ...filters, page: page ?? 1, limit: 100 });
      return { items: p.items, nextCursor: p.page * p.limit < p.total ? p.page + 1 : null };
    }),
    auditAction: 'marketing.banners.export',
  });
};

export const detail: RouteHandler<typeof routes.detail, AppEnv> = async (c) => {
  return c.json(await getAdminBanner(c.var.database.db, c.req.valid('param').id), 200);
};

export const create: RouteHandler<typeof routes.create, AppEnv> = async (c) => {
  return c.json(await createBanner(c.var.database.db, adminActor(c), c.req.valid('json')), 201);
};

export const update: RouteHandler<typeof routes.update, AppEnv> = async (c) => {
  return c.json(await updateBanner(c.var.database.db, adminActor(c), c.req.valid('param').id, c.req.valid('json')), 200);
};

export const changeStatus: RouteHandler<typeof routes.changeStatus, AppEnv> = async (c) => {
  return c.json(await changeBannerStatus(c.var.database.db, adminActor(c), c.req.valid('param').id, c.req.valid('json')), 200);
};

/** The banner is looked up first (an unknown id stores nothing), then the image stored and set. */
export const uploadImage: RouteHandler<typeof routes.uploadImage, AppEnv> = async (c) => {
  const { id } = c.req.valid('param');
  const db = c.var.database.db;
  await getAdminBanner(db, id);
  const [file] = await readUploadedFiles(c, 'file', 1);
  const actor = adminActor(c);
  const image = await storeImage(db, file!.bytes, { kind: 'banner', maxWidth: BANNER_IMAGE_MAX_WIDTH, createdBy: actor.staffName });
  return c.json(await replaceBannerImage(db, actor, id, image.url), 200);
};
