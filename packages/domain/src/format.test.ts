import fc from 'fast-check';
import { formatClock, formatDate, formatDateTime } from './format';

// The formatters are made once for speed; they must answer exactly what toLocaleString did.
describe('formatDate / formatDateTime', () => {
  it('answer what toLocaleDateString / toLocaleString in Korea time answer, for any instant', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true }), (d) => {
        expect(formatDateTime(d)).toBe(d.toLocaleString('ko-KR', { timeZone: 'Asia/Seoul', hourCycle: 'h23' }));
        expect(formatDate(d.toISOString())).toBe(d.toLocaleDateString('ko-KR', { timeZone: 'Asia/Seoul' }));
      }),
      { numRuns: 500 },
    );
  });

  it('read a date in Korea time: 15:05 UTC is 0시 5분 of the next day in Seoul (not 24시)', () => {
    expect(formatDateTime('2026-11-23T15:05:09Z')).toBe('2026. 11. 24. 0시 5분 9초');
    expect(formatDate('2026-11-23T15:05:09Z')).toBe('2026. 11. 24.');
    expect(formatClock('2026-11-23T15:05:09Z')).toBe('00:05');
    expect(formatClock('2026-11-24T05:30:00Z')).toBe('14:30');
  });

  it('answer an invalid date as toLocaleString does instead of throwing', () => {
    expect(formatDateTime('not a date')).toBe('Invalid Date');
    expect(formatDate('not a date')).toBe('Invalid Date');
  });
});
