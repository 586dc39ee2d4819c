import { createRoute, z } from '@hono/zod-openapi';
import type { DashboardCounts } from '@market/domain/dashboard';
import { AdminErrors, jsonResponse } from '../../lib/openapi';

export const DashboardCountsSchema: z.ZodType<DashboardCounts> = z
  .object({
    brands: z.object({ total: z.number().int(), active: z.number().int(), pending: z.number().int() }).nullable(),
    customers: z.object({ total: z.number().int(), active: z.number().int(), newThisMonth: z.number().int() }).nullable(),
    staff: z.object({ total: z.number().int() }).nullable(),
  })
  .openapi('DashboardCounts');

export const get = createRoute({
  method: 'get',
  path: '/dashboard',
  tags: ['admin'],
  summary: '대시보드 집계 (역할이 볼 수 없는 항목은 null)',
  responses: { 200: jsonResponse(DashboardCountsSchema, '집계'), ...AdminErrors },
});
