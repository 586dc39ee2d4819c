import { ApiError } from '@market/api-client/api-fetch';
import { CHECKOUT_MESSAGES } from '@market/domain/order';

/** A fresh key per checkout attempt (crypto.randomUUID; a fallback where it is missing, e.g. plain http). */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Whether a failed attempt's key is kept for the next try: when the order may exist (no answer,
 * a 5xx) or is still being placed (409 in flight), a new key could place it twice.
 */
export function keepsIdempotencyKey(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  if (error.status === 0 || error.status >= 500) return true;
  return error.status === 409 && error.message === CHECKOUT_MESSAGES.idempotencyInProgress;
}
