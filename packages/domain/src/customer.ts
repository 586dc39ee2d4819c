import { z } from 'zod';
import { AccessReasonSchema, ExportQuerySchema } from './export';
import { CUSTOMER_PII_FIELDS, type CustomerPiiField } from './customer-pii';
import { CursorPageQuerySchema, PageQuerySchema, SearchTextSchema } from './paging';

export const CUSTOMER_GRADES = ['vip', 'gold', 'silver', 'bronze'] as const;
export type CustomerGrade = (typeof CUSTOMER_GRADES)[number];
export const CUSTOMER_GRADE_LABELS: Record<CustomerGrade, string> = { vip: 'VIP', gold: '골드', silver: '실버', bronze: '브론즈' };

export const CUSTOMER_STATUSES = ['active', 'inactive', 'suspended'] as const;
export type CustomerStatus = (typeof CUSTOMER_STATUSES)[number];
export const CUSTOMER_STATUS_LABELS: Record<CustomerStatus, string> = { active: '활성', inactive: '휴면', suspended: '정지' };

export const CUSTOMER_SORTS = ['joined', 'name', 'totalSpent', 'totalOrders', 'lastOrder', 'points', 'loginCount'] as const;

const listFilters = {
  /** Name, e-mail or phone. */
  q: SearchTextSchema,
  grade: z.enum(CUSTOMER_GRADES, { error: '등급 값이 올바르지 않습니다.' }).optional(),
  status: z.enum(CUSTOMER_STATUSES, { error: '상태 값이 올바르지 않습니다.' }).optional(),
  sort: z.enum(CUSTOMER_SORTS, { error: '정렬 기준이 올바르지 않습니다.' }).default('joined'),
  order: z.enum(['asc', 'desc'], { error: '정렬 방향이 올바르지 않습니다.' }).default('desc'),
};

/** `GET /api/admin/customers`. */
export const AdminCustomerListQuerySchema = PageQuerySchema.extend(listFilters).extend({
  /** The previous answer's `nextCursor` (keyset paging); without it `page` skips by offset. */
  cursor: CursorPageQuerySchema.shape.cursor,
});
export type AdminCustomerListQuery = z.infer<typeof AdminCustomerListQuerySchema>;

/** `GET /api/admin/customers/export`: the filtered view as CSV or .xlsx (personal data: a reason). */
export const AdminCustomerExportQuerySchema = ExportQuerySchema.extend(listFilters);
export type AdminCustomerExportQuery = z.infer<typeof AdminCustomerExportQuerySchema>;

export const CUSTOMER_MESSAGES = {
  notFound: '고객을 찾을 수 없습니다.',
  noChanges: '변경할 항목이 없습니다.',
  grade: '등급 값이 올바르지 않습니다.',
  status: '상태 값이 올바르지 않습니다.',
  memoTooLong: '메모는 2000자 이하로 입력해주세요.',
  notActive: '활성 상태의 고객만 정지할 수 있습니다.',
  notSuspended: '정지된 고객만 활성화할 수 있습니다.',
  updated: '고객 정보가 업데이트되었습니다.',
  suspended: '고객 계정이 정지되었습니다. 로그인과 주문이 차단됩니다.',
  activated: '고객 계정이 활성화되었습니다.',
  messageSent: '고객에게 메시지를 보냈습니다.',
  titleRequired: '제목을 입력해주세요.',
  titleTooLong: '제목은 100자 이하로 입력해주세요.',
  bodyRequired: '내용을 입력해주세요.',
  bodyTooLong: '내용은 2000자 이하로 입력해주세요.',
  field: '열람할 항목이 올바르지 않습니다.',
  fieldEmpty: '등록된 값이 없습니다.',
} as const;

/** `PATCH /api/admin/customers/{id}`, also the edit dialog's form: grade, status, memo. */
export const UpdateCustomerSchema = z
  .object({
    grade: z.enum(CUSTOMER_GRADES, { error: CUSTOMER_MESSAGES.grade }).optional(),
    status: z.enum(CUSTOMER_STATUSES, { error: CUSTOMER_MESSAGES.status }).optional(),
    memo: z.string({ error: CUSTOMER_MESSAGES.memoTooLong }).trim().max(2000, CUSTOMER_MESSAGES.memoTooLong).optional(),
  })
  .strict();
export type UpdateCustomer = z.infer<typeof UpdateCustomerSchema>;
export type UpdateCustomerInput = z.input<typeof UpdateCustomerSchema>;

/** `POST /api/admin/customers/{id}/messages`: a message the shopper reads in their account. */
export const SendCustomerMessageSchema = z
  .object({
    title: z
      .string({ error: CUSTOMER_MESSAGES.titleRequired })
      .trim()
      .min(1, CUSTOMER_MESSAGES.titleRequired)
      .max(100, CUSTOMER_MESSAGES.titleTooLong),
    body: z
      .string({ error: CUSTOMER_MESSAGES.bodyRequired })
      .trim()
      .min(1, CUSTOMER_MESSAGES.bodyRequired)
      .max(2000, CUSTOMER_MESSAGES.bodyTooLong),
  })
  .strict();
export type SendCustomerMessage = z.infer<typeof SendCustomerMessageSchema>;

/** `POST /api/admin/customers/{id}/reveal`: one masked field, with why (logged). */
export const RevealCustomerFieldSchema = z
  .object({
    field: z.enum(CUSTOMER_PII_FIELDS, { error: CUSTOMER_MESSAGES.field }),
    reason: AccessReasonSchema,
  })
  .strict();
export type RevealCustomerField = z.infer<typeof RevealCustomerFieldSchema>;

export interface RevealedCustomerField {
  field: CustomerPiiField;
  value: string;
}

/** What a customer write answers: the customer as the detail shows it, and the toast. */
export interface AdminCustomerResult {
  customer: AdminCustomerDetail;
  title: string;
  message: string;
}

/** A message from the shop, as the shopper's account lists it. */
export interface CustomerMessage {
  id: string;
  title: string;
  body: string;
  createdAt: string;
  readAt: string | null;
}

/** A row of the admin customer table. Personal data is masked in lists (DESIGN 5). */
export interface AdminCustomerRow {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  grade: CustomerGrade;
  status: CustomerStatus;
  totalOrders: number;
  totalSpent: number;
  averageOrderValue: number;
  points: number;
  loginCount: number;
  reviewCount: number;
  qnaCount: number;
  refundCount: number;
  lastOrderDate: string | null;
  joinDate: string;
}

export interface AdminCustomerSummary {
  vipCount: number;
  activeCount: number;
  totalSpent: number;
  totalPoints: number;
  averageOrders: number;
}

/** The detail dialog: personal data (masked unless `piiVisible`), buying tendencies and the memo. */
export interface AdminCustomerDetail extends AdminCustomerRow {
  /** Whether the viewer sees the personal data unmasked (`customers.pii`). */
  piiVisible: boolean;
  address: string | null;
  birthday: string | null;
  gender: 'male' | 'female' | 'other' | null;
  agreeToMarketing: boolean;
  lastLoginAt: string | null;
  totalSaved: number;
  couponUsed: number;
  preferredBrands: { name: string; orders: number }[];
  preferredCategories: { name: string; orders: number }[];
  adminMemo: string;
  /** False for a customer who cannot sign in with a password yet (imported customers; ADR 034). */
  hasPassword: boolean;
}
