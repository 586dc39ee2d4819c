/**
 * Status labels and allowed transitions, decided once for the API and every screen
 * (DESIGN 3 for orders; spec 001 section 4 for the admin entities). The server refuses any
 * transition not listed here.
 */

type Machine<S extends string> = { readonly [K in S]: readonly S[] };

export function canTransition<S extends string>(machine: Machine<S>, from: S, to: S): boolean {
  return machine[from]?.includes(to) ?? false;
}

// Orders: one lifecycle for shopper and admin.
export const ORDER_STATUSES = ['pending', 'paid', 'processing', 'shipped', 'delivered', 'purchase_confirmed', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const ORDER_TRANSITIONS: Machine<OrderStatus> = {
  pending: ['paid', 'cancelled'],
  paid: ['processing', 'cancelled'],
  processing: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: ['purchase_confirmed'],
  purchase_confirmed: [],
  cancelled: [],
};
/** The storefront's words (spec 000 section 4); `confirmed` is the tab of paid and processing. */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: '주문 확인중',
  paid: '주문 확정',
  processing: '주문 확정',
  shipped: '배송중',
  delivered: '배송 완료',
  purchase_confirmed: '구매 확정',
  cancelled: '주문 취소',
};
/** The admin's words, which tell paid and processing apart. */
export const ORDER_STATUS_ADMIN_LABELS: Record<OrderStatus, string> = {
  pending: '입금 대기',
  paid: '결제 완료',
  processing: '배송 준비중',
  shipped: '배송중',
  delivered: '배송 완료',
  purchase_confirmed: '구매 확정',
  cancelled: '주문 취소',
};
export const UNKNOWN_ORDER_STATUS_LABEL = '주문 확인중';
export function orderStatusLabel(status: string): string {
  return (ORDER_STATUS_LABELS as Record<string, string>)[status] ?? UNKNOWN_ORDER_STATUS_LABEL;
}
/** The storefront's order tabs and the statuses each shows. */
export const ORDER_TABS = {
  all: ORDER_STATUSES,
  pending: ['pending'],
  confirmed: ['paid', 'processing'],
  shipped: ['shipped'],
  delivered: ['delivered', 'purchase_confirmed'],
} as const;
export const CANCELLABLE_ORDER_STATUSES: readonly OrderStatus[] = ['pending', 'paid', 'processing'];
/** The admin's single advance button: paid → processing → shipped → delivered. */
export function nextAdminOrderStatus(status: OrderStatus): OrderStatus | null {
  return ({ paid: 'processing', processing: 'shipped', shipped: 'delivered' } as Partial<Record<OrderStatus, OrderStatus>>)[status] ?? null;
}

export const RETURN_WINDOW_DAYS = 7;
/**
 * 자동 구매확정 N days after delivery (shop setting `auto_confirm_days`). Never inside the return
 * window: a confirmed order cannot be returned, so confirming earlier would cut the shopper's
 * 7 days short.
 */
export const AUTO_CONFIRM_DAYS = { default: RETURN_WINDOW_DAYS, min: RETURN_WINDOW_DAYS, max: 30 } as const;
/** Returns and exchanges within 7 days of receipt, and never after 구매확정. */
export function canRequestReturn(status: OrderStatus, deliveredAt: Date | null, now: Date): boolean {
  if (status !== 'delivered' || !deliveredAt) return false;
  return now.getTime() - deliveredAt.getTime() <= RETURN_WINDOW_DAYS * 86_400_000;
}

// Returns and exchanges.
export const RETURN_STATUSES = ['requested', 'approved', 'processing', 'completed', 'rejected'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];
export const RETURN_TRANSITIONS: Machine<ReturnStatus> = {
  requested: ['approved', 'rejected'],
  approved: ['processing'],
  processing: ['completed'],
  completed: [],
  rejected: [],
};
export const RETURN_STATUS_LABELS: Record<ReturnStatus, string> = {
  requested: '요청',
  approved: '승인',
  processing: '처리중',
  completed: '완료',
  rejected: '거절',
};

// Shipments.
export const SHIPMENT_STATUSES = ['pending', 'shipped', 'in_transit', 'out_for_delivery', 'delivered', 'exception', 'returned'] as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];
export const SHIPMENT_TRANSITIONS: Machine<ShipmentStatus> = {
  pending: ['shipped'],
  shipped: ['in_transit', 'exception'],
  in_transit: ['out_for_delivery', 'delivered', 'exception'],
  out_for_delivery: ['delivered', 'exception'],
  delivered: [],
  exception: ['in_transit', 'returned'],
  returned: [],
};
export const SHIPMENT_STATUS_LABELS: Record<ShipmentStatus, string> = {
  pending: '배송 대기',
  shipped: '발송 완료',
  in_transit: '배송중',
  out_for_delivery: '배송 출발',
  delivered: '배송 완료',
  exception: '배송 예외',
  returned: '반송',
};

// Settlements.
export const SETTLEMENT_STATUSES = ['pending', 'approved', 'processing', 'paid', 'suspended'] as const;
export type SettlementStatus = (typeof SETTLEMENT_STATUSES)[number];
export const SETTLEMENT_TRANSITIONS: Machine<SettlementStatus> = {
  pending: ['approved', 'suspended'],
  approved: ['paid'],
  processing: [],
  paid: [],
  suspended: [],
};
export const SETTLEMENT_STATUS_LABELS: Record<SettlementStatus, string> = {
  pending: '정산 대기',
  approved: '승인',
  processing: '처리중',
  paid: '지급 완료',
  suspended: '보류',
};

// Brands and sellers (same rules).
export const PARTNER_STATUSES = ['active', 'pending', 'suspended'] as const;
export type PartnerStatus = (typeof PARTNER_STATUSES)[number];
export const PARTNER_TRANSITIONS: Machine<PartnerStatus> = {
  pending: ['active', 'suspended'],
  active: ['suspended'],
  suspended: ['active'],
};

// Coupons.
export const COUPON_STATUSES = ['active', 'inactive', 'expired'] as const;
export type CouponStatus = (typeof COUPON_STATUSES)[number];
export const COUPON_TRANSITIONS: Machine<CouponStatus> = { active: ['inactive'], inactive: ['active'], expired: [] };

// Promotions.
export const PROMOTION_STATUSES = ['draft', 'active', 'paused', 'completed', 'cancelled'] as const;
export type PromotionStatus = (typeof PROMOTION_STATUSES)[number];
export const PROMOTION_TRANSITIONS: Machine<PromotionStatus> = {
  draft: ['active'],
  active: ['paused'],
  paused: ['active'],
  completed: [],
  cancelled: [],
};

// Banners.
export const BANNER_STATUSES = ['active', 'inactive', 'scheduled', 'expired'] as const;
export type BannerStatus = (typeof BANNER_STATUSES)[number];
export const BANNER_TRANSITIONS: Machine<BannerStatus> = {
  active: ['inactive'],
  inactive: ['active'],
  scheduled: ['active'],
  expired: ['active'],
};

// FAQs.
export const FAQ_STATUSES = ['active', 'draft', 'inactive'] as const;
export type FaqStatus = (typeof FAQ_STATUSES)[number];
export const FAQ_TRANSITIONS: Machine<FaqStatus> = { active: ['inactive'], draft: ['active'], inactive: ['active'] };

// Events. `upcoming` is the spec's (shown, no action); nothing writes it: new events and the seed's future ones are `scheduled`
// (migration 0020 moved old seeded rows), the status that can be started.
export const EVENT_STATUSES = ['scheduled', 'active', 'upcoming', 'completed', 'cancelled'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];
export const EVENT_TRANSITIONS: Machine<EventStatus> = {
  scheduled: ['active'],
  active: ['completed'],
  upcoming: [],
  completed: [],
  cancelled: [],
};

// Reviews.
export const REVIEW_STATUSES = ['approved', 'pending', 'hidden', 'flagged'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
export const REVIEW_TRANSITIONS: Machine<ReviewStatus> = {
  pending: ['approved', 'hidden'],
  approved: ['hidden'],
  hidden: ['approved'],
  flagged: [],
};

// Q&A.
export const QNA_STATUSES = ['pending', 'answered', 'urgent', 'closed'] as const;
export type QnaStatus = (typeof QNA_STATUSES)[number];
export const QNA_TRANSITIONS: Machine<QnaStatus> = {
  pending: ['answered', 'closed'],
  urgent: ['answered', 'closed'],
  answered: ['pending', 'closed'],
  closed: [],
};
/** Closing needs an existing reply (spec 001 section 4). */
export function canCloseQna(status: QnaStatus, hasReply: boolean): boolean {
  return (status === 'pending' || status === 'urgent') && hasReply;
}

/** Cancel is offered while nothing has shipped (DESIGN 3). */
export function canCancelOrder(status: OrderStatus): boolean {
  return CANCELLABLE_ORDER_STATUSES.includes(status);
}
/** 재주문 (the lines back in the cart) is offered once an order is over: delivered, confirmed or cancelled. */
export function canReorder(status: OrderStatus): boolean {
  return status === 'delivered' || status === 'purchase_confirmed' || status === 'cancelled';
}
/** 구매확정 by the shopper, on delivered orders only. */
export function canConfirmPurchase(status: OrderStatus): boolean {
  return status === 'delivered';
}
/** The last moment a return or exchange may be requested (null before delivery). */
export function returnDeadline(deliveredAt: Date | null): Date | null {
  return deliveredAt ? new Date(deliveredAt.getTime() + RETURN_WINDOW_DAYS * 86_400_000) : null;
}
/** Payment statuses of the sandbox provider and refunds. */
export const PAYMENT_STATUS_LABELS: Record<string, string> = {
  pending: '입금 대기',
  paid: '결제 완료',
  cancelled: '결제 취소',
  partially_refunded: '부분 환불',
  refunded: '환불 완료',
  failed: '결제 실패',
};
