import type { RouteHandler } from '@hono/zod-openapi';
import { exportFileName } from '@market/domain/export';
import type { AppEnv } from '../../lib/context';
import { batches, exportResponse } from '../../lib/export';
import { AUDIT_EXPORT_COLUMNS, auditLogSummary, listAuditLogs } from '../../services/admin-audit';
import type * as routes from './admin-audit.routes';

export const list: RouteHandler<typeof routes.list, AppEnv> = async (c) => {
  return c.json(await listAuditLogs(c.var.database.db, c.req.valid('query')), 200);
};

export const summary: RouteHandler<typeof routes.summary, AppEnv> = async (c) => {
  return c.json(await auditLogSummary(c.var.database.db, c.req.valid('query')), 200);
};

export const exportList: RouteHandler<typeof routes.exportList, AppEnv> = async (c) => {
  const { format, reason, ...filters } = c.req.valid('query');
  const db = c.var.database.db;
  return exportResponse(c, {
    format,
    filename: exportFileName('감사로그'),
    columns: AUDIT_EXPORT_COLUMNS,
    rows: batches((cursor: string | null) => listAuditLogs(db, { ...filters, page: 1, limit: 100, cursor: cursor ?? undefined })),
    personalData: { resource: 'audit_logs', fields: ['userEmail', 'userName', 'ip'], reason },
    auditAction: 'audit.logs.export',
  });
};
