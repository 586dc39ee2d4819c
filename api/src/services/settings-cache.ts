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

/** `settled`: the value once read, for the callers that must not wait a microtask for a cached answer. */
const cache = new WeakMap<Db, { at: number; value: Promise<HotShopSettings>; settled?: HotShopSettings }>();

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
  const entry: { at: number; value: Promise<HotShopSettings>; settled?: HotShopSettings } = { at: now, value };
  cache.set(db, entry);
  value.then(
    (settled) => {
      entry.settled = settled;
    },
    // A failed read is not kept: the next request asks again.
    () => {
      if (cache.get(db) === entry) cache.delete(db);
    },
  );
  return value;
}

/**
 * The hot settings when the cache holds a fresh, already read value; undefined otherwise (then
 * `hotShopSettings`). The maintenance gate asks on every request: a cached answer costs no await.
 */
export function freshHotShopSettings(db: Db, now = Date.now()): HotShopSettings | undefined {
  const hit = cache.get(db);
  return hit && now - hit.at < SETTINGS_CACHE_MS ? hit.settled : undefined;
}

/** After a save of the shop settings (called once its transaction committed). */
export function invalidateShopSettings(db: Db): void {
  cache.delete(db);
}
