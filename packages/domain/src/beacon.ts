import { z } from 'zod';

/**
 * The storefront's batched beacon (`POST /api/beacon`): impressions and clicks of banners and
 * promotions, sent with `navigator.sendBeacon` on an interval and on pagehide.
 */

export const BEACON_MAX_EVENTS = 50;
export const BEACON_KINDS = ['banner', 'promotion'] as const;
export type BeaconKind = (typeof BEACON_KINDS)[number];
export const BEACON_TYPES = ['impression', 'click'] as const;
export type BeaconType = (typeof BEACON_TYPES)[number];

export const BEACON_MESSAGES = {
  events: `이벤트는 1~${BEACON_MAX_EVENTS}개를 보내주세요.`,
  event: '이벤트 형식이 올바르지 않습니다.',
  rateLimited: '요청이 너무 많습니다. 잠시 후 다시 시도해주세요.',
} as const;

export const BeaconEventSchema = z.strictObject({
  kind: z.enum(BEACON_KINDS, { error: BEACON_MESSAGES.event }),
  id: z
    .string({ error: BEACON_MESSAGES.event })
    .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, BEACON_MESSAGES.event),
  type: z.enum(BEACON_TYPES, { error: BEACON_MESSAGES.event }),
});
export type BeaconEvent = z.infer<typeof BeaconEventSchema>;

export const BeaconBodySchema = z.strictObject({
  events: z
    .array(BeaconEventSchema, { error: BEACON_MESSAGES.events })
    .min(1, BEACON_MESSAGES.events)
    .max(BEACON_MAX_EVENTS, BEACON_MESSAGES.events),
});
export type BeaconBody = z.infer<typeof BeaconBodySchema>;

export const BeaconResultSchema = z.object({ accepted: z.number().int() });

/** Per id the batch's counts: impressions once per id, clicks at most one per impression sent or stored. */
export function tallyBeacon(events: readonly BeaconEvent[]): { kind: BeaconKind; id: string; impressions: number; clicks: number }[] {
  const byKey = new Map<string, { kind: BeaconKind; id: string; impressions: number; clicks: number }>();
  for (const e of events) {
    const id = e.id.toLowerCase();
    const key = `${e.kind}:${id}`;
    const row = byKey.get(key) ?? { kind: e.kind, id, impressions: 0, clicks: 0 };
    // One page view sends an id's impression once; repeats in a batch are a client fault or abuse.
    if (e.type === 'impression') row.impressions = 1;
    else row.clicks = Math.min(row.clicks + 1, 5);
    byKey.set(key, row);
  }
  return [...byKey.values()];
}
