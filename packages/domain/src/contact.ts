/** Korean mobile numbers and e-mail addresses (storefront spec section 5). */

/** 01X-XXXX-XXXX or 01X-XXX-XXXX, hyphens optional, spaces ignored. */
const MOBILE = /^01[016789]\d{3,4}\d{4}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function normalizePhone(input: string): string {
  return input.replace(/[\s-]/g, '');
}

export function isValidMobilePhone(input: string): boolean {
  const digits = normalizePhone(input);
  return /^[\d]+$/.test(digits) && MOBILE.test(digits);
}

/** 11 digits become 3-4-4, 10 digits become 3-3-4; anything else is returned as given. */
export function formatPhone(input: string): string {
  const d = normalizePhone(input);
  if (/^\d{11}$/.test(d)) return `${d.slice(0, 3)}-${d.slice(3, 7)}-${d.slice(7)}`;
  if (/^\d{10}$/.test(d)) return `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}`;
  return input;
}

export function isValidEmail(input: string): boolean {
  return EMAIL.test(input);
}
