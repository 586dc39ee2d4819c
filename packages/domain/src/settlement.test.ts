import fc from 'fast-check';
import {
  computeSettlement,
  koreaDay,
  koreaMidnight,
  maskBankAccount,
  settlementCommission,
  settlementDueDate,
  settlementPeriodOf,
} from './settlement';

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

describe('settlement periods, due dates and masked accounts', () => {
  it('cuts weekly (Monday–Sunday), biweekly (two weeks from 2024-01-01) and monthly periods', () => {
    expect(settlementPeriodOf('2026-11-25', 'weekly')).toEqual({ start: '2026-11-23', end: '2026-11-29' });
    expect(settlementPeriodOf('2026-11-23', 'weekly')).toEqual({ start: '2026-11-23', end: '2026-11-29' });
    expect(settlementPeriodOf('2026-11-29', 'weekly')).toEqual({ start: '2026-11-23', end: '2026-11-29' });
    expect(settlementPeriodOf('2024-01-14', 'biweekly')).toEqual({ start: '2024-01-01', end: '2024-01-14' });
    expect(settlementPeriodOf('2024-01-15', 'biweekly')).toEqual({ start: '2024-01-15', end: '2024-01-28' });
    expect(settlementPeriodOf('2028-02-10', 'monthly')).toEqual({ start: '2028-02-01', end: '2028-02-29' });
  });
  it('reads the day in Korea time: 23:30 UTC is already the next day', () => {
    expect(koreaDay(new Date('2026-11-29T14:59:59Z'))).toBe('2026-11-29');
    expect(koreaDay(new Date('2026-11-29T15:00:00Z'))).toBe('2026-11-30');
    expect(koreaMidnight('2026-11-30').toISOString()).toBe('2026-11-29T15:00:00.000Z');
  });
  it('is due 7 days after a weekly or biweekly period and 10 after a monthly one', () => {
    expect(settlementDueDate('2026-11-29', 'weekly')).toBe('2026-12-06');
    expect(settlementDueDate('2026-11-30', 'monthly')).toBe('2026-12-10');
  });
  it('masks every digit of an account but the last four, and a masked one stays as it is', () => {
    expect(maskBankAccount('110-234-567890')).toBe('***-***-**7890');
    expect(maskBankAccount('***-***-**7890')).toBe('***-***-**7890');
    expect(maskBankAccount('1234')).toBe('1234');
  });
  it('every day of a period maps to that period, and periods follow each other without gaps', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3000 }), fc.constantFrom('weekly', 'biweekly', 'monthly' as const), (offset, cycle) => {
        const day = new Date(Date.UTC(2024, 0, 1) + offset * 86_400_000).toISOString().slice(0, 10);
        const p = settlementPeriodOf(day, cycle);
        expect(p.start <= day && day <= p.end).toBe(true);
        expect(settlementPeriodOf(p.end, cycle)).toEqual(p);
        const next = new Date(Date.parse(`${p.end}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
        expect(settlementPeriodOf(next, cycle).start).toBe(next);
      }),
    );
  });
});
