import type { Db } from '../db/client';
import { personalDataAccess, type PERSONAL_DATA_PURPOSES } from '../db/schema/system';
import type { AdminActor } from '../lib/admin-actor';

export interface PersonalDataAccessEntry {
  purpose: (typeof PERSONAL_DATA_PURPOSES)[number];
  /** e.g. `order` for a reveal of one order, `orders` for an export of the orders list. */
  resource: string;
  resourceId?: string | null;
  /** The personal fields that were shown, e.g. ['recipientName', 'recipientPhone', 'address']. */
  fields: string[];
  reason: string;
}

/**
 * Writes the 개인정보 열람 기록 of a reveal or an export (who, when, from where, what, why). Pass
 * the transaction of the read when there is one, so the record and the answer go together.
 */
export async function logPersonalDataAccess(db: Db, actor: AdminActor, entry: PersonalDataAccessEntry): Promise<void> {
  await db.insert(personalDataAccess).values({
    staffId: actor.staffId,
    staffEmail: actor.staffEmail,
    staffName: actor.staffName,
    ip: actor.ip,
    purpose: entry.purpose,
    resource: entry.resource,
    resourceId: entry.resourceId ?? null,
    fields: entry.fields,
    reason: entry.reason,
  });
  // An export writes its own audit row (lib/export.ts); a reveal is shown in the audit log through this one.
  if (entry.purpose === 'reveal') {
    await actor.audit(db, {
      action: `${entry.resource}.personal-data.reveal`,
      resource: entry.resource,
      resourceId: entry.resourceId ?? null,
      details: { summary: '개인정보 열람', fields: entry.fields, reason: entry.reason },
      severity: 'MEDIUM',
    });
  }
}
