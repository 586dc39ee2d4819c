import { createRoute, z } from '@hono/zod-openapi';
import {
  CreateTaxRuleSchema,
  GenerateTaxReportSchema,
  TAX_MESSAGES,
  TaxReportResultSchema,
  TaxRuleDeleteResultSchema,
  TaxRuleResultSchema,
  TaxSettingsPageSchema,
  TaxSettingsResultSchema,
  UpdateTaxRuleSchema,
  UpdateTaxSettingsSchema,
} from '@market/domain/settings-tax';
import { AdminErrors, errorResponse, jsonBody, jsonResponse, StandardErrors } from '../../lib/openapi';

const IdParam = z.object({ id: z.string().max(100) });

export const get = createRoute({
  method: 'get',
  path: '/settings/tax',
  tags: ['admin'],
  summary: '세금 설정 (설정, 세금 규칙, 신고서; 기한이 지난 미신고서는 overdue)',
  responses: { 200: jsonResponse(TaxSettingsPageSchema, '세금 설정'), ...AdminErrors, ...StandardErrors },
});

export const put = createRoute({
  method: 'put',
  path: '/settings/tax',
  tags: ['admin'],
  summary: '세금 설정 저장 (보낸 필드만; VAT 세율 0~100, 0.1 단위)',
  request: { body: jsonBody(UpdateTaxSettingsSchema) },
  responses: {
    200: jsonResponse(TaxSettingsResultSchema, "저장된 설정과 '세금 설정이 저장되었습니다.'"),
    ...AdminErrors,
    ...StandardErrors,
  },
});

export const createRule = createRoute({
  method: 'post',
  path: '/settings/tax/rules',
  tags: ['admin'],
  summary: '세금 규칙 추가 (일반·카테고리·상품·브랜드; 세율 0 규칙은 신고서에서 면세)',
  request: { body: jsonBody(CreateTaxRuleSchema) },
  responses: { 201: jsonResponse(TaxRuleResultSchema, "추가된 규칙과 '세금 규칙이 추가되었습니다.'"), ...AdminErrors, ...StandardErrors },
});

export const updateRule = createRoute({
  method: 'patch',
  path: '/settings/tax/rules/{id}',
  tags: ['admin'],
  summary: '세금 규칙 수정',
  request: { params: IdParam, body: jsonBody(UpdateTaxRuleSchema) },
  responses: {
    200: jsonResponse(TaxRuleResultSchema, '수정된 규칙'),
    404: errorResponse(TAX_MESSAGES.ruleNotFound),
    ...AdminErrors,
    ...StandardErrors,
  },
});

export const deleteRule = createRoute({
  method: 'delete',
  path: '/settings/tax/rules/{id}',
  tags: ['admin'],
  summary: '세금 규칙 삭제',
  request: { params: IdParam },
  responses: {
    200: jsonResponse(TaxRuleDeleteResultSchema, '삭제 안내'),
    404: errorResponse(TAX_MESSAGES.ruleNotFound),
    ...AdminErrors,
    ...StandardErrors,
  },
});

export const generateReport = createRoute({
  method: 'post',
  path: '/settings/tax/reports',
  tags: ['admin'],
  summary: '세금 신고서 생성 (월간 2026-10, 분기 2026-Q3, 연간 2026; 그 기간의 실제 매출에서 계산, 임시저장)',
  request: { body: jsonBody(GenerateTaxReportSchema) },
  responses: {
    201: jsonResponse(TaxReportResultSchema, '신고서와 안내 문구'),
    409: errorResponse(TAX_MESSAGES.alreadyFiled),
    ...AdminErrors,
    ...StandardErrors,
  },
});

export const fileReport = createRoute({
  method: 'post',
  path: '/settings/tax/reports/{id}/file',
  tags: ['admin'],
  summary: '세금 신고서 신고 (임시저장·기한초과 → 신고완료, 신고일 기록)',
  request: { params: IdParam },
  responses: {
    200: jsonResponse(TaxReportResultSchema, '신고된 신고서'),
    404: errorResponse(TAX_MESSAGES.reportNotFound),
    409: errorResponse(TAX_MESSAGES.notDraft),
    ...AdminErrors,
    ...StandardErrors,
  },
});
