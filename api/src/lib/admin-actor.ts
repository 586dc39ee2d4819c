import type { Context } from 'hono';
import type { Db } from '../db/client';
import { writeAudit, type AuditEntry } from '../services/audit';
import type { AppEnv } from './context';
import { AppError } from './errors';
import { clientIp } from './request-info';

/**
 * Who acts in an admin write, as services see it (they never read the request): the staff
 * member, the brand a scope-`own` permission limits them to, and the audit writer bound to the
 * request, to be called with the change's transaction.
 */
export interface AdminActor {
  staffId: string;
  staffName: string;
  staffEmail: string;
  /** The client address of the request (audit and personal-data access rows). */
  ip: string | null;
  /** Set when the checked permission is scoped to one brand (SELLER_ADMIN). */
  brandId: string | null;
  audit(tx: Db, entry: AuditEntry): Promise<void>;
}

/** The actor of the current admin request (after the access middleware). */
export function adminActor(c: Context<AppEnv>): AdminActor {
  const staff = c.var.staff;
  if (!staff) throw new AppError('UNAUTHENTICATED');
  return {
    staffId: staff.id,
    staffName: staff.name,
    staffEmail: staff.email,
    ip: clientIp(c),
    brandId: c.var.brandId ?? null,
    audit: (tx, entry) => writeAudit(tx, c, entry),
  };
}
