/** Display formats shared by the storefront and the admin (DESIGN 2.4). */

const won = new Intl.NumberFormat('ko-KR');

/** 12000 -> "12,000원" (integer won, no decimals). */
export function formatKRW(amount: number): string {
  return `${won.format(Math.round(amount))}원`;
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
