import { and, eq, inArray, sql } from 'drizzle-orm';
import { AUTH_MESSAGES, type CustomerUser, type Login, type Signup } from '@market/domain/auth';
import { formatPhone } from '@market/domain/contact';
import type { Db } from '../db/client';
import { customers } from '../db/schema/identity';
import { DEMO_PASSWORD, DEMO_SHOPPERS } from '../db/seed/data';
import { issueSignupCoupons } from './signup-benefit';
import { assertCurrentAgreements, recordConsents } from './legal';
import { isUniqueViolation } from '../lib/db-errors';
import { AppError } from '../lib/errors';
import { hashPassword, verifyPassword } from './password';
import { reserveSignIn, reserveSignUp } from './rate-limit';
import { deleteSessionsOf, findSession, startSession, type ActiveSession, type SessionCookie } from './sessions';
import type { SignInContext } from './admin-auth';

type CustomerRow = typeof customers.$inferSelect;

export function toCustomerUser(row: CustomerRow): CustomerUser {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    phone: row.phone,
    role: row.role,
    marketingConsent: row.agreeToMarketing,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Creates a shopper account (always role customer) and signs it in. */
export async function signUpCustomer(
  db: Db,
  input: Signup,
  ctx: SignInContext & { signupsPerHour: number },
): Promise<{ user: CustomerUser; cookie: SessionCookie; message: string }> {
  await reserveSignUp(db, ctx.ip, ctx.signupsPerHour);
  const [taken] = await db.select({ id: customers.id }).from(customers).where(eq(customers.email, input.email)).limit(1);
  if (taken) throw new AppError('CONFLICT', AUTH_MESSAGES.emailTaken, { email: AUTH_MESSAGES.emailTaken });
  const passwordHash = await hashPassword(input.password);
  let row: CustomerRow | undefined;
  try {
    row = await db.transaction(async (tx) => {
      await assertCurrentAgreements(tx, input.agreements);
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
      // The evidence of what was agreed to, and the marketing choice, with the time (ADR 037).
      await recordConsents(
        tx,
        { customerId: created!.id },
        input.agreements,
        { context: 'signup', ip: ctx.ip, userAgent: ctx.userAgent },
        input.agreeToMarketing ?? false,
      );
      return created;
    });
  } catch (error) {
    // Two signups with one e-mail at once: the unique index decides.
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', AUTH_MESSAGES.emailTaken, { email: AUTH_MESSAGES.emailTaken });
    throw error;
  }
  const cookie = await startSession(db, { kind: 'customer', subjectId: row!.id, ip: ctx.ip, userAgent: ctx.userAgent });
  return { user: toCustomerUser(row!), cookie, message: AUTH_MESSAGES.signupSuccess };
}

/** Shopper sign-in; a suspended customer is refused once the password is proven. */
export async function signInCustomer(
  db: Db,
  input: Login,
  ctx: SignInContext,
): Promise<{ user: CustomerUser; cookie: SessionCookie; message: string }> {
  const attempt = await reserveSignIn(db, 'customer', input.email, ctx.ip);
  const [row] = await db.select().from(customers).where(eq(customers.email, input.email)).limit(1);
  const ok = await verifyPassword(row?.passwordHash, input.password);
  if (!row || !ok) {
    await attempt.failed();
    throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.invalidCredentials);
  }
  await attempt.succeeded();
  if (row.status === 'suspended') throw new AppError('FORBIDDEN', AUTH_MESSAGES.suspended);
  const cookie = await startSession(db, { kind: 'customer', subjectId: row.id, ip: ctx.ip, userAgent: ctx.userAgent });
  // A dormant (inactive) customer who signs in is active again.
  const [updated] = await db
    .update(customers)
    .set({ loginCount: sql`${customers.loginCount} + 1`, lastLoginAt: new Date(), status: 'active' })
    .where(eq(customers.id, row.id))
    .returning();
  return { user: toCustomerUser(updated ?? row), cookie, message: AUTH_MESSAGES.loginSuccess };
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

/** The storefront's demo buttons: the demo shoppers as they exist in the database (demo mode only). */
export async function listDemoShoppers(
  db: Db,
): Promise<{ password: string; accounts: { email: string; name: string; role: 'customer' | 'seller' }[] }> {
  const rows = await db
    .select({ email: customers.email, name: customers.name, role: customers.role })
    .from(customers)
    .where(
      and(
        eq(customers.isDemo, true),
        eq(customers.status, 'active'),
        inArray(
          customers.email,
          DEMO_SHOPPERS.map((s) => s.email),
        ),
      ),
    );
  const order = new Map<string, number>(DEMO_SHOPPERS.map((s, i) => [s.email, i]));
  rows.sort((a, b) => (order.get(a.email) ?? 99) - (order.get(b.email) ?? 99));
  return { password: DEMO_PASSWORD, accounts: rows };
}
