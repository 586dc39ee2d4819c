import { z } from 'zod';
import { LEGAL_KINDS } from './legal-text';

/**
 * 이용약관 and 개인정보처리방침 (issue 17, ADR 037): versioned documents staff publish, the
 * storefront shows, and signup and checkout record agreement to, version by version.
 */

export { LEGAL_KINDS, LEGAL_KIND_LABELS, businessInfoLookupUrl, formatEffectiveDate, parseLegalBody } from './legal-text';
export type { LegalBlock, LegalKind } from './legal-text';

/** What a consent row records: a document version, or the marketing choice (granted or not). */
export const CONSENT_KINDS = ['terms', 'privacy', 'marketing'] as const;
export const CONSENT_CONTEXTS = ['signup', 'checkout', 'guest_checkout'] as const;

export const LEGAL_LIMITS = { titleMax: 100, bodyMax: 50_000 } as const;

export const LEGAL_MESSAGES = {
  title: `제목을 1~${LEGAL_LIMITS.titleMax}자로 입력해주세요.`,
  body: `본문을 1~${LEGAL_LIMITS.bodyMax.toLocaleString('ko-KR')}자로 입력해주세요.`,
  effectiveDate: '시행일을 YYYY-MM-DD 형식으로 입력해주세요.',
  published: (label: string, version: number) => `${label} 제${version}판이 게시되었습니다.`,
  termsRequired: '이용약관에 동의해주세요.',
  privacyRequired: '개인정보처리방침에 동의해주세요.',
  versionUnknown: '동의한 약관 버전을 찾을 수 없습니다. 페이지를 새로고침한 뒤 다시 동의해주세요.',
  /** A version replaced between reading and submitting (409). */
  stale: (label: string) => `${label}이 개정되었습니다. 변경된 내용을 확인하고 다시 동의해주세요.`,
  notFound: '약관을 찾을 수 없습니다.',
} as const;

const versionId = (message: string) => z.uuid({ error: message });

/**
 * The documents a shopper agreed to, by the version ids the page showed. Signup and checkout send
 * it; the server refuses a missing one (422) and a version no longer current (409).
 */
export const LegalAgreementsSchema = z
  .object(
    {
      termsVersionId: versionId(LEGAL_MESSAGES.termsRequired),
      privacyVersionId: versionId(LEGAL_MESSAGES.privacyRequired),
    },
    { error: LEGAL_MESSAGES.termsRequired },
  )
  .strict();
export type LegalAgreements = z.infer<typeof LegalAgreementsSchema>;

/** One published version as the storefront and the admin show it. */
export const LegalVersionSummarySchema = z.object({
  id: z.uuid(),
  kind: z.enum(LEGAL_KINDS),
  version: z.number().int().positive(),
  title: z.string(),
  /** The date the version takes effect (YYYY-MM-DD, Korea). */
  effectiveDate: z.string(),
  publishedAt: z.string(),
});
export type LegalVersionSummary = z.infer<typeof LegalVersionSummarySchema>;

export const LegalVersionSchema = LegalVersionSummarySchema.extend({ body: z.string() });
export type LegalVersion = z.infer<typeof LegalVersionSchema>;

/** `GET /api/legal/{kind}`: the current version in full and every version (newest first). */
export const LegalDocumentSchema = z.object({ current: LegalVersionSchema, versions: z.array(LegalVersionSummarySchema) });
export type LegalDocument = z.infer<typeof LegalDocumentSchema>;

/** `GET /api/legal`: the current version of each document (what signup and checkout agree to). */
export const CurrentLegalVersionsSchema = z.object({ terms: LegalVersionSummarySchema, privacy: LegalVersionSummarySchema });
export type CurrentLegalVersions = z.infer<typeof CurrentLegalVersionsSchema>;

/** `GET /api/legal/consents`: the signed-in shopper's own consent history (newest first). */
export const MyConsentSchema = z.object({
  kind: z.enum(CONSENT_KINDS),
  context: z.enum(CONSENT_CONTEXTS),
  granted: z.boolean(),
  agreedAt: z.string(),
  /** The document version (null for marketing). */
  version: z.object({ id: z.uuid(), version: z.number().int(), title: z.string() }).nullable(),
  orderId: z.uuid().nullable(),
});
export const MyConsentsSchema = z.object({ items: z.array(MyConsentSchema) });
export type MyConsents = z.infer<typeof MyConsentsSchema>;

/** `POST /api/admin/settings/legal/{kind}`: a new version, current as soon as it is published. */
export const PublishLegalVersionSchema = z
  .object({
    title: z.string({ error: LEGAL_MESSAGES.title }).trim().min(1, LEGAL_MESSAGES.title).max(LEGAL_LIMITS.titleMax, LEGAL_MESSAGES.title),
    body: z.string({ error: LEGAL_MESSAGES.body }).trim().min(1, LEGAL_MESSAGES.body).max(LEGAL_LIMITS.bodyMax, LEGAL_MESSAGES.body),
    effectiveDate: z
      .string({ error: LEGAL_MESSAGES.effectiveDate })
      .regex(/^\d{4}-\d{2}-\d{2}$/, LEGAL_MESSAGES.effectiveDate)
      .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), {
        message: LEGAL_MESSAGES.effectiveDate,
      }),
  })
  .strict();
export type PublishLegalVersion = z.infer<typeof PublishLegalVersionSchema>;

/** The admin's list: every version of both documents with who published it. */
export const AdminLegalVersionSchema = LegalVersionSummarySchema.extend({
  publishedBy: z.string().nullable(),
  current: z.boolean(),
});
export const AdminLegalDocumentsSchema = z.object({
  terms: z.array(AdminLegalVersionSchema),
  privacy: z.array(AdminLegalVersionSchema),
});
export type AdminLegalDocuments = z.infer<typeof AdminLegalDocumentsSchema>;

export const PublishLegalResultSchema = z.object({ item: LegalVersionSchema, title: z.string() });

/** The first versions the migration writes (tests and fixtures agree to them). */
export const FIRST_LEGAL_VERSION_IDS = {
  termsVersionId: '7e2a0f6c-3b1d-4c5e-9a10-000000000001',
  privacyVersionId: '7e2a0f6c-3b1d-4c5e-9a10-000000000002',
} as const satisfies LegalAgreements;
