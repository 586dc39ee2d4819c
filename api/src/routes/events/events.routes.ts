import { createRoute, z } from '@hono/zod-openapi';
import { STOREFRONT_EVENT_TYPES } from '@market/domain/catalog-rules';
import { EventListQuerySchema, type EventItem } from '@market/domain/product';
import { jsonResponse, pageSchema, StandardErrors } from '../../lib/openapi';

export const EventItemSchema: z.ZodType<EventItem> = z
  .object({
    id: z.string(),
    title: z.string(),
    description: z.string(),
    type: z.enum(STOREFRONT_EVENT_TYPES),
    kind: z.string(),
    banner: z.string().nullable(),
    image: z.string().nullable(),
    location: z.string(),
    startDate: z.string(),
    endDate: z.string(),
    isActive: z.boolean(),
  })
  .openapi('Event');

export const list = createRoute({
  method: 'get',
  path: '/events',
  tags: ['events'],
  summary: '진행 중인 이벤트 (유형: sale, promotion, brand)',
  request: { query: EventListQuerySchema },
  responses: { 200: jsonResponse(pageSchema(EventItemSchema), '이벤트 페이지'), ...StandardErrors },
});
