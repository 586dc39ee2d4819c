import { newIdempotencyKey } from './idempotency-key';

describe('newIdempotencyKey', () => {
  it('is a fresh UUID-shaped key each time, within the API bounds (8-100 printable)', () => {
    const a = newIdempotencyKey();
    const b = newIdempotencyKey();
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(a).not.toBe(b);
  });
});
