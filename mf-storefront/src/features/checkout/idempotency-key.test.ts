import { ApiError } from '@market/api-client/api-fetch';
import { CHECKOUT_MESSAGES } from '@market/domain/order';
import { keepsIdempotencyKey, newIdempotencyKey } from './idempotency-key';

describe('newIdempotencyKey', () => {
  it('is a fresh UUID-shaped key each time, within the API bounds (8-100 printable)', () => {
    const a = newIdempotencyKey();
    const b = newIdempotencyKey();
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(a).not.toBe(b);
  });
});

describe('keepsIdempotencyKey', () => {
  it('keeps the key when the order may exist or is still being placed, drops it when the answer was a refusal', () => {
    expect(keepsIdempotencyKey(new TypeError('Failed to fetch'))).toBe(true);
    expect(keepsIdempotencyKey(new ApiError(0, 'NETWORK', '네트워크 오류가 발생했습니다.'))).toBe(true);
    expect(keepsIdempotencyKey(new ApiError(500, 'INTERNAL', '일시적인 오류'))).toBe(true);
    expect(keepsIdempotencyKey(new ApiError(409, 'CONFLICT', CHECKOUT_MESSAGES.idempotencyInProgress))).toBe(true);
    expect(keepsIdempotencyKey(new ApiError(409, 'CONFLICT', '품절된 상품입니다'))).toBe(false);
    expect(keepsIdempotencyKey(new ApiError(422, 'VALIDATION', CHECKOUT_MESSAGES.idempotencyReused))).toBe(false);
  });
});
