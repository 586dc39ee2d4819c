import { z } from 'zod';

/**
 * IP restrictions of admin accounts (system spec: "Admin accounts may carry IP restriction
 * patterns"; super_admin carries the wildcard). A pattern is one of
 *   - `*`: any address;
 *   - an exact IPv4 or IPv6 address (`10.0.0.5`, `2001:db8::1`);
 *   - a CIDR block (`10.0.0.0/8`, `2001:db8::/32`);
 *   - an IPv4 wildcard: leading octets then `*` (`10.0.*`, `192.168.1.*`).
 * An account with no patterns is not restricted. Checked at staff sign-in.
 */

export const IP_RESTRICTION_MESSAGES = {
  invalid: 'IP 제한 형식이 올바르지 않습니다. (예: 10.0.0.1, 10.0.0.0/8, 10.0.*, *)',
  tooMany: 'IP 제한은 20개까지 입력할 수 있습니다.',
  refused: '허용되지 않은 IP에서의 로그인입니다. 관리자에게 문의해주세요.',
} as const;

export const MAX_IP_RESTRICTIONS = 20;

const OCTET = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;

function ipv4Parts(text: string): number[] | null {
  const parts = text.split('.');
  if (parts.length !== 4 || !parts.every((p) => OCTET.test(p))) return null;
  return parts.map(Number);
}

/** The eight 16-bit groups of an IPv6 address, or null. Uses the URL parser (browser and Node). */
function ipv6Groups(text: string): number[] | null {
  if (!text.includes(':') || /[^0-9a-fA-F:.]/.test(text)) return null;
  let host: string;
  try {
    host = new URL(`http://[${text}]/`).hostname.slice(1, -1);
  } catch {
    return null;
  }
  const [head = '', tail] = host.split('::');
  const left = head ? head.split(':') : [];
  const right = tail !== undefined && tail !== '' ? tail.split(':') : [];
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return null;
  const groups = [...left, ...Array.from({ length: tail === undefined ? 0 : missing }, () => '0'), ...right].map((g) => parseInt(g, 16));
  return groups.length === 8 && groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff) ? groups : null;
}

/** Bits of an address, most significant first: 32 for IPv4, 128 for IPv6. */
function bitsOf(address: string): { v: 4 | 6; bits: number[] } | null {
  const v4 = ipv4Parts(address);
  if (v4) return { v: 4, bits: v4.flatMap((n) => byteBits(n, 8)) };
  const v6 = ipv6Groups(address);
  if (v6) return { v: 6, bits: v6.flatMap((n) => byteBits(n, 16)) };
  return null;
}

function byteBits(n: number, width: number): number[] {
  return Array.from({ length: width }, (_, i) => (n >> (width - 1 - i)) & 1);
}

/** An IPv4-mapped IPv6 client address (`::ffff:10.0.0.1`) as the IPv4 address it is. */
export function normaliseClientIp(ip: string): string {
  const trimmed = ip.trim();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(trimmed);
  return mapped ? mapped[1]! : trimmed;
}

/** Whether the text is a pattern this module understands. */
export function isValidIpPattern(pattern: string): boolean {
  const p = pattern.trim();
  if (p === '*') return true;
  if (p.includes('*')) {
    const parts = p.split('.');
    if (parts.length < 2 || parts.length > 4) return false;
    const first = parts.indexOf('*');
    if (first < 1) return false;
    return parts.slice(0, first).every((x) => OCTET.test(x)) && parts.slice(first).every((x) => x === '*');
  }
  const [address = '', prefix, extra] = p.split('/');
  if (extra !== undefined) return false;
  const bits = bitsOf(address);
  if (!bits) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= bits.bits.length;
}

/** Whether one pattern admits the address. */
export function ipMatches(pattern: string, ip: string): boolean {
  const p = pattern.trim();
  const address = normaliseClientIp(ip);
  if (p === '*') return true;
  if (p.includes('*')) {
    if (!isValidIpPattern(p) || !ipv4Parts(address)) return false;
    const want = p.split('.');
    const got = address.split('.');
    return want.every((w, i) => w === '*' || Number(w) === Number(got[i]));
  }
  const [base = '', prefix] = p.split('/');
  const a = bitsOf(base);
  const b = bitsOf(address);
  if (!a || !b || a.v !== b.v) return false;
  const length = prefix === undefined ? a.bits.length : Number(prefix);
  for (let i = 0; i < length; i++) if (a.bits[i] !== b.bits[i]) return false;
  return true;
}

/** An account's patterns admit the address: no patterns (unrestricted), `*`, or one that matches. */
export function ipAllowed(patterns: readonly string[], ip: string | null | undefined): boolean {
  if (patterns.length === 0 || patterns.includes('*')) return true;
  if (!ip) return false;
  return patterns.some((p) => ipMatches(p, ip));
}

/** The list of an account's patterns as the API takes it: trimmed, valid, no duplicates. */
export const IpRestrictionsSchema = z
  .array(z.string({ error: IP_RESTRICTION_MESSAGES.invalid }).trim().max(64, IP_RESTRICTION_MESSAGES.invalid), {
    error: IP_RESTRICTION_MESSAGES.invalid,
  })
  .max(MAX_IP_RESTRICTIONS, IP_RESTRICTION_MESSAGES.tooMany)
  .transform((list) => [...new Set(list.filter((p) => p !== ''))])
  .refine((list) => list.every(isValidIpPattern), IP_RESTRICTION_MESSAGES.invalid);

/** Splits what an admin typed (commas, spaces or new lines) into patterns. */
export function parseIpRestrictionsText(text: string): string[] {
  return text
    .split(/[\s,]+/)
    .map((p) => p.trim())
    .filter(Boolean);
}
