import type { Context } from 'hono';
import type { Db } from '../db/client';
import { auditLogs, type AUDIT_SEVERITIES, type AUDIT_STATUSES } from '../db/schema/system';
import type { AppEnv } from '../lib/context';
import { clientIp } from '../lib/request-info';

/** One admin change: who did what to which record, with the record before and after. */
export interface AuditEntry {
  /** Dotted, e.g. `content.reviews.approve`. */
  action: string;
  resource: string;
  resourceId?: string | null;
  resourceName?: string | null;
  details?: Record<string, unknown>;
  before?: unknown;
  after?: unknown;
  severity?: (typeof AUDIT_SEVERITIES)[number];
  /** SUCCESS unless told (a refused sign-in is FAILED). */
  status?: (typeof AUDIT_STATUSES)[number];
}

/**
 * Writes the audit entry of an admin change (DESIGN 4). Pass the transaction the change runs in,
 * so that a change and its entry are kept or dropped together.
 */
export async function writeAudit(db: Db, c: Context<AppEnv>, entry: AuditEntry): Promise<void> {
  const staff = c.var.staff;
  await insertAudit(
    db,
    { staffId: staff?.id ?? null, email: staff?.email ?? 'system', name: staff?.name ?? '시스템', ip: clientIp(c) },
    entry,
  );
}

async function insertAudit(
  db: Db,
  who: { staffId: string | null; email: string; name: string; ip: string | null },
  entry: AuditEntry,
): Promise<void> {
  await db.insert(auditLogs).values({
    staffId: who.staffId,
    userEmail: who.email,
    userName: who.name,
    action: entry.action,
    resource: entry.resource,
    resourceId: entry.resourceId ?? null,
    resourceName: entry.resourceName ?? null,
    details: entry.details ?? {},
    before: entry.before ?? null,
    after: entry.after ?? null,
    severity: entry.severity ?? 'INFO',
    status: entry.status ?? 'SUCCESS',
    ip: who.ip,
  });
}

/** Who a change without a staff member is written as: a provider's webhook, a scheduled job. */
export interface SystemActor {
  email: string;
  name: string;
}

/**
 * Writes the audit entry of a change no staff member made (payment webhooks, jobs), in the
 * change's transaction like writeAudit.
 */
export async function writeSystemAudit(db: Db, actor: SystemActor, entry: AuditEntry): Promise<void> {
  await insertAudit(db, { staffId: null, email: actor.email, name: actor.name, ip: null }, entry);
}

/** Writes the audit entry of a sign-in event (refused address, wrong password) with who tried and from where. */
export async function writeSignInAudit(
  db: Db,
  who: { staffId: string | null; email: string; name: string; ip: string | null },
  entry: AuditEntry,
): Promise<void> {
  await insertAudit(db, who, entry);
}
