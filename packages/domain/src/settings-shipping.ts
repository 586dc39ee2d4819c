import { z } from 'zod';
import { formatNumber } from './format';
import { REMOTE_AREA_ZIP_RANGES } from './pricing';

/**
 * 배송 설정 (spec 002 sections 3, 5, 8, 9): the shipping settings, shipping methods, zones and
 * carriers of `/api/admin/settings/shipping`, shared by the API and the screen. How a zone's fee
 * becomes the surcharge checkout charges by zip code is ADR 032 (`zoneSurcharge`).
 */

export const SHIPPING_METHOD_CODES = ['standard', 'express', 'pickup'] as const;
export type ShippingMethodCode = (typeof SHIPPING_METHOD_CODES)[number];
export const SHIPPING_METHOD_LABELS: Record<ShippingMethodCode, string> = {
  standard: '일반 배송',
  express: '빠른 배송',
  pickup: '매장 픽업',
};

/** Upper bounds that keep a typo from becoming a price (won, days, hours, kg, cm). */
export const SHIPPING_LIMITS = { fee: 1_000_000, threshold: 100_000_000, days: 60, hours: 720, weight: 1_000, dimension: 1_000 } as const;

/**
 * Regions an operator picks for a zone, and the zip codes (5-digit 국가기초구역번호) each covers.
 * A zone's zip ranges are the union of its regions' ranges; checkout matches an address's zip
 * code against them (ADR 032).
 */
export const REGION_ZIP_RANGES: Record<string, readonly (readonly [number, number])[]> = {
  서울: [[1000, 8999]],
  경기: [[10000, 18999]],
  인천: [[21000, 23099]],
  강원: [[24000, 26999]],
  충북: [[27000, 29999]],
  세종: [[30000, 30999]],
  충남: [[31000, 33999]],
  대전: [[34000, 35999]],
  경북: [[36000, 40999]],
  대구: [[41000, 43999]],
  울산: [[44000, 45999]],
  부산: [[46000, 49999]],
  경남: [[50000, 53999]],
  전북: [[54000, 56999]],
  전남: [[57000, 60999]],
  광주: [[61000, 62999]],
  충청: [
    [27000, 29999],
    [31000, 33999],
  ],
  전라: [
    [54000, 56999],
    [57000, 60999],
  ],
  경상: [
    [36000, 40999],
    [50000, 53999],
  ],
  제주: [REMOTE_AREA_ZIP_RANGES[0]!],
  '인천 옹진군': [REMOTE_AREA_ZIP_RANGES[1]!],
  '경북 울릉군': [REMOTE_AREA_ZIP_RANGES[2]!],
  '전남 신안군': [REMOTE_AREA_ZIP_RANGES[3]!],
};
export const REGION_NAMES = Object.keys(REGION_ZIP_RANGES);

/** The zip ranges of regions, merged and sorted (unknown names contribute nothing). */
export function zipRangesOf(regions: readonly string[]): [number, number][] {
  const all = regions.flatMap((r) => (REGION_ZIP_RANGES[r] ?? []).map(([a, b]) => [a, b] as [number, number]));
  all.sort((x, y) => x[0] - y[0]);
  const merged: [number, number][] = [];
  for (const [a, b] of all) {
    const last = merged[merged.length - 1];
    if (last && a <= last[1] + 1) last[1] = Math.max(last[1], b);
    else merged.push([a, b]);
  }
  return merged;
}

/**
 * ADR 032: a zone's fee is its 추가 배송비, what an address in the zone pays on top of the
 * standard fee, even when the standard fee is waived (Jeju, remote islands). The mainland zones
 * carry 0.
 */
export function zoneSurcharge(zoneFee: number): number {
  return Math.max(0, zoneFee);
}

/** The badges a zone row shows: the first 2 regions, then '+N' (spec 002 section 9). */
export function regionBadges(regions: readonly string[]): { shown: string[]; more: number } {
  return { shown: regions.slice(0, 2), more: Math.max(0, regions.length - 2) };
}

export const SHIPPING_MESSAGES = {
  money: '금액은 0원 이상의 정수로 입력해주세요.',
  moneyMax: `금액은 ${formatNumber(SHIPPING_LIMITS.fee)}원 이하로 입력해주세요.`,
  threshold: '무료배송 기준 금액은 0원 이상의 정수로 입력해주세요.',
  thresholdMax: `무료배송 기준 금액은 ${formatNumber(SHIPPING_LIMITS.threshold)}원 이하로 입력해주세요.`,
  method: '기본 배송 방법을 선택해주세요.',
  days: `일수는 0~${SHIPPING_LIMITS.days}일 사이의 정수로 입력해주세요.`,
  hours: `시간은 0~${SHIPPING_LIMITS.hours}시간 사이의 정수로 입력해주세요.`,
  weight: `최대 무게는 1~${SHIPPING_LIMITS.weight}kg 사이의 정수로 입력해주세요.`,
  dimension: `크기는 1~${SHIPPING_LIMITS.dimension}cm 사이의 정수로 입력해주세요.`,
  deliveryRange: '최대 배송일은 최소 배송일 이상이어야 합니다.',
  name: '이름을 1~50자로 입력해주세요.',
  description: '설명은 200자 이하로 입력해주세요.',
  regions: '지역을 1개 이상 선택해주세요.',
  region: '알 수 없는 지역입니다.',
  trackingUrl: '배송 조회 URL은 {tracking}을 포함한 /로 시작하는 경로나 https:// 주소로 입력해주세요.',
  apiKey: 'API 키는 200자 이하로 공백 없이 입력해주세요.',
  noChanges: '변경할 내용을 입력해주세요.',
  methodNotFound: '배송 방법을 찾을 수 없습니다.',
  zoneNotFound: '배송 지역을 찾을 수 없습니다.',
  carrierNotFound: '택배사를 찾을 수 없습니다.',
  saved: '배송 설정이 저장되었습니다.',
  methodSaved: '배송 방법이 저장되었습니다.',
  zoneAdded: '배송 지역이 추가되었습니다.',
  zoneSaved: '배송 지역이 저장되었습니다.',
  zoneDeleted: '배송 지역이 삭제되었습니다.',
  carrierSaved: '택배사 설정이 저장되었습니다.',
  /** Spec 002 section 8. */
  connectionOk: '연결이 확인되었습니다.',
  connectionFailed: '연결에 실패했습니다. 설정을 확인해주세요.',
} as const;

const money = (
  max: number = SHIPPING_LIMITS.fee,
  message: string = SHIPPING_MESSAGES.money,
  maxMessage: string = SHIPPING_MESSAGES.moneyMax,
) => z.number({ error: message }).int({ error: message }).min(0, { error: message }).max(max, { error: maxMessage });
const threshold = () => money(SHIPPING_LIMITS.threshold, SHIPPING_MESSAGES.threshold, SHIPPING_MESSAGES.thresholdMax);
const intIn = (min: number, max: number, message: string) =>
  z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message });

const settingsFields = {
  freeShippingThreshold: threshold(),
  standardShippingFee: money(),
  expressShippingFee: money(),
  defaultShippingMethod: z.enum(SHIPPING_METHOD_CODES, { error: SHIPPING_MESSAGES.method }),
  processingTime: intIn(0, SHIPPING_LIMITS.days, SHIPPING_MESSAGES.days),
  packingTime: intIn(0, SHIPPING_LIMITS.hours, SHIPPING_MESSAGES.hours),
  maxWeight: intIn(1, SHIPPING_LIMITS.weight, SHIPPING_MESSAGES.weight),
  maxDimensions: z.strictObject({
    width: intIn(1, SHIPPING_LIMITS.dimension, SHIPPING_MESSAGES.dimension),
    length: intIn(1, SHIPPING_LIMITS.dimension, SHIPPING_MESSAGES.dimension),
    height: intIn(1, SHIPPING_LIMITS.dimension, SHIPPING_MESSAGES.dimension),
  }),
  returnShippingFee: money(),
  exchangeShippingFee: money(),
  trackingEmailEnabled: z.boolean(),
  deliveryConfirmationEnabled: z.boolean(),
  internationalShippingEnabled: z.boolean(),
  internationalShippingFee: money(),
};

export const ShippingSettingsSchema = z.object(settingsFields);
export type ShippingSettings = z.infer<typeof ShippingSettingsSchema>;

/** `PUT /api/admin/settings/shipping`: any of the fields (unknown keys refused). */
export const UpdateShippingSettingsSchema = z
  .strictObject(settingsFields)
  .partial()
  .refine((v) => Object.keys(v).length > 0, { error: SHIPPING_MESSAGES.noChanges });
export type UpdateShippingSettings = z.infer<typeof UpdateShippingSettingsSchema>;

export const ShippingMethodSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  fee: z.number().int(),
  minDeliveryDays: z.number().int(),
  maxDeliveryDays: z.number().int(),
  enabled: z.boolean(),
});
export type ShippingMethod = z.infer<typeof ShippingMethodSchema>;

export const UpdateShippingMethodSchema = z
  .strictObject({
    name: z.string().trim().min(1, { error: SHIPPING_MESSAGES.name }).max(50, { error: SHIPPING_MESSAGES.name }),
    description: z.string().trim().max(200, { error: SHIPPING_MESSAGES.description }),
    fee: money(),
    minDeliveryDays: intIn(0, SHIPPING_LIMITS.days, SHIPPING_MESSAGES.days),
    maxDeliveryDays: intIn(0, SHIPPING_LIMITS.days, SHIPPING_MESSAGES.days),
    enabled: z.boolean(),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, { error: SHIPPING_MESSAGES.noChanges })
  .refine((v) => v.minDeliveryDays === undefined || v.maxDeliveryDays === undefined || v.maxDeliveryDays >= v.minDeliveryDays, {
    error: SHIPPING_MESSAGES.deliveryRange,
    path: ['maxDeliveryDays'],
  });
export type UpdateShippingMethod = z.infer<typeof UpdateShippingMethodSchema>;

export const ShippingZoneSchema = z.object({
  id: z.string(),
  name: z.string(),
  regions: z.array(z.string()),
  /** The zip-code ranges the regions cover. */
  zipRanges: z.array(z.tuple([z.number().int(), z.number().int()])),
  shippingFee: z.number().int(),
  /** What checkout adds for an address in the zone (ADR 032), even when shipping is free: the zone's fee. */
  surcharge: z.number().int(),
  freeShippingThreshold: z.number().int(),
  deliveryDays: z.number().int(),
  enabled: z.boolean(),
});
export type ShippingZone = z.infer<typeof ShippingZoneSchema>;

const zoneFields = {
  name: z
    .string({ error: SHIPPING_MESSAGES.name })
    .trim()
    .min(1, { error: SHIPPING_MESSAGES.name })
    .max(50, { error: SHIPPING_MESSAGES.name }),
  regions: z
    .array(
      z.string().refine((r) => r in REGION_ZIP_RANGES, { error: SHIPPING_MESSAGES.region }),
      { error: SHIPPING_MESSAGES.regions },
    )
    .min(1, { error: SHIPPING_MESSAGES.regions })
    .max(REGION_NAMES.length, { error: SHIPPING_MESSAGES.regions })
    .transform((rs) => [...new Set(rs)]),
  shippingFee: money(),
  freeShippingThreshold: threshold(),
  deliveryDays: intIn(0, SHIPPING_LIMITS.days, SHIPPING_MESSAGES.days),
  enabled: z.boolean(),
};

/** The add-zone form's defaults (spec 002 section 5). */
export const NEW_ZONE_DEFAULTS = {
  name: '',
  regions: [] as string[],
  shippingFee: 0,
  freeShippingThreshold: 50_000,
  deliveryDays: 2,
  enabled: true,
};

export const CreateShippingZoneSchema = z.strictObject({
  name: zoneFields.name,
  regions: zoneFields.regions,
  shippingFee: zoneFields.shippingFee.default(NEW_ZONE_DEFAULTS.shippingFee),
  freeShippingThreshold: zoneFields.freeShippingThreshold.default(NEW_ZONE_DEFAULTS.freeShippingThreshold),
  deliveryDays: zoneFields.deliveryDays.default(NEW_ZONE_DEFAULTS.deliveryDays),
  enabled: zoneFields.enabled.default(true),
});
export type CreateShippingZone = z.infer<typeof CreateShippingZoneSchema>;
export type CreateShippingZoneInput = z.input<typeof CreateShippingZoneSchema>;

export const UpdateShippingZoneSchema = z
  .strictObject(zoneFields)
  .partial()
  .refine((v) => Object.keys(v).length > 0, { error: SHIPPING_MESSAGES.noChanges });
export type UpdateShippingZone = z.infer<typeof UpdateShippingZoneSchema>;

export const CarrierSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  trackingUrl: z.string(),
  enabled: z.boolean(),
  /** The key's last 4 characters behind dots; null when no key is stored. Never the whole key. */
  apiKeyMasked: z.string().nullable(),
  /** 연동됨: a key is stored (spec 002: a carrier with a non-empty apiKey shows as linked). */
  linked: z.boolean(),
});
export type Carrier = z.infer<typeof CarrierSchema>;

export const UpdateCarrierSchema = z
  .strictObject({
    trackingUrl: z
      .string()
      .trim()
      .max(300, { error: SHIPPING_MESSAGES.trackingUrl })
      .refine((u) => u.includes('{tracking}') && (u.startsWith('/') || /^https:\/\/[^\s]+$/.test(u)), {
        error: SHIPPING_MESSAGES.trackingUrl,
      }),
    enabled: z.boolean(),
    /** A new key; '' removes the stored one. */
    apiKey: z.string().trim().max(200, { error: SHIPPING_MESSAGES.apiKey }).regex(/^\S*$/, { error: SHIPPING_MESSAGES.apiKey }),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, { error: SHIPPING_MESSAGES.noChanges });
export type UpdateCarrier = z.infer<typeof UpdateCarrierSchema>;

/** The masked key: dots and the last 4 characters ('••••7f3a'); short keys show dots only. */
export function maskApiKey(key: string): string | null {
  if (!key) return null;
  return key.length > 8 ? `••••${key.slice(-4)}` : '••••';
}

export const ShippingSettingsPageSchema = z.object({
  settings: ShippingSettingsSchema,
  methods: z.array(ShippingMethodSchema),
  zones: z.array(ShippingZoneSchema),
  carriers: z.array(CarrierSchema),
  regions: z.array(z.string()),
  updatedAt: z.string(),
});
export type ShippingSettingsPage = z.infer<typeof ShippingSettingsPageSchema>;

export const ShippingSettingsResultSchema = z.object({ settings: ShippingSettingsSchema, message: z.string() });
export const ShippingMethodResultSchema = z.object({ item: ShippingMethodSchema, message: z.string() });
export const ShippingZoneResultSchema = z.object({ item: ShippingZoneSchema, message: z.string() });
export const ShippingZoneDeleteResultSchema = z.object({ id: z.string(), message: z.string() });
export const CarrierResultSchema = z.object({ item: CarrierSchema, message: z.string() });

/** The connection test: ok, the spec's message, and why it failed. */
export const CarrierTestResultSchema = z.object({ ok: z.boolean(), message: z.string(), reason: z.string().nullable() });
export type CarrierTestResult = z.infer<typeof CarrierTestResultSchema>;
