import { daysSince, elapsedLabel, formatAverageOrders, formatPoints, GRADE_OPTIONS, STATUS_OPTIONS } from './customer-format';

describe('customer formatting', () => {
  const now = new Date('2026-11-23T12:00:00Z');

  it('counts whole days since joining', () => {
    expect(daysSince('2026-11-23T01:00:00Z', now)).toBe(0);
    expect(daysSince('2026-11-20T12:00:00Z', now)).toBe(3);
    expect(daysSince('2025-11-23T12:00:00Z', now)).toBe(365);
    expect(daysSince('2027-01-01T00:00:00Z', now)).toBe(0);
    expect(daysSince('not a date', now)).toBe(0);
    expect(elapsedLabel('2026-11-23T00:00:00Z', now)).toBe('오늘 가입');
    expect(elapsedLabel('2023-11-23T12:00:00Z', now)).toBe('1,096일 경과');
  });

  it('formats summary numbers', () => {
    expect(formatAverageOrders(2.449)).toBe('2.4건');
    expect(formatAverageOrders(0)).toBe('0.0건');
    expect(formatPoints(12000)).toBe('12,000P');
  });

  it('offers the spec filters: all + four grades, all + three statuses', () => {
    expect(GRADE_OPTIONS.map((o) => o.value)).toEqual(['', 'vip', 'gold', 'silver', 'bronze']);
    expect(STATUS_OPTIONS.map((o) => o.value)).toEqual(['', 'active', 'inactive', 'suspended']);
    expect(GRADE_OPTIONS[1]!.label).toBe('VIP');
    expect(STATUS_OPTIONS[2]!.label).toBe('휴면');
  });
});
