import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { PAYMENT_MESSAGES, WEBHOOK_TOLERANCE_SECONDS } from '@market/domain/payments';
import { AppError } from '../../lib/errors';

/** The sandbox's signature header: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`. */
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

/**
 * The webhook secret of demo mode only (a first `npm start` on a laptop, tests, the sandbox CLI).
 * Outside demo mode an unset PAYMENT_WEBHOOK_SECRET gets a random secret per start (env.ts).
 */
export const DEMO_WEBHOOK_SECRET = 'stylehub-sandbox-demo-webhook-secret';

function hmac(secret: string, timestamp: number, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}

/** The header value a sender puts on `rawBody` (tests, the sandbox CLI, the e2e suite). */
export function signWebhook(secret: string, rawBody: string, timestamp = Math.floor(Date.now() / 1000)): string {
  return `t=${timestamp},v1=${hmac(secret, timestamp, rawBody)}`;
}

/** A random secret for a process started outside demo mode without PAYMENT_WEBHOOK_SECRET. */
export function randomWebhookSecret(): string {
  return randomBytes(32).toString('hex');
}

/**
 * Checks a signature header against the raw body: HMAC compared in constant time, timestamp
 * within 5 minutes of `now`. Throws a 401 with a Korean message otherwise.
 */
export function verifyWebhookSignature(secret: string, rawBody: string, header: string | undefined, now = new Date()): void {
  const parts = new Map<string, string[]>();
  for (const piece of (header ?? '').split(',')) {
    const at = piece.indexOf('=');
    if (at <= 0) continue;
    const key = piece.slice(0, at).trim();
    parts.set(key, [...(parts.get(key) ?? []), piece.slice(at + 1).trim()]);
  }
  const t = parts.get('t')?.[0];
  const signatures = parts.get('v1') ?? [];
  if (!t || !/^\d{1,12}$/.test(t) || signatures.length === 0) throw new AppError('UNAUTHENTICATED', PAYMENT_MESSAGES.webhookSignature);
  const timestamp = Number(t);
  const expected = Buffer.from(hmac(secret, timestamp, rawBody), 'hex');
  const matches = signatures.some((s) => {
    if (!/^[0-9a-f]{64}$/i.test(s)) return false;
    const given = Buffer.from(s, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches) throw new AppError('UNAUTHENTICATED', PAYMENT_MESSAGES.webhookSignature);
  if (Math.abs(Math.floor(now.getTime() / 1000) - timestamp) > WEBHOOK_TOLERANCE_SECONDS)
    throw new AppError('UNAUTHENTICATED', PAYMENT_MESSAGES.webhookStale);
}
