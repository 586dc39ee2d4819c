import {
  addDays,
  DASHBOARD_MESSAGES,
  daysBetween,
  isCalendarDay,
  koreaDay,
  kpisFromDays,
  parseDashboardRange,
  percentChange,
  type DashboardDay,
} from './dashboard';

describe('dashboard range and figures', () => {
  it('koreaDay is the calendar day in Korea (UTC+9)', () => {
    expect(koreaDay(new Date('2026-11-25T14:59:59Z'))).toBe('2026-11-25');
    expect(koreaDay(new Date('2026-11-25T15:00:00Z'))).toBe('2026-11-26');
  });

  it('parses the range: defaults to the last 30 days, refuses bad dates, reversed and over a year', () => {
    const today = '2026-11-25';
    expect(parseDashboardRange({}, today)).toEqual({ ok: true, from: '2026-10-27', to: today });
    expect(parseDashboardRange({ from: '2026-11-01' }, today)).toEqual({ ok: true, from: '2026-11-01', to: today });
    expect(parseDashboardRange({ to: '2026-03-31' }, today)).toEqual({ ok: true, from: '2026-03-02', to: '2026-03-31' });
    expect(parseDashboardRange({ from: '2025-11-25', to: today }, today)).toEqual({ ok: true, from: '2025-11-25', to: today });
    expect(parseDashboardRange({ from: '2025-11-24', to: today }, today)).toEqual({
      ok: false,
      field: 'from',
      message: DASHBOARD_MESSAGES.tooLong,
    });
    expect(parseDashboardRange({ from: '2026-11-26', to: today }, today)).toEqual({
      ok: false,
      field: 'from',
      message: DASHBOARD_MESSAGES.order,
    });
    expect(parseDashboardRange({ from: '어제' }, today)).toEqual({ ok: false, field: 'from', message: DASHBOARD_MESSAGES.from });
    expect(parseDashboardRange({ to: '2026-13-01' }, today)).toEqual({ ok: false, field: 'to', message: DASHBOARD_MESSAGES.to });
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(daysBetween('2026-01-01', '2026-12-31')).toBe(365);
  });

  it('sums KPI periods against the period before; AOV over 30 days; no change against zero', () => {
    const today = '2026-11-25';
    const day = (date: string, orders: number, revenue: number, refundAmount = 0): DashboardDay => ({
      date,
      orders,
      revenue,
      refunds: refundAmount ? 1 : 0,
      refundAmount,
      cancellations: 0,
    });
    const days = new Map(
      [
        day(today, 2, 100_000),
        day(addDays(today, -1), 1, 50_000, 10_000),
        day(addDays(today, -7), 4, 80_000),
        day(addDays(today, -40), 5, 500_000),
      ].map((d) => [d.date, d]),
    );
    const k = kpisFromDays(days, today);
    expect(k.revenue.today).toEqual({ value: 100_000, previous: 50_000, change: 100 });
    expect(k.revenue.week).toEqual({ value: 150_000, previous: 80_000, change: 87.5 });
    expect(k.revenue.month).toEqual({ value: 230_000, previous: 500_000, change: -54 });
    expect(k.orders.today).toEqual({ value: 2, previous: 1, change: 100 });
    expect(k.refunds.today).toEqual({ value: 0, previous: 10_000, change: -100 });
    expect(k.refunds.week.change).toBeNull();
    expect(k.aov).toEqual({ value: Math.round(230_000 / 7), previous: 100_000, change: percentChange(Math.round(230_000 / 7), 100_000) });
  });
});
