import type { Db } from '../db/client';
import { shopSettings } from '../db/schema/settings';

/**
 * The few shop settings read on every request (the maintenance gate, the listing's defaults),
 * cached per database for a few seconds and dropped by every save of the shop settings, so a
 * change takes effect at the next request of this process (and within SETTINGS_CACHE_MS of any
 * other process on the same database).
 */
export interface HotShopSettings {
  maintenanceMode: boolean;
  maintenanceEndsAt: Date | null;
  defaultProductSort: (typeof shopSettings.$inferSelect)['defaultProductSort'];
  productsPerPage: number;
  enableReviews: boolean;
  allowGuestCheckout: boolean;
}

export const SETTINGS_CACHE_MS = 5_000;

const cache = new WeakMap<Db, { at: number; value: Promise<HotShopSettings> }>();

const DEFAULTS: HotShopSettings = {
  maintenanceMode: false,
  maintenanceEndsAt: null,
  defaultProductSort: 'newest',
  productsPerPage: 20,
  enableReviews: true,
  allowGuestCheckout: false,
};

async function read(db: Db): Promise<HotShopSettings> {
  const [row] = await db
    .select({
      maintenanceMode: shopSettings.maintenanceMode,
      maintenanceEndsAt: shopSettings.maintenanceEndsAt,
      defaultProductSort: shopSettings.defaultProductSort,
      productsPerPage: shopSettings.productsPerPage,
      enableReviews: shopSettings.enableReviews,
      allowGuestCheckout: shopSettings.allowGuestCheckout,
    })
    .from(shopSettings)
    .limit(1);
  return row ?? DEFAULTS;
}

/** The hot settings, from the cache when it is fresh. */
export function hotShopSettings(db: Db, now = Date.now()): Promise<HotShopSettings> {
  const hit = cache.get(db);
  if (hit && now - hit.at < SETTINGS_CACHE_MS) return hit.value;
  const value = read(db);
  cache.set(db, { at: now, value });
  // A failed read is not kept: the next request asks again.
  value.catch(() => {
    if (cache.get(db)?.value === value) cache.delete(db);
  });
  return value;
}

/** After a save of the shop settings (called once its transaction committed). */
export function invalidateShopSettings(db: Db): void {
  cache.delete(db);
}
