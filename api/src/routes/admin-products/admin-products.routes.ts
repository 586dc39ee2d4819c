import { createRoute, z } from '@hono/zod-openapi';
import {
  AdminProductChoicesSchema,
  AdminProductDeleteResultSchema,
  AdminProductDetailSchema,
  AdminProductExportQuerySchema,
  AdminProductListQuerySchema,
  AdminProductPageSchema,
  AdminProductResultSchema,
  PRODUCT_LIST_MESSAGES,
  PRODUCT_MESSAGES,
  ProductBulkResultSchema,
  ProductBulkSchema,
  ProductImagesSchema,
  ProductInputSchema,
  ProductUpdateSchema,
} from '@market/domain/admin-products';
import { exportResponses } from '../../lib/export';
import { AdminErrors, errorResponse, jsonBody, jsonResponse, StandardErrors } from '../../lib/openapi';

export const ProductIdParamSchema = z.object({ id: z.string().max(100) });
const NotFound = { 404: errorResponse(PRODUCT_MESSAGES.notFound) };

export const list = createRoute({
  method: 'get',
  path: '/products',
  tags: ['admin'],
  summary: '상품 목록 (상품명·브랜드 검색, 상태·브랜드·카테고리·가격·재고 필터, 열 정렬, 커서 페이지; 타일 포함)',
  request: { query: AdminProductListQuerySchema },
  responses: { 200: jsonResponse(AdminProductPageSchema, '상품 페이지'), ...AdminErrors, ...StandardErrors },
});

export const exportList = createRoute({
  method: 'get',
  path: '/products/export',
  tags: ['admin'],
  summary: '상품 목록 내려받기 (CSV·엑셀; 현재 검색·필터·정렬)',
  request: { query: AdminProductExportQuerySchema },
  responses: { ...exportResponses('상품 목록 파일'), ...AdminErrors },
});

export const choices = createRoute({
  method: 'get',
  path: '/products/choices',
  tags: ['admin'],
  summary: '상품 등록·필터에 쓰는 브랜드와 카테고리 (셀러는 담당 브랜드만)',
  responses: { 200: jsonResponse(AdminProductChoicesSchema, '브랜드와 카테고리'), ...AdminErrors },
});

export const detail = createRoute({
  method: 'get',
  path: '/products/{id}',
  tags: ['admin'],
  summary: '상품 상세 (옵션별 재고, 진행 중인 주문 수)',
  request: { params: ProductIdParamSchema },
  responses: { 200: jsonResponse(AdminProductDetailSchema, '상품'), ...NotFound, ...AdminErrors, ...StandardErrors },
});

export const create = createRoute({
  method: 'post',
  path: '/products',
  tags: ['admin'],
  summary: '상품 등록 (옵션: 색상 × 사이즈별 재고; 재고는 옵션 합계, 셀러는 브랜드에서)',
  request: { body: jsonBody(ProductInputSchema) },
  responses: {
    201: jsonResponse(AdminProductResultSchema, '등록된 상품과 안내 문구'),
    404: errorResponse(PRODUCT_MESSAGES.brandNotFound),
    ...AdminErrors,
    ...StandardErrors,
  },
});

export const update = createRoute({
  method: 'patch',
  path: '/products/{id}',
  tags: ['admin'],
  summary: '상품 수정 (보낸 필드만; 옵션을 보내면 옵션 전체를 바꿈)',
  request: { params: ProductIdParamSchema, body: jsonBody(ProductUpdateSchema) },
  responses: {
    200: jsonResponse(AdminProductResultSchema, '수정된 상품과 안내 문구'),
    400: errorResponse(PRODUCT_LIST_MESSAGES.noChanges),
    ...NotFound,
    ...AdminErrors,
    ...StandardErrors,
  },
});

export const bulk = createRoute({
  method: 'post',
  path: '/products/bulk',
  tags: ['admin'],
  summary: '상품 일괄 처리 (20% 할인, 품절 처리, 판매 재개; 최대 1,000개, 한 트랜잭션)',
  request: { body: jsonBody(ProductBulkSchema) },
  responses: {
    200: jsonResponse(ProductBulkResultSchema, '처리한 상품 수와 안내 문구'),
    404: errorResponse(PRODUCT_LIST_MESSAGES.bulkNotFound),
    ...AdminErrors,
    ...StandardErrors,
  },
});

export const remove = createRoute({
  method: 'delete',
  path: '/products/{id}',
  tags: ['admin'],
  summary: '상품 삭제 (주문 이력이 있으면 판매 중지로 보관; 진행 중인 주문이 있으면 409)',
  request: { params: ProductIdParamSchema },
  responses: {
    200: jsonResponse(AdminProductDeleteResultSchema, '삭제 또는 보관 결과'),
    ...NotFound,
    409: errorResponse(PRODUCT_LIST_MESSAGES.openOrders),
    ...AdminErrors,
    ...StandardErrors,
  },
});

export const uploadImages = createRoute({
  method: 'post',
  path: '/products/{id}/images',
  tags: ['admin'],
  summary: '상품 이미지 업로드 (multipart `images`, 한 번에 최대 10장; 바이트로 형식 확인, WebP로 변환·축소해 저장)',
  request: { params: ProductIdParamSchema },
  responses: {
    200: jsonResponse(AdminProductResultSchema, '이미지가 추가된 상품과 안내 문구'),
    ...NotFound,
    413: errorResponse('10MB를 넘는 이미지'),
    415: errorResponse('multipart/form-data가 아닌 요청'),
    ...AdminErrors,
    ...StandardErrors,
  },
});

export const setImages = createRoute({
  method: 'put',
  path: '/products/{id}/images',
  tags: ['admin'],
  summary: '상품 이미지 순서 변경·삭제 (상품에 있는 이미지만)',
  request: { params: ProductIdParamSchema, body: jsonBody(ProductImagesSchema) },
  responses: { 200: jsonResponse(AdminProductResultSchema, '변경된 상품과 안내 문구'), ...NotFound, ...AdminErrors, ...StandardErrors },
});
