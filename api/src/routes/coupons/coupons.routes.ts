import { createRoute } from '@hono/zod-openapi';
import { CouponValidationSchema, MyCouponSchema, MyCouponsQuerySchema, ValidateCouponSchema } from '@market/domain/coupon';
import { z } from '@hono/zod-openapi';
import { COUPON_ZONE_MESSAGES, DownloadCouponResultSchema, PublicCouponListSchema } from '@market/domain/admin-coupons';
import { errorResponse, jsonBody, jsonResponse, pageSchema, StandardErrors } from '../../lib/openapi';

export const validate = createRoute({
  method: 'post',
  path: '/coupons/validate',
  tags: ['coupons'],
  summary: '쿠폰 적용 확인 (비로그인 가능; 로그인 시 1인 한도 확인)',
  request: { body: jsonBody(ValidateCouponSchema) },
  responses: {
    200: jsonResponse(CouponValidationSchema, '할인 금액'),
    409: errorResponse('쿠폰이 모두 소진되었습니다'),
    422: errorResponse(
      "'쿠폰 코드를 입력해주세요', '유효하지 않은 쿠폰 코드입니다', '최소 주문금액을 충족하지 않습니다' (fields.minOrderAmount)",
    ),
  },
});

export const mine = createRoute({
  method: 'get',
  path: '/me/coupons',
  tags: ['coupons'],
  summary: '내 쿠폰 (usable=1이면 사용 가능한 것만)',
  request: { query: MyCouponsQuerySchema },
  responses: {
    200: jsonResponse(pageSchema(MyCouponSchema), '쿠폰 페이지'),
    401: errorResponse('로그인이 필요합니다.'),
    ...StandardErrors,
  },
});

export const publicList = createRoute({
  method: 'get',
  path: '/coupons/public',
  tags: ['coupons'],
  summary: '쿠폰존: 공개·진행 중인 쿠폰 (로그인 시 받은 여부 포함)',
  responses: { 200: jsonResponse(PublicCouponListSchema, '쿠폰 목록'), ...StandardErrors },
});

export const download = createRoute({
  method: 'post',
  path: '/coupons/{id}/download',
  tags: ['coupons'],
  summary: '쿠폰 받기 (로그인 필요; 1인 1회, 남은 수량이 없으면 불가)',
  request: { params: z.object({ id: z.string().max(100) }) },
  responses: {
    201: jsonResponse(DownloadCouponResultSchema, '받은 쿠폰과 안내 문구'),
    401: errorResponse(COUPON_ZONE_MESSAGES.signIn),
    404: errorResponse(COUPON_ZONE_MESSAGES.unavailable),
    409: errorResponse(`${COUPON_ZONE_MESSAGES.already} / ${COUPON_ZONE_MESSAGES.soldOut}`),
    ...StandardErrors,
  },
});
