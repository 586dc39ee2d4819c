import { createRoute, z } from '@hono/zod-openapi';
import {
  AdminCustomerListQuerySchema,
  CUSTOMER_GRADES,
  CUSTOMER_STATUSES,
  type AdminCustomerRow,
  type AdminCustomerSummary,
} from '@market/domain/customer';
import { AdminErrors, jsonResponse, pageSchema, StandardErrors } from '../../lib/openapi';

export const AdminCustomerRowSchema: z.ZodType<AdminCustomerRow> = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    grade: z.enum(CUSTOMER_GRADES),
    status: z.enum(CUSTOMER_STATUSES),
    totalOrders: z.number().int(),
    totalSpent: z.number().int(),
    averageOrderValue: z.number().int(),
    points: z.number().int(),
    loginCount: z.number().int(),
    reviewCount: z.number().int(),
    qnaCount: z.number().int(),
    refundCount: z.number().int(),
    lastOrderDate: z.string().nullable(),
    joinDate: z.string(),
  })
  .openapi('AdminCustomerRow');

const SummarySchema: z.ZodType<AdminCustomerSummary> = z.object({
  vipCount: z.number().int(),
  activeCount: z.number().int(),
  totalSpent: z.number().int(),
  totalPoints: z.number().int(),
  averageOrders: z.number(),
});

export const list = createRoute({
  method: 'get',
  path: '/customers',
  tags: ['admin'],
  summary: '고객 목록 (개인정보 마스킹, 필터 결과 요약 포함)',
  request: { query: AdminCustomerListQuerySchema },
  responses: {
    200: jsonResponse(pageSchema(AdminCustomerRowSchema).extend({ summary: SummarySchema }), '고객 페이지'),
    ...AdminErrors,
    ...StandardErrors,
  },
});
