import { CARRIER_CODES, trackingNumberFor } from '@market/domain/carriers';
import type { CarrierParcel } from './carrier';
import { agencyFor, createSandboxCarrier, hubFor, sandboxEvents, sandboxFailsFirstAttempt, SANDBOX_HUBS, trackingHash } from './sandbox';

const STEP = 60_000;
const t0 = new Date('2026-11-25T01:00:00Z');

function parcel(trackingNumber: string, over: Partial<CarrierParcel> = {}): CarrierParcel {
  return {
    carrierCode: 'cj_logistics',
    trackingNumber,
    shippedAt: t0,
    address: '서울특별시 성동구 왕십리로 83-21',
    lastStatus: 'shipped',
    lastEventAt: t0,
    redelivery: false,
    ...over,
  };
}

/** Tracking numbers of `carrier` whose first attempt the sandbox fails, and ones it delivers. */
function numbers(count: number) {
  return Array.from({ length: count }, (_, i) => trackingNumberFor(CARRIER_CODES[i % 4]!, 10_000_000 + i));
}
const unlucky = numbers(400).find(sandboxFailsFirstAttempt)!;
const lucky = numbers(400).find((n) => !sandboxFailsFirstAttempt(n))!;

describe('sandbox carrier', () => {
  it('moves a parcel shipped → in_transit → out_for_delivery → delivered, one step apart, never past now', () => {
    const at = (steps: number) => new Date(t0.getTime() + steps * STEP);
    expect(sandboxEvents(parcel(lucky), STEP, at(0.5))).toEqual([]);
    const one = sandboxEvents(parcel(lucky), STEP, at(1));
    expect(one.map((e) => e.status)).toEqual(['in_transit']);
    expect(one[0]!.occurredAt).toEqual(at(1));
    expect(SANDBOX_HUBS).toContain(one[0]!.location);
    const all = sandboxEvents(parcel(lucky), STEP, at(10));
    expect(all.map((e) => e.status)).toEqual(['in_transit', 'out_for_delivery', 'delivered']);
    expect(all.map((e) => e.occurredAt)).toEqual([at(1), at(2), at(3)]);
    expect(all[2]!.location).toBe('서울 성동 대리점');
    expect(all.every((e) => e.description.length > 0)).toBe(true);
  });

  it('continues from the last recorded event and stops at delivered or exception', () => {
    const from = parcel(lucky, { lastStatus: 'out_for_delivery', lastEventAt: new Date(t0.getTime() + 5 * STEP) });
    expect(sandboxEvents(from, STEP, new Date(t0.getTime() + 5.5 * STEP))).toEqual([]);
    expect(sandboxEvents(from, STEP, new Date(t0.getTime() + 6 * STEP)).map((e) => e.status)).toEqual(['delivered']);
    for (const s of ['delivered', 'exception', 'returned', 'pending'] as const)
      expect(sandboxEvents(parcel(lucky, { lastStatus: s }), STEP, new Date(t0.getTime() + 100 * STEP))).toEqual([]);
  });

  it('fails the first attempt of a small deterministic share of parcels, and delivers them after a retry', async () => {
    const share = numbers(4000).filter(sandboxFailsFirstAttempt).length / 4000;
    expect(share).toBeGreaterThan(0.02);
    expect(share).toBeLessThan(0.08);
    expect(sandboxFailsFirstAttempt(unlucky)).toBe(sandboxFailsFirstAttempt(unlucky));
    expect(trackingHash(unlucky)).toBe(trackingHash(unlucky));
    const first = sandboxEvents(parcel(unlucky), STEP, new Date(t0.getTime() + 10 * STEP));
    expect(first.map((e) => e.status)).toEqual(['in_transit', 'out_for_delivery', 'exception']);

    const carrier = createSandboxCarrier({ stepSeconds: STEP / 1000 });
    const retriedAt = new Date(t0.getTime() + 20 * STEP);
    const retry = await carrier.requestRedelivery(parcel(unlucky, { lastStatus: 'exception' }), retriedAt);
    expect(retry).toMatchObject({ status: 'in_transit', occurredAt: retriedAt });
    const after = await carrier.track(
      parcel(unlucky, { lastStatus: 'in_transit', lastEventAt: retriedAt, redelivery: true }),
      retriedAt,
      new Date(retriedAt.getTime() + 10 * STEP),
    );
    expect(after.map((e) => e.status)).toEqual(['out_for_delivery', 'delivered']);
  });

  it('track() leaves out what the caller already has', async () => {
    const carrier = createSandboxCarrier({ stepSeconds: STEP / 1000 });
    const since = new Date(t0.getTime() + 1 * STEP);
    const events = await carrier.track(parcel(lucky), since, new Date(t0.getTime() + 10 * STEP));
    expect(events.map((e) => e.status)).toEqual(['out_for_delivery', 'delivered']);
    expect((await carrier.register(parcel(lucky))).estimatedDelivery).toBe('2026-11-25');
  });

  it('names the local agency from the road address, or a stable one', () => {
    expect(agencyFor('경기도 성남시 분당구 판교역로 235', 'X')).toBe('경기 성남 대리점');
    expect(agencyFor('부산광역시 해운대구 센텀중앙로 79', 'X')).toBe('부산 해운대 대리점');
    expect(agencyFor('경상북도 포항시 북구 중앙로 1', 'X')).toBe('경북 포항 대리점');
    expect(agencyFor('어딘가', lucky)).toBe(agencyFor('어딘가', lucky));
    expect(agencyFor('어딘가', lucky)).toMatch(/대리점$/);
    expect(SANDBOX_HUBS).toContain(hubFor(unlucky));
  });
});
