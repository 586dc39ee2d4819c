import { createRoute } from '@hono/zod-openapi';
import { AdminDashboardSchema, DashboardQuerySchema } from '@market/domain/dashboard';
import { AdminErrors, errorResponse, jsonResponse, StandardErrors } from '../../lib/openapi';

export const get = createRoute({
  method: 'get',
  path: '/dashboard',
  tags: ['admin'],
  summary:
    '대시보드: KPI(오늘·7일·30일, 이전 기간 대비), 기간별 일 매출·주문, 알림, 최근 주문·리뷰·문의 (역할이 볼 수 없는 항목은 null, 셀러는 자기 브랜드)',
  request: { query: DashboardQuerySchema },
  responses: {
    200: jsonResponse(AdminDashboardSchema, '대시보드'),
    400: errorResponse('기간이 올바르지 않음 (날짜 형식, 시작일 > 종료일, 1년 초과)'),
    ...AdminErrors,
    ...StandardErrors,
  },
});
