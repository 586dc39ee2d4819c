import {
  BANNER_TRANSITIONS,
  COUPON_TRANSITIONS,
  EVENT_TRANSITIONS,
  FAQ_TRANSITIONS,
  ORDER_TRANSITIONS,
  PARTNER_TRANSITIONS,
  PROMOTION_TRANSITIONS,
  QNA_TRANSITIONS,
  RETURN_TRANSITIONS,
  REVIEW_TRANSITIONS,
  SETTLEMENT_TRANSITIONS,
  ORDER_STATUSES,
  SHIPMENT_TRANSITIONS,
  canCloseQna,
  canReorder,
  canRequestReturn,
  canTransition,
  nextAdminOrderStatus,
  orderStatusLabel,
} from './lifecycle';

describe('order lifecycle (DESIGN 3)', () => {
  it('allows the forward path and cancellation before shipping only', () => {
    expect(canTransition(ORDER_TRANSITIONS, 'pending', 'paid')).toBe(true);
    expect(canTransition(ORDER_TRANSITIONS, 'processing', 'cancelled')).toBe(true);
    expect(canTransition(ORDER_TRANSITIONS, 'shipped', 'cancelled')).toBe(false);
    expect(canTransition(ORDER_TRANSITIONS, 'delivered', 'purchase_confirmed')).toBe(true);
    expect(canTransition(ORDER_TRANSITIONS, 'purchase_confirmed', 'delivered')).toBe(false);
  });
  it('has the storefront labels, unknown statuses shown as being checked', () => {
    expect(orderStatusLabel('pending')).toBe('주문 확인중');
    expect(orderStatusLabel('processing')).toBe('주문 확정');
    expect(orderStatusLabel('shipped')).toBe('배송중');
    expect(orderStatusLabel('delivered')).toBe('배송 완료');
    expect(orderStatusLabel('cancelled')).toBe('주문 취소');
    expect(orderStatusLabel('purchase_confirmed')).toBe('구매 확정');
    expect(orderStatusLabel('weird')).toBe('주문 확인중');
  });
  it('offers 재주문 once an order is over (delivered, confirmed or cancelled), not while under way', () => {
    expect(ORDER_STATUSES.filter(canReorder)).toEqual(['delivered', 'purchase_confirmed', 'cancelled']);
  });
  it('advances paid → processing → shipped → delivered in the admin', () => {
    expect(nextAdminOrderStatus('paid')).toBe('processing');
    expect(nextAdminOrderStatus('processing')).toBe('shipped');
    expect(nextAdminOrderStatus('shipped')).toBe('delivered');
    expect(nextAdminOrderStatus('cancelled')).toBeNull();
  });
  it('accepts returns within 7 days of delivery only', () => {
    const delivered = new Date('2026-11-01T00:00:00Z');
    expect(canRequestReturn('delivered', delivered, new Date('2026-11-08T00:00:00Z'))).toBe(true);
    expect(canRequestReturn('delivered', delivered, new Date('2026-11-08T00:00:01Z'))).toBe(false);
    expect(canRequestReturn('purchase_confirmed', delivered, new Date('2026-11-02T00:00:00Z'))).toBe(false);
  });
});

describe('admin entity transitions (spec 001 section 4)', () => {
  it.each([
    [RETURN_TRANSITIONS, 'requested', 'approved', true],
    [RETURN_TRANSITIONS, 'requested', 'completed', false],
    [SHIPMENT_TRANSITIONS, 'exception', 'in_transit', true],
    [SETTLEMENT_TRANSITIONS, 'pending', 'approved', true],
    [SETTLEMENT_TRANSITIONS, 'approved', 'paid', true],
    [SETTLEMENT_TRANSITIONS, 'pending', 'paid', false],
    [PARTNER_TRANSITIONS, 'pending', 'suspended', true],
    [PARTNER_TRANSITIONS, 'active', 'pending', false],
    [COUPON_TRANSITIONS, 'expired', 'active', false],
    [PROMOTION_TRANSITIONS, 'paused', 'active', true],
    [PROMOTION_TRANSITIONS, 'completed', 'active', false],
    [BANNER_TRANSITIONS, 'scheduled', 'active', true],
    [FAQ_TRANSITIONS, 'active', 'inactive', true],
    [EVENT_TRANSITIONS, 'scheduled', 'active', true],
    [EVENT_TRANSITIONS, 'upcoming', 'active', false],
    [REVIEW_TRANSITIONS, 'flagged', 'approved', false],
    [REVIEW_TRANSITIONS, 'hidden', 'approved', true],
    [QNA_TRANSITIONS, 'answered', 'pending', true],
    [QNA_TRANSITIONS, 'closed', 'pending', false],
  ] as const)('%#: %s → %s is %s', (machine, from, to, ok) => {
    expect(canTransition(machine as never, from as never, to as never)).toBe(ok);
  });
  it('closes a Q&A only with a reply', () => {
    expect(canCloseQna('pending', true)).toBe(true);
    expect(canCloseQna('pending', false)).toBe(false);
    expect(canCloseQna('answered', true)).toBe(false);
  });
});
