import { z } from 'zod';
import { CARRIER_CODES } from './carriers';
import { ExportQuerySchema } from './export';
import { SHIPMENT_STATUS_LABELS, SHIPMENT_STATUSES, type ShipmentStatus } from './lifecycle';
import { MAX_PAGE_SIZE, SearchTextSchema } from './paging';

/**
 * Shipments in the admin (spec 001 "Shipment management", section 3 Shipment): the list query,
 * the row and detail shapes, the tiles and the messages, shared by the API and the screen.
 */

export const ADMIN_SHIPMENT_MESSAGES = {
  carrier: '택배사 값이 올바르지 않습니다.',
  status: '상태 값이 올바르지 않습니다.',
  sort: '정렬 기준이 올바르지 않습니다.',
  order: '정렬 방향이 올바르지 않습니다.',
  cursor: '페이지 위치가 올바르지 않습니다.',
  limit: '페이지 크기가 올바르지 않습니다.',
  notFound: '배송 정보를 찾을 수 없습니다.',
  /** A refresh of a shipment the carrier has nothing to say about (not shipped yet). */
  notTracked: '아직 발송되지 않아 조회할 배송 정보가 없습니다.',
  /** Retry is offered only from exception (spec 001 section 3). */
  retryOnlyException: (status: ShipmentStatus) =>
    `'${SHIPMENT_STATUS_LABELS[status]}' 상태의 배송은 재배송을 요청할 수 없습니다. 배송 예외 상태에서만 가능합니다.`,
  carrierUnavailable: '택배사 조회에 실패했습니다. 잠시 후 다시 시도해주세요.',
  /** Spec 001 section 8. */
  successTitle: '배송 정보 업데이트 완료',
  successDescription: '배송 정보가 성공적으로 업데이트되었습니다.',
  copiedTitle: '송장번호 복사됨',
  copiedDescription: '송장번호가 클립보드에 복사되었습니다.',
} as const;

/** What the sandbox (and a real carrier) records when delivery is retried from an exception. */
export const RETRY_EVENT_DESCRIPTION = '재배송 요청이 접수되었습니다';

/** The five tiles (spec 001): in transit gathers shipped, in_transit and out_for_delivery. */
export const SHIPMENT_TILES = ['pending', 'in_transit', 'delivered', 'exception', 'returned'] as const;
export type ShipmentTile = (typeof SHIPMENT_TILES)[number];
export const SHIPMENT_TILE_LABELS: Record<ShipmentTile, string> = {
  pending: '배송 대기',
  in_transit: '배송중',
  delivered: '배송 완료',
  exception: '배송 예외',
  returned: '반송',
};
/** The statuses each tile counts. */
export const SHIPMENT_TILE_STATUSES: Record<ShipmentTile, readonly ShipmentStatus[]> = {
  pending: ['pending'],
  in_transit: ['shipped', 'in_transit', 'out_for_delivery'],
  delivered: ['delivered'],
  exception: ['exception'],
  returned: ['returned'],
};

export const ADMIN_SHIPMENT_SORTS = ['shipped', 'created', 'weight', 'arrival'] as const;
export type AdminShipmentSort = (typeof ADMIN_SHIPMENT_SORTS)[number];

/** The first characters of the address the list shows (spec 001: 20). */
export const ADDRESS_PREVIEW_LENGTH = 20;
export function addressPreview(address: string): string {
  const chars = [...address];
  return chars.length > ADDRESS_PREVIEW_LENGTH ? `${chars.slice(0, ADDRESS_PREVIEW_LENGTH).join('')}…` : address;
}

/** Grams as the list's kilograms, one decimal ('1.2kg'). */
export function formatWeightKg(grams: number): string {
  return `${(Math.round(grams / 100) / 10).toFixed(1)}kg`;
}

/**
 * `GET /api/admin/shipments`: text on shipment id, order number, tracking number or customer
 * (recipient) name; keyset paging by `cursor` (the previous answer's `nextCursor`), or `page`
 * for a jump to a page number.
 */
export const AdminShipmentListQuerySchema = z.object({
  q: SearchTextSchema,
  carrier: z.enum(CARRIER_CODES, { error: ADMIN_SHIPMENT_MESSAGES.carrier }).optional(),
  status: z.enum(SHIPMENT_STATUSES, { error: ADMIN_SHIPMENT_MESSAGES.status }).optional(),
  sort: z.enum(ADMIN_SHIPMENT_SORTS, { error: ADMIN_SHIPMENT_MESSAGES.sort }).default('shipped'),
  order: z.enum(['asc', 'desc'], { error: ADMIN_SHIPMENT_MESSAGES.order }).default('desc'),
  cursor: z.string({ error: ADMIN_SHIPMENT_MESSAGES.cursor }).max(300, ADMIN_SHIPMENT_MESSAGES.cursor).optional(),
  page: z.coerce
    .number({ error: '페이지 번호가 올바르지 않습니다.' })
    .int('페이지 번호가 올바르지 않습니다.')
    .min(1, '페이지 번호가 올바르지 않습니다.')
    .max(100_000, '페이지 번호가 올바르지 않습니다.')
    .default(1),
  limit: z.coerce
    .number({ error: ADMIN_SHIPMENT_MESSAGES.limit })
    .int(ADMIN_SHIPMENT_MESSAGES.limit)
    .min(1, ADMIN_SHIPMENT_MESSAGES.limit)
    .max(MAX_PAGE_SIZE, `페이지 크기는 ${MAX_PAGE_SIZE} 이하여야 합니다.`)
    .default(20),
});
export type AdminShipmentListQuery = z.infer<typeof AdminShipmentListQuerySchema>;

/** `GET /api/admin/shipments/export`: the list's filters and sort, a format, and the reason (the file holds names and addresses). */
export const AdminShipmentExportQuerySchema = ExportQuerySchema.extend({
  q: AdminShipmentListQuerySchema.shape.q,
  carrier: AdminShipmentListQuerySchema.shape.carrier,
  status: AdminShipmentListQuerySchema.shape.status,
  sort: AdminShipmentListQuerySchema.shape.sort,
  order: AdminShipmentListQuerySchema.shape.order,
});
export type AdminShipmentExportQuery = z.infer<typeof AdminShipmentExportQuerySchema>;

export const ShipmentEventSchema = z.object({
  status: z.enum(SHIPMENT_STATUSES),
  description: z.string(),
  location: z.string(),
  at: z.string(),
});
export type ShipmentEvent = z.infer<typeof ShipmentEventSchema>;

/** A row of the shipments table. Names masked; the address cut to its first 20 characters. */
export const AdminShipmentSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  orderNumber: z.string(),
  trackingNumber: z.string().nullable(),
  carrierCode: z.enum(CARRIER_CODES),
  carrierName: z.string(),
  status: z.enum(SHIPMENT_STATUSES),
  customerName: z.string(),
  addressPreview: z.string(),
  itemCount: z.number().int(),
  totalWeightGrams: z.number().int(),
  shippingCost: z.number().int(),
  shippedAt: z.string().nullable(),
  estimatedDelivery: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type AdminShipment = z.infer<typeof AdminShipmentSchema>;

export const AdminShipmentItemSchema = z.object({
  productName: z.string(),
  brandName: z.string(),
  color: z.string(),
  size: z.string(),
  quantity: z.number().int(),
  /** The product's weight times the quantity. */
  weightGrams: z.number().int(),
});
export type AdminShipmentItem = z.infer<typeof AdminShipmentItemSchema>;

/** The detail dialog: the row, the customer (masked), the items with weight and the tracking events (newest first). */
export const AdminShipmentDetailSchema = AdminShipmentSchema.extend({
  customerPhone: z.string(),
  address: z.string(),
  trackingUrl: z.string().nullable(),
  items: z.array(AdminShipmentItemSchema),
  events: z.array(ShipmentEventSchema),
});
export type AdminShipmentDetail = z.infer<typeof AdminShipmentDetailSchema>;

export const AdminShipmentSummarySchema = z.object({
  pending: z.number().int(),
  in_transit: z.number().int(),
  delivered: z.number().int(),
  exception: z.number().int(),
  returned: z.number().int(),
});
export type AdminShipmentSummary = z.infer<typeof AdminShipmentSummarySchema>;

export const AdminShipmentPageSchema = z.object({
  items: z.array(AdminShipmentSchema),
  total: z.number().int(),
  nextCursor: z.string().nullable(),
  page: z.number().int(),
  limit: z.number().int(),
  summary: AdminShipmentSummarySchema,
});
export type AdminShipmentPage = z.infer<typeof AdminShipmentPageSchema>;

/** What refresh and retry answer: the shipment as it is now, how many events were new, and the notice. */
export const AdminShipmentResultSchema = z.object({
  item: AdminShipmentDetailSchema,
  newEvents: z.number().int(),
  title: z.string(),
  message: z.string(),
});
export type AdminShipmentResult = z.infer<typeof AdminShipmentResultSchema>;
