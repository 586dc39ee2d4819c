import fc from 'fast-check';
import { CARRIER_CODES, isValidTrackingNumber, trackingNumberFor } from './carriers';

describe('tracking numbers', () => {
  it('a generated number is valid for its carrier only', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CARRIER_CODES), fc.bigInt({ min: 0n, max: 99_999_999_999n }), (carrier, serial) => {
        const n = trackingNumberFor(carrier, serial);
        expect(isValidTrackingNumber(carrier, n)).toBe(true);
        for (const other of CARRIER_CODES) if (other !== carrier) expect(isValidTrackingNumber(other, n)).toBe(false);
      }),
    );
  });

  it('one mistyped digit is refused', () => {
    const n = trackingNumberFor('cj_logistics', 12345678901n);
    expect(n).toBe('CJ123456789013');
    expect(isValidTrackingNumber('cj_logistics', 'CJ123456789014')).toBe(false);
    expect(isValidTrackingNumber('cj_logistics', 'CJ12345678901')).toBe(false);
    expect(isValidTrackingNumber('cj_logistics', 'cj123456789013')).toBe(false);
    expect(isValidTrackingNumber('cj_logistics', '')).toBe(false);
  });
});
