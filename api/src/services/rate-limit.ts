import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { AUTH_MESSAGES } from '@market/domain/auth';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema/identity';
import { AppError } from '../lib/errors';

/** Failed sign-ins: 5 per e-mail and address, 30 per address, in fixed 15-minute windows. */
export const SIGN_IN_WINDOW_MS = 15 * 60_000;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_IP = 30;

export interface LimitKey {
  key: string;
  max: number;
}

function windowStart(now = Date.now()): Date {
  return new Date(Math.floor(now / SIGN_IN_WINDOW_MS) * SIGN_IN_WINDOW_MS);
}

export function signInKeys(realm: 'staff' | 'customer', email: string, ip: string): LimitKey[] {
  return [
    { key: `login:${realm}:account:${email}|${ip}`, max: MAX_FAILURES_PER_ACCOUNT },
    { key: `login:${realm}:ip:${ip}`, max: MAX_FAILURES_PER_IP },
  ];
}

/** Throws 429 when any counter of the current window has reached its maximum. */
export async function assertNotLimited(db: Db, keys: LimitKey[]): Promise<void> {
  const rows = await db
    .select({ key: rateLimits.key, count: rateLimits.count })
    .from(rateLimits)
    .where(and(inArray(rateLimits.key, keys.map((k) => k.key)), eq(rateLimits.windowStart, windowStart())));
  for (const row of rows) {
    const limit = keys.find((k) => k.key === row.key);
    if (limit && row.count >= limit.max) throw new AppError('RATE_LIMITED', AUTH_MESSAGES.tooManyAttempts);
  }
}

/** One atomic upsert per counter, so concurrent processes count together. */
export async function recordFailure(db: Db, keys: LimitKey[]): Promise<void> {
  const start = windowStart();
  for (const { key } of keys) {
    await db
      .insert(rateLimits)
      .values({ key, windowStart: start, count: 1 })
      .onConflictDoUpdate({ target: [rateLimits.key, rateLimits.windowStart], set: { count: sql`${rateLimits.count} + 1` } });
  }
  await db.delete(rateLimits).where(lt(rateLimits.windowStart, new Date(start.getTime() - SIGN_IN_WINDOW_MS)));
}

/** A successful sign-in clears the account counter (the address counter stays). */
export async function clearFailures(db: Db, keys: LimitKey[]): Promise<void> {
  const [account] = keys;
  if (account) await db.delete(rateLimits).where(eq(rateLimits.key, account.key));
}
