import { createRoute, z } from '@hono/zod-openapi';
import { errorResponse, jsonResponse } from '../../lib/openapi';

export const HealthSchema = z
  .object({
    status: z.literal('ok'),
    database: z.object({ driver: z.enum(['pglite', 'postgres']), ok: z.literal(true) }),
  })
  .openapi('Health');

export const health = createRoute({
  method: 'get',
  path: '/health',
  tags: ['system'],
  summary: '서버와 데이터베이스 상태',
  responses: {
    200: jsonResponse(HealthSchema, '정상'),
    503: errorResponse('데이터베이스에 연결할 수 없습니다.'),
  },
});
