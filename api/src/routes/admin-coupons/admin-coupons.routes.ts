import { createRoute, z } from '@hono/zod-openapi';
import {
  ADMIN_COUPON_MESSAGES,
  AdminCouponDeleteResultSchema,
  AdminCouponExportQuerySchema,
  AdminCouponListQuerySchema,
  AdminCouponPageSchema,
  AdminCouponResultSchema,
  AdminCouponSchema,
  ChangeCouponStatusSchema,
  CreateCouponSchema,
  UpdateCouponSchema,
} from '@market/domain/admin-coupons';
import { exportResponses } from '../../lib/export';
import { AdminErrors, errorResponse, jsonBody, jsonResponse, StandardErrors } from '../../lib/openapi';

export const CouponIdParamSchema = z.object({ id: z.string().max(100) });
const NotFound = { 404: errorResponse(ADMIN_COUPON_MESSAGES.notFound) };

export const list = createRoute({
  method: 'get',
  path: '/coupons',
  tags: ['admin'],
  summary: '쿠폰 목록 (코드·이름 검색, 상태·유형 필터, 정렬, 커서 페이지; 카드 4개 포함)',
  request: { query: AdminCouponListQuerySchema },
  responses: { 200: jsonResponse(AdminCouponPageSchema, '쿠폰 페이지'), ...AdminErrors, ...StandardErrors },
});

export const exportList = createRoute({
  method: 'get',
  path: '/coupons/export',
  tags: ['admin'],
  summary: '쿠폰 목록 내려받기 (CSV·엑셀; 현재 검색·필터·정렬)',
  request: { query: AdminCouponExportQuerySchema },
  responses: { ...exportResponses('쿠폰 목록 파일'), ...AdminErrors },
});

export const detail = createRoute({
  method: 'get',
  path: '/coupons/{id}',
  tags: ['admin'],
  summary: '쿠폰 상세',
  request: { params: CouponIdParamSchema },
  responses: { 200: jsonResponse(AdminCouponSchema, '쿠폰'), ...NotFound, ...AdminErrors, ...StandardErrors },
});

export const create = createRoute({
  method: 'post',
  path: '/coupons',
  tags: ['admin'],
  summary: '쿠폰 생성 (코드는 대문자로 저장, 중복 불가; 정률 1~100%, 정액 1원 이상; 종료일은 시작일 이후)',
  request: { body: jsonBody(CreateCouponSchema) },
  responses: {
    201: jsonResponse(AdminCouponResultSchema, '생성된 쿠폰과 안내 문구'),
    404: errorResponse(ADMIN_COUPON_MESSAGES.brandNotFound),
    409: errorResponse(ADMIN_COUPON_MESSAGES.codeTaken),
    ...AdminErrors,
    ...StandardErrors,
  },
});

export const update = createRoute({
  method: 'patch',
  path: '/coupons/{id}',
  tags: ['admin'],
  summary: '쿠폰 수정 (보낸 필드만; 발행 수량은 사용 수량 이상)',
  request: { params: CouponIdParamSchema, body: jsonBody(UpdateCouponSchema) },
  responses: {
    200: jsonResponse(AdminCouponResultSchema, '수정된 쿠폰과 안내 문구'),
    400: errorResponse(ADMIN_COUPON_MESSAGES.noChanges),
    ...NotFound,
    409: errorResponse(ADMIN_COUPON_MESSAGES.codeTaken),
    ...AdminErrors,
    ...StandardErrors,
  },
});

export const changeStatus = createRoute({
  method: 'post',
  path: '/coupons/{id}/status',
  tags: ['admin'],
  summary: '쿠폰 활성화·비활성화 (활성→비활성, 비활성→활성; 만료 쿠폰은 불가)',
  request: { params: CouponIdParamSchema, body: jsonBody(ChangeCouponStatusSchema) },
  responses: {
    200: jsonResponse(AdminCouponResultSchema, "변경된 쿠폰과 안내 문구 ('쿠폰 상태 변경 완료')"),
    ...NotFound,
    409: errorResponse('만료된 쿠폰이거나 이미 바뀐 상태'),
    ...AdminErrors,
    ...StandardErrors,
  },
});

export const remove = createRoute({
  method: 'delete',
  path: '/coupons/{id}',
  tags: ['admin'],
  summary: '쿠폰 삭제 (사용 내역이 없는 쿠폰만)',
  request: { params: CouponIdParamSchema },
  responses: {
    200: jsonResponse(AdminCouponDeleteResultSchema, '삭제 안내 문구'),
    ...NotFound,
    409: errorResponse(ADMIN_COUPON_MESSAGES.redeemed),
    ...AdminErrors,
    ...StandardErrors,
  },
});
