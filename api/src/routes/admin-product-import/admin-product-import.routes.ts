import { createRoute, z } from '@hono/zod-openapi';
import {
  PRODUCT_IMPORT_MESSAGES,
  ProductImportJobSchema,
  ProductImportPreviewSchema,
  ProductImportQuerySchema,
  ProductImportTemplateQuerySchema,
} from '@market/domain/product-import';
import { AdminErrors, errorResponse, jsonResponse } from '../../lib/openapi';

const UploadSchema = z.object({
  file: z.any().optional().openapi({ type: 'string', format: 'binary', description: 'CSV(UTF-8·EUC-KR) 또는 .xlsx, 5MB 이하' }),
});

const refused = {
  content: {
    'application/json': {
      schema: z.object({ error: z.object({ code: z.literal('VALIDATION'), message: z.string() }), preview: ProductImportPreviewSchema }),
    },
  },
  description: PRODUCT_IMPORT_MESSAGES.hasErrors,
};

export const importProducts = createRoute({
  method: 'post',
  path: '/products/import',
  tags: ['admin'],
  summary: '상품 일괄 등록 (CSV·엑셀; dryRun=1 미리보기만, 아니면 오류가 없을 때 등록 작업을 시작)',
  request: {
    query: ProductImportQuerySchema,
    body: { content: { 'multipart/form-data': { schema: UploadSchema } }, required: true },
  },
  responses: {
    200: jsonResponse(ProductImportPreviewSchema, '미리보기 (행별 오류 포함, 아무것도 저장하지 않음)'),
    202: jsonResponse(z.object({ job: ProductImportJobSchema, preview: ProductImportPreviewSchema }), '등록 작업 시작'),
    400: errorResponse('읽을 수 없는 파일, 열 구성 오류, 행 수 초과, 압축 폭탄'),
    413: errorResponse(PRODUCT_IMPORT_MESSAGES.tooLarge),
    415: errorResponse(PRODUCT_IMPORT_MESSAGES.fileType),
    422: refused,
    ...AdminErrors,
  },
});

export const template = createRoute({
  method: 'get',
  path: '/products/import/template',
  tags: ['admin'],
  summary: '상품 일괄 등록 템플릿 (열 이름과 예시 한 행)',
  request: { query: ProductImportTemplateQuerySchema },
  responses: {
    200: {
      content: {
        'text/csv': { schema: z.string() },
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': { schema: z.string() },
      },
      description: '템플릿 파일',
    },
    ...AdminErrors,
  },
});

export const job = createRoute({
  method: 'get',
  path: '/products/import/jobs/{id}',
  tags: ['admin'],
  summary: '상품 일괄 등록 작업 상태 (진행률, 등록 수, 오류)',
  request: { params: z.object({ id: z.string().max(100) }) },
  responses: {
    200: jsonResponse(ProductImportJobSchema, '작업'),
    404: errorResponse(PRODUCT_IMPORT_MESSAGES.jobNotFound),
    ...AdminErrors,
  },
});
