import { z } from 'zod';

/**
 * The carriers the shop ships with (spec 001 section 3: cj_logistics, hanjin, lotte, post) and
 * the shape of their tracking numbers (운송장번호). Decided once: the order screen's ship step,
 * the shipment screen, the sandbox carrier and the seed all read it.
 *
 * A tracking number is the carrier's two-letter prefix and 12 digits whose last digit is the
 * first eleven modulo 7 (the check digit CJ대한통운 and 롯데택배 print on their labels), so a
 * mistyped number is refused before it reaches a carrier. The seed's older numbers (prefix and
 * 12–13 digits, no check digit) stay readable: only numbers written from now on are checked.
 */
export const CARRIER_CODES = ['cj_logistics', 'hanjin', 'lotte', 'post'] as const;
export type CarrierCode = (typeof CARRIER_CODES)[number];

export const CARRIERS: Record<CarrierCode, { name: string; prefix: string }> = {
  cj_logistics: { name: 'CJ대한통운', prefix: 'CJ' },
  hanjin: { name: '한진택배', prefix: 'HJ' },
  lotte: { name: '롯데택배', prefix: 'LT' },
  post: { name: '우체국택배', prefix: 'KP' },
};

export const CarrierCodeSchema = z.enum(CARRIER_CODES, { error: '택배사를 선택해주세요.' });

export const TRACKING_MESSAGES = {
  invalid: (carrier: CarrierCode) => `${CARRIERS[carrier].name} 송장번호 형식이 아닙니다. (${CARRIERS[carrier].prefix} + 숫자 12자리)`,
} as const;

function checkDigit(body: string): number {
  return Number(BigInt(body) % 7n);
}

/** Whether `trackingNumber` is a well-formed number of `carrier` (prefix, 12 digits, check digit). */
export function isValidTrackingNumber(carrier: CarrierCode, trackingNumber: string): boolean {
  const { prefix } = CARRIERS[carrier];
  const m = new RegExp(`^${prefix}(\\d{11})(\\d)$`).exec(trackingNumber);
  return m !== null && checkDigit(m[1]!) === Number(m[2]);
}

/**
 * A new tracking number for `carrier` from an 11-digit serial (the caller supplies it: a database
 * sequence in the API, a counter in tests), with its check digit.
 */
export function trackingNumberFor(carrier: CarrierCode, serial: number | bigint): string {
  const body = String(serial).padStart(11, '0').slice(-11);
  return `${CARRIERS[carrier].prefix}${body}${checkDigit(body)}`;
}

/** The carrier's public tracking page for a number (carriers.tracking_url holds `{tracking}`). */
export function trackingUrl(template: string, trackingNumber: string): string {
  return template.replace('{tracking}', encodeURIComponent(trackingNumber));
}
