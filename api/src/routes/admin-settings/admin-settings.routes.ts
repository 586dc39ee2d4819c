import { createRoute, z } from '@hono/zod-openapi';
import { AdminLegalDocumentsSchema, LEGAL_KINDS, PublishLegalResultSchema, PublishLegalVersionSchema } from '@market/domain/legal';
import {
  PaymentConnectionTestResultSchema,
  PaymentConnectionTestSchema,
  PaymentSettingsSaveResultSchema,
  PaymentSettingsSchema,
  UpdatePaymentSettingsSchema,
} from '@market/domain/settings-payment';
import { ShopSettingsSaveResultSchema, ShopSettingsSchema, UpdateShopSettingsSchema } from '@market/domain/settings-shop';
import { AdminErrors, jsonBody, jsonResponse, StandardErrors } from '../../lib/openapi';

export const getShop = createRoute({
  method: 'get',
  path: '/settings/shop',
  tags: ['admin'],
  summary: '쇼핑몰 설정 조회',
  responses: { 200: jsonResponse(ShopSettingsSchema, '쇼핑몰 설정'), ...AdminErrors },
});

export const putShop = createRoute({
  method: 'put',
  path: '/settings/shop',
  tags: ['admin'],
  summary: '쇼핑몰 설정 저장 (보낸 항목만; 감사 로그에 바뀐 항목의 전후 기록; 다음 요청부터 적용)',
  request: { body: jsonBody(UpdateShopSettingsSchema) },
  responses: { 200: jsonResponse(ShopSettingsSaveResultSchema, '저장된 설정과 안내 문구'), ...AdminErrors, ...StandardErrors },
});

export const getPayment = createRoute({
  method: 'get',
  path: '/settings/payment',
  tags: ['admin'],
  summary: '결제 설정 조회 (비밀 키는 마스킹, 결제 수단별 연결 상태 포함)',
  responses: { 200: jsonResponse(PaymentSettingsSchema, '결제 설정'), ...AdminErrors },
});

export const putPayment = createRoute({
  method: 'put',
  path: '/settings/payment',
  tags: ['admin'],
  summary: '결제 설정 저장 (보낸 항목만; 비밀 키는 빼거나 마스킹 값 그대로 보내면 유지, 저장 시 암호화)',
  request: { body: jsonBody(UpdatePaymentSettingsSchema) },
  responses: { 200: jsonResponse(PaymentSettingsSaveResultSchema, '저장된 설정과 안내 문구'), ...AdminErrors, ...StandardErrors },
});

export const testPayment = createRoute({
  method: 'post',
  path: '/settings/payment/test',
  tags: ['admin'],
  summary: '결제 수단 연결 테스트 (내장 샌드박스가 저장된 설정을 확인하고 실패 사유를 알려줌)',
  request: { body: jsonBody(PaymentConnectionTestSchema) },
  responses: { 200: jsonResponse(PaymentConnectionTestResultSchema, '연결 결과'), ...AdminErrors, ...StandardErrors },
});

export const getLegal = createRoute({
  method: 'get',
  path: '/settings/legal',
  tags: ['admin'],
  summary: '약관 관리: 이용약관·개인정보처리방침의 모든 버전과 게시자',
  responses: { 200: jsonResponse(AdminLegalDocumentsSchema, '문서별 버전 목록 (최신순)'), ...AdminErrors },
});

export const publishLegal = createRoute({
  method: 'post',
  path: '/settings/legal/{kind}',
  tags: ['admin'],
  summary: '약관 새 버전 게시 (게시 즉시 현행 버전; 감사 로그 기록; 이전 버전은 그대로 보존)',
  request: { params: z.object({ kind: z.enum(LEGAL_KINDS) }), body: jsonBody(PublishLegalVersionSchema) },
  responses: { 201: jsonResponse(PublishLegalResultSchema, '게시된 버전과 안내 문구'), ...AdminErrors, ...StandardErrors },
});
