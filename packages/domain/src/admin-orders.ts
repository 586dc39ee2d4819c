import { z } from 'zod';
import { CarrierCodeSchema, CARRIER_CODES } from './carriers';
import { ORDER_STATUS_ADMIN_LABELS, ORDER_STATUSES, SHIPMENT_STATUSES, type OrderStatus } from './lifecycle';
import { AccessReasonSchema, ExportQuerySchema } from './export';
import { PAYMENT_METHODS } from './order';
import { MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE, SearchTextSchema } from './paging';

/**
 * Orders in the admin (spec 001 "Order management", issue 14 item 1): the list query, the status
 * change, cancel and reveal bodies, the row and detail shapes and the messages, shared by the API
 * and the screen.
 */

export const ADMIN_ORDER_MESSAGES = {
  status: '상태 값이 올바르지 않습니다.',
  sort: '정렬 기준이 올바르지 않습니다.',
  order: '정렬 방향이 올바르지 않습니다.',
  cursor: '페이지 위치 값이 올바르지 않습니다.',
  limit: `페이지 크기는 1 이상 ${MAX_PAGE_SIZE} 이하여야 합니다.`,
  targetStatus: '변경할 상태가 올바르지 않습니다.',
  notFound: '주문을 찾을 수 없습니다.',
  shipmentNotFound: '배송 정보를 찾을 수 없습니다.',
  carrierRequired: '발송하려면 택배사를 선택해주세요.',
  carrierUnavailable: '사용할 수 없는 택배사입니다.',
  trackingNumber: '송장번호 형식이 올바르지 않습니다.',
  trackingTaken: '이미 등록된 송장번호입니다.',
  oneTrackingForMany: '여러 셀러가 함께 발송하는 주문은 송장번호가 자동 발급됩니다. 송장번호를 비워주세요.',
  alreadyShipped: '이미 발송 처리된 주문입니다. 새로고침 후 다시 확인해주세요.',
  notYourShipment: '담당 브랜드의 배송만 처리할 수 있습니다.',
  notCancellable: '발송 전(결제 완료·배송 준비중·입금 대기) 주문만 취소할 수 있습니다.',
  reason: '사유를 입력해주세요.',
  reasonTooLong: '사유는 200자 이하로 입력해주세요.',
  /** Spec 001 section 8: '주문 상태 변경 완료' with the order id. */
  successTitle: '주문 상태 변경 완료',
  success: (orderNumber: string) => `주문 ${orderNumber}의 상태가 업데이트되었습니다.`,
  cancelTitle: '주문 취소 완료',
  cancelled: (orderNumber: string) => `주문 ${orderNumber}이(가) 취소되고 환불되었습니다.`,
} as const;

/** 409 for a change that is not the next step of the order (illegal, or another staff was faster). */
export function staleOrderStatusMessage(from: OrderStatus, to: OrderStatus): string {
  return `'${ORDER_STATUS_ADMIN_LABELS[from]}' 상태의 주문은 '${ORDER_STATUS_ADMIN_LABELS[to]}'(으)로 변경할 수 없습니다. 다른 관리자가 이미 처리했을 수 있으니 새로고침 후 확인해주세요.`;
}

/** The advance button's words, by the status it moves to. */
export const ADVANCE_LABELS: Partial<Record<OrderStatus, string>> = {
  processing: '배송 준비 시작',
  shipped: '발송 처리',
  delivered: '배송 완료 처리',
};

export const ADMIN_ORDER_SORTS = ['created', 'number', 'customer', 'total', 'payment', 'status', 'items'] as const;
export type AdminOrderSort = (typeof ADMIN_ORDER_SORTS)[number];

/** `GET /api/admin/orders` (and its export): text on order number or customer/recipient name. */
export const AdminOrderFilterSchema = z.object({
  q: SearchTextSchema,
  status: z.enum(ORDER_STATUSES, { error: ADMIN_ORDER_MESSAGES.status }).optional(),
  sort: z.enum(ADMIN_ORDER_SORTS, { error: ADMIN_ORDER_MESSAGES.sort }).default('created'),
  order: z.enum(['asc', 'desc'], { error: ADMIN_ORDER_MESSAGES.order }).default('desc'),
});
export type AdminOrderFilter = z.infer<typeof AdminOrderFilterSchema>;

/** `GET /api/admin/orders/export`: the list's filters, the format, and the reason (the file holds contacts and addresses). */
export const AdminOrderExportQuerySchema = AdminOrderFilterSchema.extend(ExportQuerySchema.shape);
export type AdminOrderExportQuery = z.infer<typeof AdminOrderExportQuerySchema>;

export const AdminOrderListQuerySchema = AdminOrderFilterSchema.extend({
  /** The `nextCursor` of the previous page (opaque, base64url). */
  cursor: z
    .string({ error: ADMIN_ORDER_MESSAGES.cursor })
    .max(400, ADMIN_ORDER_MESSAGES.cursor)
    .regex(/^[A-Za-z0-9_-]+$/, ADMIN_ORDER_MESSAGES.cursor)
    .optional(),
  limit: z.coerce
    .number({ error: ADMIN_ORDER_MESSAGES.limit })
    .int(ADMIN_ORDER_MESSAGES.limit)
    .min(1, ADMIN_ORDER_MESSAGES.limit)
    .max(MAX_PAGE_SIZE, ADMIN_ORDER_MESSAGES.limit)
    .default(DEFAULT_PAGE_SIZE),
});
export type AdminOrderListQuery = z.infer<typeof AdminOrderListQuerySchema>;

/** The statuses the advance button moves to. */
export const ADVANCE_TARGETS = ['processing', 'shipped', 'delivered'] as const;

/**
 * `POST /api/admin/orders/{id}/status`: the status the staff saw as next (a stale second click is a
 * 409), the carrier when shipping, and optionally the number printed on the carrier's label.
 */
export const AdvanceOrderSchema = z
  .object({
    status: z.enum(ADVANCE_TARGETS, { error: ADMIN_ORDER_MESSAGES.targetStatus }),
    carrierCode: CarrierCodeSchema.optional(),
    trackingNumber: z
      .string({ error: ADMIN_ORDER_MESSAGES.trackingNumber })
      .trim()
      .max(30, ADMIN_ORDER_MESSAGES.trackingNumber)
      .regex(/^[A-Za-z0-9]*$/, ADMIN_ORDER_MESSAGES.trackingNumber)
      .optional(),
  })
  .strict()
  .refine((v) => v.status !== 'shipped' || v.carrierCode !== undefined, {
    path: ['carrierCode'],
    message: ADMIN_ORDER_MESSAGES.carrierRequired,
  });
export type AdvanceOrder = z.infer<typeof AdvanceOrderSchema>;

/** The ship form of the detail dialog (carrier and an optional staff-entered number). */
export const ShipOrderFormSchema = z.object({
  carrierCode: CarrierCodeSchema,
  trackingNumber: z.string().trim().max(30, ADMIN_ORDER_MESSAGES.trackingNumber),
});
export type ShipOrderForm = z.infer<typeof ShipOrderFormSchema>;

const ReasonSchema = z
  .string({ error: ADMIN_ORDER_MESSAGES.reason })
  .trim()
  .min(1, ADMIN_ORDER_MESSAGES.reason)
  .max(200, ADMIN_ORDER_MESSAGES.reasonTooLong);

/** `POST /api/admin/orders/{id}/cancel`: cancel with refund, with the reason told to the shopper. */
export const AdminCancelOrderSchema = z.object({ reason: ReasonSchema }).strict();
export type AdminCancelOrder = z.infer<typeof AdminCancelOrderSchema>;

/** `POST /api/admin/orders/{id}/reveal`: why the staff needs the unmasked contact (logged). */
export const RevealOrderSchema = z.object({ reason: AccessReasonSchema }).strict();
export type RevealOrder = z.infer<typeof RevealOrderSchema>;

export const AdminOrderLineSchema = z.object({
  id: z.string(),
  productId: z.string(),
  productName: z.string(),
  brandId: z.string(),
  brandName: z.string(),
  color: z.string(),
  size: z.string(),
  unitPrice: z.number().int(),
  quantity: z.number().int(),
  lineTotal: z.number().int(),
  /** The settlement that pays this line out to its seller (after 구매확정), or null. */
  settlementNumber: z.string().nullable(),
});
export type AdminOrderLine = z.infer<typeof AdminOrderLineSchema>;

/** A row of the orders table. Name and phone masked. */
export const AdminOrderSchema = z.object({
  id: z.string(),
  orderNumber: z.string(),
  status: z.enum(ORDER_STATUSES),
  customerName: z.string(),
  customerPhone: z.string(),
  /** A guest order (비회원 주문, ADR 033): the name is the guest's, shown with a 비회원 badge. */
  isGuest: z.boolean(),
  /** "상품명 외 n건" material: the (seller's) lines. */
  items: z.array(AdminOrderLineSchema),
  itemCount: z.number().int(),
  subtotal: z.number().int(),
  shippingFee: z.number().int(),
  discount: z.number().int(),
  total: z.number().int(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  trackingNumbers: z.array(z.string()),
  createdAt: z.string(),
});
export type AdminOrder = z.infer<typeof AdminOrderSchema>;

/** Counts by status of the searched set (the status filter left out): the tiles. */
export const AdminOrderSummarySchema = z.object(
  Object.fromEntries(ORDER_STATUSES.map((s) => [s, z.number().int()])) as Record<OrderStatus, z.ZodNumber>,
);
export type AdminOrderSummary = z.infer<typeof AdminOrderSummarySchema>;

export const AdminOrderPageSchema = z.object({
  items: z.array(AdminOrderSchema),
  total: z.number().int(),
  nextCursor: z.string().nullable(),
  summary: AdminOrderSummarySchema,
});
export type AdminOrderPage = z.infer<typeof AdminOrderPageSchema>;

export const AdminTrackingEventSchema = z.object({
  status: z.enum(SHIPMENT_STATUSES),
  description: z.string(),
  location: z.string(),
  occurredAt: z.string(),
});

export const AdminOrderShipmentSchema = z.object({
  id: z.string(),
  sellerId: z.string(),
  sellerName: z.string(),
  carrierCode: z.string(),
  carrierName: z.string(),
  trackingNumber: z.string().nullable(),
  trackingUrl: z.string().nullable(),
  status: z.enum(SHIPMENT_STATUSES),
  shippedAt: z.string().nullable(),
  estimatedDelivery: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  events: z.array(AdminTrackingEventSchema),
});
export type AdminOrderShipment = z.infer<typeof AdminOrderShipmentSchema>;

export const AdminOrderPaymentSchema = z.object({
  id: z.string(),
  method: z.enum(PAYMENT_METHODS),
  amount: z.number().int(),
  refundedAmount: z.number().int(),
  status: z.string(),
  transactionId: z.string(),
  createdAt: z.string(),
  approvedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
});

export const AdminOrderHistorySchema = z.object({
  at: z.string(),
  /** What happened, in Korean. */
  label: z.string(),
  /** Who: a staff member's name, '고객' or '시스템'. */
  actor: z.string(),
});
export type AdminOrderHistory = z.infer<typeof AdminOrderHistorySchema>;

export const AdminOrderDetailSchema = AdminOrderSchema.extend({
  couponDiscount: z.number().int(),
  pointsUsed: z.number().int(),
  address: z.object({ zipCode: z.string(), address: z.string(), detail: z.string(), memo: z.string().nullable() }),
  cancelReason: z.string().nullable(),
  payments: z.array(AdminOrderPaymentSchema),
  shipments: z.array(AdminOrderShipmentSchema),
  history: z.array(AdminOrderHistorySchema),
  /** The status the advance button moves to, for this staff member; null when none. */
  nextStatus: z.enum(ADVANCE_TARGETS).nullable(),
  cancellable: z.boolean(),
});
export type AdminOrderDetail = z.infer<typeof AdminOrderDetailSchema>;

export const AdminOrderResultSchema = z.object({ title: z.string(), message: z.string(), item: AdminOrderDetailSchema });
export type AdminOrderResult = z.infer<typeof AdminOrderResultSchema>;

/** The unmasked contact of an order (the reveal answer). */
export const RevealedContactSchema = z.object({
  orderNumber: z.string(),
  customerName: z.string(),
  recipientName: z.string(),
  recipientPhone: z.string(),
  zipCode: z.string(),
  address: z.string(),
  addressDetail: z.string(),
});
export type RevealedContact = z.infer<typeof RevealedContactSchema>;

export { CARRIER_CODES };
