import { createRoute, z } from '@hono/zod-openapi';
import {
  AdminSellerExportQuerySchema,
  AdminSellerListQuerySchema,
  AdminSellerPageSchema,
  AdminSellerResultSchema,
  AdminSellerSchema,
  ChangeSellerStatusSchema,
  CreateSellerSchema,
  SELLER_MESSAGES,
  UnassignedBrandSchema,
  UpdateSellerSchema,
} from '@market/domain/admin-sellers';
import { exportResponses } from '../../lib/export';
import { AdminErrors, errorResponse, jsonBody, jsonResponse, StandardErrors } from '../../lib/openapi';

export const SellerIdParamSchema = z.object({ id: z.string().max(100) });
const NotFound = { 404: errorResponse(SELLER_MESSAGES.notFound) };

export const list = createRoute({
  method: 'get',
  path: '/sellers',
  tags: ['admin'],
  summary: '셀러 목록 (브랜드·상호·담당자 검색, 상태 필터, 정렬, 커서 페이지; 상태별 건수 포함)',
  request: { query: AdminSellerListQuerySchema },
  responses: {
    200: jsonResponse(AdminSellerPageSchema, '셀러 페이지'),
    ...AdminErrors,
    ...StandardErrors,
  },
});

export const exportList = createRoute({
  method: 'get',
  path: '/sellers/export',
  tags: ['admin'],
  summary: '셀러 목록 내려받기 (CSV·엑셀; 현재 검색·필터·정렬; 담당자 연락처가 있어 사유 필수, 계좌번호는 마스킹)',
  request: { query: AdminSellerExportQuerySchema },
  responses: { ...exportResponses('셀러 목록 파일'), ...AdminErrors },
});

export const unassignedBrands = createRoute({
  method: 'get',
  path: '/sellers/unassigned-brands',
  tags: ['admin'],
  summary: '셀러가 없는 브랜드 (셀러 등록 시 선택)',
  responses: { 200: jsonResponse(z.object({ items: z.array(UnassignedBrandSchema) }), '브랜드 목록'), ...AdminErrors },
});

export const detail = createRoute({
  method: 'get',
  path: '/sellers/{id}',
  tags: ['admin'],
  summary: '셀러 상세 (계좌번호는 마스킹)',
  request: { params: SellerIdParamSchema },
  responses: { 200: jsonResponse(AdminSellerSchema, '셀러'), ...NotFound, ...AdminErrors, ...StandardErrors },
});

export const create = createRoute({
  method: 'post',
  path: '/sellers',
  tags: ['admin'],
  summary: '셀러 등록 (승인 대기; 사업자등록번호 검증, 수수료율 12~20%, 계좌번호 암호화 저장)',
  request: { body: jsonBody(CreateSellerSchema) },
  responses: {
    201: jsonResponse(AdminSellerResultSchema, '등록된 셀러와 안내 문구'),
    400: errorResponse('잘못된 요청'),
    404: errorResponse(SELLER_MESSAGES.brandNotFound),
    409: errorResponse('이미 등록된 사업자등록번호, 다른 셀러의 브랜드, 같은 이름의 브랜드'),
    ...AdminErrors,
    ...StandardErrors,
  },
});

export const update = createRoute({
  method: 'patch',
  path: '/sellers/{id}',
  tags: ['admin'],
  summary: '셀러 정보 수정 (보낸 필드만; 계좌번호를 비우면 기존 계좌 유지)',
  request: { params: SellerIdParamSchema, body: jsonBody(UpdateSellerSchema) },
  responses: {
    200: jsonResponse(AdminSellerResultSchema, '수정된 셀러와 안내 문구'),
    400: errorResponse(SELLER_MESSAGES.noChanges),
    ...NotFound,
    409: errorResponse(SELLER_MESSAGES.businessNumberTaken),
    ...AdminErrors,
    ...StandardErrors,
  },
});

export const changeStatus = createRoute({
  method: 'post',
  path: '/sellers/{id}/status',
  tags: ['admin'],
  summary: '셀러 상태 변경 (승인 대기→운영중|정지, 운영중→정지, 정지→운영중; 정지 시 브랜드 상품이 스토어에서 내려감)',
  request: { params: SellerIdParamSchema, body: jsonBody(ChangeSellerStatusSchema) },
  responses: {
    200: jsonResponse(AdminSellerResultSchema, "변경된 셀러와 안내 문구 ('셀러 상태 변경 완료')"),
    ...NotFound,
    409: errorResponse('허용되지 않거나 이미 바뀐 상태 변경'),
    ...AdminErrors,
    ...StandardErrors,
  },
});
