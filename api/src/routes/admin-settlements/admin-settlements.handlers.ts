import type { RouteHandler } from '@hono/zod-openapi';
import { SETTLEMENT_CYCLE_LABELS, type AdminSettlement } from '@market/domain/admin-settlements';
import { exportFileName } from '@market/domain/export';
import { SETTLEMENT_STATUS_LABELS } from '@market/domain/lifecycle';
import { adminActor } from '../../lib/admin-actor';
import type { AppEnv } from '../../lib/context';
import { batches, exportResponse, type ExportColumn } from '../../lib/export';
import { getAdminSettlement, listAdminSettlements } from '../../services/admin-settlements';
import { bulkApproveWorkflow, generateNowWorkflow, settleWorkflow } from '../../workflows/settle';
import type * as routes from './admin-settlements.routes';

export const list: RouteHandler<typeof routes.list, AppEnv> = async (c) => {
  return c.json(await listAdminSettlements(c.var.database.db, c.req.valid('query'), c.var.brandId ?? null), 200);
};

export const detail: RouteHandler<typeof routes.detail, AppEnv> = async (c) => {
  return c.json(await getAdminSettlement(c.var.database.db, c.req.valid('param').id, c.var.brandId ?? null), 200);
};

export const approve: RouteHandler<typeof routes.approve, AppEnv> = async (c) => {
  return c.json(await settleWorkflow(c.var.database.db, adminActor(c), c.req.valid('param').id, 'approve'), 200);
};

export const hold: RouteHandler<typeof routes.hold, AppEnv> = async (c) => {
  return c.json(await settleWorkflow(c.var.database.db, adminActor(c), c.req.valid('param').id, 'hold', c.req.valid('json')), 200);
};

export const pay: RouteHandler<typeof routes.pay, AppEnv> = async (c) => {
  return c.json(await settleWorkflow(c.var.database.db, adminActor(c), c.req.valid('param').id, 'pay'), 200);
};

export const bulkApprove: RouteHandler<typeof routes.bulkApprove, AppEnv> = async (c) => {
  return c.json(await bulkApproveWorkflow(c.var.database.db, adminActor(c), c.req.valid('json').ids), 200);
};

export const generate: RouteHandler<typeof routes.generate, AppEnv> = async (c) => {
  return c.json(await generateNowWorkflow(c.var.database.db, adminActor(c), c.req.valid('json').includeOpenPeriod), 200);
};

const EXPORT_COLUMNS: ExportColumn<AdminSettlement>[] = [
  { header: '정산번호', value: (s) => s.settlementNumber },
  { header: '브랜드', value: (s) => s.brandName },
  { header: '회사명', value: (s) => s.companyName },
  { header: '정산 시작일', value: (s) => s.periodStart },
  { header: '정산 종료일', value: (s) => s.periodEnd },
  { header: '정산 주기', value: (s) => SETTLEMENT_CYCLE_LABELS[s.cycle] },
  { header: '상태', value: (s) => SETTLEMENT_STATUS_LABELS[s.status] },
  { header: '총 매출', value: (s) => s.grossAmount },
  { header: '주문 수', value: (s) => s.transactionCount },
  { header: '반품 수', value: (s) => s.returnCount },
  { header: '수수료율(%)', value: (s) => s.commissionRate },
  { header: '수수료', value: (s) => s.commission },
  { header: '반품 금액', value: (s) => s.returnAmount },
  { header: '조정 금액', value: (s) => s.adjustments },
  { header: '정산 금액', value: (s) => s.netAmount },
  { header: '은행', value: (s) => s.bankName },
  { header: '계좌번호(마스킹)', value: (s) => s.bankAccount },
  { header: '예금주', value: (s) => s.accountHolder },
  { header: '지급 예정일', value: (s) => s.dueDate },
  { header: '지급일', value: (s) => (s.paidAt ? new Date(s.paidAt) : null) },
  { header: '보류 사유', value: (s) => s.suspendReason },
  { header: '생성일', value: (s) => new Date(s.createdAt) },
];

/** The filtered list as a file, read by keyset pages of 100 (accounts are masked: no personal data). */
export const exportList: RouteHandler<typeof routes.exportList, AppEnv> = async (c) => {
  const { format, reason: _reason, ...query } = c.req.valid('query');
  const db = c.var.database.db;
  const brandId = c.var.brandId ?? null;
  return exportResponse(c, {
    format,
    filename: exportFileName('정산내역'),
    columns: EXPORT_COLUMNS,
    rows: batches<AdminSettlement, string>((cursor) =>
      listAdminSettlements(db, { ...query, limit: 100, cursor: cursor ?? undefined }, brandId, { summary: false }),
    ),
    auditAction: 'sellers.settlements.export',
  });
};
