import { z } from 'zod';
import { ExportQuerySchema } from './export';
import { CursorPageQuerySchema, PageQuerySchema, SearchTextSchema } from './paging';

/**
 * The audit log screen (system spec "Audit log", /admin/audit): every admin write and every
 * personal-data read, reveal or download, newest first, filtered by search, action, user and
 * period; summary cards, top users and actions, a detail dialog with before and after.
 */

export const AUDIT_PERIODS = ['1d', '7d', '30d', '90d'] as const;
export type AuditPeriod = (typeof AUDIT_PERIODS)[number];
export const AUDIT_PERIOD_DAYS: Record<AuditPeriod, number> = { '1d': 1, '7d': 7, '30d': 30, '90d': 90 };
export const AUDIT_PERIOD_LABELS: Record<AuditPeriod, string> = {
  '1d': '최근 1일',
  '7d': '최근 7일',
  '30d': '최근 30일',
  '90d': '최근 90일',
};
export const DEFAULT_AUDIT_PERIOD: AuditPeriod = '7d';

export const AUDIT_SEVERITY_LABELS = { INFO: '정보', LOW: '낮음', MEDIUM: '보통', HIGH: '높음' } as const;
export const AUDIT_STATUS_LABELS = { SUCCESS: '성공', FAILED: '실패', WARNING: '경고' } as const;
export type AuditSeverity = keyof typeof AUDIT_SEVERITY_LABELS;
export type AuditStatus = keyof typeof AUDIT_STATUS_LABELS;

/** Actions written by sign-in checks that the summary counts as security alerts. */
export const SECURITY_ACTIONS = ['auth.login.failed', 'auth.login.ip-refused', 'auth.login.locked'] as const;

/**
 * Retention (개인정보의 안전성 확보조치 기준 제8조; 2 years for access records, 5 years for
 * permission changes). The database trigger of migration `audit-append-only` holds the same rule.
 */
export const AUDIT_RETENTION_YEARS = { access: 2, permissionChange: 5 } as const;
/** Action prefixes of permission changes (kept five years). */
export const PERMISSION_CHANGE_PREFIXES = ['settings.roles.', 'settings.staff.'] as const;

export const AUDIT_MESSAGES = {
  period: '기간은 1d, 7d, 30d, 90d 중 하나여야 합니다.',
  action: '작업 필터가 올바르지 않습니다.',
  user: '사용자 필터가 올바르지 않습니다.',
  notFound: '감사 로그를 찾을 수 없습니다.',
} as const;

const filters = {
  q: SearchTextSchema,
  action: z.string({ error: AUDIT_MESSAGES.action }).trim().max(100, AUDIT_MESSAGES.action).optional(),
  user: z.string({ error: AUDIT_MESSAGES.user }).trim().max(254, AUDIT_MESSAGES.user).optional(),
  period: z.enum(AUDIT_PERIODS, { error: AUDIT_MESSAGES.period }).default(DEFAULT_AUDIT_PERIOD),
};

/** `GET /api/admin/audit-logs`: newest first, by keyset `cursor` (exports, scripts) or numbered `page` (the table). */
export const AuditLogListQuerySchema = PageQuerySchema.extend({ ...filters, cursor: CursorPageQuerySchema.shape.cursor });
export type AuditLogListQuery = z.infer<typeof AuditLogListQuerySchema>;

/** `GET /api/admin/audit-logs/summary`: the cards, top users and top actions of the filters. */
export const AuditLogSummaryQuerySchema = z.object(filters);
export type AuditLogSummaryQuery = z.infer<typeof AuditLogSummaryQuerySchema>;

/** `GET /api/admin/audit-logs/export`: the rows hold staff e-mails, so a reason is required. */
export const AuditLogExportQuerySchema = ExportQuerySchema.extend(filters);
export type AuditLogExportQuery = z.infer<typeof AuditLogExportQuerySchema>;

export const AuditLogSchema = z.object({
  id: z.string(),
  timestamp: z.string(),
  userId: z.string().nullable(),
  userEmail: z.string(),
  userName: z.string(),
  action: z.string(),
  actionName: z.string(),
  resource: z.string(),
  resourceName: z.string().nullable(),
  resourceId: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  status: z.enum(['SUCCESS', 'FAILED', 'WARNING']),
  severity: z.enum(['INFO', 'LOW', 'MEDIUM', 'HIGH']),
  ip: z.string().nullable(),
});
export type AuditLog = z.infer<typeof AuditLogSchema>;

export const AuditLogPageSchema = z.object({
  items: z.array(AuditLogSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  nextCursor: z.string().nullable(),
});
export type AuditLogPage = z.infer<typeof AuditLogPageSchema>;

export const AuditLogSummarySchema = z.object({
  totalLogs: z.number().int(),
  todayLogs: z.number().int(),
  failedActions: z.number().int(),
  securityAlerts: z.number().int(),
  topUsers: z.array(z.object({ name: z.string(), email: z.string(), count: z.number().int() })),
  topActions: z.array(z.object({ action: z.string(), actionName: z.string(), count: z.number().int() })),
  /** Every action and user of the period (the filters' options). */
  actions: z.array(z.string()),
  users: z.array(z.object({ name: z.string(), email: z.string() })),
});
export type AuditLogSummary = z.infer<typeof AuditLogSummarySchema>;

const VERB_LABELS: Record<string, string> = {
  create: '생성',
  update: '수정',
  delete: '삭제',
  export: '내려받기',
  reveal: '개인정보 열람',
  approve: '승인',
  reject: '거절',
  activate: '활성화',
  deactivate: '비활성화',
  status: '상태 변경',
  login: '로그인',
  failed: '로그인 실패',
  'ip-refused': '허용되지 않은 IP 로그인 차단',
  locked: '로그인 잠금',
  purge: '보존 기간 만료 삭제',
};

/** A readable name of a dotted action: the stored summary if any, else the last word's label. */
export function auditActionName(action: string, details?: Record<string, unknown> | null): string {
  const summary = details && typeof details.summary === 'string' ? details.summary : null;
  if (summary) return summary;
  const last = action.split('.').pop() ?? action;
  const verb = VERB_LABELS[last];
  return verb ? `${action.split('.').slice(0, -1).join('.')} ${verb}` : action;
}
