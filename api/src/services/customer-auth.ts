import { eq, sql } from 'drizzle-orm';
import { AUTH_MESSAGES, type CustomerUser, type Login, type Signup } from '@market/domain/auth';
import { formatPhone } from '@market/domain/contact';
import type { Db } from '../db/client';
import { customers } from '../db/schema/identity';
import { issueSignupCoupons } from './signup-benefit';
import { isUniqueViolation } from '../lib/db-errors';
import { AppError } from '../lib/errors';
import { hashPassword, verifyPassword } from './password';
import { assertNotLimited, clearFailures, recordFailure, signInKeys } from './rate-limit';
import { createSession, deleteSessionsOf, findSession, type ActiveSession } from './sessions';
import type { SignInContext } from './staff-auth';

type CustomerRow = typeof customers.$inferSelect;

export function toCustomerUser(row: CustomerRow): CustomerUser {
  return { id: row.id, email: row.email, name: row.name, phone: row.phone, role: row.role, marketingConsent: row.agreeToMarketing, createdAt: row.createdAt.toISOString() };
}

/** Creates a shopper account (always role customer) and signs it in. */
export async function signUpCustomer(db: Db, input: Signup, ctx: SignInContext): Promise<{ user: CustomerUser; token: string; message: string }> {
  const [taken] = await db.select({ id: customers.id }).from(customers).where(eq(customers.email, input.email)).limit(1);
  if (taken) throw new AppError('CONFLICT', AUTH_MESSAGES.emailTaken, { email: AUTH_MESSAGES.emailTaken });
  const passwordHash = await hashPassword(input.password);
  let row: CustomerRow | undefined;
  try {
    row = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(customers)
        .values({
          email: input.email,
          passwordHash,
          name: input.name,
          phone: input.phone ? formatPhone(input.phone) : null,
          role: 'customer',
          agreeToMarketing: input.agreeToMarketing ?? false,
          loginCount: 1,
          lastLoginAt: new Date(),
        })
        .returning();
      // The sign-up benefit (first purchase 30%): the welcome coupon, issued with the account.
      await issueSignupCoupons(tx, created!.id);
      return created;
    });
  } catch (error) {
    // Two signups with one e-mail at once: the unique index decides.
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', AUTH_MESSAGES.emailTaken, { email: AUTH_MESSAGES.emailTaken });
    throw error;
  }
  const token = await createSession(db, { kind: 'customer', subjectId: row!.id, ip: ctx.ip, userAgent: ctx.userAgent });
  return { user: toCustomerUser(row!), token, message: AUTH_MESSAGES.signupSuccess };
}

/** Shopper sign-in; a suspended customer is refused once the password is proven. */
export async function signInCustomer(db: Db, input: Login, ctx: SignInContext): Promise<{ user: CustomerUser; token: string; message: string }> {
  const keys = signInKeys('customer', input.email, ctx.ip);
  await assertNotLimited(db, keys);
  const [row] = await db.select().from(customers).where(eq(customers.email, input.email)).limit(1);
  const ok = await verifyPassword(row?.passwordHash, input.password);
  if (!row || !ok) {
    await recordFailure(db, keys);
    throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.invalidCredentials);
  }
  if (row.status === 'suspended') throw new AppError('FORBIDDEN', AUTH_MESSAGES.suspended);
  await clearFailures(db, keys);
  const token = await createSession(db, { kind: 'customer', subjectId: row.id, ip: ctx.ip, userAgent: ctx.userAgent });
  // A dormant (inactive) customer who signs in is active again.
  const [updated] = await db
    .update(customers)
    .set({ loginCount: sql`${customers.loginCount} + 1`, lastLoginAt: new Date(), status: 'active' })
    .where(eq(customers.id, row.id))
    .returning();
  return { user: toCustomerUser(updated ?? row), token, message: AUTH_MESSAGES.loginSuccess };
}

/** The shopper behind a session token; a suspended customer's sessions end at once. */
export async function authenticateCustomer(db: Db, token: string): Promise<{ user: CustomerUser; session: ActiveSession } | null> {
  const session = await findSession(db, 'customer', token);
  if (!session) return null;
  const [row] = await db.select().from(customers).where(eq(customers.id, session.subjectId)).limit(1);
  if (!row) return null;
  if (row.status === 'suspended') {
    await deleteSessionsOf(db, 'customer', row.id);
    return null;
  }
  return { user: toCustomerUser(row), session };
}
