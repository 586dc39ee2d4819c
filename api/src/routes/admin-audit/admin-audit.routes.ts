import { createRoute } from '@hono/zod-openapi';
import {
  AuditLogExportQuerySchema,
  AuditLogListQuerySchema,
  AuditLogPageSchema,
  AuditLogSummaryQuerySchema,
  AuditLogSummarySchema,
} from '@market/domain/admin-audit';
import { exportResponses } from '../../lib/export';
import { AdminErrors, jsonResponse, StandardErrors } from '../../lib/openapi';

export const list = createRoute({
  method: 'get',
  path: '/audit-logs',
  tags: ['admin'],
  summary: '감사 로그 (검색, 작업, 사용자, 기간 1d·7d·30d·90d 기본 7d; 최신순 커서 페이지)',
  request: { query: AuditLogListQuerySchema },
  responses: { 200: jsonResponse(AuditLogPageSchema, '감사 로그 페이지'), ...AdminErrors, ...StandardErrors },
});

export const summary = createRoute({
  method: 'get',
  path: '/audit-logs/summary',
  tags: ['admin'],
  summary: '감사 로그 요약 (전체, 오늘, 실패, 보안 경고, 상위 사용자·작업)',
  request: { query: AuditLogSummaryQuerySchema },
  responses: { 200: jsonResponse(AuditLogSummarySchema, '요약'), ...AdminErrors, ...StandardErrors },
});

export const exportList = createRoute({
  method: 'get',
  path: '/audit-logs/export',
  tags: ['admin'],
  summary: '감사 로그 내려받기 (CSV·엑셀; 이메일이 포함되어 사유 필수, 개인정보 열람 기록)',
  request: { query: AuditLogExportQuerySchema },
  responses: { ...exportResponses('감사 로그 파일'), ...AdminErrors },
});
