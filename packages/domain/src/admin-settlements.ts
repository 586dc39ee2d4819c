import { z } from 'zod';
import { SETTLEMENT_STATUS_LABELS, SETTLEMENT_STATUSES, type SettlementStatus } from './lifecycle';
import { ExportQuerySchema } from './export';
import { MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE, SearchTextSchema } from './paging';

/**
 * Settlements in the admin (spec 001 "Settlement management", sections 3 and 8): the list query,
 * the rows and detail, the actions and their messages, shared by the API and the screen.
 */

export const SETTLEMENT_CYCLE_VALUES = ['weekly', 'biweekly', 'monthly'] as const;
export const SETTLEMENT_CYCLE_LABELS: Record<(typeof SETTLEMENT_CYCLE_VALUES)[number], string> = {
  weekly: '주간',
  biweekly: '격주',
  monthly: '월간',
};

/** The breakdown rows (settlement_lines.kind) and their Korean names. */
export const SETTLEMENT_LINE_KIND_VALUES = ['productSales', 'shippingFees', 'returns', 'cancellations', 'promotionCosts'] as const;
export type SettlementLineKind = (typeof SETTLEMENT_LINE_KIND_VALUES)[number];
export const SETTLEMENT_LINE_LABELS: Record<SettlementLineKind, string> = {
  productSales: '상품 판매',
  shippingFees: '배송비',
  returns: '반품',
  cancellations: '취소',
  promotionCosts: '프로모션 비용',
};

/** The period filter: 'ongoing' = pending or approved, 'paid' = paid (spec 001 section 9). */
export const SETTLEMENT_PERIOD_FILTERS = ['all', 'ongoing', 'paid'] as const;
export type SettlementPeriodFilter = (typeof SETTLEMENT_PERIOD_FILTERS)[number];
export const SETTLEMENT_PERIOD_FILTER_LABELS: Record<SettlementPeriodFilter, string> = {
  all: '전체',
  ongoing: '진행중',
  paid: '지급 완료',
};
export const SETTLEMENT_PERIOD_STATUSES: Record<SettlementPeriodFilter, readonly SettlementStatus[] | null> = {
  all: null,
  ongoing: ['pending', 'approved'],
  paid: ['paid'],
};

export const SETTLEMENT_SORTS = ['created', 'period', 'gross', 'net', 'due'] as const;
export type SettlementSort = (typeof SETTLEMENT_SORTS)[number];

export const HOLD_REASON_MAX = 200;

export const ADMIN_SETTLEMENT_MESSAGES = {
  status: '상태 값이 올바르지 않습니다.',
  period: '기간 값이 올바르지 않습니다.',
  sort: '정렬 기준이 올바르지 않습니다.',
  order: '정렬 방향이 올바르지 않습니다.',
  cursor: '페이지 위치가 올바르지 않습니다.',
  limit: '페이지 크기가 올바르지 않습니다.',
  notFound: '정산을 찾을 수 없습니다.',
  reasonRequired: '보류 사유를 입력해주세요.',
  reasonTooLong: `보류 사유는 ${HOLD_REASON_MAX}자 이하로 입력해주세요.`,
  ids: '정산을 하나 이상 선택해주세요.',
  tooMany: `한 번에 ${MAX_PAGE_SIZE}건까지 승인할 수 있습니다.`,
  payUnapproved: '승인된 정산만 지급할 수 있습니다.',
  generateFailed: '정산을 생성하지 못했습니다.',
  /** Spec 001 section 8. */
  successTitle: '정산 처리 완료',
  approved: '정산이 승인되었습니다.',
  held: '정산이 보류되었습니다.',
  paid: '정산금이 지급되었습니다.',
  processed: '정산이 처리되었습니다.',
} as const;

/** 409 for an action the status does not allow, e.g. approving a paid settlement. */
export function illegalSettlementTransitionMessage(from: SettlementStatus, to: SettlementStatus): string {
  if (to === 'paid') return `${ADMIN_SETTLEMENT_MESSAGES.payUnapproved} (현재 '${SETTLEMENT_STATUS_LABELS[from]}')`;
  return `'${SETTLEMENT_STATUS_LABELS[from]}' 상태의 정산은 '${SETTLEMENT_STATUS_LABELS[to]}' 처리할 수 없습니다.`;
}

/** `GET /api/admin/settlements`: text on settlement number or brand name; keyset paging. */
export const AdminSettlementListQuerySchema = z.object({
  q: SearchTextSchema,
  period: z.enum(SETTLEMENT_PERIOD_FILTERS, { error: ADMIN_SETTLEMENT_MESSAGES.period }).default('all'),
  status: z.enum(SETTLEMENT_STATUSES, { error: ADMIN_SETTLEMENT_MESSAGES.status }).optional(),
  sort: z.enum(SETTLEMENT_SORTS, { error: ADMIN_SETTLEMENT_MESSAGES.sort }).default('created'),
  order: z.enum(['asc', 'desc'], { error: ADMIN_SETTLEMENT_MESSAGES.order }).default('desc'),
  cursor: z.string({ error: ADMIN_SETTLEMENT_MESSAGES.cursor }).max(500, ADMIN_SETTLEMENT_MESSAGES.cursor).optional(),
  limit: z.coerce
    .number({ error: ADMIN_SETTLEMENT_MESSAGES.limit })
    .int(ADMIN_SETTLEMENT_MESSAGES.limit)
    .min(1, ADMIN_SETTLEMENT_MESSAGES.limit)
    .max(MAX_PAGE_SIZE, `페이지 크기는 ${MAX_PAGE_SIZE} 이하여야 합니다.`)
    .default(DEFAULT_PAGE_SIZE),
});
export type AdminSettlementListQuery = z.infer<typeof AdminSettlementListQuerySchema>;

/** `GET /api/admin/settlements/export`: the list's filters and sort, the whole filtered set, as CSV or .xlsx. */
export const AdminSettlementExportQuerySchema = AdminSettlementListQuerySchema.omit({ cursor: true, limit: true }).extend(
  ExportQuerySchema.shape,
);
export type AdminSettlementExportQuery = z.infer<typeof AdminSettlementExportQuerySchema>;

/** A row of the settlements table. The bank account is always masked. */
export const AdminSettlementSchema = z.object({
  id: z.string(),
  settlementNumber: z.string(),
  sellerId: z.string(),
  brandName: z.string(),
  companyName: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  cycle: z.enum(SETTLEMENT_CYCLE_VALUES),
  status: z.enum(SETTLEMENT_STATUSES),
  grossAmount: z.number().int(),
  commissionRate: z.number(),
  commission: z.number().int(),
  returnAmount: z.number().int(),
  adjustments: z.number().int(),
  netAmount: z.number().int(),
  transactionCount: z.number().int(),
  returnCount: z.number().int(),
  bankName: z.string(),
  bankAccount: z.string(),
  accountHolder: z.string(),
  dueDate: z.string(),
  paidAt: z.string().nullable(),
  suspendReason: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminSettlement = z.infer<typeof AdminSettlementSchema>;

export const SettlementBreakdownRowSchema = z.object({
  kind: z.enum(SETTLEMENT_LINE_KIND_VALUES),
  label: z.string(),
  amount: z.number().int(),
  count: z.number().int(),
});

export const SettlementPayoutSchema = z.object({
  amount: z.number().int(),
  bankName: z.string(),
  bankAccount: z.string(),
  accountHolder: z.string(),
  paidAt: z.string(),
  paidBy: z.string().nullable(),
});

/** The detail dialog: the row, its breakdown, its order lines count and the payout once paid. */
export const AdminSettlementDetailSchema = AdminSettlementSchema.extend({
  breakdown: z.array(SettlementBreakdownRowSchema),
  lineCount: z.number().int(),
  payout: SettlementPayoutSchema.nullable(),
});
export type AdminSettlementDetail = z.infer<typeof AdminSettlementDetailSchema>;

/** The five status tiles and three total tiles, over the filtered set without its status filter. */
export const AdminSettlementSummarySchema = z.object({
  pending: z.number().int(),
  approved: z.number().int(),
  processing: z.number().int(),
  paid: z.number().int(),
  suspended: z.number().int(),
  totalGross: z.number().int(),
  totalCommission: z.number().int(),
  totalNet: z.number().int(),
});
export type AdminSettlementSummary = z.infer<typeof AdminSettlementSummarySchema>;

export const AdminSettlementPageSchema = z.object({
  items: z.array(AdminSettlementSchema),
  total: z.number().int(),
  nextCursor: z.string().nullable(),
  summary: AdminSettlementSummarySchema,
});
export type AdminSettlementPage = z.infer<typeof AdminSettlementPageSchema>;

/** `POST /api/admin/settlements/{id}/hold`. The reason is checked by the route (400 in Korean). */
export const HoldSettlementSchema = z
  .object({
    reason: z.string({ error: ADMIN_SETTLEMENT_MESSAGES.reasonRequired }).max(2000, ADMIN_SETTLEMENT_MESSAGES.reasonTooLong).optional(),
  })
  .strict();

/** Trims and checks a hold reason; answers the message of what is wrong, or the reason. */
export function holdReasonOf(value: unknown): { reason: string } | { error: string } {
  if (typeof value !== 'string' || value.trim() === '') return { error: ADMIN_SETTLEMENT_MESSAGES.reasonRequired };
  const reason = value.trim();
  if ([...reason].length > HOLD_REASON_MAX) return { error: ADMIN_SETTLEMENT_MESSAGES.reasonTooLong };
  return { reason };
}

export const AdminSettlementResultSchema = z.object({ item: AdminSettlementSchema, title: z.string(), message: z.string() });
export type AdminSettlementResult = z.infer<typeof AdminSettlementResultSchema>;

/** `POST /api/admin/settlements/approve`: up to a page of ids. */
export const BulkApproveSettlementsSchema = z
  .object({
    ids: z
      .array(z.string({ error: ADMIN_SETTLEMENT_MESSAGES.ids }).max(100, ADMIN_SETTLEMENT_MESSAGES.ids), {
        error: ADMIN_SETTLEMENT_MESSAGES.ids,
      })
      .min(1, ADMIN_SETTLEMENT_MESSAGES.ids)
      .max(MAX_PAGE_SIZE, ADMIN_SETTLEMENT_MESSAGES.tooMany),
  })
  .strict();

export const BulkApproveResultSchema = z.object({
  results: z.array(z.object({ id: z.string(), ok: z.boolean(), status: z.enum(SETTLEMENT_STATUSES).nullable(), message: z.string() })),
  approved: z.number().int(),
  failed: z.number().int(),
  title: z.string(),
  message: z.string(),
});
export type BulkApproveResult = z.infer<typeof BulkApproveResultSchema>;

/** `POST /api/admin/settlements/generate`: also settle the open period up to now. */
export const GenerateSettlementsSchema = z.object({ includeOpenPeriod: z.boolean().default(true) }).strict();
export const GenerateSettlementsResultSchema = z.object({
  created: z.number().int(),
  lines: z.number().int(),
  title: z.string(),
  message: z.string(),
});
export type GenerateSettlementsResult = z.infer<typeof GenerateSettlementsResultSchema>;

/** The action buttons a settlement in `status` offers. */
export function settlementActions(status: SettlementStatus): { approve: boolean; hold: boolean; pay: boolean } {
  return { approve: status === 'pending', hold: status === 'pending', pay: status === 'approved' };
}
