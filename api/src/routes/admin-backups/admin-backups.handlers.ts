import type { RouteHandler } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { BACKUP_MESSAGES, RestoreBackupSchema } from '@market/domain/backups';
import { adminActor } from '../../lib/admin-actor';
import type { AppEnv } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { contentDisposition } from '../../lib/export';
import { readUploadedFiles } from '../../lib/uploads';
import * as backups from '../../services/backups';
import type * as routes from './admin-backups.routes';

const keyOf = (c: Context<AppEnv>) => backups.backupSigningKey(c.var.env.dataEncryption.key);

export const listBackups: RouteHandler<typeof routes.listBackups, AppEnv> = async (c) =>
  c.json({ items: await backups.listBackups(c.var.database.db) }, 200);

export const createBackup: RouteHandler<typeof routes.createBackup, AppEnv> = async (c) => {
  const { type } = c.req.valid('json');
  return c.json(await backups.createBackup(c.var.database.db, adminActor(c), keyOf(c), type), 201);
};

export const downloadBackup: RouteHandler<typeof routes.downloadBackup, AppEnv> = async (c) => {
  const { id } = c.req.valid('param');
  const { name, file } = await backups.backupFile(c.var.database.db, id);
  return new Response(new Uint8Array(file), {
    status: 200,
    headers: {
      'Content-Type': 'application/gzip',
      'Content-Disposition': contentDisposition(name),
      'Content-Length': String(file.length),
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  }) as never;
};

export const restoreBackup: RouteHandler<typeof routes.restoreBackup, AppEnv> = async (c) => {
  const { id } = c.req.valid('param');
  const { tables } = c.req.valid('json');
  return c.json(await backups.restoreBackup(c.var.database.db, adminActor(c), keyOf(c), id, tables), 200);
};

export const restoreUpload: RouteHandler<typeof routes.restoreUpload, AppEnv> = async (c) => {
  const [file] = await readUploadedFiles(c, 'file', 1);
  const form = await c.req.parseBody();
  const tablesText = typeof form.tables === 'string' ? form.tables.trim() : '';
  const parsed = RestoreBackupSchema.safeParse({
    confirm: typeof form.confirm === 'string' ? form.confirm.trim() : undefined,
    tables: tablesText
      ? tablesText
          .split(',')
          .map((t) => t.trim())
          .filter(Boolean)
      : undefined,
  });
  if (!parsed.success) throw new AppError('VALIDATION', BACKUP_MESSAGES.confirm, { confirm: BACKUP_MESSAGES.confirm });
  return c.json(await backups.restoreUploaded(c.var.database.db, adminActor(c), keyOf(c), file!, parsed.data.tables), 200);
};
