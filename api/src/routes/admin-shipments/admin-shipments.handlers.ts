import type { RouteHandler } from '@hono/zod-openapi';
import { adminActor } from '../../lib/admin-actor';
import type { AppEnv } from '../../lib/context';
import { formatWeightKg } from '@market/domain/admin-shipments';
import { exportFileName } from '@market/domain/export';
import { SHIPMENT_STATUS_LABELS } from '@market/domain/lifecycle';
import { exportResponse } from '../../lib/export';
import {
  getAdminShipment,
  listAdminShipments,
  refreshAdminShipment,
  retryAdminShipment,
  shipmentExportRows,
  type ShipmentRow,
} from '../../services/admin-shipments';
import type * as routes from './admin-shipments.routes';

export const list: RouteHandler<typeof routes.list, AppEnv> = async (c) => {
  return c.json(await listAdminShipments(c.var.database.db, c.req.valid('query'), c.var.brandId ?? null), 200);
};

export const exportList: RouteHandler<typeof routes.exportList, AppEnv> = async (c) => {
  const { format, reason, ...filters } = c.req.valid('query');
  const date = (iso: string | null) => (iso ? new Date(iso) : null);
  return exportResponse<ShipmentRow>(c, {
    format,
    filename: exportFileName('배송목록'),
    auditAction: 'orders.shipments.export',
    personalData: { resource: 'shipment', fields: ['recipient_name', 'address'], reason },
    columns: [
      { header: '배송 ID', value: (r) => r.id },
      { header: '주문번호', value: (r) => r.order_number },
      { header: '송장번호', value: (r) => r.tracking_number },
      { header: '택배사', value: (r) => r.carrier_name },
      { header: '상태', value: (r) => SHIPMENT_STATUS_LABELS[r.status] },
      { header: '받는 분', value: (r) => r.recipient_name },
      { header: '주소', value: (r) => r.address },
      { header: '상품 수량', value: (r) => Number(r.item_count) },
      { header: '총 무게', value: (r) => formatWeightKg(Number(r.total_weight_grams)) },
      { header: '배송비', value: (r) => Number(r.shipping_cost) },
      { header: '발송일시', value: (r) => date(r.shipped_at) },
      { header: '도착 예정일', value: (r) => r.estimated_delivery },
      { header: '배송 완료일시', value: (r) => date(r.delivered_at) },
    ],
    rows: shipmentExportRows(c.var.database.db, filters, c.var.brandId ?? null),
  });
};

export const detail: RouteHandler<typeof routes.detail, AppEnv> = async (c) => {
  return c.json(await getAdminShipment(c.var.database.db, c.req.valid('param').id, c.var.brandId ?? null), 200);
};

export const refresh: RouteHandler<typeof routes.refresh, AppEnv> = async (c) => {
  return c.json(await refreshAdminShipment(c.var.database.db, adminActor(c), c.req.valid('param').id), 200);
};

export const retry: RouteHandler<typeof routes.retry, AppEnv> = async (c) => {
  return c.json(await retryAdminShipment(c.var.database.db, adminActor(c), c.req.valid('param').id), 200);
};
