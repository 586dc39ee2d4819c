import { createHash, randomBytes } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions } from '../db/schema/identity';

export type SessionKind = 'staff' | 'customer';

/** Idle lifetimes: staff sessions end after a working day idle, shoppers stay for a month. */
export const SESSION_TTL_SECONDS: Record<SessionKind, number> = { staff: 8 * 3600, customer: 30 * 86_400 };
/** Sliding expiry writes at most once a minute per session, not on every request. */
const TOUCH_AFTER_MS = 60_000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface NewSession {
  kind: SessionKind;
  subjectId: string;
  ip: string | null;
  userAgent: string | null;
}

/** Stores the token's hash, returns the token for the cookie (the database never sees it). */
export async function createSession(db: Db, input: NewSession): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  await db.insert(sessions).values({
    id: hashToken(token),
    kind: input.kind,
    subjectId: input.subjectId,
    ip: input.ip,
    userAgent: input.userAgent,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + SESSION_TTL_SECONDS[input.kind] * 1000),
  });
  // Opportunistic clean-up keeps the table small without a scheduler.
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
  return token;
}

export interface ActiveSession {
  subjectId: string;
  /** True when the expiry moved; the caller re-sends the cookie. */
  refreshed: boolean;
}

/** The live session for a token, sliding its expiry; null when missing or expired. */
export async function findSession(db: Db, kind: SessionKind, token: string): Promise<ActiveSession | null> {
  const id = hashToken(token);
  const [row] = await db
    .select({ subjectId: sessions.subjectId, expiresAt: sessions.expiresAt, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .where(and(eq(sessions.id, id), eq(sessions.kind, kind)))
    .limit(1);
  if (!row) return null;
  const now = Date.now();
  if (row.expiresAt.getTime() <= now) {
    await db.delete(sessions).where(eq(sessions.id, id));
    return null;
  }
  if (now - row.lastSeenAt.getTime() < TOUCH_AFTER_MS) return { subjectId: row.subjectId, refreshed: false };
  await db
    .update(sessions)
    .set({ lastSeenAt: new Date(now), expiresAt: new Date(now + SESSION_TTL_SECONDS[kind] * 1000) })
    .where(eq(sessions.id, id));
  return { subjectId: row.subjectId, refreshed: true };
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, hashToken(token)));
}

export async function deleteSessionsOf(db: Db, kind: SessionKind, subjectId: string): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.kind, kind), eq(sessions.subjectId, subjectId)));
}
