/** Masking of personal data in admin lists (DESIGN 5). */

/** 김민수 -> 김*수, 이훈 -> 이*, 남궁민수 -> 남**수. */
export function maskName(name: string): string {
  const chars = [...name.trim()];
  if (chars.length <= 1) return name;
  if (chars.length === 2) return `${chars[0]}*`;
  return `${chars[0]}${'*'.repeat(chars.length - 2)}${chars[chars.length - 1]}`;
}

/** What lists show for a deleted account's rows (the review or question stays). */
export const DELETED_CUSTOMER_NAME = '탈퇴 회원';

/** A shopper's masked name, or '탈퇴 회원' once the account is gone (its name is null). */
export function maskCustomerName(name: string | null): string {
  return name ? maskName(name) : DELETED_CUSTOMER_NAME;
}

/** 010-1234-5678 -> 010-****-5678. */
export function maskPhone(phone: string): string {
  const d = phone.replace(/\D/g, '');
  if (d.length === 11) return `${d.slice(0, 3)}-****-${d.slice(7)}`;
  if (d.length === 10) return `${d.slice(0, 3)}-***-${d.slice(6)}`;
  return phone.replace(/\d(?=\d{4})/g, '*');
}

/** minsu.kim@example.com -> mi*******@example.com. */
export function maskEmail(email: string): string {
  const at = email.indexOf('@');
  if (at <= 0) return email;
  const local = email.slice(0, at);
  const keep = Math.min(2, local.length);
  return `${local.slice(0, keep)}${'*'.repeat(Math.max(local.length - keep, 1))}${email.slice(at)}`;
}
