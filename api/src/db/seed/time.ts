/** Time helpers of the seed: all calendar arithmetic is done in Korea time (UTC+9, no DST). */
export const HOUR = 3_600_000;
export const DAY = 86_400_000;
const KST = 9 * HOUR;

/** yyyy-mm-dd of the instant in Korea. */
export function kstDate(d: Date | number): string {
  return new Date((typeof d === 'number' ? d : d.getTime()) + KST).toISOString().slice(0, 10);
}

/** Midnight (Korea) of a yyyy-mm-dd, as an instant. */
export function kstMidnight(day: string): number {
  return Date.parse(`${day}T00:00:00Z`) - KST;
}

export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);
}

/** A Monday used to align biweekly periods. */
const BIWEEKLY_EPOCH = '2024-01-01';

/** The settlement period [start, end] (Korea dates, inclusive) holding a day, for a cycle. */
export function settlementPeriod(day: string, cycle: 'weekly' | 'biweekly' | 'monthly'): [string, string] {
  if (cycle === 'monthly') {
    const start = `${day.slice(0, 7)}-01`;
    const next = new Date(Date.parse(`${start}T00:00:00Z`));
    next.setUTCMonth(next.getUTCMonth() + 1);
    return [start, addDays(next.toISOString().slice(0, 10), -1)];
  }
  const dow = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday 0
  const monday = addDays(day, -dow);
  if (cycle === 'weekly') return [monday, addDays(monday, 6)];
  const weeks = Math.round((Date.parse(`${monday}T00:00:00Z`) - Date.parse(`${BIWEEKLY_EPOCH}T00:00:00Z`)) / (7 * DAY));
  const start = addDays(monday, -((((weeks % 2) + 2) % 2) * 7));
  return [start, addDays(start, 13)];
}

export type KoreanSeason = '봄' | '여름' | '가을' | '겨울';

/** The season of an instant in Korea: 봄 March–May, 여름 June–August, 가을 September–November, 겨울 December–February. */
export function koreanSeason(d: Date | number): KoreanSeason {
  const month = Number(kstDate(d).slice(5, 7));
  return month >= 3 && month <= 5 ? '봄' : month >= 6 && month <= 8 ? '여름' : month >= 9 && month <= 11 ? '가을' : '겨울';
}

/** 블랙프라이데이 of a year: the day after the fourth Thursday of November (yyyy-mm-dd). */
export function blackFriday(year: number): string {
  const firstDow = new Date(Date.UTC(year, 10, 1)).getUTCDay(); // Sunday 0
  const firstThursday = 1 + ((4 - firstDow + 7) % 7);
  return `${year}-11-${String(firstThursday + 21 + 1).padStart(2, '0')}`;
}

/**
 * Days from `now` to the latest occurrence of a calendar day (Korea) that is at most
 * `aheadDays` away in the future: a yearly sale shows as coming soon when it is near, as past otherwise.
 */
export function daysToYearly(now: number, day: (year: number) => string, aheadDays: number): number {
  const year = Number(kstDate(now).slice(0, 4));
  for (const y of [year + 1, year, year - 1]) {
    const offset = Math.round((kstMidnight(day(y)) - now) / DAY);
    if (offset <= aheadDays) return offset;
  }
  return Math.round((kstMidnight(day(year - 2)) - now) / DAY);
}
