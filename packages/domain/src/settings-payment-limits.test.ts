import fc from 'fast-check';
import { kstDayAndMonthStart, PAYMENT_SETTINGS_MESSAGES, paymentLimitError } from './settings-payment';

describe('paymentLimitError (일/월 최대 결제 금액)', () => {
  const limits = { maxDailyAmount: 1_000_000, maxMonthlyAmount: 10_000_000 };

  it('allows up to the limit, this order included, and refuses one won more with what is left', () => {
    expect(paymentLimitError(limits, { today: 900_000, thisMonth: 900_000 }, 100_000)).toBeNull();
    expect(paymentLimitError(limits, { today: 900_000, thisMonth: 900_000 }, 100_001)).toBe(
      PAYMENT_SETTINGS_MESSAGES.overDailyLimit(1_000_000, 100_000),
    );
    expect(paymentLimitError(limits, { today: 0, thisMonth: 9_950_000 }, 60_000)).toBe(
      PAYMENT_SETTINGS_MESSAGES.overMonthlyLimit(10_000_000, 50_000),
    );
  });

  it('0 means no limit', () => {
    expect(paymentLimitError({ maxDailyAmount: 0, maxMonthlyAmount: 0 }, { today: 1e9, thisMonth: 1e10 }, 1e8)).toBeNull();
  });

  it('refuses exactly when the day or the month would go past its limit', () => {
    fc.assert(
      fc.property(
        fc.nat(2_000_000),
        fc.nat(2_000_000),
        fc.nat(20_000_000),
        fc.integer({ min: 1, max: 3_000_000 }),
        (daily, today, extra, amount) => {
          const l = { maxDailyAmount: daily, maxMonthlyAmount: daily * 10 };
          const paid = { today, thisMonth: today + extra };
          const over = (daily > 0 && today + amount > daily) || (daily > 0 && paid.thisMonth + amount > daily * 10);
          expect(paymentLimitError(l, paid, amount) !== null).toBe(over);
        },
      ),
    );
  });
});

describe('kstDayAndMonthStart', () => {
  it('starts the Korean day at 15:00 UTC the day before, and the month on the 1st in Korea', () => {
    const { day, month } = kstDayAndMonthStart(new Date('2026-11-30T16:30:00Z')); // 12월 1일 01:30 in Seoul
    expect(day.toISOString()).toBe('2026-11-30T15:00:00.000Z');
    expect(month.toISOString()).toBe('2026-11-30T15:00:00.000Z');
    const mid = kstDayAndMonthStart(new Date('2026-11-26T03:00:00Z'));
    expect(mid.day.toISOString()).toBe('2026-11-25T15:00:00.000Z');
    expect(mid.month.toISOString()).toBe('2026-10-31T15:00:00.000Z');
  });

  it('always contains the instant: month start <= day start <= now < day start + 24 h', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true }), (now) => {
        const { day, month } = kstDayAndMonthStart(now);
        expect(month.getTime()).toBeLessThanOrEqual(day.getTime());
        expect(day.getTime()).toBeLessThanOrEqual(now.getTime());
        expect(now.getTime() - day.getTime()).toBeLessThan(24 * 3600_000);
      }),
    );
  });
});
