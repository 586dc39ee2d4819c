import { z } from 'zod';
import { PageQuerySchema, SearchTextSchema } from './paging';

export const CUSTOMER_GRADES = ['vip', 'gold', 'silver', 'bronze'] as const;
export type CustomerGrade = (typeof CUSTOMER_GRADES)[number];
export const CUSTOMER_GRADE_LABELS: Record<CustomerGrade, string> = { vip: 'VIP', gold: '골드', silver: '실버', bronze: '브론즈' };

export const CUSTOMER_STATUSES = ['active', 'inactive', 'suspended'] as const;
export type CustomerStatus = (typeof CUSTOMER_STATUSES)[number];
export const CUSTOMER_STATUS_LABELS: Record<CustomerStatus, string> = { active: '활성', inactive: '휴면', suspended: '정지' };

/** `GET /api/admin/customers`. */
export const AdminCustomerListQuerySchema = PageQuerySchema.extend({
  /** Name, e-mail or phone. */
  q: SearchTextSchema,
  grade: z.enum(CUSTOMER_GRADES, { error: '등급 값이 올바르지 않습니다.' }).optional(),
  status: z.enum(CUSTOMER_STATUSES, { error: '상태 값이 올바르지 않습니다.' }).optional(),
  sort: z.enum(['joined', 'name', 'totalSpent', 'totalOrders', 'lastOrder'], { error: '정렬 기준이 올바르지 않습니다.' }).default('joined'),
  order: z.enum(['asc', 'desc'], { error: '정렬 방향이 올바르지 않습니다.' }).default('desc'),
});
export type AdminCustomerListQuery = z.infer<typeof AdminCustomerListQuerySchema>;

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
