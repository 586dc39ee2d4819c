import { asc, desc, eq } from 'drizzle-orm';
import type { SurchargeZone } from '@market/domain/pricing';
import type { RemoteZone } from '@market/domain/shop-settings';
import {
  maskApiKey,
  REGION_NAMES,
  SHIPPING_MESSAGES,
  zipRangesOf,
  zoneSurcharge,
  type Carrier,
  type CarrierTestResult,
  type CreateShippingZone,
  type ShippingMethod,
  type ShippingSettings,
  type ShippingSettingsPage,
  type ShippingZone,
  type UpdateCarrier,
  type UpdateShippingMethod,
  type UpdateShippingSettings,
  type UpdateShippingZone,
} from '@market/domain/settings-shipping';
import { carrierAdapter } from '../carriers/registry';
import type { Db } from '../db/client';
import { carriers, shippingMethods, shippingSettings, shippingZones, shopSettings } from '../db/schema/settings';
import type { AdminActor } from '../lib/admin-actor';
import { AppError } from '../lib/errors';
import { SecretBoxError, type SecretBox } from '../lib/secret-box';
import { isUuid } from '../lib/sql';
import { auditSettingsChange, auditSettingsCreate, auditSettingsDelete, changedFields } from './settings-audit';

/**
 * 배송 설정 (spec 002): the settings row, shipping methods, zones and carriers. Every write runs in
 * one transaction with its audit row (the changed fields before and after). What checkout reads
 * of it is `loadShippingZones` (zones → surcharge by zip code, ADR 032) and the settings row
 * (services/cart.ts loadShopRules). Carrier API keys are sealed at rest (lib/secret-box.ts) and
 * answered masked.
 */

type SettingsRow = typeof shippingSettings.$inferSelect;
type ZoneRow = typeof shippingZones.$inferSelect;
type CarrierRow = typeof carriers.$inferSelect;
type MethodRow = typeof shippingMethods.$inferSelect;

/** The context a carrier's API key is sealed for. */
export const carrierKeyContext = (carrierId: string) => `carriers.api_key:${carrierId}`;

function toSettings(r: SettingsRow): ShippingSettings {
  return {
    freeShippingThreshold: r.freeShippingThreshold,
    standardShippingFee: r.standardShippingFee,
    expressShippingFee: r.expressShippingFee,
    defaultShippingMethod: r.defaultShippingMethod,
    processingTime: r.processingTimeDays,
    packingTime: r.packingTimeHours,
    maxWeight: r.maxWeightKg,
    maxDimensions: { width: r.maxWidthCm, length: r.maxLengthCm, height: r.maxHeightCm },
    returnShippingFee: r.returnShippingFee,
    exchangeShippingFee: r.exchangeShippingFee,
    trackingEmailEnabled: r.trackingEmailEnabled,
    deliveryConfirmationEnabled: r.deliveryConfirmationEnabled,
    internationalShippingEnabled: r.internationalShippingEnabled,
    internationalShippingFee: r.internationalShippingFee,
  };
}

function toColumns(s: ShippingSettings): Omit<SettingsRow, 'id' | 'updatedAt'> {
  return {
    freeShippingThreshold: s.freeShippingThreshold,
    standardShippingFee: s.standardShippingFee,
    expressShippingFee: s.expressShippingFee,
    defaultShippingMethod: s.defaultShippingMethod,
    processingTimeDays: s.processingTime,
    packingTimeHours: s.packingTime,
    maxWeightKg: s.maxWeight,
    maxWidthCm: s.maxDimensions.width,
    maxLengthCm: s.maxDimensions.length,
    maxHeightCm: s.maxDimensions.height,
    returnShippingFee: s.returnShippingFee,
    exchangeShippingFee: s.exchangeShippingFee,
    trackingEmailEnabled: s.trackingEmailEnabled,
    deliveryConfirmationEnabled: s.deliveryConfirmationEnabled,
    internationalShippingEnabled: s.internationalShippingEnabled,
    internationalShippingFee: s.internationalShippingFee,
  };
}

const toMethod = (r: MethodRow): ShippingMethod => ({
  id: r.id,
  code: r.code,
  name: r.name,
  description: r.description,
  fee: r.fee,
  minDeliveryDays: r.minDeliveryDays,
  maxDeliveryDays: r.maxDeliveryDays,
  enabled: r.enabled,
});

const toZone = (r: ZoneRow): ShippingZone => ({
  id: r.id,
  name: r.name,
  regions: r.regions,
  zipRanges: r.zipRanges,
  shippingFee: r.shippingFee,
  surcharge: zoneSurcharge(r.shippingFee),
  freeShippingThreshold: r.freeShippingThreshold,
  deliveryDays: r.deliveryDays,
  enabled: r.enabled,
});

/** The key as stored: sealed, or plain from a seed written before keys were sealed. */
function storedKey(box: SecretBox, r: CarrierRow): { key: string; error: string | null } {
  if (!r.apiKey) return { key: '', error: null };
  if (!r.apiKey.startsWith('v1.')) return { key: r.apiKey, error: null };
  try {
    return { key: box.open(r.apiKey, carrierKeyContext(r.id)), error: null };
  } catch (e) {
    const why =
      e instanceof SecretBoxError && e.reason === 'key'
        ? '다른 암호화 키로 저장된 API 키입니다. 키를 다시 입력해주세요.'
        : '저장된 API 키를 열 수 없습니다. 키를 다시 입력해주세요.';
    return { key: '', error: why };
  }
}

function toCarrier(box: SecretBox, r: CarrierRow): Carrier {
  const { key, error } = storedKey(box, r);
  return {
    id: r.id,
    code: r.code,
    name: r.name,
    trackingUrl: r.trackingUrl,
    enabled: r.enabled,
    apiKeyMasked: error ? '••••' : maskApiKey(key),
    linked: r.apiKey !== '',
  };
}

async function settingsRow(db: Db): Promise<SettingsRow> {
  const [row] = await db.select().from(shippingSettings).where(eq(shippingSettings.id, 1));
  if (row) return row;
  const [created] = await db.insert(shippingSettings).values({ id: 1 }).onConflictDoNothing().returning();
  return created ?? (await db.select().from(shippingSettings).where(eq(shippingSettings.id, 1)))[0]!;
}

/** The enabled zones as pricing sees them (ADR 032): ranges, surcharge, own threshold, delivery days. */
export async function loadSurchargeZones(db: Db): Promise<SurchargeZone[]> {
  const rows = await db
    .select()
    .from(shippingZones)
    .where(eq(shippingZones.enabled, true))
    .orderBy(asc(shippingZones.displayOrder), asc(shippingZones.name));
  // Every enabled zone, with or without a surcharge: its delivery days are the estimate of its addresses.
  return rows.map((r) => ({
    name: r.name,
    zipRanges: r.zipRanges,
    surcharge: zoneSurcharge(r.shippingFee),
    freeShippingThreshold: r.freeShippingThreshold,
    deliveryDays: r.deliveryDays,
  }));
}

/** A loaded zone as `/api/shop-settings` and `/api/checkout/options` answer it. */
export function remoteZoneOf(z: SurchargeZone): RemoteZone {
  return {
    name: z.name ?? '',
    zipRanges: z.zipRanges.map(([a, b]) => [a, b] as [number, number]),
    surcharge: z.surcharge,
    freeShippingThreshold: z.freeShippingThreshold ?? null,
    deliveryDays: z.deliveryDays ?? 0,
  };
}

/** `GET /api/admin/settings/shipping`. */
export async function getShippingSettings(db: Db, box: SecretBox): Promise<ShippingSettingsPage> {
  const row = await settingsRow(db);
  const [methods, zones, carrierRows] = await Promise.all([
    db.select().from(shippingMethods).orderBy(asc(shippingMethods.displayOrder), asc(shippingMethods.code)),
    db.select().from(shippingZones).orderBy(asc(shippingZones.displayOrder), asc(shippingZones.name)),
    db.select().from(carriers).orderBy(asc(carriers.displayOrder), asc(carriers.code)),
  ]);
  return {
    settings: toSettings(row),
    methods: methods.map(toMethod),
    zones: zones.map((z) => toZone(z)),
    carriers: carrierRows.map((c) => toCarrier(box, c)),
    regions: REGION_NAMES,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * `PUT /api/admin/settings/shipping`: the fields sent. The standard and express methods' fees
 * follow the standard and express fees, and the shop settings' copy of the free-shipping
 * threshold follows this one, so the one value checkout reads is the one shown everywhere.
 */
export async function updateShippingSettings(db: Db, actor: AdminActor, input: UpdateShippingSettings) {
  return db.transaction(async (tx) => {
    const row = await settingsRow(tx);
    const before = toSettings(row);
    const after: ShippingSettings = { ...before, ...input, maxDimensions: { ...before.maxDimensions, ...input.maxDimensions } };
    const diff = changedFields(before, after);
    if (diff.fields.length > 0) {
      await tx
        .update(shippingSettings)
        .set({ ...toColumns(after), updatedAt: new Date() })
        .where(eq(shippingSettings.id, 1));
      if (after.standardShippingFee !== before.standardShippingFee)
        await tx.update(shippingMethods).set({ fee: after.standardShippingFee }).where(eq(shippingMethods.code, 'standard'));
      if (after.expressShippingFee !== before.expressShippingFee)
        await tx.update(shippingMethods).set({ fee: after.expressShippingFee }).where(eq(shippingMethods.code, 'express'));
      if (after.freeShippingThreshold !== before.freeShippingThreshold)
        await tx.update(shopSettings).set({ freeShippingThreshold: after.freeShippingThreshold }).where(eq(shopSettings.id, 1));
    }
    await auditSettingsChange(
      tx,
      actor,
      { action: 'settings.shipping.update', resource: 'settings', resourceId: 'shipping', resourceName: '배송 설정' },
      diff,
    );
    return { settings: after, message: SHIPPING_MESSAGES.saved };
  });
}

const methodNotFound = () => new AppError('NOT_FOUND', SHIPPING_MESSAGES.methodNotFound);
const zoneNotFound = () => new AppError('NOT_FOUND', SHIPPING_MESSAGES.zoneNotFound);
const carrierNotFound = () => new AppError('NOT_FOUND', SHIPPING_MESSAGES.carrierNotFound);
const deliveryRange = () =>
  new AppError('VALIDATION', SHIPPING_MESSAGES.deliveryRange, { maxDeliveryDays: SHIPPING_MESSAGES.deliveryRange });

/** `PATCH /api/admin/settings/shipping/methods/{id}`; the standard and express fees follow their method's. */
export async function updateShippingMethod(db: Db, actor: AdminActor, id: string, input: UpdateShippingMethod) {
  if (!isUuid(id)) throw methodNotFound();
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(shippingMethods).where(eq(shippingMethods.id, id)).for('update');
    if (!row) throw methodNotFound();
    const before = toMethod(row);
    const after: ShippingMethod = { ...before, ...input };
    if (after.maxDeliveryDays < after.minDeliveryDays) throw deliveryRange();
    const diff = changedFields(before, after);
    await tx
      .update(shippingMethods)
      .set({
        name: after.name,
        description: after.description,
        fee: after.fee,
        minDeliveryDays: after.minDeliveryDays,
        maxDeliveryDays: after.maxDeliveryDays,
        enabled: after.enabled,
      })
      .where(eq(shippingMethods.id, id));
    if (after.fee !== before.fee && (row.code === 'standard' || row.code === 'express'))
      await tx
        .update(shippingSettings)
        .set(
          row.code === 'standard'
            ? { standardShippingFee: after.fee, updatedAt: new Date() }
            : { expressShippingFee: after.fee, updatedAt: new Date() },
        )
        .where(eq(shippingSettings.id, 1));
    await auditSettingsChange(
      tx,
      actor,
      { action: 'settings.shipping.update', resource: 'shipping_method', resourceId: id, resourceName: after.name },
      diff,
    );
    return { item: after, message: SHIPPING_MESSAGES.methodSaved };
  });
}

/** `POST /api/admin/settings/shipping/zones`: the zip ranges from the regions. */
export async function createShippingZone(db: Db, actor: AdminActor, input: CreateShippingZone) {
  return db.transaction(async (tx) => {
    const [last] = await tx
      .select({ order: shippingZones.displayOrder })
      .from(shippingZones)
      .orderBy(desc(shippingZones.displayOrder))
      .limit(1);
    const [row] = await tx
      .insert(shippingZones)
      .values({ ...input, zipRanges: zipRangesOf(input.regions), displayOrder: (last?.order ?? 0) + 100 })
      .returning();
    const item = toZone(row!);
    await auditSettingsCreate(
      tx,
      actor,
      { action: 'settings.shipping.create', resource: 'shipping_zone', resourceId: item.id, resourceName: item.name },
      item,
    );
    return { item, message: SHIPPING_MESSAGES.zoneAdded };
  });
}

export async function updateShippingZone(db: Db, actor: AdminActor, id: string, input: UpdateShippingZone) {
  if (!isUuid(id)) throw zoneNotFound();
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(shippingZones).where(eq(shippingZones.id, id)).for('update');
    if (!row) throw zoneNotFound();
    const before = toZone(row);
    const regions = input.regions ?? row.regions;
    const [updated] = await tx
      .update(shippingZones)
      .set({ ...input, regions, zipRanges: input.regions ? zipRangesOf(input.regions) : row.zipRanges })
      .where(eq(shippingZones.id, id))
      .returning();
    const item = toZone(updated!);
    const diff = changedFields(before, item);
    await auditSettingsChange(
      tx,
      actor,
      { action: 'settings.shipping.update', resource: 'shipping_zone', resourceId: id, resourceName: item.name },
      diff,
    );
    return { item, message: SHIPPING_MESSAGES.zoneSaved };
  });
}

export async function deleteShippingZone(db: Db, actor: AdminActor, id: string) {
  if (!isUuid(id)) throw zoneNotFound();
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(shippingZones).where(eq(shippingZones.id, id)).returning();
    if (!row) throw zoneNotFound();
    await auditSettingsDelete(
      tx,
      actor,
      { action: 'settings.shipping.delete', resource: 'shipping_zone', resourceId: id, resourceName: row.name },
      toZone(row),
    );
    return { id, message: SHIPPING_MESSAGES.zoneDeleted };
  });
}

/**
 * `PATCH /api/admin/settings/shipping/carriers/{id}`: tracking URL, on/off, and the API key, sealed
 * before it is written. The audit row says whether the key changed, never what it is.
 */
export async function updateCarrier(db: Db, actor: AdminActor, box: SecretBox, id: string, input: UpdateCarrier) {
  if (!isUuid(id)) throw carrierNotFound();
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(carriers).where(eq(carriers.id, id)).for('update');
    if (!row) throw carrierNotFound();
    const sealed = input.apiKey === undefined ? row.apiKey : input.apiKey === '' ? '' : box.seal(input.apiKey, carrierKeyContext(id));
    const [updated] = await tx
      .update(carriers)
      .set({ trackingUrl: input.trackingUrl ?? row.trackingUrl, enabled: input.enabled ?? row.enabled, apiKey: sealed })
      .where(eq(carriers.id, id))
      .returning();
    const view = (c: Carrier) => ({ trackingUrl: c.trackingUrl, enabled: c.enabled, linked: c.linked, apiKeyMasked: c.apiKeyMasked });
    const item = toCarrier(box, updated!);
    const diff = changedFields(view(toCarrier(box, row)), view(item));
    const fields = input.apiKey !== undefined && !diff.fields.includes('apiKeyMasked') ? [...diff.fields, 'apiKey'] : diff.fields;
    await actor.audit(tx, {
      action: 'settings.shipping.update',
      resource: 'carrier',
      resourceId: id,
      resourceName: row.name,
      details: { fields, apiKeyChanged: input.apiKey !== undefined },
      before: diff.before,
      after: diff.after,
      severity: input.apiKey !== undefined ? 'HIGH' : 'MEDIUM',
    });
    return { item, message: SHIPPING_MESSAGES.carrierSaved };
  });
}

/**
 * `POST /api/admin/settings/shipping/carriers/{id}/test`: checks the stored configuration (on,
 * a key that opens, a tracking URL with {tracking}), then asks the carrier adapter (the built-in
 * sandbox) to accept the key. Answers why it failed with the spec's message.
 */
export async function testCarrier(db: Db, box: SecretBox, id: string): Promise<CarrierTestResult> {
  if (!isUuid(id)) throw carrierNotFound();
  const [row] = await db.select().from(carriers).where(eq(carriers.id, id));
  if (!row) throw carrierNotFound();
  const fail = (reason: string): CarrierTestResult => ({ ok: false, message: SHIPPING_MESSAGES.connectionFailed, reason });
  if (!row.enabled) return fail('사용하지 않는 택배사입니다. 사용으로 바꾼 뒤 다시 시도해주세요.');
  const { key, error } = storedKey(box, row);
  if (error) return fail(error);
  if (!key) return fail('API 키가 없습니다. API 키를 입력해주세요.');
  if (!row.trackingUrl.includes('{tracking}')) return fail('배송 조회 URL에 {tracking}이 없습니다.');
  const answer = await carrierAdapter().verifyAccount({ carrierCode: row.code, apiKey: key });
  return answer.ok ? { ok: true, message: SHIPPING_MESSAGES.connectionOk, reason: null } : fail(answer.reason);
}
