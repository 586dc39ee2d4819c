import { cronLabel, durationLabel, shortDateTime } from './job-format';

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
