import type { RouteHandler } from '@hono/zod-openapi';
import { adminActor } from '../../lib/admin-actor';
import type { AppEnv } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { JOB_MESSAGES } from '@market/domain/jobs';
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
