import type { RouteHandler } from '@hono/zod-openapi';
import { DATA_IMPORT_MESSAGES } from '@market/domain/data-import';
import { importCustomersJob } from '../../jobs/import-customers';
import { importProductsJob } from '../../jobs/import-products';
import { adminActor } from '../../lib/admin-actor';
import type { AppEnv } from '../../lib/context';
import { readUploadedFiles } from '../../lib/uploads';
import { DataImportRefused, getDataImportJob, previewDataImport, queueDataImport, runQueuedDataImports } from '../../services/data-import';
import { runQueuedImports } from '../../services/product-import';
import type * as routes from './admin-data-import.routes';

export const importData: RouteHandler<typeof routes.importData, AppEnv> = async (c) => {
  const { kind, dryRun } = c.req.valid('query');
  const db = c.var.database.db;
  const actor = adminActor(c);
  const file = (await readUploadedFiles(c, 'file', 1))[0]!;
  if (dryRun === '1' || dryRun === 'true') return c.json(await previewDataImport(db, actor, kind, file), 200);
  try {
    const queued = await queueDataImport(db, actor, kind, file);
    const job = kind === 'products' ? importProductsJob : importCustomersJob;
    const runHere = kind === 'products' ? () => runQueuedImports(db) : () => runQueuedDataImports(db);
    if (c.var.jobs.running) {
      await c.var.jobs.runNow(job.name, actor.staffEmail).catch((err: unknown) => {
        c.var.logger.warn({ err }, 'data import: send failed; left for the schedule');
      });
    } else {
      void runHere().catch((err: unknown) => c.var.logger.error({ err }, 'data import failed'));
    }
    return c.json(queued, 202);
  } catch (error) {
    if (error instanceof DataImportRefused)
      return c.json({ error: { code: 'VALIDATION' as const, message: DATA_IMPORT_MESSAGES.hasErrors }, preview: error.preview }, 422);
    throw error;
  }
};

export const importJob: RouteHandler<typeof routes.importJob, AppEnv> = async (c) => {
  const { id } = c.req.valid('param');
  return c.json(await getDataImportJob(c.var.database.db, adminActor(c), id), 200);
};
