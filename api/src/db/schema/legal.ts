import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { CONSENT_CONTEXTS, CONSENT_KINDS, LEGAL_KINDS } from '@market/domain/legal';
import { createdAt, oneOf, tz } from './columns';
import { customers, staffAccounts } from './identity';
import { orders } from './orders';

/**
 * 이용약관 and 개인정보처리방침, one row per published version (ADR 037). A version is never
 * changed after publishing: the newest one of a kind is the current one.
 */
export const legalDocumentVersions = pgTable(
  'legal_document_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: LEGAL_KINDS }).notNull(),
    version: integer('version').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    effectiveDate: date('effective_date', { mode: 'string' }).notNull(),
    publishedAt: tz('published_at').notNull().defaultNow(),
    /** Null for the versions the migration wrote. */
    publishedBy: uuid('published_by').references(() => staffAccounts.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('legal_document_versions_kind_version_idx').on(t.kind, t.version),
    check('legal_document_versions_kind_check', oneOf(t.kind, LEGAL_KINDS)),
    check('legal_document_versions_version_check', sql`${t.version} >= 1`),
  ],
);

/**
 * Consent evidence: who (a customer, or a guest order) agreed to which version, where and when;
 * the marketing choice is a row too (granted true or false). Rows are only ever added.
 */
export const legalConsents = pgTable(
  'legal_consents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: CONSENT_KINDS }).notNull(),
    /** The document version agreed to (null for marketing). */
    versionId: uuid('version_id').references(() => legalDocumentVersions.id, { onDelete: 'restrict' }),
    granted: boolean('granted').notNull().default(true),
    context: text('context', { enum: CONSENT_CONTEXTS }).notNull(),
    agreedAt: tz('agreed_at').notNull().defaultNow(),
    /** SHA-256 of the client address and user agent (evidence without keeping either). */
    ipHash: text('ip_hash'),
    userAgentHash: text('user_agent_hash'),
    createdAt: createdAt(),
  },
  (t) => [
    index('legal_consents_customer_idx').on(t.customerId),
    index('legal_consents_order_idx').on(t.orderId),
    check('legal_consents_kind_check', oneOf(t.kind, CONSENT_KINDS)),
    check('legal_consents_context_check', oneOf(t.context, CONSENT_CONTEXTS)),
    check('legal_consents_subject_check', sql`${t.customerId} is not null or ${t.orderId} is not null`),
    check('legal_consents_version_check', sql`(${t.kind} = 'marketing') = (${t.versionId} is null)`),
  ],
);
