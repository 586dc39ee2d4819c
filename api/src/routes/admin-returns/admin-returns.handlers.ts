import type { RouteHandler } from '@hono/zod-openapi';
import type { AdminReturn } from '@market/domain/admin-returns';
import { exportFileName } from '@market/domain/export';
import { RETURN_STATUS_LABELS } from '@market/domain/lifecycle';
import { RETURN_REASON_LABELS, RETURN_TYPE_LABELS } from '@market/domain/order';
import { adminActor } from '../../lib/admin-actor';
import type { AppEnv } from '../../lib/context';
import { batches, exportResponse, type ExportColumn } from '../../lib/export';
import { exportReturnBatch, getAdminReturn, listAdminReturns, type ReturnExportCursor } from '../../services/admin-returns';
import { changeReturnStatusWorkflow } from '../../workflows/change-return-status';
import type * as routes from './admin-returns.routes';

export const list: RouteHandler<typeof routes.list, AppEnv> = async (c) => {
  return c.json(await listAdminReturns(c.var.database.db, c.req.valid('query'), c.var.brandId ?? null), 200);
};

export const detail: RouteHandler<typeof routes.detail, AppEnv> = async (c) => {
  return c.json(await getAdminReturn(c.var.database.db, c.req.valid('param').id, c.var.brandId ?? null), 200);
};

export const changeStatus: RouteHandler<typeof routes.changeStatus, AppEnv> = async (c) => {
  return c.json(await changeReturnStatusWorkflow(c.var.database.db, adminActor(c), c.req.valid('param').id, c.req.valid('json')), 200);
};

const at = (iso: string | null) => (iso ? new Date(iso) : null);

/** The file's columns: the list's, each item, and the refund's breakdown. */
const EXPORT_COLUMNS: ExportColumn<AdminReturn>[] = [
  { header: '요청 번호', value: (r) => r.returnNumber },
  { header: '주문 번호', value: (r) => r.orderNumber },
  { header: '유형', value: (r) => RETURN_TYPE_LABELS[r.type] },
  { header: '상태', value: (r) => RETURN_STATUS_LABELS[r.status] },
  { header: '사유', value: (r) => RETURN_REASON_LABELS[r.reason] },
  { header: '고객', value: (r) => r.customerName },
  { header: '상품', value: (r) => r.items.map((i) => `${i.brandName} ${i.productName} (${i.color}/${i.size}) × ${i.quantity}`).join(', ') },
  { header: '수량', value: (r) => r.items.reduce((s, i) => s + i.quantity, 0) },
  { header: '상품 금액', value: (r) => r.refund.goods },
  { header: '쿠폰 할인 분담', value: (r) => r.refund.couponShare },
  { header: '포인트 환원', value: (r) => r.refund.pointsRefund },
  { header: '배송비 재부과', value: (r) => r.refund.shippingRecharge },
  { header: '반품 배송비', value: (r) => r.refund.returnFee },
  { header: '환불 금액', value: (r) => r.refundAmount },
  { header: '요청 일시', value: (r) => at(r.requestedAt) },
  { header: '처리 일시', value: (r) => at(r.processedAt) },
  { header: '완료 일시', value: (r) => at(r.completedAt) },
  { header: '관리자 메모', value: (r) => r.adminNotes ?? '' },
];

export const exportList: RouteHandler<typeof routes.exportList, AppEnv> = async (c) => {
  const query = c.req.valid('query');
  const db = c.var.database.db;
  const brandId = c.var.brandId ?? null;
  return exportResponse(c, {
    format: query.format,
    filename: exportFileName('반품교환내역'),
    columns: EXPORT_COLUMNS,
    rows: batches<AdminReturn, ReturnExportCursor>((cursor) => exportReturnBatch(db, query, brandId, cursor)),
    auditAction: 'orders.returns.export',
  });
};
