import { createRoute, z } from '@hono/zod-openapi';
import { PointsListQuerySchema, ReturnListQuerySchema, type AccountSummary, type PointsHistory } from '@market/domain/account';
import { UpdateProfileSchema } from '@market/domain/auth';
import { OrderSummarySchema, ReturnRequestSchema } from '@market/domain/order';
import { customerRequired } from '../../lib/customer-session';
import { errorResponse, jsonBody, jsonResponse, pageSchema, StandardErrors } from '../../lib/openapi';
import { CustomerUserSchema } from '../auth/auth.routes';

const tags = ['account'];
const Unauthenticated = { 401: errorResponse('로그인이 필요합니다.') };

export const AccountSummarySchema: z.ZodType<AccountSummary> = z
  .object({
    orders: z.number().int(),
    totalSpent: z.number().int(),
    reviews: z.number().int(),
    joinYear: z.number().int(),
    points: z.number().int(),
    usableCoupons: z.number().int(),
    recentOrders: z.array(OrderSummarySchema),
  })
  .openapi('AccountSummary');

export const PointsHistorySchema: z.ZodType<PointsHistory> = pageSchema(
  z.object({
    id: z.string(),
    delta: z.number().int(),
    reason: z.string(),
    reasonLabel: z.string(),
    description: z.string(),
    balanceAfter: z.number().int(),
    orderId: z.string().nullable(),
    orderNumber: z.string().nullable(),
    createdAt: z.string(),
  }),
)
  .extend({ balance: z.number().int() })
  .openapi('PointsHistory');

export const summary = createRoute({
  method: 'get',
  path: '/me/summary',
  tags,
  middleware: [customerRequired()],
  summary: '마이페이지 요약 (주문 수, 총 구매금액, 리뷰 수, 가입 연도, 포인트, 사용 가능 쿠폰, 최근 주문 5건)',
  responses: { 200: jsonResponse(AccountSummarySchema, '계정 요약'), ...Unauthenticated },
});

export const points = createRoute({
  method: 'get',
  path: '/me/points',
  tags,
  middleware: [customerRequired()],
  summary: '포인트 내역 (최신순)과 잔액',
  request: { query: PointsListQuerySchema },
  responses: { 200: jsonResponse(PointsHistorySchema, '포인트 내역'), ...Unauthenticated, ...StandardErrors },
});

export const returns = createRoute({
  method: 'get',
  path: '/me/returns',
  tags,
  middleware: [customerRequired()],
  summary: '내 반품/교환 신청 (최신순)',
  request: { query: ReturnListQuerySchema },
  responses: { 200: jsonResponse(pageSchema(ReturnRequestSchema), '반품/교환 신청 목록'), ...Unauthenticated, ...StandardErrors },
});

export const updateProfile = createRoute({
  method: 'patch',
  path: '/auth/me',
  tags: ['auth'],
  middleware: [customerRequired()],
  summary: '회원 정보 수정 (이름, 휴대폰 번호, 마케팅 수신 동의)',
  request: { body: jsonBody(UpdateProfileSchema) },
  responses: {
    200: jsonResponse(z.object({ user: CustomerUserSchema, message: z.string() }), '저장된 회원 정보'),
    ...Unauthenticated,
    ...StandardErrors,
  },
});

const CustomerMessageSchema = z
  .object({ id: z.string(), title: z.string(), body: z.string(), createdAt: z.string(), readAt: z.string().nullable() })
  .openapi('CustomerMessage');

export const messages = createRoute({
  method: 'get',
  path: '/me/messages',
  tags,
  middleware: [customerRequired()],
  summary: '쇼핑몰에서 보낸 메시지 (최신순 50건)',
  responses: { 200: jsonResponse(z.object({ items: z.array(CustomerMessageSchema) }), '메시지 목록'), ...Unauthenticated },
});
