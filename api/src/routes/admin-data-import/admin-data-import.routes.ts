import { createRoute, z } from '@hono/zod-openapi';
import { DATA_IMPORT_MESSAGES, DataImportJobSchema, DataImportPreviewSchema, DataImportQuerySchema } from '@market/domain/data-import';
import { PRODUCT_IMPORT_MESSAGES } from '@market/domain/product-import';
import { AdminErrors, errorResponse, jsonResponse } from '../../lib/openapi';

const UploadSchema = z.object({
  file: z.any().optional().openapi({ type: 'string', format: 'binary', description: 'CSV·엑셀(.xlsx)·JSON, 5MB 이하' }),
});

export const importData = createRoute({
  method: 'post',
  path: '/tools/imports',
  tags: ['admin'],
  summary: '데이터 가져오기 (상품·고객; dryRun=1 미리보기, 아니면 오류가 없을 때 가져오기 작업 시작)',
  request: { query: DataImportQuerySchema, body: { content: { 'multipart/form-data': { schema: UploadSchema } }, required: true } },
  responses: {
    200: jsonResponse(DataImportPreviewSchema, '미리보기 (행별 오류 포함, 아무것도 저장하지 않음)'),
    202: jsonResponse(z.object({ job: DataImportJobSchema, preview: DataImportPreviewSchema }), '가져오기 작업 시작'),
    400: errorResponse('읽을 수 없는 파일, 열 구성 오류, 행 수 초과, 압축 폭탄, 사용할 수 없는 키'),
    413: errorResponse(PRODUCT_IMPORT_MESSAGES.tooLarge),
    415: errorResponse(DATA_IMPORT_MESSAGES.fileType),
    422: {
      content: {
        'application/json': {
          schema: z.object({ error: z.object({ code: z.literal('VALIDATION'), message: z.string() }), preview: DataImportPreviewSchema }),
        },
      },
      description: DATA_IMPORT_MESSAGES.hasErrors,
    },
    ...AdminErrors,
  },
});

export const importJob = createRoute({
  method: 'get',
  path: '/tools/imports/{id}',
  tags: ['admin'],
  summary: '가져오기 작업 상태 (진행률)',
  request: { params: z.object({ id: z.string().max(100) }) },
  responses: { 200: jsonResponse(DataImportJobSchema, '작업'), 404: errorResponse(DATA_IMPORT_MESSAGES.jobNotFound), ...AdminErrors },
});
