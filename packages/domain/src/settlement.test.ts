import fc from 'fast-check';
import { computeSettlement, settlementCommission } from './settlement';

const won = fc.integer({ min: 0, max: 5_000_000_000 });
/** Rates as the sellers table holds them: 0.0–100.0, one decimal. */
const rate = fc.integer({ min: 0, max: 1000 }).map((tenths) => tenths / 10);

describe('settlementCommission', () => {
  it('is the rate of the gross, rounded half up to the won', () => {
    expect(settlementCommission(1_000_000, 15)).toBe(150_000);
    expect(settlementCommission(1_004, 12.5)).toBe(126); // 125.5 → 126
    expect(settlementCommission(1_003, 12.5)).toBe(125); // 125.375
    expect(settlementCommission(11_000, 0.7)).toBe(77); // 76.99999… in floating point
    expect(settlementCommission(0, 20)).toBe(0);
  });
  it('refuses amounts that are not whole won and rates outside 0–100 with one decimal', () => {
    expect(() => settlementCommission(10.5, 10)).toThrow(RangeError);
    expect(() => settlementCommission(-1, 10)).toThrow(RangeError);
    expect(() => settlementCommission(1000, 12.25)).toThrow(RangeError);
    expect(() => settlementCommission(1000, 101)).toThrow(RangeError);
    expect(() => settlementCommission(1000, Number.NaN)).toThrow(RangeError);
  });
  it('matches exact decimal arithmetic: |commission − gross × rate / 100| ≤ 0.5, ties up', () => {
    fc.assert(
      fc.property(won, rate, (gross, r) => {
        const c = settlementCommission(gross, r);
        // In thousandths of a won, exactly: gross × tenths is the commission × 1000.
        const exact = BigInt(gross) * BigInt(Math.round(r * 10));
        const diff = BigInt(c) * 1000n - exact;
        return Number.isSafeInteger(c) && diff > -500n && diff <= 500n;
      }),
    );
  });
  it('never exceeds the gross and grows with it', () => {
    fc.assert(
      fc.property(won, won, rate, (a, b, r) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        return settlementCommission(hi, r) <= hi && settlementCommission(lo, r) <= settlementCommission(hi, r);
      }),
    );
  });
});

describe('computeSettlement', () => {
  it('net = gross − commission − returns + shipping − promotion costs', () => {
    expect(
      computeSettlement({
        grossAmount: 2_000_000,
        commissionRate: 15,
        returnAmount: 100_000,
        shippingFees: 30_000,
        promotionCosts: 10_000,
      }),
    ).toEqual({
      grossAmount: 2_000_000,
      commissionRate: 15,
      commission: 300_000,
      returnAmount: 100_000,
      adjustments: 20_000,
      netAmount: 1_620_000,
    });
  });
  it('keeps the identity the database checks, in integer won, for any period', () => {
    fc.assert(
      fc.property(won, rate, won, won, won, (grossAmount, commissionRate, returnAmount, shippingFees, promotionCosts) => {
        const s = computeSettlement({ grossAmount, commissionRate, returnAmount, shippingFees, promotionCosts });
        return (
          [s.commission, s.adjustments, s.netAmount].every(Number.isSafeInteger) &&
          s.netAmount === s.grossAmount - s.commission - s.returnAmount + s.adjustments &&
          s.adjustments === shippingFees - promotionCosts &&
          s.commission >= 0 &&
          s.commission <= grossAmount
        );
      }),
    );
  });
  it('refuses negative or fractional amounts', () => {
    expect(() =>
      computeSettlement({ grossAmount: 1000, commissionRate: 10, returnAmount: -1, shippingFees: 0, promotionCosts: 0 }),
    ).toThrow(RangeError);
    expect(() =>
      computeSettlement({ grossAmount: 1000, commissionRate: 10, returnAmount: 0, shippingFees: 0.5, promotionCosts: 0 }),
    ).toThrow(RangeError);
  });
});
