/** Display formats shared by the storefront and the admin (DESIGN 2.4). */

/**
 * 12345 -> "12,345": an integer with Korean digit grouping (rounded to the nearest integer).
 * Plain string work, as `toLocaleString('ko-KR')` prints integers: the first use of Intl costs a
 * phone's first page tens of milliseconds of main thread.
 */
export function formatNumber(value: number): string {
  const n = Math.round(value);
  const digits = String(Math.abs(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return n < 0 ? `-${digits}` : digits;
}

/** 12000 -> "12,000원" (integer won, no decimals). */
export function formatKRW(amount: number): string {
  return `${formatNumber(amount)}원`;
}

/** Counts of 1000 or more become "1.2k" (one decimal). */
export function formatCount(n: number): string {
  if (n < 1000) return String(n);
  return `${(n / 1000).toFixed(1)}k`;
}

// One formatter each, made once: toLocaleString with options builds a new Intl.DateTimeFormat on
// every call (about 0.3 ms), which made a 100,000-row export spend most of its time on dates.
const DATE_FORMAT = new Intl.DateTimeFormat('ko-KR', { timeZone: 'Asia/Seoul' });
const DATE_TIME_FORMAT = new Intl.DateTimeFormat('ko-KR', {
  timeZone: 'Asia/Seoul',
  // h23, not hour12: false — with the latter ICU writes midnight as '24시'.
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

const CLOCK_FORMAT = new Intl.DateTimeFormat('ko-KR', { timeZone: 'Asia/Seoul', hourCycle: 'h23', hour: '2-digit', minute: '2-digit' });

/** As toLocaleString answers an invalid date (Intl's format would throw). */
function formatWith(format: Intl.DateTimeFormat, value: string | Date): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? 'Invalid Date' : format.format(date);
}

/** Korean-locale date, e.g. "2026. 11. 23.". */
export function formatDate(value: string | Date): string {
  return formatWith(DATE_FORMAT, value);
}

/** Korean-locale date and time in 24 hours, e.g. "2026. 11. 23. 14시 5분 9초" (toLocaleString's fields). */
export function formatDateTime(value: string | Date): string {
  return formatWith(DATE_TIME_FORMAT, value);
}

/** The time of day in Korea, "14:05" (a table cell's second line under the date). */
export function formatClock(value: string | Date): string {
  return formatWith(CLOCK_FORMAT, value);
}
