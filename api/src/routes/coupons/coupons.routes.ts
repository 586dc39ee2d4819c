import { createRoute } from '@hono/zod-openapi';
import { CouponValidationSchema, MyCouponSchema, MyCouponsQuerySchema, ValidateCouponSchema } from '@market/domain/coupon';
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
