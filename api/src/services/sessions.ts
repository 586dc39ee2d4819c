import { createHash, randomBytes } from 'node:crypto';
import { and, eq, lt, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions } from '../db/schema/identity';

export type SessionKind = 'staff' | 'customer';

/** Idle lifetimes: staff sessions end after a working day idle, shoppers stay for a month. */
export const SESSION_TTL_SECONDS: Record<SessionKind, number> = { staff: 8 * 3600, customer: 30 * 86_400 };
/** Absolute lifetimes: however active, a staff session ends after 12 h and a shopper's after 30 days. */
export const SESSION_ABSOLUTE_SECONDS: Record<SessionKind, number> = { staff: 12 * 3600, customer: 30 * 86_400 };
/** Sliding expiry writes at most once a minute per session, not on every request. */
const TOUCH_AFTER_MS = 60_000;
/** After a rotation the old id keeps working this long, for requests already on their way. */
const ROTATION_GRACE_MS = 30_000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface NewSession {
  kind: SessionKind;
  subjectId: string;
  ip: string | null;
  userAgent: string | null;
}

/** What the session cookie must say: the token and how long the browser keeps it. */
export interface SessionCookie {
  token: string;
  maxAgeSeconds: number;
}

function maxAge(expiresAt: Date, now: number): number {
  return Math.max(0, Math.floor((expiresAt.getTime() - now) / 1000));
}

async function insertSession(db: Db, input: NewSession & { createdAt: Date; absoluteExpiresAt: Date }): Promise<SessionCookie> {
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  const expiresAt = new Date(Math.min(now.getTime() + SESSION_TTL_SECONDS[input.kind] * 1000, input.absoluteExpiresAt.getTime()));
  await db.insert(sessions).values({
    id: hashToken(token),
    kind: input.kind,
    subjectId: input.subjectId,
    ip: input.ip,
    userAgent: input.userAgent,
    createdAt: input.createdAt,
    lastSeenAt: now,
    expiresAt,
    absoluteExpiresAt: input.absoluteExpiresAt,
  });
  return { token, maxAgeSeconds: maxAge(expiresAt, now.getTime()) };
}

/** A new session (new id) for a sign-in; the database keeps only the token's hash. */
export async function startSession(db: Db, input: NewSession): Promise<SessionCookie> {
  const now = new Date();
  return insertSession(db, {
    ...input,
    createdAt: now,
    absoluteExpiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_SECONDS[input.kind] * 1000),
  });
}

/**
 * Deletes staff and shopper sessions past their idle or absolute expiry (the auth.purge-expired
 * job, hourly). An expired session is refused anyway (findSession); this keeps the table small.
 */
export async function purgeExpiredSessions(db: Db, now = new Date()): Promise<number> {
  const gone = await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, now), lt(sessions.absoluteExpiresAt, now)))
    .returning({ id: sessions.id });
  return gone.length;
}

/** `startSession` for callers that only need the token (fixtures, tests). */
export async function createSession(db: Db, input: NewSession): Promise<string> {
  return (await startSession(db, input)).token;
}

export interface ActiveSession {
  subjectId: string;
  /** Set when the cookie must be re-sent: the expiry slid, or the session got a new id. */
  cookie: SessionCookie | null;
}

/**
 * The live session for a token, or null when missing or past either expiry. Slides the idle
 * expiry (never past the absolute one) and gives the session a new id when it was marked for
 * rotation (the holder's role changed).
 */
export async function findSession(db: Db, kind: SessionKind, token: string): Promise<ActiveSession | null> {
  const id = hashToken(token);
  const [row] = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.id, id), eq(sessions.kind, kind)))
    .limit(1);
  if (!row) return null;
  const now = Date.now();
  if (row.expiresAt.getTime() <= now || row.absoluteExpiresAt.getTime() <= now) {
    await db.delete(sessions).where(eq(sessions.id, id));
    return null;
  }
  if (row.rotate) {
    const fresh = await insertSession(db, {
      kind,
      subjectId: row.subjectId,
      ip: row.ip,
      userAgent: row.userAgent,
      createdAt: row.createdAt,
      absoluteExpiresAt: row.absoluteExpiresAt,
    });
    const grace = new Date(Math.min(now + ROTATION_GRACE_MS, row.expiresAt.getTime()));
    await db.update(sessions).set({ rotate: false, expiresAt: grace, absoluteExpiresAt: grace }).where(eq(sessions.id, id));
    return { subjectId: row.subjectId, cookie: fresh };
  }
  if (now - row.lastSeenAt.getTime() < TOUCH_AFTER_MS) return { subjectId: row.subjectId, cookie: null };
  const expiresAt = new Date(Math.min(now + SESSION_TTL_SECONDS[kind] * 1000, row.absoluteExpiresAt.getTime()));
  await db
    .update(sessions)
    .set({ lastSeenAt: new Date(now), expiresAt })
    .where(eq(sessions.id, id));
  return { subjectId: row.subjectId, cookie: { token, maxAgeSeconds: maxAge(expiresAt, now) } };
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, hashToken(token)));
}

/** Ends every session of an account (password changed, account suspended). */
export async function deleteSessionsOf(db: Db, kind: SessionKind, subjectId: string): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.kind, kind), eq(sessions.subjectId, subjectId)));
}

/** Every session of the account gets a new id on its next request (its role changed). */
export async function rotateSessionsOf(db: Db, kind: SessionKind, subjectId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ rotate: true })
    .where(and(eq(sessions.kind, kind), eq(sessions.subjectId, subjectId)));
}
