import { createRoute, z } from '@hono/zod-openapi';
import { CurrentLegalVersionsSchema, LEGAL_KINDS, LegalDocumentSchema, LegalVersionSchema } from '@market/domain/legal';
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
