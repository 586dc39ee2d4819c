import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { retryAfterMessage } from '@market/domain/auth';
import type { Db } from '../db/client';
import { loginLockouts, rateLimits } from '../db/schema/identity';
import { AppError } from '../lib/errors';

/**
 * Limits on sign-in and sign-up, shared by every API process through the database. Each attempt is
 * reserved with one conditional upsert before any password is checked, so concurrent guesses
 * cannot all slip in between a read and a write.
 *
 * - per address: 30 failed sign-ins in a fixed 15-minute window (a success gives its slot back);
 * - per account, across addresses: 5 failures lock the account for 1 minute, then 2, 4, ... up to
 *   30 minutes; while locked not even the right password is checked;
 * - sign-up: 10 accounts per address an hour (SIGNUP_LIMIT_PER_HOUR).
 */
export const SIGN_IN_WINDOW_MS = 15 * 60_000;
export const MAX_FAILURES_PER_IP = 30;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const LOCKOUT_BASE_MS = 60_000;
export const LOCKOUT_MAX_MS = 30 * 60_000;
export const SIGNUP_WINDOW_MS = 60 * 60_000;

/** Lock length after `lockouts` earlier locks: 1, 2, 4, 8, 16, 30, 30 ... minutes. */
export function lockoutMs(lockouts: number): number {
  return Math.min(LOCKOUT_BASE_MS * 2 ** Math.min(lockouts, 20), LOCKOUT_MAX_MS);
}

function windowStart(windowMs: number, now = Date.now()): Date {
  return new Date(Math.floor(now / windowMs) * windowMs);
}

interface WindowSlot {
  key: string;
  windowStart: Date;
}

/** Takes one slot of a fixed window, or throws 429 saying when the window ends. */
async function reserveWindowSlot(
  db: Db,
  key: string,
  max: number,
  windowMs: number,
  what: '로그인' | '회원가입' | '비밀번호 설정' | '주문조회',
): Promise<WindowSlot> {
  const start = windowStart(windowMs);
  const taken = await db
    .insert(rateLimits)
    .values({ key, windowStart: start, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + 1` },
      setWhere: lt(rateLimits.count, max),
    })
    .returning({ count: rateLimits.count });
  if (taken.length === 0) throw new AppError('RATE_LIMITED', retryAfterMessage(what, (start.getTime() + windowMs - Date.now()) / 1000));
  return { key, windowStart: start };
}

async function releaseWindowSlot(db: Db, slot: WindowSlot): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(and(eq(rateLimits.key, slot.key), eq(rateLimits.windowStart, slot.windowStart)));
}

/** Reserves one attempt on the account; throws 429 with the time left while it is locked. */
async function reserveAccountAttempt(db: Db, key: string): Promise<void> {
  const t = loginLockouts;
  const expired = sql`${t.lockedUntil} is not null and ${t.lockedUntil} <= now()`;
  const taken = await db
    .insert(t)
    .values({ key, failures: 1 })
    .onConflictDoUpdate({
      target: t.key,
      set: {
        failures: sql`case when ${expired} then 1 else ${t.failures} + 1 end`,
        lockedUntil: sql`case when ${expired} then null else ${t.lockedUntil} end`,
        updatedAt: sql`now()`,
      },
      setWhere: sql`(${t.lockedUntil} is null and ${t.failures} < ${MAX_FAILURES_PER_ACCOUNT}) or ${expired}`,
    })
    .returning({ failures: t.failures });
  if (taken.length > 0) return;
  const [row] = await db
    .select({ seconds: sql<number>`greatest(extract(epoch from (${t.lockedUntil} - now())), 0)::float8`, lockouts: t.lockouts })
    .from(t)
    .where(eq(t.key, key));
  // No lock yet means the last allowed attempts are being checked right now; the lock follows.
  const left = Number(row?.seconds ?? 0);
  throw new AppError('RATE_LIMITED', retryAfterMessage('로그인', left > 0 ? left : lockoutMs(row?.lockouts ?? 0) / 1000));
}

export interface SignInAttempt {
  /** The password was right: the account's count starts again and the address gets its slot back. */
  succeeded(): Promise<void>;
  /** The password was wrong: the attempt stays counted; the account locks at the limit. */
  failed(): Promise<void>;
}

/**
 * Reserves a sign-in attempt for `email` from `ip` (address first, then account) before the
 * password is checked; throws 429 when either is used up.
 */
export async function reserveSignIn(db: Db, realm: 'staff' | 'customer', email: string, ip: string): Promise<SignInAttempt> {
  const accountKey = `login:${realm}:account:${email}`;
  const slot = await reserveWindowSlot(db, `login:${realm}:ip:${ip}`, MAX_FAILURES_PER_IP, SIGN_IN_WINDOW_MS, '로그인');
  await reserveAccountAttempt(db, accountKey);
  return {
    async succeeded() {
      await db
        .update(loginLockouts)
        .set({ failures: 0, lockouts: 0, lockedUntil: null, updatedAt: new Date() })
        .where(eq(loginLockouts.key, accountKey));
      await releaseWindowSlot(db, slot);
    },
    async failed() {
      const t = loginLockouts;
      await db
        .update(t)
        .set({
          lockedUntil: sql`now() + least(${LOCKOUT_BASE_MS}::bigint * power(2, least(${t.lockouts}, 20))::bigint, ${LOCKOUT_MAX_MS}::bigint) * interval '1 millisecond'`,
          lockouts: sql`${t.lockouts} + 1`,
          updatedAt: sql`now()`,
        })
        .where(and(eq(t.key, accountKey), isNull(t.lockedUntil), sql`${t.failures} >= ${MAX_FAILURES_PER_ACCOUNT}`));
    },
  };
}

/**
 * One guest order lookup (비회원 주문조회, ADR 033) from `ip`, counted like sign-in failures per
 * address (a right number and password gives the slot back). There is no account to lock: the
 * order number is not a secret worth locking on, the password behind it is what is guessed.
 */
export async function reserveGuestLookup(db: Db, ip: string): Promise<Pick<SignInAttempt, 'succeeded'>> {
  const slot = await reserveWindowSlot(db, `guest-lookup:ip:${ip}`, MAX_FAILURES_PER_IP, SIGN_IN_WINDOW_MS, '주문조회');
  return { succeeded: () => releaseWindowSlot(db, slot) };
}

/** An account's failure count and lock back-off are forgotten after this long without an attempt. */
export const LOCKOUT_MEMORY_MS = 24 * 3600_000;

/**
 * Deletes counters that no longer limit anything (the auth.purge-expired job): fixed windows that
 * have ended (the longest is SIGNUP_WINDOW_MS), and account lockout rows with no lock in force and
 * no attempt for LOCKOUT_MEMORY_MS.
 */
export async function purgeSignInCounters(db: Db, now = new Date()): Promise<{ windows: number; lockouts: number }> {
  const windows = await db
    .delete(rateLimits)
    .where(lt(rateLimits.windowStart, new Date(now.getTime() - Math.max(SIGNUP_WINDOW_MS, SIGN_IN_WINDOW_MS))))
    .returning({ key: rateLimits.key });
  const t = loginLockouts;
  const lockouts = await db
    .delete(t)
    .where(and(lt(t.updatedAt, new Date(now.getTime() - LOCKOUT_MEMORY_MS)), or(isNull(t.lockedUntil), lt(t.lockedUntil, now))))
    .returning({ key: t.key });
  return { windows: windows.length, lockouts: lockouts.length };
}

/** One sign-up slot for the address; 429 past `perHour` sign-ups in the hour. */
export async function reserveSignUp(db: Db, ip: string, perHour: number): Promise<void> {
  await reserveWindowSlot(db, `signup:ip:${ip}`, perHour, SIGNUP_WINDOW_MS, '회원가입');
}

/**
 * One attempt at a one-time password link from `ip` (ADR 034), limited like sign-in per address:
 * 30 failures (unknown, used or expired tokens) in a 15-minute window; a success gives its slot back.
 */
export async function reservePasswordLinkAttempt(db: Db, ip: string): Promise<SignInAttempt> {
  const slot = await reserveWindowSlot(db, `password-link:ip:${ip}`, MAX_FAILURES_PER_IP, SIGN_IN_WINDOW_MS, '비밀번호 설정');
  return {
    succeeded: () => releaseWindowSlot(db, slot),
    failed: async () => {},
  };
}
