import type { RouteHandler } from '@hono/zod-openapi';
import { PRODUCT_IMPORT_MESSAGES } from '@market/domain/product-import';
import { importProductsJob } from '../../jobs/import-products';
import { adminActor } from '../../lib/admin-actor';
import type { AppEnv } from '../../lib/context';
import { contentDisposition } from '../../lib/export';
import { readUploadedFiles } from '../../lib/uploads';
import { getImportJob, ImportRefused, importTemplate, previewImport, queueImport, runQueuedImports } from '../../services/product-import';
import type * as routes from './admin-product-import.routes';

export const importProducts: RouteHandler<typeof routes.importProducts, AppEnv> = async (c) => {
  const { dryRun } = c.req.valid('query');
  const db = c.var.database.db;
  const actor = adminActor(c);
  const file = (await readUploadedFiles(c, 'file', 1))[0]!;
  if (dryRun === '1' || dryRun === 'true') return c.json(await previewImport(db, actor, file), 200);
  try {
    const queued = await queueImport(db, actor, file);
    const jobs = c.var.jobs;
    if (jobs.running) {
      await jobs.runNow(importProductsJob.name, actor.staffEmail).catch((err: unknown) => {
        // Queued all the same: the job's schedule picks it up.
        c.var.logger.warn({ err }, 'product import: send failed; left for the schedule');
      });
    } else {
      // A process without the job runner (tests, tools): the same work, after the answer.
      void runQueuedImports(db).catch((err: unknown) => c.var.logger.error({ err }, 'product import failed'));
    }
    return c.json(queued, 202);
  } catch (error) {
    if (error instanceof ImportRefused)
      return c.json({ error: { code: 'VALIDATION' as const, message: PRODUCT_IMPORT_MESSAGES.hasErrors }, preview: error.preview }, 422);
    throw error;
  }
};

export const template: RouteHandler<typeof routes.template, AppEnv> = async (c) => {
  const { format } = c.req.valid('query');
  const file = await importTemplate(format);
  return new Response(file.body, {
    status: 200,
    headers: {
      'Content-Type': file.contentType,
      'Content-Disposition': contentDisposition(file.fileName),
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  }) as never;
};

export const job: RouteHandler<typeof routes.job, AppEnv> = async (c) => {
  const { id } = c.req.valid('param');
  return c.json(await getImportJob(c.var.database.db, adminActor(c), id), 200);
};
