import type { CustomerUser } from '@market/domain/auth';
import type { PermissionScope } from '@market/domain/permissions';
import type { Logger } from 'pino';
import type { Database } from '../db/client';
import type { Env } from '../env';
import type { JobRunner } from '../jobs/jobs';
import type { StaffPrincipal } from '../services/admin-auth';

/** Per-request values set by middlewares. */
export interface AppVariables {
  requestId: string;
  database: Database;
  env: Env;
  logger: Logger;
  /** This process's background jobs (api/src/jobs/), read and run by /api/admin/tools/jobs. */
  jobs: JobRunner;
  /** Set on /api/admin/* once a staff session is found. */
  staff?: StaffPrincipal;
  /** Scope of the permission checked for this route: `own` limits to `brandId`. */
  scope?: PermissionScope;
  brandId?: string | null;
  /** The signed-in shopper, set by the customer-session middlewares (lib/customer-session.ts). */
  customer?: CustomerUser;
}

export interface AppEnv {
  Variables: AppVariables;
}
