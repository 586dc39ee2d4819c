import { RETRY_EVENT_DESCRIPTION } from '@market/domain/admin-shipments';
import { CARRIER_CODES } from '@market/domain/carriers';
import type { ShipmentStatus } from '@market/domain/lifecycle';
import type { CarrierAdapter, CarrierEvent, CarrierParcel } from './carrier';

/**
 * The built-in sandbox carrier (DESIGN 2.2: sandboxes behave like the real thing). A parcel moves
 * shipped → in_transit → out_for_delivery → delivered, one event every `stepSeconds` after the
 * last one, through a hub and the local agency of its address; a small share of parcels, chosen
 * by their tracking number's hash (never at random, so a test or a second process sees the same
 * journey), ends its first attempt in `exception` (수취인 부재) and is delivered after a retry.
 * It keeps no state: each answer is computed from the parcel the caller hands it.
 */

/** Hubs a parcel passes, chosen by its tracking number. */
export const SANDBOX_HUBS = [
  '경기 이천 허브',
  '경기 군포 허브',
  '대전 중앙 허브',
  '충북 옥천 허브',
  '경북 칠곡 허브',
  '경기 용인 허브',
] as const;
/** Where an address outside the known regions is delivered from. */
const FALLBACK_AGENCIES = [
  '서울 성동 대리점',
  '서울 강남 대리점',
  '서울 마포 대리점',
  '경기 성남 대리점',
  '부산 해운대 대리점',
  '인천 연수 대리점',
];

/** Percent of parcels whose first delivery attempt fails. */
export const SANDBOX_EXCEPTION_PERCENT = 5;

/** FNV-1a, 32 bits: a stable hash of a tracking number. */
export function trackingHash(trackingNumber: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < trackingNumber.length; i++) {
    h ^= trackingNumber.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** Whether the sandbox fails the parcel's first delivery attempt (about 5 in 100). */
export function sandboxFailsFirstAttempt(trackingNumber: string): boolean {
  return trackingHash(trackingNumber) % 100 < SANDBOX_EXCEPTION_PERCENT;
}

const REGION =
  /^(서울|부산|대구|인천|광주|대전|울산|세종|경기|강원|충북|충남|전북|전남|경북|경남|제주|충청북|충청남|전라북|전라남|경상북|경상남)\S*\s+(\S+?)(?:구|시|군)(?:\s|$)/;

/** The local agency an address is delivered from: '서울특별시 성동구 …' → '서울 성동 대리점'. */
export function agencyFor(address: string, trackingNumber: string): string {
  const m = REGION.exec(address.trim());
  if (m) {
    const region = m[1]!.replace(/^(충청|전라|경상)(북|남)$/, (_, a: string, b: string) => `${a[0]}${b}`);
    return `${region} ${m[2]} 대리점`;
  }
  return FALLBACK_AGENCIES[trackingHash(trackingNumber) % FALLBACK_AGENCIES.length]!;
}

export function hubFor(trackingNumber: string): string {
  return SANDBOX_HUBS[(trackingHash(trackingNumber) >>> 8) % SANDBOX_HUBS.length]!;
}

/** The event that follows `status` for this parcel, or null where the journey stops (delivered, exception, returned). */
function nextEvent(parcel: CarrierParcel, status: ShipmentStatus, at: Date): CarrierEvent | null {
  const agency = agencyFor(parcel.address, parcel.trackingNumber);
  switch (status) {
    case 'shipped':
      return {
        status: 'in_transit',
        description: '간선 상차: 허브로 이동 중입니다',
        location: hubFor(parcel.trackingNumber),
        occurredAt: at,
      };
    case 'in_transit':
      return { status: 'out_for_delivery', description: '배송 출발: 배송 기사가 배송을 시작했습니다', location: agency, occurredAt: at };
    case 'out_for_delivery':
      return !parcel.redelivery && sandboxFailsFirstAttempt(parcel.trackingNumber)
        ? { status: 'exception', description: '수취인 부재로 배송하지 못했습니다', location: agency, occurredAt: at }
        : { status: 'delivered', description: '배송 완료: 고객님께 전달되었습니다', location: agency, occurredAt: at };
    default:
      return null;
  }
}

/**
 * The parcel's events after its last recorded one, each `stepMs` after the one before, up to
 * `now`. Pure (tested on its own).
 */
export function sandboxEvents(parcel: CarrierParcel, stepMs: number, now: Date): CarrierEvent[] {
  const out: CarrierEvent[] = [];
  let status = parcel.lastStatus;
  let at = parcel.lastEventAt.getTime();
  for (let i = 0; i < 10; i++) {
    at += stepMs;
    if (at > now.getTime()) break;
    const event = nextEvent(parcel, status, new Date(at));
    if (!event) break;
    out.push(event);
    status = event.status;
  }
  return out;
}

/** The date a parcel shipped at `shippedAt` should arrive (its three steps later, in Korea's calendar). */
export function sandboxEstimatedDelivery(shippedAt: Date, stepMs: number): string {
  const arrival = new Date(shippedAt.getTime() + 3 * stepMs + 9 * 3600_000);
  return arrival.toISOString().slice(0, 10);
}

/**
 * The keys the sandbox accepts: `sandbox-` and 4 to 64 letters, digits or hyphens (the seeded keys
 * are such), for a carrier code it serves. Anything else is refused with the reason a real
 * carrier's API would give.
 */
export const SANDBOX_KEY = /^sandbox-[A-Za-z0-9-]{4,64}$/;

export function sandboxVerifyAccount(account: { carrierCode: string; apiKey: string }): { ok: true } | { ok: false; reason: string } {
  if (!(CARRIER_CODES as readonly string[]).includes(account.carrierCode))
    return { ok: false, reason: `샌드박스 택배사가 지원하지 않는 택배사 코드입니다: ${account.carrierCode}` };
  if (!SANDBOX_KEY.test(account.apiKey)) return { ok: false, reason: '택배사가 API 키를 거부했습니다. (인증 실패: 올바르지 않은 키)' };
  return { ok: true };
}

export function createSandboxCarrier(options: { stepSeconds: number }): CarrierAdapter {
  const stepMs = options.stepSeconds * 1000;
  return {
    name: 'sandbox',
    async register(parcel) {
      return { estimatedDelivery: sandboxEstimatedDelivery(parcel.shippedAt, stepMs) };
    },
    async track(parcel, since, now) {
      return sandboxEvents(parcel, stepMs, now).filter((e) => !since || e.occurredAt > since);
    },
    async requestRedelivery(parcel, now) {
      return {
        status: 'in_transit',
        description: RETRY_EVENT_DESCRIPTION,
        location: agencyFor(parcel.address, parcel.trackingNumber),
        occurredAt: now,
      };
    },
    async verifyAccount(account) {
      return sandboxVerifyAccount(account);
    },
  };
}
