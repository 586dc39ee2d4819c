import { createRoute, z } from '@hono/zod-openapi';
import type { AdminNotifications } from '@market/domain/dashboard';
import { AdminErrors, jsonResponse } from '../../lib/openapi';

export const AdminNotificationsSchema: z.ZodType<AdminNotifications> = z
  .object({
    count: z.number().int(),
    items: z.array(z.object({ type: z.string(), message: z.string(), count: z.number().int(), href: z.string() })),
  })
  .openapi('AdminNotifications');

export const list = createRoute({
  method: 'get',
  path: '/notifications',
  tags: ['admin'],
  summary: '처리 대기 알림 (역할이 볼 수 있는 것만)',
  responses: { 200: jsonResponse(AdminNotificationsSchema, '알림'), ...AdminErrors },
});
