import { eq } from 'drizzle-orm';
import {
  SHOP_SETTINGS_MESSAGES,
  type ShopSettings,
  type ShopSettingsSaveResult,
  type UpdateShopSettings,
} from '@market/domain/settings-shop';
import type { Db } from '../db/client';
import { shippingSettings, shopSettings } from '../db/schema/settings';
import type { AdminActor } from '../lib/admin-actor';
import { AppError } from '../lib/errors';
import { invalidateShopSettings } from './settings-cache';

type ShopRow = typeof shopSettings.$inferSelect;

/** The row as the screen shows it. The free-shipping threshold is the one the buying flow applies (shipping_settings). */
function toShopSettings(row: ShopRow, threshold: number | undefined): ShopSettings {
  const { id: _id, updatedAt, maintenanceEndsAt, ...rest } = row;
  return {
    ...rest,
    language: rest.language as ShopSettings['language'],
    timezone: rest.timezone as ShopSettings['timezone'],
    freeShippingThreshold: threshold ?? rest.freeShippingThreshold,
    maintenanceEndsAt: maintenanceEndsAt ? maintenanceEndsAt.toISOString() : null,
    updatedAt: updatedAt.toISOString(),
  };
}

async function loadRow(db: Db, lock = false): Promise<{ row: ShopRow; threshold: number | undefined }> {
  const q = db.select().from(shopSettings).where(eq(shopSettings.id, 1));
  let [row] = lock ? await q.for('update') : await q;
  if (!row) {
    // A database without the seeded row: the spec's defaults.
    await db.insert(shopSettings).values({ id: 1 }).onConflictDoNothing();
    [row] = await db.select().from(shopSettings).where(eq(shopSettings.id, 1));
  }
  const [ship] = await db.select({ threshold: shippingSettings.freeShippingThreshold }).from(shippingSettings).limit(1);
  return { row: row!, threshold: ship?.threshold };
}

/** `GET /api/admin/settings/shop`. */
export async function getShopSettings(db: Db): Promise<ShopSettings> {
  const { row, threshold } = await loadRow(db);
  return toShopSettings(row, threshold);
}

/** The fields whose value differs, with before and after (for the audit row). */
export function diffFields<T extends Record<string, unknown>>(
  before: T,
  input: Partial<T>,
): { changed: string[]; before: Partial<T>; after: Partial<T> } {
  const changed: string[] = [];
  const b: Partial<T> = {};
  const a: Partial<T> = {};
  for (const key of Object.keys(input) as (keyof T & string)[]) {
    const next = input[key];
    if (next === undefined) continue;
    if (JSON.stringify(before[key]) === JSON.stringify(next)) continue;
    changed.push(key);
    b[key] = before[key];
    a[key] = next;
  }
  return { changed, before: b, after: a };
}

/**
 * `PUT /api/admin/settings/shop`: the fields sent, validated by the domain schema; an audit row
 * with the before and after of the changed fields only. The free-shipping threshold is written to
 * the shipping settings too (the one the buying flow reads). The settings cache is dropped after
 * commit, so the maintenance gate and the listing follow at the next request.
 */
export async function updateShopSettings(db: Db, actor: AdminActor, input: UpdateShopSettings): Promise<ShopSettingsSaveResult> {
  const result = await db.transaction(async (tx) => {
    const { row, threshold } = await loadRow(tx, true);
    const current = toShopSettings(row, threshold);
    const { changed, before, after } = diffFields(current as unknown as Record<string, unknown>, input as Record<string, unknown>);
    if (changed.includes('maintenanceEndsAt') && input.maintenanceEndsAt && new Date(input.maintenanceEndsAt).getTime() <= Date.now())
      throw new AppError('VALIDATION', SHOP_SETTINGS_MESSAGES.maintenanceEndsInPast, {
        maintenanceEndsAt: SHOP_SETTINGS_MESSAGES.maintenanceEndsInPast,
      });
    if (changed.length === 0) return { item: current, title: SHOP_SETTINGS_MESSAGES.saved, changed };
    const values: Partial<typeof shopSettings.$inferInsert> = {};
    for (const key of changed) {
      const v = (input as Record<string, unknown>)[key];
      (values as Record<string, unknown>)[key] = key === 'maintenanceEndsAt' ? (v ? new Date(v as string) : null) : v;
    }
    await tx
      .update(shopSettings)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(shopSettings.id, 1));
    if (changed.includes('freeShippingThreshold'))
      await tx.update(shippingSettings).set({ freeShippingThreshold: input.freeShippingThreshold!, updatedAt: new Date() });
    const saved = await loadRow(tx);
    await actor.audit(tx, {
      action: 'settings.shop.update',
      resource: 'shop_settings',
      resourceId: '1',
      resourceName: '쇼핑몰 설정',
      details: {
        changed,
        changes: Object.fromEntries(
          changed.map((k) => [k, { before: (before as Record<string, unknown>)[k], after: (after as Record<string, unknown>)[k] }]),
        ),
      },
      before,
      after,
      severity: changed.includes('maintenanceMode') ? 'HIGH' : 'MEDIUM',
    });
    return { item: toShopSettings(saved.row, saved.threshold), title: SHOP_SETTINGS_MESSAGES.saved, changed };
  });
  invalidateShopSettings(db);
  return result;
}
