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
