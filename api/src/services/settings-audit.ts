import type { Db } from '../db/client';
import type { AdminActor } from '../lib/admin-actor';

/**
 * The audit rows of the shipping and tax settings writes (severity MEDIUM, DESIGN 4): an edit
 * records only the fields it changed, a create the new row, a delete the row it removed.
 */

/** Which row was written: the audit entry's action, resource and its id and name. */
export interface SettingsAuditTarget {
  action: string;
  resource: string;
  resourceId: string;
  resourceName: string;
}

/** The fields whose values differ, before and after (the audit row of a settings change). */
export function changedFields<T extends Record<string, unknown>>(
  before: T,
  after: T,
): { before: Partial<T>; after: Partial<T>; fields: string[] } {
  const fields = Object.keys(after).filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]));
  const pick = (o: T) => Object.fromEntries(fields.map((k) => [k, o[k]])) as Partial<T>;
  return { before: pick(before), after: pick(after), fields };
}

/** An edit: the changed fields (from `changedFields`) with their values before and after. */
export function auditSettingsChange(tx: Db, actor: AdminActor, target: SettingsAuditTarget, diff: ReturnType<typeof changedFields>) {
  return actor.audit(tx, {
    ...target,
    details: { fields: diff.fields },
    before: diff.before,
    after: diff.after,
    severity: 'MEDIUM',
  });
}

export function auditSettingsCreate(tx: Db, actor: AdminActor, target: SettingsAuditTarget, item: unknown) {
  return actor.audit(tx, { ...target, before: null, after: item, severity: 'MEDIUM' });
}

export function auditSettingsDelete(tx: Db, actor: AdminActor, target: SettingsAuditTarget, before: unknown) {
  return actor.audit(tx, { ...target, before, after: null, severity: 'MEDIUM' });
}
