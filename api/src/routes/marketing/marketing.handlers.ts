import type { RouteHandler } from '@hono/zod-openapi';
import { BEACON_MESSAGES } from '@market/domain/beacon';
import type { AppEnv } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { clientIp } from '../../lib/request-info';
import { listPublicBanners } from '../../services/admin-banners';
import { listPublicPromotions } from '../../services/admin-promotions';
import { BeaconLimiter, recordBeacon } from '../../services/beacon';
import type * as routes from './marketing.routes';

export const banners: RouteHandler<typeof routes.banners, AppEnv> = async (c) => {
  return c.json({ items: await listPublicBanners(c.var.database.db, c.req.valid('query')) }, 200);
};

export const promotions: RouteHandler<typeof routes.promotions, AppEnv> = async (c) => {
  return c.json({ items: await listPublicPromotions(c.var.database.db) }, 200);
};

/** One limiter per process (module scope): the beacon is anonymous, counted per client address. */
export const beaconLimiter = new BeaconLimiter();

export const beacon: RouteHandler<typeof routes.beacon, AppEnv> = async (c) => {
  if (!beaconLimiter.take(clientIp(c))) throw new AppError('RATE_LIMITED', BEACON_MESSAGES.rateLimited);
  const accepted = await recordBeacon(c.var.database.db, c.req.valid('json').events);
  return c.json({ accepted }, 202);
};
