import type { RouteHandler } from '@hono/zod-openapi';
import { adminActor } from '../../lib/admin-actor';
import type { AppEnv } from '../../lib/context';
import type * as routes from './admin-tools.routes';

export const listJobs: RouteHandler<typeof routes.listJobs, AppEnv> = async (c) => c.json({ jobs: await c.var.jobs.list() }, 200);

export const runJob: RouteHandler<typeof routes.runJob, AppEnv> = async (c) => {
  const { name } = c.req.valid('param');
  const actor = adminActor(c);
  const jobId = await c.var.jobs.runNow(name, c.var.staff!.email);
  await actor.audit(c.var.database.db, {
    action: 'tools.jobs.run',
    resource: 'job',
    resourceId: jobId,
    resourceName: name,
    details: { job: name },
    severity: 'MEDIUM',
  });
  return c.json({ name, jobId }, 202);
};
