import { createRoute, z } from '@hono/zod-openapi';
import { CurrentLegalVersionsSchema, LEGAL_KINDS, LegalDocumentSchema, LegalVersionSchema, MyConsentsSchema } from '@market/domain/legal';
import { customerRequired } from '../../lib/customer-session';
import { errorResponse, jsonResponse, StandardErrors } from '../../lib/openapi';

const KindParam = z.object({ kind: z.enum(LEGAL_KINDS) });
const VersionParam = KindParam.extend({ id: z.uuid() });

export const current = createRoute({
  method: 'get',
  path: '/legal',
  tags: ['legal'],
  summary: '현행 이용약관·개인정보처리방침 버전 (회원가입·주문서가 동의할 버전)',
  responses: { 200: jsonResponse(CurrentLegalVersionsSchema, '문서별 현행 버전'), ...StandardErrors },
});

export const document = createRoute({
  method: 'get',
  path: '/legal/{kind}',
  tags: ['legal'],
  summary: '약관 문서: 현행 버전 본문과 모든 버전 목록 (최신순)',
  request: { params: KindParam },
  responses: { 200: jsonResponse(LegalDocumentSchema, '현행 버전과 버전 목록'), 404: errorResponse('문서 없음'), ...StandardErrors },
});

export const version = createRoute({
  method: 'get',
  path: '/legal/{kind}/versions/{id}',
  tags: ['legal'],
  summary: '약관 문서의 한 버전 (이전 버전 포함)',
  request: { params: VersionParam },
  responses: { 200: jsonResponse(LegalVersionSchema, '버전 본문'), 404: errorResponse('버전 없음'), ...StandardErrors },
});

export const myConsents = createRoute({
  method: 'get',
  path: '/legal/consents',
  tags: ['legal'],
  summary: '내 약관 동의 내역 (회원가입·주문 시 동의한 버전과 일시, 마케팅 수신 동의)',
  middleware: [customerRequired()],
  responses: { 200: jsonResponse(MyConsentsSchema, '동의 내역 (최신순)'), 401: errorResponse('로그인 필요'), ...StandardErrors },
});
