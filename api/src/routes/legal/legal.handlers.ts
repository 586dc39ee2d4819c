import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../lib/context';
import { requireCustomer } from '../../lib/customer-session';
import { getCurrentLegalVersions, getLegalDocument, getLegalVersion, listMyConsents } from '../../services/legal';
import type * as routes from './legal.routes';

/** Public and the same for everyone; a newly published version shows within half a minute. */
const LEGAL_CACHE = 'public, max-age=30, stale-while-revalidate=30';

export const current: RouteHandler<typeof routes.current, AppEnv> = async (c) => {
  // Not cached: signup and checkout must agree to the version current now.
  c.header('Cache-Control', 'no-store');
  return c.json(await getCurrentLegalVersions(c.var.database.db), 200);
};

export const document: RouteHandler<typeof routes.document, AppEnv> = async (c) => {
  const doc = await getLegalDocument(c.var.database.db, c.req.valid('param').kind);
  c.header('Cache-Control', LEGAL_CACHE);
  return c.json(doc, 200);
};

export const version: RouteHandler<typeof routes.version, AppEnv> = async (c) => {
  const { kind, id } = c.req.valid('param');
  const item = await getLegalVersion(c.var.database.db, kind, id);
  // A published version never changes.
  c.header('Cache-Control', 'public, max-age=3600');
  return c.json(item, 200);
};

export const myConsents: RouteHandler<typeof routes.myConsents, AppEnv> = async (c) => {
  const user = await requireCustomer(c);
  c.header('Cache-Control', 'private, no-store');
  return c.json(await listMyConsents(c.var.database.db, user.id), 200);
};
