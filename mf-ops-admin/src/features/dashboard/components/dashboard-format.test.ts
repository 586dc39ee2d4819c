import { compactWon, describeChange, formatKpi, longDay, presetRange, shortDay } from './dashboard-format';

describe('dashboard formats', () => {
  it('writes won compactly in Korean units for the chart axes', () => {
    expect(compactWon(125_000_000)).toBe('1.3억');
    expect(compactWon(1_500_000_000)).toBe('15억');
    expect(compactWon(100_000_000)).toBe('1억');
    expect(compactWon(3_450_000)).toBe('345만');
    expect(compactWon(8_000)).toBe('8,000');
  });

  it('writes days short and long', () => {
    expect(shortDay('2026-11-05')).toBe('11/5');
    expect(longDay('2026-11-05')).toBe('11월 5일 (목)');
  });

  it('reads a change as good or bad news, refunds the other way round', () => {
    expect(describeChange({ value: 2, previous: 1, change: 100 })).toMatchObject({ text: '+100%', tone: 'up', good: true });
    expect(describeChange({ value: 2, previous: 1, change: 100 }, { higherIsBetter: false })).toMatchObject({ good: false });
    expect(describeChange({ value: 1, previous: 2, change: -50 })).toMatchObject({ text: '-50%', tone: 'down', good: false });
    expect(describeChange({ value: 1, previous: 0, change: null })).toMatchObject({ text: '—', tone: 'none', good: null });
    expect(formatKpi(12000, 'won')).toBe('12,000원');
    expect(formatKpi(1234, 'count')).toBe('1,234건');
    expect(presetRange(7, '2026-11-25')).toEqual({ from: '2026-11-19', to: '2026-11-25' });
  });
});
