import type { RouteHandler } from '@hono/zod-openapi';
import { adminActor } from '../../lib/admin-actor';
import type { AppEnv } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { JOB_MESSAGES } from '@market/domain/jobs';
import { CLEANUP_ACTIONS } from '@market/domain/tools';
import { readSystemStatus, runCleanup as cleanup } from '../../services/admin-tools';
import type * as routes from './admin-tools.routes';

export const listJobs: RouteHandler<typeof routes.listJobs, AppEnv> = async (c) => c.json({ jobs: await c.var.jobs.list() }, 200);

export const runJob: RouteHandler<typeof routes.runJob, AppEnv> = async (c) => {
  const { name } = c.req.valid('param');
  // No body (the screen's button) is a run now; `asOf` only under the test clock.
  const { asOf } = (c.req.header('content-type') ? c.req.valid('json') : undefined) ?? {};
  if (asOf && !c.var.env.jobs.testClock) throw new AppError('VALIDATION', JOB_MESSAGES.testClockOff, { asOf: JOB_MESSAGES.testClockOff });
  const actor = adminActor(c);
  const jobId = await c.var.jobs.runNow(name, c.var.staff!.email, asOf ? new Date(asOf) : undefined);
  await actor.audit(c.var.database.db, {
    action: 'tools.jobs.run',
    resource: 'job',
    resourceId: jobId,
    resourceName: name,
    details: { job: name, ...(asOf ? { asOf } : {}) },
    severity: 'MEDIUM',
  });
  return c.json({ name, jobId }, 202);
};

export const getStatus: RouteHandler<typeof routes.getStatus, AppEnv> = async (c) =>
  c.json(await readSystemStatus({ database: c.var.database, env: c.var.env, jobs: c.var.jobs, logger: c.var.logger }), 200);

export const runCleanup: RouteHandler<typeof routes.runCleanup, AppEnv> = async (c) => {
  const { kind } = c.req.valid('param');
  const actor = adminActor(c);
  const result = await cleanup(kind, { database: c.var.database, jobs: c.var.jobs, logger: c.var.logger });
  // The audit row says what was deleted and how much it freed.
  await actor.audit(c.var.database.db, {
    action: 'tools.cleanup.delete',
    resource: 'cleanup',
    resourceId: kind,
    resourceName: CLEANUP_ACTIONS[kind].label,
    details: { kind, deleted: result.deleted, freedBytes: result.freedBytes, ...result.details },
    severity: 'MEDIUM',
  });
  return c.json(result, 200);
};
