import { createRoute, z } from '@hono/zod-openapi';
import {
  CarrierResultSchema,
  CarrierTestResultSchema,
  CreateShippingZoneSchema,
  SHIPPING_MESSAGES,
  ShippingMethodResultSchema,
  ShippingSettingsPageSchema,
  ShippingSettingsResultSchema,
  ShippingZoneDeleteResultSchema,
  ShippingZoneResultSchema,
  UpdateCarrierSchema,
  UpdateShippingMethodSchema,
  UpdateShippingSettingsSchema,
  UpdateShippingZoneSchema,
} from '@market/domain/settings-shipping';
import { AdminErrors, errorResponse, jsonBody, jsonResponse, StandardErrors } from '../../lib/openapi';

const IdParam = z.object({ id: z.string().max(100) });

export const get = createRoute({
  method: 'get',
  path: '/settings/shipping',
  tags: ['admin'],
  summary: '배송 설정 (설정, 배송 방법, 배송 지역, 택배사; API 키는 마스킹)',
  responses: { 200: jsonResponse(ShippingSettingsPageSchema, '배송 설정'), ...AdminErrors, ...StandardErrors },
});

export const put = createRoute({
  method: 'put',
  path: '/settings/shipping',
  tags: ['admin'],
  summary: '배송 설정 저장 (보낸 필드만; 무료배송 기준·기본 배송비는 다음 요청부터 장바구니·결제에 적용)',
  request: { body: jsonBody(UpdateShippingSettingsSchema) },
  responses: {
    200: jsonResponse(ShippingSettingsResultSchema, "저장된 설정과 '배송 설정이 저장되었습니다.'"),
    ...AdminErrors,
    ...StandardErrors,
  },
});

export const updateMethod = createRoute({
  method: 'patch',
  path: '/settings/shipping/methods/{id}',
  tags: ['admin'],
  summary: '배송 방법 수정 (이름, 설명, 요금, 배송일, 사용 여부; 일반·빠른 배송 요금은 설정의 요금과 같이 바뀜)',
  request: { params: IdParam, body: jsonBody(UpdateShippingMethodSchema) },
  responses: {
    200: jsonResponse(ShippingMethodResultSchema, '수정된 배송 방법'),
    404: errorResponse(SHIPPING_MESSAGES.methodNotFound),
    ...AdminErrors,
    ...StandardErrors,
  },
});

export const createZone = createRoute({
  method: 'post',
  path: '/settings/shipping/zones',
  tags: ['admin'],
  summary: '배송 지역 추가 (지역 → 우편번호 범위; 기본 요금 초과분이 도서산간 추가 배송비, ADR 032)',
  request: { body: jsonBody(CreateShippingZoneSchema) },
  responses: {
    201: jsonResponse(ShippingZoneResultSchema, "추가된 지역과 '배송 지역이 추가되었습니다.'"),
    ...AdminErrors,
    ...StandardErrors,
  },
});

export const updateZone = createRoute({
  method: 'patch',
  path: '/settings/shipping/zones/{id}',
  tags: ['admin'],
  summary: '배송 지역 수정',
  request: { params: IdParam, body: jsonBody(UpdateShippingZoneSchema) },
  responses: {
    200: jsonResponse(ShippingZoneResultSchema, '수정된 지역'),
    404: errorResponse(SHIPPING_MESSAGES.zoneNotFound),
    ...AdminErrors,
    ...StandardErrors,
  },
});

export const deleteZone = createRoute({
  method: 'delete',
  path: '/settings/shipping/zones/{id}',
  tags: ['admin'],
  summary: '배송 지역 삭제',
  request: { params: IdParam },
  responses: {
    200: jsonResponse(ShippingZoneDeleteResultSchema, '삭제 안내'),
    404: errorResponse(SHIPPING_MESSAGES.zoneNotFound),
    ...AdminErrors,
    ...StandardErrors,
  },
});

export const updateCarrier = createRoute({
  method: 'patch',
  path: '/settings/shipping/carriers/{id}',
  tags: ['admin'],
  summary: "택배사 수정 (배송 조회 URL, 사용 여부, API 키: 암호화해 저장, 마스킹해 응답; '' 은 키 삭제)",
  request: { params: IdParam, body: jsonBody(UpdateCarrierSchema) },
  responses: {
    200: jsonResponse(CarrierResultSchema, '수정된 택배사'),
    404: errorResponse(SHIPPING_MESSAGES.carrierNotFound),
    ...AdminErrors,
    ...StandardErrors,
  },
});

export const testCarrier = createRoute({
  method: 'post',
  path: '/settings/shipping/carriers/{id}/test',
  tags: ['admin'],
  summary: "택배사 연결 테스트 (저장된 설정 확인 후 샌드박스 택배사에 키 확인; 실패 시 '연결에 실패했습니다. 설정을 확인해주세요.'와 이유)",
  request: { params: IdParam },
  responses: {
    200: jsonResponse(CarrierTestResultSchema, '결과'),
    404: errorResponse(SHIPPING_MESSAGES.carrierNotFound),
    ...AdminErrors,
    ...StandardErrors,
  },
});
