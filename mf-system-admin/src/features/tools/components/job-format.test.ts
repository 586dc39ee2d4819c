import { cronLabel, durationLabel, resultLabel, shortDateTime } from './job-format';

describe('cronLabel', () => {
  it('reads the schedules our jobs use in Korean', () => {
    expect(cronLabel('0 1 * * *')).toBe('매일 01:00');
    expect(cronLabel('30 2 * * *')).toBe('매일 02:30');
    expect(cronLabel('0 * * * *')).toBe('매시 정각');
    expect(cronLabel('15 * * * *')).toBe('매시 15분');
    expect(cronLabel('*/5 * * * *')).toBe('5분마다');
    expect(cronLabel('* * * * *')).toBe('매분');
  });
  it('shows any other expression as written', () => {
    expect(cronLabel('0 3 * * 1')).toBe('0 3 * * 1');
    expect(cronLabel('0 0 1 1 *')).toBe('0 0 1 1 *');
    expect(cronLabel('every day')).toBe('every day');
  });
});

describe('durationLabel', () => {
  it('gives seconds, or minutes and seconds; nothing without both ends', () => {
    expect(durationLabel('2026-11-25T01:00:00.000Z', '2026-11-25T01:00:00.030Z')).toBe('0.1초 미만');
    expect(durationLabel('2026-11-25T01:00:00.000Z', '2026-11-25T01:00:00.400Z')).toBe('0.4초');
    expect(durationLabel('2026-11-25T01:00:00.000Z', '2026-11-25T01:00:12.000Z')).toBe('12초');
    expect(durationLabel('2026-11-25T01:00:00.000Z', '2026-11-25T01:03:05.000Z')).toBe('3분 5초');
    expect(durationLabel('2026-11-25T01:00:00.000Z', null)).toBeNull();
  });
});

describe('shortDateTime', () => {
  it('shows month, day and the 24-hour time in Korea', () => {
    expect(shortDateTime('2026-11-25T16:00:00.000Z')).toBe('11. 26. 01:00');
    expect(shortDateTime('2026-11-26T05:15:00.000Z')).toBe('11. 26. 14:15');
  });
});

describe('resultLabel', () => {
  it("names our jobs' counts in Korean, leaves unknown keys as written and skips the settings a job echoes", () => {
    expect(resultLabel({ tables: 41 })).toBe('테이블 41');
    expect(resultLabel({ sessions: 3, windows: 0, lockouts: 1200 })).toBe('세션 3, 시도 제한 기록 0, 잠금 기록 1,200');
    expect(resultLabel({ confirmed: 2, days: 7 })).toBe('구매확정 2');
    expect(resultLabel({ other: 5, note: 'text' })).toBe('other 5');
    expect(resultLabel({})).toBeNull();
    expect(resultLabel(null)).toBeNull();
  });
});
