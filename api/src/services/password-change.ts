import { eq } from 'drizzle-orm';
import { AUTH_MESSAGES, type ChangePassword } from '@market/domain/auth';
import type { Db } from '../db/client';
import { customers, staffAccounts } from '../db/schema/identity';
import { AppError } from '../lib/errors';
import { hashPassword, verifyPassword } from './password';
import { reserveSignIn } from './rate-limit';
import { deleteSessionsOf, startSession, type SessionCookie, type SessionKind } from './sessions';
import type { SignInContext } from './admin-auth';

const ACCOUNTS = { staff: staffAccounts, customer: customers } as const;

/**
 * Someone changes their own password (the schema already checked the new one: 12+ characters for
 * staff, the spec's 6 for shoppers). The current password is a password guess like any other, so
 * it goes through the sign-in limits; then every session of the account ends and the caller gets
 * a new one.
 */
export async function changeOwnPassword(
  db: Db,
  kind: SessionKind,
  accountId: string,
  input: ChangePassword,
  ctx: SignInContext,
): Promise<SessionCookie> {
  const table = ACCOUNTS[kind];
  const [row] = await db
    .select({ email: table.email, passwordHash: table.passwordHash })
    .from(table)
    .where(eq(table.id, accountId))
    .limit(1);
  if (!row) throw new AppError('UNAUTHENTICATED');
  const attempt = await reserveSignIn(db, kind, row.email, ctx.ip);
  if (!(await verifyPassword(row.passwordHash, input.currentPassword))) {
    await attempt.failed();
    throw new AppError('VALIDATION', AUTH_MESSAGES.currentPasswordWrong, { currentPassword: AUTH_MESSAGES.currentPasswordWrong });
  }
  await attempt.succeeded();
  const passwordHash = await hashPassword(input.newPassword);
  return db.transaction(async (tx) => {
    await tx.update(table).set({ passwordHash }).where(eq(table.id, accountId));
    await deleteSessionsOf(tx, kind, accountId);
    return startSession(tx, { kind, subjectId: accountId, ip: ctx.ip, userAgent: ctx.userAgent });
  });
}
