import { isIPv4, isIPv6 } from 'node:net';

/** True for an address only this machine can reach (127.0.0.0/8, ::1, IPv4-mapped loopback, localhost). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const a = address
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '');
  if (a === 'localhost') return true;
  const v4 = a.startsWith('::ffff:') ? a.slice(7) : a;
  if (isIPv4(v4)) return v4.startsWith('127.');
  return isIPv6(a) && (a === '::1' || a === '0:0:0:0:0:0:0:1');
}

/**
 * The start-up warning of a demo-mode server that others can reach: anyone who can open the
 * admin sign-in page can sign in as SUPER_ADMIN with the published demo password.
 */
export function demoExposureWarning(address: string | undefined, port: number): string | null {
  if (isLoopbackAddress(address)) return null;
  const where = !address || address === '::' || address === '0.0.0.0' ? 'every network interface' : address;
  return [
    '',
    '!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!',
    `!! DEMO MODE is on and the server listens on ${where} (port ${port}).`,
    '!! The demo staff accounts, SUPER_ADMIN included, share a published password:',
    '!! anyone who can reach this port can sign in to the admin.',
    '!! Set DEMO_MODE=0 (and DATABASE_URL) for real data, or HOST=127.0.0.1 to keep it local.',
    '!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!',
  ].join('\n');
}
