import { createRoute, z } from '@hono/zod-openapi';
import { EVENT_MESSAGES } from '@market/domain/admin-events';
import { STOREFRONT_EVENT_TYPES } from '@market/domain/catalog-rules';
import { EventListQuerySchema, type EventDetail, type EventEntryResult, type EventItem } from '@market/domain/product';
import { customerRequired } from '../../lib/customer-session';
import { errorResponse, jsonResponse, pageSchema, StandardErrors } from '../../lib/openapi';

const eventFields = {
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
  status: z.enum(['scheduled', 'active']),
  maxParticipants: z.number().int().nullable(),
  currentParticipants: z.number().int(),
  prize: z.string().nullable(),
  participationCondition: z.string().nullable(),
};

export const EventItemSchema: z.ZodType<EventItem> = z.object(eventFields).openapi('Event');
const EventDetailSchema: z.ZodType<EventDetail> = z.object({ ...eventFields, entered: z.boolean() }).openapi('EventDetail');
const EventEntryResultSchema: z.ZodType<EventEntryResult> = z
  .object({ event: z.object({ ...eventFields, entered: z.boolean() }), message: z.string() })
  .openapi('EventEntryResult');
const IdParam = z.object({ id: z.string().max(100) });

export const list = createRoute({
  method: 'get',
  path: '/events',
  tags: ['events'],
  summary: '게시된 이벤트 (예정·진행 중; 유형: sale, promotion, brand)',
  request: { query: EventListQuerySchema },
  responses: { 200: jsonResponse(pageSchema(EventItemSchema), '이벤트 페이지'), ...StandardErrors },
});

export const detail = createRoute({
  method: 'get',
  path: '/events/{id}',
  tags: ['events'],
  summary: '이벤트 상세 (로그인 회원은 참여 여부 포함)',
  request: { params: IdParam },
  responses: { 200: jsonResponse(EventDetailSchema, '이벤트'), 404: errorResponse(EVENT_MESSAGES.notFound) },
});

export const enter = createRoute({
  method: 'post',
  path: '/events/{id}/entries',
  tags: ['events'],
  middleware: [customerRequired(EVENT_MESSAGES.signIn)],
  summary: '이벤트 참여 (로그인 회원, 진행 중인 이벤트에 한 번; 정원이 차면 마감)',
  request: { params: IdParam },
  responses: {
    201: jsonResponse(EventEntryResultSchema, "참여한 이벤트와 '이벤트에 참여했습니다.'"),
    401: errorResponse(EVENT_MESSAGES.signIn),
    404: errorResponse(EVENT_MESSAGES.notFound),
    409: errorResponse(`${EVENT_MESSAGES.notRunning} / ${EVENT_MESSAGES.full} / ${EVENT_MESSAGES.alreadyEntered}`),
  },
});

export const view = createRoute({
  method: 'post',
  path: '/events/{id}/view',
  tags: ['events'],
  summary: '이벤트 상세 열람 (조회수 증가; 게시된 이벤트만)',
  request: { params: IdParam },
  responses: {
    200: jsonResponse(z.object({ id: z.string(), views: z.number().int() }), '이벤트 조회수'),
    404: errorResponse(EVENT_MESSAGES.notFound),
  },
});
