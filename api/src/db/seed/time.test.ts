import { blackFriday, daysToYearly, kstMidnight, koreanSeason } from './time';

describe('seed calendar', () => {
  it('names the season of a moment in Korea', () => {
    expect(koreanSeason(Date.parse('2026-11-26T03:00:00Z'))).toBe('가을');
    // 2026-11-30 20:00 UTC is already 12월 1일 in Korea.
    expect(koreanSeason(Date.parse('2026-11-30T20:00:00Z'))).toBe('겨울');
    expect(koreanSeason(Date.parse('2026-02-28T00:00:00Z'))).toBe('겨울');
    expect(koreanSeason(Date.parse('2026-03-01T00:00:00Z'))).toBe('봄');
    expect(koreanSeason(Date.parse('2026-07-15T00:00:00Z'))).toBe('여름');
  });

  it('puts 블랙프라이데이 on the day after the fourth Thursday of November', () => {
    expect(blackFriday(2024)).toBe('2024-11-29');
    expect(blackFriday(2025)).toBe('2025-11-28');
    expect(blackFriday(2026)).toBe('2026-11-27');
    expect(blackFriday(2027)).toBe('2027-11-26');
  });

  it('finds the latest yearly day not further ahead than allowed', () => {
    const now = kstMidnight('2026-11-26');
    expect(daysToYearly(now, blackFriday, 30)).toBe(1);
    expect(daysToYearly(now, (y) => `${y}-01-02`, 30)).toBe(-328);
    expect(daysToYearly(now, (y) => `${y}-12-15`, 30)).toBe(19);
    expect(daysToYearly(kstMidnight('2026-03-15'), blackFriday, 30)).toBe(-107);
  });
});
