import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../lib/context';
import { getPublicShopSettings } from '../../services/shop-settings';
import type * as routes from './shop-settings.routes';

/** Public and the same for everyone: caches may keep it briefly, so a changed setting shows within a minute. */
export const SHOP_SETTINGS_CACHE = 'public, max-age=30, stale-while-revalidate=30';

export const get: RouteHandler<typeof routes.get, AppEnv> = async (c) => {
  const settings = await getPublicShopSettings(c.var.database.db);
  c.header('Cache-Control', SHOP_SETTINGS_CACHE);
  return c.json(settings, 200);
};
