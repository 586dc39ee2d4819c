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

/** Korean-locale date, e.g. "2026. 11. 23.". */
export function formatDate(value: string | Date): string {
  return new Date(value).toLocaleDateString('ko-KR', { timeZone: 'Asia/Seoul' });
}

export function formatDateTime(value: string | Date): string {
  return new Date(value).toLocaleString('ko-KR', { timeZone: 'Asia/Seoul', hour12: false });
}
