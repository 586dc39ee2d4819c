import type { RouteHandler } from '@hono/zod-openapi';
import { adminActor } from '../../lib/admin-actor';
import type { AppEnv } from '../../lib/context';
import { exportFileName } from '@market/domain/export';
import { formatDateTime } from '@market/domain/format';
import { ORDER_STATUS_ADMIN_LABELS } from '@market/domain/lifecycle';
import { PAYMENT_METHOD_LABELS } from '@market/domain/order';
import { batches, exportResponse, type ExportColumn } from '../../lib/export';
import {
  adminCancelOrderWorkflow,
  advanceOrderWorkflow,
  getAdminOrder,
  listAdminOrders,
  orderExportCsvLines,
  orderExportPage,
  revealOrderContact,
  type OrderExportRow,
} from '../../services/admin-orders';
import type * as routes from './admin-orders.routes';

export const list: RouteHandler<typeof routes.list, AppEnv> = async (c) => {
  return c.json(await listAdminOrders(c.var.database.db, c.req.valid('query'), c.var.brandId ?? null), 200);
};

export const detail: RouteHandler<typeof routes.detail, AppEnv> = async (c) => {
  return c.json(await getAdminOrder(c.var.database.db, c.req.valid('param').id, c.var.brandId ?? null), 200);
};

export const advance: RouteHandler<typeof routes.advance, AppEnv> = async (c) => {
  return c.json(await advanceOrderWorkflow(c.var.database.db, adminActor(c), c.req.valid('param').id, c.req.valid('json')), 200);
};

export const cancel: RouteHandler<typeof routes.cancel, AppEnv> = async (c) => {
  return c.json(await adminCancelOrderWorkflow(c.var.database.db, adminActor(c), c.req.valid('param').id, c.req.valid('json')), 200);
};

export const reveal: RouteHandler<typeof routes.reveal, AppEnv> = async (c) => {
  return c.json(await revealOrderContact(c.var.database.db, adminActor(c), c.req.valid('param').id, c.req.valid('json').reason), 200);
};

export const EXPORT_COLUMNS: ExportColumn<OrderExportRow>[] = [
  { header: '주문번호', value: (o) => o.orderNumber },
  { header: '주문일시', value: (o) => formatDateTime(o.createdAt) },
  { header: '상태', value: (o) => ORDER_STATUS_ADMIN_LABELS[o.status] },
  { header: '주문자', value: (o) => o.customerFullName },
  { header: '수령인', value: (o) => o.recipientName },
  { header: '연락처', value: (o) => o.recipientPhone },
  { header: '우편번호', value: (o) => o.zipCode },
  { header: '주소', value: (o) => o.fullAddress },
  { header: '상품', value: (o) => o.itemsText },
  { header: '수량', value: (o) => o.itemCount },
  { header: '상품금액', value: (o) => o.subtotal },
  { header: '배송비', value: (o) => o.shippingFee },
  { header: '할인', value: (o) => o.discount },
  { header: '결제금액', value: (o) => o.total },
  { header: '결제수단', value: (o) => PAYMENT_METHOD_LABELS[o.paymentMethod] },
  { header: '송장번호', value: (o) => o.trackingText },
];

export const exportList: RouteHandler<typeof routes.exportList, AppEnv> = async (c) => {
  const { format, reason, ...filter } = c.req.valid('query');
  const db = c.var.database.db;
  const brandId = c.var.brandId ?? null;
  return exportResponse(c, {
    format,
    filename: exportFileName('주문내역'),
    columns: EXPORT_COLUMNS,
    rows: batches<OrderExportRow, string>((cursor) => orderExportPage(db, filter, brandId, cursor)),
    csvLines: format === 'csv' ? await orderExportCsvLines(db, filter, brandId) : undefined,
    personalData: { resource: 'orders', fields: ['customerName', 'recipientName', 'recipientPhone', 'address'], reason },
    auditAction: 'orders.list.export',
  }) as never;
};
