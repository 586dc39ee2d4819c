import type { CarrierCode } from '@market/domain/carriers';
import type { ShipmentStatus } from '@market/domain/lifecycle';

/**
 * The carrier adapter (ADR 025): how shipments reach a carrier and how their tracking comes back.
 * One adapter serves the four carriers, as Korea's tracking aggregators do (one API, the carrier
 * code per call). The built-in sandbox (./sandbox.ts) is the default; a real one is another
 * implementation of this interface, chosen by `CARRIER_PROVIDER` (./registry.ts). Nothing else
 * in the API knows which one runs: the tracking job and the admin's refresh and retry call it
 * and write what it answers through the shipment-events step.
 */

/** One tracking event as a carrier reports it. */
export interface CarrierEvent {
  status: ShipmentStatus;
  /** What happened, in Korean, as the carrier words it ('간선 상차', '배송 완료'). */
  description: string;
  /** Where ('경기 이천 허브', '서울 성동 대리점'). */
  location: string;
  occurredAt: Date;
}

/** A parcel as the API knows it when it asks the carrier. */
export interface CarrierParcel {
  carrierCode: CarrierCode;
  trackingNumber: string;
  shippedAt: Date;
  /** The delivery address (road address), which a carrier routes by. */
  address: string;
  /**
   * What the API already recorded: the last event's status and time, and whether delivery was
   * retried after an exception. A real carrier answers from its own records and ignores these;
   * the sandbox, which keeps no state, continues the parcel's journey from them.
   */
  lastStatus: ShipmentStatus;
  lastEventAt: Date;
  redelivery: boolean;
}

export interface CarrierAdapter {
  /** `CARRIER_PROVIDER`'s value. */
  readonly name: string;
  /** Hands a newly shipped parcel to the carrier; answers the delivery date it expects (YYYY-MM-DD, Korea). */
  register(
    parcel: Pick<CarrierParcel, 'carrierCode' | 'trackingNumber' | 'shippedAt' | 'address'>,
  ): Promise<{ estimatedDelivery: string | null }>;
  /** The parcel's events after `since` (all of them when null) up to `now`, oldest first. */
  track(parcel: CarrierParcel, since: Date | null, now: Date): Promise<CarrierEvent[]>;
  /** Asks for another delivery attempt of a parcel in exception; answers the event the carrier records. */
  requestRedelivery(parcel: CarrierParcel, now: Date): Promise<CarrierEvent>;
  /**
   * The connection test of the shipping settings: whether the carrier accepts this account's API
   * key, and when not, why (in Korean, to be shown to the operator).
   */
  verifyAccount(account: { carrierCode: string; apiKey: string }): Promise<{ ok: true } | { ok: false; reason: string }>;
}
