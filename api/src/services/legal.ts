import { createHash } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import {
  LEGAL_KIND_LABELS,
  LEGAL_KINDS,
  LEGAL_MESSAGES,
  type AdminLegalDocuments,
  type CurrentLegalVersions,
  type LegalAgreements,
  type LegalDocument,
  type LegalKind,
  type LegalVersion,
  type LegalVersionSummary,
  type MyConsents,
  type PublishLegalVersion,
} from '@market/domain/legal';
import type { Db } from '../db/client';
import { staffAccounts } from '../db/schema/identity';
import { legalConsents, legalDocumentVersions } from '../db/schema/legal';
import type { AdminActor } from '../lib/admin-actor';
import { AppError } from '../lib/errors';

type VersionRow = typeof legalDocumentVersions.$inferSelect;

const summaryOf = (r: VersionRow): LegalVersionSummary => ({
  id: r.id,
  kind: r.kind,
  version: r.version,
  title: r.title,
  effectiveDate: r.effectiveDate,
  publishedAt: r.publishedAt.toISOString(),
});
const versionOf = (r: VersionRow): LegalVersion => ({ ...summaryOf(r), body: r.body });

async function versionsOf(db: Db, kind: LegalKind): Promise<VersionRow[]> {
  return db.select().from(legalDocumentVersions).where(eq(legalDocumentVersions.kind, kind)).orderBy(desc(legalDocumentVersions.version));
}

/** `GET /api/legal/{kind}`: the current (newest) version in full and the list of every version. */
export async function getLegalDocument(db: Db, kind: LegalKind): Promise<LegalDocument> {
  const rows = await versionsOf(db, kind);
  if (!rows[0]) throw new AppError('NOT_FOUND', LEGAL_MESSAGES.notFound);
  return { current: versionOf(rows[0]), versions: rows.map(summaryOf) };
}

/** `GET /api/legal/{kind}/versions/{id}`: one version, current or not. */
export async function getLegalVersion(db: Db, kind: LegalKind, id: string): Promise<LegalVersion> {
  const [row] = await db
    .select()
    .from(legalDocumentVersions)
    .where(and(eq(legalDocumentVersions.kind, kind), eq(legalDocumentVersions.id, id)));
  if (!row) throw new AppError('NOT_FOUND', LEGAL_MESSAGES.notFound);
  return versionOf(row);
}

/** `GET /api/legal`: the current version of each document. */
export async function getCurrentLegalVersions(db: Db): Promise<CurrentLegalVersions> {
  const rows = await db
    .selectDistinctOn([legalDocumentVersions.kind])
    .from(legalDocumentVersions)
    .orderBy(legalDocumentVersions.kind, desc(legalDocumentVersions.version));
  const of = (kind: LegalKind) => {
    const row = rows.find((r) => r.kind === kind);
    if (!row) throw new AppError('NOT_FOUND', LEGAL_MESSAGES.notFound);
    return summaryOf(row);
  };
  return { terms: of('terms'), privacy: of('privacy') };
}

/** `GET /api/legal/consents`: what the shopper agreed to, when and where (their own rows only). */
export async function listMyConsents(db: Db, customerId: string): Promise<MyConsents> {
  const rows = await db
    .select({
      c: legalConsents,
      v: { id: legalDocumentVersions.id, version: legalDocumentVersions.version, title: legalDocumentVersions.title },
    })
    .from(legalConsents)
    .leftJoin(legalDocumentVersions, eq(legalDocumentVersions.id, legalConsents.versionId))
    .where(eq(legalConsents.customerId, customerId))
    .orderBy(desc(legalConsents.agreedAt), legalConsents.kind)
    .limit(200);
  return {
    items: rows.map(({ c, v }) => ({
      kind: c.kind,
      context: c.context,
      granted: c.granted,
      agreedAt: c.agreedAt.toISOString(),
      version: c.versionId && v ? v : null,
      orderId: c.orderId,
    })),
  };
}

/** `GET /api/admin/settings/legal`: every version of both documents with who published it. */
export async function listLegalVersionsAdmin(db: Db): Promise<AdminLegalDocuments> {
  const rows = await db
    .select({ row: legalDocumentVersions, staffName: staffAccounts.name })
    .from(legalDocumentVersions)
    .leftJoin(staffAccounts, eq(staffAccounts.id, legalDocumentVersions.publishedBy))
    .orderBy(desc(legalDocumentVersions.version));
  const of = (kind: LegalKind) =>
    rows
      .filter((r) => r.row.kind === kind)
      .map((r, i) => ({ ...summaryOf(r.row), publishedBy: r.row.publishedBy ? (r.staffName ?? null) : '시스템', current: i === 0 }));
  return { terms: of('terms'), privacy: of('privacy') };
}

/**
 * `POST /api/admin/settings/legal/{kind}`: publishes the next version (current at once) with an
 * audit row. Concurrent publishers are serialised by the (kind, version) unique index: the loser
 * is told to reload.
 */
export async function publishLegalVersion(
  db: Db,
  actor: AdminActor,
  kind: LegalKind,
  input: PublishLegalVersion,
): Promise<{ item: LegalVersion; title: string }> {
  const label = LEGAL_KIND_LABELS[kind];
  return db.transaction(async (tx) => {
    // One publisher of a kind at a time (transaction-scoped lock keyed by the kind).
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`legal:${kind}`}))`);
    const [last] = await tx
      .select({ version: legalDocumentVersions.version })
      .from(legalDocumentVersions)
      .where(eq(legalDocumentVersions.kind, kind))
      .orderBy(desc(legalDocumentVersions.version))
      .limit(1);
    const version = (last?.version ?? 0) + 1;
    const [row] = await tx
      .insert(legalDocumentVersions)
      .values({ kind, version, title: input.title, body: input.body, effectiveDate: input.effectiveDate, publishedBy: actor.staffId })
      .returning();
    await actor.audit(tx, {
      action: 'settings.legal.publish',
      resource: 'legal_document_versions',
      resourceId: row!.id,
      resourceName: `${label} 제${version}판`,
      details: { kind, version, title: input.title, effectiveDate: input.effectiveDate, bodyLength: input.body.length },
      after: { kind, version, title: input.title, effectiveDate: input.effectiveDate },
      severity: 'HIGH',
    });
    return { item: versionOf(row!), title: LEGAL_MESSAGES.published(label, version) };
  });
}

const hash = (value: string | null | undefined) => (value ? createHash('sha256').update(value).digest('hex') : null);

export interface ConsentContext {
  context: 'signup' | 'checkout' | 'guest_checkout';
  ip: string | null;
  userAgent: string | null;
}

/**
 * The versions a shopper agreed to must be the current ones: a missing or unknown id is a 422 on
 * its field, a replaced one a 409 asking to read the new text. Call inside the write's transaction.
 */
export async function assertCurrentAgreements(db: Db, agreements: LegalAgreements): Promise<void> {
  const current = await getCurrentLegalVersions(db);
  const given: Record<LegalKind, string> = { terms: agreements.termsVersionId, privacy: agreements.privacyVersionId };
  for (const kind of LEGAL_KINDS) {
    const id = given[kind];
    if (id === current[kind].id) continue;
    const field = kind === 'terms' ? 'agreements.termsVersionId' : 'agreements.privacyVersionId';
    const [known] = await db
      .select({ id: legalDocumentVersions.id })
      .from(legalDocumentVersions)
      .where(and(eq(legalDocumentVersions.kind, kind), eq(legalDocumentVersions.id, id)));
    if (!known) throw new AppError('VALIDATION', LEGAL_MESSAGES.versionUnknown, { [field]: LEGAL_MESSAGES.versionUnknown });
    const message = LEGAL_MESSAGES.stale(LEGAL_KIND_LABELS[kind]);
    throw new AppError('CONFLICT', message, { [field]: message });
  }
}

/**
 * Writes the evidence rows of one agreement: the two documents, and the marketing choice when
 * one was made. The caller checked the versions with assertCurrentAgreements in the same transaction.
 */
export async function recordConsents(
  db: Db,
  subject: { customerId: string } | { orderId: string; customerId?: string | null },
  agreements: LegalAgreements,
  ctx: ConsentContext,
  marketing?: boolean,
): Promise<void> {
  const base = {
    customerId: 'customerId' in subject ? (subject.customerId ?? null) : null,
    orderId: 'orderId' in subject ? subject.orderId : null,
    context: ctx.context,
    ipHash: hash(ctx.ip),
    userAgentHash: hash(ctx.userAgent),
  };
  const agreedAt = new Date();
  await db
    .insert(legalConsents)
    .values([
      { ...base, kind: 'terms', versionId: agreements.termsVersionId, agreedAt },
      { ...base, kind: 'privacy', versionId: agreements.privacyVersionId, agreedAt },
      ...(marketing === undefined ? [] : [{ ...base, kind: 'marketing' as const, versionId: null, granted: marketing, agreedAt }]),
    ]);
}
