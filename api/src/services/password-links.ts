import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { AUTH_MESSAGES } from '@market/domain/auth';
import { maskEmail } from '@market/domain/mask';
import {
  PASSWORD_LINK_MESSAGES,
  PASSWORD_LINK_RETENTION_DAYS,
  PASSWORD_LINK_TTL_HOURS,
  setPasswordPath,
  type IssuedPasswordLink,
  type PasswordLinkInfo,
  type SetPassword,
} from '@market/domain/password-link';
import { CUSTOMER_MESSAGES } from '@market/domain/customer';
import type { Db } from '../db/client';
import { customerPasswordLinks, customers } from '../db/schema/identity';
import type { AdminActor } from '../lib/admin-actor';
import { AppError } from '../lib/errors';
import { isUuid, queryRows } from '../lib/sql';
import { writeSystemAudit } from './audit';
import { hashPassword } from './password';
import { reservePasswordLinkAttempt } from './rate-limit';
import { deleteSessionsOf, hashToken } from './sessions';

const TTL_MS = PASSWORD_LINK_TTL_HOURS * 3600_000;
/** A token is 32 random bytes in base64url; anything else is not one of ours (no query needed). */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/**
 * `POST /api/admin/customers/{id}/password-link`: a new one-time link for the customer (not for a
 * suspended one). Older live links are revoked in the same transaction, under the customer's row
 * lock; only the token's hash is stored, so the URL is shown this once.
 */
export async function issuePasswordLink(
  db: Db,
  actor: AdminActor,
  customerId: string,
  origin: string,
  now = new Date(),
): Promise<IssuedPasswordLink> {
  if (!isUuid(customerId)) throw new AppError('NOT_FOUND', CUSTOMER_MESSAGES.notFound);
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + TTL_MS);
  await db.transaction(async (tx) => {
    const [customer] = await tx
      .select({ id: customers.id, status: customers.status, hasPassword: sql<boolean>`${customers.passwordHash} is not null` })
      .from(customers)
      .where(eq(customers.id, customerId))
      .for('update');
    if (!customer) throw new AppError('NOT_FOUND', CUSTOMER_MESSAGES.notFound);
    if (customer.status === 'suspended') throw new AppError('CONFLICT', PASSWORD_LINK_MESSAGES.suspended);
    const revoked = await tx
      .update(customerPasswordLinks)
      .set({ revokedAt: now })
      .where(
        and(
          eq(customerPasswordLinks.customerId, customerId),
          isNull(customerPasswordLinks.usedAt),
          isNull(customerPasswordLinks.revokedAt),
        ),
      )
      .returning({ id: customerPasswordLinks.id });
    const [link] = await tx
      .insert(customerPasswordLinks)
      .values({ customerId, tokenHash: hashToken(token), expiresAt, staffId: actor.staffId, createdAt: now })
      .returning({ id: customerPasswordLinks.id });
    await actor.audit(tx, {
      action: 'customers.password-link.create',
      resource: 'customer',
      resourceId: customerId,
      // Never the token: whoever reads the audit log must not be able to use the link.
      details: { customerId, linkId: link!.id, expiresAt: expiresAt.toISOString(), revokedLinks: revoked.length },
      after: { hasPassword: customer.hasPassword, linkExpiresAt: expiresAt.toISOString() },
      severity: 'MEDIUM',
    });
  });
  return {
    url: `${origin}${setPasswordPath(token)}`,
    expiresAt: expiresAt.toISOString(),
    title: PASSWORD_LINK_MESSAGES.issued,
    message: PASSWORD_LINK_MESSAGES.issuedDetail,
  };
}

type LinkRow = typeof customerPasswordLinks.$inferSelect;

/** The link of a token: 404 when no such link exists, 410 when it was used, revoked or has expired. */
async function liveLink(db: Db, token: string, now: Date): Promise<LinkRow> {
  const [link] = TOKEN_SHAPE.test(token)
    ? await db
        .select()
        .from(customerPasswordLinks)
        .where(eq(customerPasswordLinks.tokenHash, hashToken(token)))
        .limit(1)
    : [];
  if (!link) throw new AppError('NOT_FOUND', PASSWORD_LINK_MESSAGES.notFound);
  if (link.usedAt || link.revokedAt || link.expiresAt.getTime() <= now.getTime()) throw new AppError('GONE', PASSWORD_LINK_MESSAGES.gone);
  return link;
}

/** Runs `work` as one attempt of the address's password-link limit: failures stay counted. */
async function limited<T>(db: Db, ip: string, work: () => Promise<T>): Promise<T> {
  const attempt = await reservePasswordLinkAttempt(db, ip);
  const result = await work();
  await attempt.succeeded();
  return result;
}

/** `GET /api/auth/password-link/{token}`: whether the link still works, and for whom (masked). */
export function readPasswordLink(db: Db, token: string, ip: string, now = new Date()): Promise<PasswordLinkInfo> {
  return limited(db, ip, async () => {
    const link = await liveLink(db, token, now);
    const [customer] = await db.select({ email: customers.email }).from(customers).where(eq(customers.id, link.customerId));
    if (!customer) throw new AppError('NOT_FOUND', PASSWORD_LINK_MESSAGES.notFound);
    return { email: maskEmail(customer.email), expiresAt: link.expiresAt.toISOString() };
  });
}

/**
 * `POST /api/auth/password-link/{token}`: sets the password (argon2id, as at sign-up) and uses the
 * link up. The link is claimed by one conditional update, so of two uses at once one wins and the
 * other gets 410; every session of the customer ends with it. A customer suspended since the link
 * was issued is refused and the link stays unused.
 */
export function consumePasswordLink(db: Db, token: string, input: SetPassword, ip: string, now = new Date()): Promise<{ message: string }> {
  return limited(db, ip, async () => {
    const link = await liveLink(db, token, now);
    // Hashing takes ~50 ms: done before the transaction so no row lock waits on it.
    const passwordHash = await hashPassword(input.password);
    await db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(customerPasswordLinks)
        .set({ usedAt: now })
        .where(
          and(
            eq(customerPasswordLinks.id, link.id),
            isNull(customerPasswordLinks.usedAt),
            isNull(customerPasswordLinks.revokedAt),
            gt(customerPasswordLinks.expiresAt, now),
          ),
        )
        .returning({ customerId: customerPasswordLinks.customerId });
      if (!claimed) throw new AppError('GONE', PASSWORD_LINK_MESSAGES.gone);
      const [customer] = await tx
        .update(customers)
        .set({ passwordHash })
        .where(eq(customers.id, claimed.customerId))
        .returning({ status: customers.status });
      if (!customer) throw new AppError('NOT_FOUND', PASSWORD_LINK_MESSAGES.notFound);
      if (customer.status === 'suspended') throw new AppError('FORBIDDEN', AUTH_MESSAGES.suspended);
      await deleteSessionsOf(tx, 'customer', claimed.customerId);
      await writeSystemAudit(
        tx,
        { email: 'shopper', name: '고객 (비밀번호 설정 링크)' },
        {
          action: 'customers.password-link.use',
          resource: 'customer',
          resourceId: claimed.customerId,
          details: { customerId: claimed.customerId, linkId: link.id },
          severity: 'MEDIUM',
        },
      );
    });
    return { message: PASSWORD_LINK_MESSAGES.passwordSet };
  });
}

/**
 * The maintenance purge (`auth.purge-expired`, and the 만료 세션 정리 cleanup): deletes links that
 * ended — used, revoked or expired, whichever came first — more than PASSWORD_LINK_RETENTION_DAYS
 * ago, answering how many and the bytes they held. A live link is never touched; running it again
 * deletes nothing more.
 */
export async function purgePasswordLinks(db: Db, now = new Date()): Promise<{ rows: number; bytes: number }> {
  const cutoff = new Date(now.getTime() - PASSWORD_LINK_RETENTION_DAYS * 86_400_000).toISOString();
  const [row] = await queryRows<{ rows: number; bytes: number }>(
    db,
    sql`with gone as (
          delete from customer_password_links l
          where least(coalesce(l.used_at, 'infinity'), coalesce(l.revoked_at, 'infinity'), l.expires_at) < ${cutoff}::timestamptz
          returning pg_column_size(l.*) as b)
        select count(*)::int as rows, coalesce(sum(b), 0)::float8 as bytes from gone`,
  );
  return { rows: row?.rows ?? 0, bytes: Math.round(row?.bytes ?? 0) };
}
