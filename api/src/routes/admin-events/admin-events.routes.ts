import {
  AdminEventExportQuerySchema,
  AdminEventListQuerySchema,
  AdminEventPageSchema,
  AdminEventResultSchema,
  AdminEventSchema,
  EventInputSchema,
  EventStatusSchema,
  EventUpdateSchema,
  EVENT_MESSAGES,
} from '@market/domain/admin-events';
import { contentRoutes } from '../../lib/content-routes';

export const { list, exportList, detail, create, update, changeStatus, remove } = contentRoutes({
  path: '/events',
  noun: '이벤트',
  notFound: EVENT_MESSAGES.notFound,
  summaries: {
    list: '이벤트 목록 (이벤트명·설명 검색, 유형·상태 필터, 정렬, 페이지; 카드 5종)',
    status: '이벤트 상태 변경: 시작(예정 → 진행중)·종료(진행중 → 종료); 그 밖은 409',
  },
  schemas: {
    listQuery: AdminEventListQuerySchema,
    page: AdminEventPageSchema,
    exportQuery: AdminEventExportQuerySchema,
    item: AdminEventSchema,
    result: AdminEventResultSchema,
    input: EventInputSchema,
    update: EventUpdateSchema,
    status: EventStatusSchema,
  },
});
