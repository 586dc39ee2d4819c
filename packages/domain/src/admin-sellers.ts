import { z } from 'zod';
import { isValidEmail } from './contact';
import { ExportQuerySchema } from './export';
import { canTransition, PARTNER_STATUSES, PARTNER_TRANSITIONS, type PartnerStatus } from './lifecycle';
import { CursorPageQuerySchema, PageQuerySchema, SearchTextSchema } from './paging';

/**
 * Seller management in the admin (spec 001: "Seller management", section 4 "Brand status (and
 * seller status, same rules)"): the list query, the create / edit / status bodies, the row shape,
 * the business registration number's check digit and the Korean messages, shared by the API and
 * the screen.
 */

export const SELLER_SETTLEMENT_CYCLES = ['weekly', 'biweekly', 'monthly'] as const;
export type SellerSettlementCycle = (typeof SELLER_SETTLEMENT_CYCLES)[number];
export const SETTLEMENT_CYCLE_LABELS: Record<SellerSettlementCycle, string> = { weekly: '주간', biweekly: '격주', monthly: '월간' };

export const SELLER_STATUS_LABELS: Record<PartnerStatus, string> = { active: '운영중', pending: '승인 대기', suspended: '정지' };

/** Commission in percent, one decimal (sellers.commission_rate numeric(4,1)); spec 001 section 9. */
export const COMMISSION_RATE_MIN = 12;
export const COMMISSION_RATE_MAX = 20;

export const SELLER_MESSAGES = {
  companyName: '회사명을 입력해주세요.',
  companyNameTooLong: '회사명은 100자 이하로 입력해주세요.',
  brand: '브랜드를 선택하거나 새 브랜드 이름을 입력해주세요.',
  brandBoth: '기존 브랜드와 새 브랜드 이름 중 하나만 입력해주세요.',
  brandName: '브랜드 이름은 1~50자로 입력해주세요.',
  brandNameEn: '영문 브랜드 이름은 50자 이하의 영문, 숫자, 공백으로 입력해주세요.',
  brandId: '브랜드가 올바르지 않습니다.',
  brandNotFound: '선택한 브랜드를 찾을 수 없습니다.',
  brandTaken: '이미 다른 셀러에 연결된 브랜드입니다.',
  brandNameTaken: '같은 이름의 브랜드가 이미 있습니다. 기존 브랜드를 선택해주세요.',
  businessNumberFormat: '사업자등록번호는 000-00-00000 형식으로 입력해주세요.',
  businessNumberCheck: '유효하지 않은 사업자등록번호입니다. 번호를 다시 확인해주세요.',
  businessNumberTaken: '이미 등록된 사업자등록번호입니다.',
  ceoName: '대표자명은 30자 이하로 입력해주세요.',
  contactPerson: '담당자 이름을 입력해주세요.',
  contactPersonTooLong: '담당자 이름은 30자 이하로 입력해주세요.',
  phone: '연락처를 올바른 형식으로 입력해주세요. (예: 010-1234-5678, 02-123-4567)',
  email: '이메일 주소를 올바른 형식으로 입력해주세요.',
  commissionRate: `수수료율은 ${COMMISSION_RATE_MIN}%에서 ${COMMISSION_RATE_MAX}% 사이로 입력해주세요.`,
  commissionRateStep: '수수료율은 소수점 첫째 자리까지 입력할 수 있습니다.',
  settlementCycle: '정산 주기를 선택해주세요.',
  bankName: '은행명을 입력해주세요.',
  bankAccount: '계좌번호는 숫자와 하이픈(-)으로 10~16자리를 입력해주세요.',
  accountHolder: '예금주를 입력해주세요.',
  accountHolderTooLong: '예금주는 50자 이하로 입력해주세요.',
  status: '상태 값이 올바르지 않습니다.',
  targetStatus: '변경할 상태가 올바르지 않습니다.',
  sort: '정렬 기준이 올바르지 않습니다.',
  order: '정렬 방향이 올바르지 않습니다.',
  cursor: '페이지 커서가 올바르지 않습니다.',
  notFound: '셀러를 찾을 수 없습니다.',
  stale: '다른 관리자가 먼저 셀러 상태를 변경했습니다. 목록을 새로고침한 뒤 다시 시도해주세요.',
  noChanges: '변경할 내용을 입력해주세요.',
  created: '셀러 등록 완료',
  createdDescription: '셀러가 등록되었습니다. 승인하면 운영을 시작합니다.',
  updated: '셀러 정보 수정 완료',
  updatedDescription: '셀러 정보가 저장되었습니다.',
  /** Spec 001 section 8. */
  statusChanged: '셀러 상태 변경 완료',
} as const;

/** '셀러 상태가 '정지'(으)로 변경되었습니다.': the notice of spec 001 section 8 with the new status. */
export function sellerStatusChangedMessage(to: PartnerStatus): string {
  return `셀러 상태가 '${SELLER_STATUS_LABELS[to]}'(으)로 변경되었습니다.`;
}

/** 409 for a change section 4 does not offer, e.g. 운영중 → 운영중. */
export function illegalSellerTransitionMessage(from: PartnerStatus, to: PartnerStatus): string {
  return `'${SELLER_STATUS_LABELS[from]}' 상태의 셀러는 '${SELLER_STATUS_LABELS[to]}' 상태로 변경할 수 없습니다.`;
}

/** The four buttons of section 4: approve, reject, suspend, reactivate. */
export type SellerAction = 'approve' | 'reject' | 'suspend' | 'reactivate';
export const SELLER_ACTION_LABELS: Record<SellerAction, string> = {
  approve: '승인',
  reject: '거절',
  suspend: '정지',
  reactivate: '재활성화',
};

/** The action a change from `from` to `to` is, or null when section 4 does not offer it. */
export function sellerAction(from: PartnerStatus, to: PartnerStatus): SellerAction | null {
  if (!canTransition(PARTNER_TRANSITIONS, from, to)) return null;
  if (from === 'pending') return to === 'active' ? 'approve' : 'reject';
  return to === 'suspended' ? 'suspend' : 'reactivate';
}

/** The buttons offered for a seller in `status`, in display order. */
export function sellerActions(status: PartnerStatus): { action: SellerAction; to: PartnerStatus }[] {
  return PARTNER_TRANSITIONS[status].map((to) => ({ action: sellerAction(status, to)!, to }));
}

// ---- 사업자등록번호

const BUSINESS_NUMBER_FORMAT = /^\d{3}-\d{2}-\d{5}$/;
const CHECK_WEIGHTS = [1, 3, 7, 1, 3, 7, 1, 3, 5] as const;

/** The check digit (10th digit) of a 사업자등록번호 from its first nine digits (국세청 algorithm). */
export function businessNumberCheckDigit(first9: string): number {
  if (!/^\d{9}$/.test(first9)) throw new RangeError(`nine digits expected, got ${first9}`);
  const d = [...first9].map(Number);
  let sum = CHECK_WEIGHTS.reduce<number>((s, w, i) => s + d[i]! * w, 0);
  sum += Math.floor((d[8]! * 5) / 10);
  return (10 - (sum % 10)) % 10;
}

/** 10 digits (spaces and hyphens ignored) as 000-00-00000; anything else as given, trimmed. */
export function formatBusinessNumber(input: string): string {
  const digits = input.replace(/[\s-]/g, '');
  return /^\d{10}$/.test(digits) ? `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}` : input.trim();
}

/** 000-00-00000 whose last digit is the check digit of the first nine. */
export function isValidBusinessNumber(input: string): boolean {
  if (!BUSINESS_NUMBER_FORMAT.test(input)) return false;
  const digits = input.replace(/-/g, '');
  return businessNumberCheckDigit(digits.slice(0, 9)) === Number(digits[9]);
}

/** A valid number from nine digits (seeds and tests). */
export function businessNumberFrom(first9: string): string {
  return formatBusinessNumber(`${first9}${businessNumberCheckDigit(first9)}`);
}

// ---- bank accounts

/** Digits of an account number (hyphens and spaces dropped). */
export function accountDigits(account: string): string {
  return account.replace(/[\s-]/g, '');
}

/** How an account is ever shown: its last four digits, e.g. '****-**-1234'. */
export function maskBankAccount(account: string): string {
  const digits = accountDigits(account);
  return `****-**-${digits.slice(-4).padStart(4, '*')}`;
}

// ---- field schemas

/** Business phones too: mobiles and landlines (02-123-4567, 031-1234-5678, 1588-1234). */
const PHONE = /^(0\d{1,2}-?\d{3,4}-?\d{4}|1\d{3}-?\d{4})$/;

const text = (required: string, max: number, tooLong: string) => z.string({ error: required }).trim().min(1, required).max(max, tooLong);

const BusinessNumberSchema = z
  .string({ error: SELLER_MESSAGES.businessNumberFormat })
  .transform(formatBusinessNumber)
  .pipe(
    z
      .string()
      .regex(BUSINESS_NUMBER_FORMAT, SELLER_MESSAGES.businessNumberFormat)
      .refine(isValidBusinessNumber, SELLER_MESSAGES.businessNumberCheck),
  );

const CommissionRateSchema = z.coerce
  .number({ error: SELLER_MESSAGES.commissionRate })
  .min(COMMISSION_RATE_MIN, SELLER_MESSAGES.commissionRate)
  .max(COMMISSION_RATE_MAX, SELLER_MESSAGES.commissionRate)
  .refine((v) => Math.abs(Math.round(v * 10) - v * 10) < 1e-9, SELLER_MESSAGES.commissionRateStep);

const BankAccountSchema = z
  .string({ error: SELLER_MESSAGES.bankAccount })
  .trim()
  .regex(/^[\d\s-]{10,24}$/, SELLER_MESSAGES.bankAccount)
  .refine((v) => /^\d{10,16}$/.test(accountDigits(v)), SELLER_MESSAGES.bankAccount);

const sellerFields = {
  companyName: text(SELLER_MESSAGES.companyName, 100, SELLER_MESSAGES.companyNameTooLong),
  businessNumber: BusinessNumberSchema,
  ceoName: z.string({ error: SELLER_MESSAGES.ceoName }).trim().max(30, SELLER_MESSAGES.ceoName).optional(),
  contactPerson: text(SELLER_MESSAGES.contactPerson, 30, SELLER_MESSAGES.contactPersonTooLong),
  phone: z
    .string({ error: SELLER_MESSAGES.phone })
    .trim()
    .refine((v) => PHONE.test(v), SELLER_MESSAGES.phone),
  email: z.string({ error: SELLER_MESSAGES.email }).trim().max(100, SELLER_MESSAGES.email).refine(isValidEmail, SELLER_MESSAGES.email),
  commissionRate: CommissionRateSchema,
  settlementCycle: z.enum(SELLER_SETTLEMENT_CYCLES, { error: SELLER_MESSAGES.settlementCycle }),
  bankName: text(SELLER_MESSAGES.bankName, 30, SELLER_MESSAGES.bankName),
  bankAccount: BankAccountSchema,
  accountHolder: text(SELLER_MESSAGES.accountHolder, 50, SELLER_MESSAGES.accountHolderTooLong),
};

/**
 * `POST /api/admin/sellers`: the company and its brand, either an existing brand without a seller
 * (`brandId`) or a new one (`brandName`, optionally `brandNameEn`), exactly one of the two.
 */
export const CreateSellerSchema = z
  .object({
    ...sellerFields,
    brandId: z.string({ error: SELLER_MESSAGES.brandId }).trim().max(100, SELLER_MESSAGES.brandId).optional(),
    brandName: z.string({ error: SELLER_MESSAGES.brandName }).trim().max(50, SELLER_MESSAGES.brandName).optional(),
    brandNameEn: z
      .string({ error: SELLER_MESSAGES.brandNameEn })
      .trim()
      .max(50, SELLER_MESSAGES.brandNameEn)
      .regex(/^[A-Za-z0-9 &.'-]*$/, SELLER_MESSAGES.brandNameEn)
      .optional(),
  })
  .strict()
  .superRefine((v, ctx) => {
    const id = v.brandId ? v.brandId : undefined;
    const name = v.brandName ? v.brandName : undefined;
    if (!id && !name) ctx.addIssue({ code: 'custom', path: ['brandName'], message: SELLER_MESSAGES.brand });
    if (id && name) ctx.addIssue({ code: 'custom', path: ['brandName'], message: SELLER_MESSAGES.brandBoth });
  });
export type CreateSeller = z.infer<typeof CreateSellerSchema>;
export type CreateSellerInput = z.input<typeof CreateSellerSchema>;

/**
 * `PATCH /api/admin/sellers/{id}`: any of the create fields but the brand; an absent or empty
 * `bankAccount` keeps the account on file (it is never shown, so the form cannot send it back).
 */
export const UpdateSellerSchema = z
  .object({
    ...sellerFields,
    bankAccount: z.union([z.literal(''), BankAccountSchema]),
  })
  .partial()
  .strict();
export type UpdateSeller = z.infer<typeof UpdateSellerSchema>;
export type UpdateSellerInput = z.input<typeof UpdateSellerSchema>;

/** `POST /api/admin/sellers/{id}/status`; `expectedStatus` (what the operator saw) makes a stale click a 409. */
export const ChangeSellerStatusSchema = z
  .object({
    status: z.enum(['active', 'suspended'], { error: SELLER_MESSAGES.targetStatus }),
    expectedStatus: z.enum(PARTNER_STATUSES, { error: SELLER_MESSAGES.status }).optional(),
  })
  .strict();
export type ChangeSellerStatus = z.infer<typeof ChangeSellerStatusSchema>;

export const ADMIN_SELLER_SORTS = ['joined', 'company', 'commission', 'revenue', 'products'] as const;
export type AdminSellerSort = (typeof ADMIN_SELLER_SORTS)[number];

/**
 * `GET /api/admin/sellers`: text on brand name, company name or contact person; keyset paging by
 * `cursor` (the answer's `nextCursor`), or `page` for the table's numbered pages.
 */
export const AdminSellerListQuerySchema = PageQuerySchema.extend({
  q: SearchTextSchema,
  status: z.enum(PARTNER_STATUSES, { error: SELLER_MESSAGES.status }).optional(),
  sort: z.enum(ADMIN_SELLER_SORTS, { error: SELLER_MESSAGES.sort }).default('joined'),
  order: z.enum(['asc', 'desc'], { error: SELLER_MESSAGES.order }).default('desc'),
  cursor: CursorPageQuerySchema.shape.cursor,
});
export type AdminSellerListQuery = z.infer<typeof AdminSellerListQuerySchema>;

export const AdminSellerBrandSchema = z.object({ id: z.string(), name: z.string(), slug: z.string(), status: z.enum(PARTNER_STATUSES) });

/** A row of the sellers table and its detail dialog; the account only ever masked. */
/** `GET /api/admin/sellers/export`: the list's filters and order, as CSV or .xlsx (contacts are personal data: a reason). */
export const AdminSellerExportQuerySchema = ExportQuerySchema.extend({
  q: SearchTextSchema,
  status: z.enum(PARTNER_STATUSES, { error: SELLER_MESSAGES.status }).optional(),
  sort: z.enum(ADMIN_SELLER_SORTS, { error: SELLER_MESSAGES.sort }).default('joined'),
  order: z.enum(['asc', 'desc'], { error: SELLER_MESSAGES.order }).default('desc'),
});
export type AdminSellerExportQuery = z.infer<typeof AdminSellerExportQuerySchema>;

export const AdminSellerSchema = z.object({
  id: z.string(),
  companyName: z.string(),
  businessNumber: z.string(),
  ceoName: z.string(),
  /** The seller's brands, oldest first; `brandName` joins their names. */
  brands: z.array(AdminSellerBrandSchema),
  brandName: z.string(),
  contactPerson: z.string(),
  phone: z.string(),
  email: z.string(),
  commissionRate: z.number(),
  settlementCycle: z.enum(SELLER_SETTLEMENT_CYCLES),
  status: z.enum(PARTNER_STATUSES),
  bankName: z.string(),
  /** '****-**-1234'. */
  bankAccountMasked: z.string(),
  accountHolder: z.string(),
  /** Statistics columns kept by the write paths (integer won; product counts). */
  monthlyRevenue: z.number().int(),
  productCount: z.number().int(),
  activeProductCount: z.number().int(),
  joinedAt: z.string(),
  updatedAt: z.string(),
});
export type AdminSeller = z.infer<typeof AdminSellerSchema>;

/** Counts by status of the searched set (the status filter left out): the three tiles. */
export const AdminSellerSummarySchema = z.object({ active: z.number().int(), pending: z.number().int(), suspended: z.number().int() });
export type AdminSellerSummary = z.infer<typeof AdminSellerSummarySchema>;

export const AdminSellerPageSchema = z.object({
  items: z.array(AdminSellerSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  /** The `cursor` of the next page in this order, null on the last. */
  nextCursor: z.string().nullable(),
  summary: AdminSellerSummarySchema,
});
export type AdminSellerPage = z.infer<typeof AdminSellerPageSchema>;

/** What a write answers: the seller as it is now and the notice to show. */
export const AdminSellerResultSchema = z.object({ item: AdminSellerSchema, title: z.string(), message: z.string() });
export type AdminSellerResult = z.infer<typeof AdminSellerResultSchema>;

/** Brands without a seller, for the create dialog's brand choice. */
export const UnassignedBrandSchema = z.object({ id: z.string(), name: z.string(), status: z.enum(PARTNER_STATUSES) });
export type UnassignedBrand = z.infer<typeof UnassignedBrandSchema>;
