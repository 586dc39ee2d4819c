/** Order number formats of the storefront spec (section 9). */

/** Account and order lists show the first 8 characters of the id, uppercased. */
export function shortOrderId(id: string): string {
  return id.replace(/-/g, '').slice(0, 8).toUpperCase();
}

/** The checkout success number: ORD plus the last 8 digits of the timestamp. */
export function checkoutOrderNumber(timestampMs: number): string {
  return `ORD${String(Math.trunc(timestampMs)).slice(-8)}`;
}

/** The helper format: CJ, the yymmdd date (Korea time) and a 3-digit number. */
export function carrierStyleOrderNumber(date: Date, threeDigits: number): string {
  const kst = new Date(date.getTime() + 9 * 3600_000);
  const yy = String(kst.getUTCFullYear() % 100).padStart(2, '0');
  const mm = String(kst.getUTCMonth() + 1).padStart(2, '0');
  const dd = String(kst.getUTCDate()).padStart(2, '0');
  return `CJ${yy}${mm}${dd}${String(Math.abs(Math.trunc(threeDigits)) % 1000).padStart(3, '0')}`;
}
