import { createRoute } from '@hono/zod-openapi';
import {
  AdminFaqExportQuerySchema,
  AdminFaqListQuerySchema,
  AdminFaqPageSchema,
  AdminFaqResultSchema,
  AdminFaqSchema,
  FaqInputSchema,
  FaqStatusSchema,
  FaqUpdateSchema,
  FaqMoveSchema,
  FAQ_MESSAGES,
} from '@market/domain/admin-faqs';
import {
  AdminErrors,
  ContentIdParamSchema,
  contentRoutes,
  errorResponse,
  jsonBody,
  jsonResponse,
  StandardErrors,
} from '../../lib/content-routes';

export const { list, exportList, detail, create, update, changeStatus, remove } = contentRoutes({
  path: '/faqs',
  noun: 'FAQ',
  notFound: FAQ_MESSAGES.notFound,
  summaries: {
    list: 'FAQ 목록 (질문·답변·태그 검색, 분류·상태 필터, 정렬, 페이지; 카드 5종)',
    status: 'FAQ 상태 변경: 공개(비공개·임시저장 → 공개)·비공개(공개 → 비공개); 그 밖은 409',
  },
  schemas: {
    listQuery: AdminFaqListQuerySchema,
    page: AdminFaqPageSchema,
    exportQuery: AdminFaqExportQuerySchema,
    item: AdminFaqSchema,
    result: AdminFaqResultSchema,
    input: FaqInputSchema,
    update: FaqUpdateSchema,
    status: FaqStatusSchema,
  },
});

export const move = createRoute({
  method: 'post',
  path: '/faqs/{id}/move',
  tags: ['admin'],
  summary: 'FAQ 순서 한 칸 위·아래로 이동 (이웃과 우선순위를 바꿈, 한 트랜잭션; 맨 위·맨 아래에서 더 가면 409)',
  request: { params: ContentIdParamSchema, body: jsonBody(FaqMoveSchema) },
  responses: {
    200: jsonResponse(AdminFaqResultSchema, '옮긴 FAQ와 안내 문구'),
    404: errorResponse(FAQ_MESSAGES.notFound),
    409: errorResponse(FAQ_MESSAGES.edge),
    ...AdminErrors,
    ...StandardErrors,
  },
});
