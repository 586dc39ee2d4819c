import type { RouteHandler } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { BACKUP_MESSAGES, RestoreBackupSchema } from '@market/domain/backups';
import { createBackupsJob } from '../../jobs/backups';
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

/**
 * Writes the backup row (`running`) and sends the `backups.create` job; without a job runner in
 * this process (tests, jobs switched off) the same work runs here after the answer.
 */
export const createBackup: RouteHandler<typeof routes.createBackup, AppEnv> = async (c) => {
  const { type } = c.req.valid('json');
  const db = c.var.database.db;
  const actor = adminActor(c);
  const backup = await backups.queueBackup(db, actor, type);
  let jobId: string | null = null;
  if (c.var.jobs.running) {
    jobId = await c.var.jobs.runNow(createBackupsJob.name, actor.staffEmail).catch((err: unknown) => {
      c.var.logger.warn({ err }, 'backup: send failed; left for the schedule');
      return null;
    });
    if (jobId) await backups.setBackupJobId(db, backup.id, jobId);
  } else {
    void backups.runPendingBackups(db, keyOf(c)).catch((err: unknown) => c.var.logger.error({ err }, 'backup failed'));
  }
  return c.json({ ...backup, jobId }, 202);
};

export const getBackupSettings: RouteHandler<typeof routes.getBackupSettings, AppEnv> = async (c) =>
  c.json(await backups.getBackupSettings(c.var.database.db), 200);

export const updateBackupSettings: RouteHandler<typeof routes.updateBackupSettings, AppEnv> = async (c) =>
  c.json(await backups.updateBackupSettings(c.var.database.db, adminActor(c), c.req.valid('json')), 200);

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
