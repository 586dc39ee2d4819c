import type { RouteHandler } from '@hono/zod-openapi';
import { BEACON_MESSAGES } from '@market/domain/beacon';
import { addressSearchProvider } from '../../address-search/registry';
import type { AppEnv } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { clientIp } from '../../lib/request-info';
import { BeaconLimiter } from '../../services/beacon';
import type * as routes from './address-search.routes';

/** Searches per client address a minute: a person types a few; a public API key's quota is not ours to spend. */
export const ADDRESS_SEARCHES_PER_MINUTE = 60;
export const addressSearchLimiter = new BeaconLimiter(ADDRESS_SEARCHES_PER_MINUTE);

export const search: RouteHandler<typeof routes.search, AppEnv> = async (c) => {
  if (!addressSearchLimiter.take(clientIp(c))) throw new AppError('RATE_LIMITED', BEACON_MESSAGES.rateLimited);
  const { q, page, limit } = c.req.valid('query');
  return c.json(await addressSearchProvider(c.var.env).search(q, page, limit), 200);
};
