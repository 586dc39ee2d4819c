import { z } from 'zod';
import { CartItemInputSchema, MAX_CART_LINES, SkippedLineSchema, CartSchema, CART_MESSAGES } from './cart';
import { applyCoupon, COUPON_CODE_MAX, normalizeCouponCode, type ApplicableCoupon } from './coupon';
import { ORDER_STATUSES, ORDER_TABS, RETURN_STATUSES, SHIPMENT_STATUSES } from './lifecycle';
import { PageQuerySchema } from './paging';
import { VirtualAccountSchema } from './payments';
import { POINTS_MESSAGES, shippingFee, type ShippingRules } from './pricing';
import { formatNumber } from './format';
import { RemoteZoneSchema } from './shop-settings';
import { LegalAgreementsSchema } from './legal';

/**
 * Checkout and orders (issue 5): the place-order body with the spec's field names and its
 * validation order (spec 000 section 5), the order shapes, and the order price rule.
 */

/** card = 신용카드, bank = 무통장입금, phone = 휴대폰결제, kakao = 카카오페이, naver = 네이버페이. */
export const PAYMENT_METHODS = ['card', 'bank', 'phone', 'kakao', 'naver'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  card: '신용카드',
  bank: '무통장입금',
  phone: '휴대폰결제',
  kakao: '카카오페이',
  naver: '네이버페이',
};

export const CHECKOUT_MESSAGES = {
  recipientName: '받는분 이름을 입력해주세요',
  phone: '연락처를 입력해주세요',
  phoneInvalid: '올바른 연락처를 입력해주세요',
  address: '주소를 입력해주세요',
  zipCodeInvalid: '우편번호 5자리를 입력해주세요',
  terms: '이용약관에 동의해주세요',
  paymentMethod: '결제 수단을 선택해주세요',
  paymentDisabled: '사용할 수 없는 결제 수단입니다',
  emptyCart: CART_MESSAGES.emptyCart,
  tooLong: '입력값이 너무 깁니다',
  idempotencyKey: 'Idempotency-Key 헤더(8-100자)가 필요합니다',
  idempotencyReused: '같은 Idempotency-Key로 다른 주문을 요청할 수 없습니다',
  idempotencyInProgress: '같은 주문을 처리하고 있습니다. 잠시 후 다시 시도해주세요',
  belowMinimumOrder: (min: number) => `최소 주문 금액은 ${formatNumber(min)}원입니다`,
  orderNotFound: '주문을 찾을 수 없습니다',
  notCancellable: '취소할 수 없는 주문입니다',
  notConfirmable: '배송 완료된 주문만 구매확정할 수 있습니다',
  notReorderable: '배송 완료, 구매확정 또는 취소된 주문만 재주문할 수 있습니다',
  returnInProgress: '반품/교환 처리 중인 주문은 구매확정할 수 없습니다',
  returnWindow: '배송 완료 후 7일 이내에만 반품/교환을 신청할 수 있습니다',
  returnDuplicate: '이미 반품/교환을 신청한 상품입니다',
  returnItems: '반품/교환할 상품을 선택해주세요',
  returnQuantity: '반품/교환 수량이 올바르지 않습니다',
  returnReason: '반품/교환 사유를 선택해주세요',
  returnType: '반품 또는 교환을 선택해주세요',
  orderPlaced: '주문이 완료되었습니다',
  cancelled: '주문이 취소되었습니다',
  confirmed: '구매확정되었습니다',
  returnRequested: '반품/교환 신청이 접수되었습니다',
} as const;

/** '{name}' 상품의 가격이 변경되었습니다. */
export function priceChangedMessage(name: string): string {
  return `'${name}' 상품의 가격이 변경되었습니다. 장바구니를 확인해주세요`;
}

const text = (required: string, max: number) => z.string({ error: required }).trim().min(1, required).max(max, CHECKOUT_MESSAGES.tooLong);
const optionalText = (max: number) => z.string().trim().max(max, CHECKOUT_MESSAGES.tooLong).optional();

/** Mobile or landline, hyphens optional. */
const PHONE = /^0\d{1,2}-?\d{3,4}-?\d{4}$/;

/** Field order is the spec's check order: name, phone, zip code and address. */
export const ShippingAddressSchema = z
  .object(
    {
      name: text(CHECKOUT_MESSAGES.recipientName, 50),
      phone: text(CHECKOUT_MESSAGES.phone, 20).refine((v) => PHONE.test(v.replace(/\s/g, '')), CHECKOUT_MESSAGES.phoneInvalid),
      zipCode: text(CHECKOUT_MESSAGES.address, 5).refine((v) => /^\d{5}$/.test(v), CHECKOUT_MESSAGES.zipCodeInvalid),
      address: text(CHECKOUT_MESSAGES.address, 200),
      detailAddress: optionalText(200),
      deliveryMemo: optionalText(200),
    },
    { error: CHECKOUT_MESSAGES.recipientName },
  )
  .strict();
export type ShippingAddressInput = z.infer<typeof ShippingAddressSchema>;

/**
 * An order line: the cart line plus, optionally, the unit price the shopper saw. The server
 * never charges it: when it differs from the price now, the order is refused (409).
 */
export const OrderItemInputSchema = CartItemInputSchema.extend({
  expectedPrice: z
    .number({ error: '가격이 올바르지 않습니다' })
    .int('가격이 올바르지 않습니다')
    .min(0, '가격이 올바르지 않습니다')
    .optional(),
}).strict();
export type OrderItemInput = z.infer<typeof OrderItemInputSchema>;

/** The checkout form (no items): the same schema validates the storefront form. */
export const CheckoutFormSchema = z
  .object({
    shippingAddress: ShippingAddressSchema,
    agreeToTerms: z.literal(true, { error: CHECKOUT_MESSAGES.terms }),
    paymentMethod: z.enum(PAYMENT_METHODS, { error: CHECKOUT_MESSAGES.paymentMethod }),
  })
  .strict();
export type CheckoutForm = z.infer<typeof CheckoutFormSchema>;

/** `POST /api/orders` (spec field names). Unknown fields, such as a price, are refused (422). */
export const PlaceOrderSchema = CheckoutFormSchema.extend({
  items: z
    .array(OrderItemInputSchema, { error: CHECKOUT_MESSAGES.emptyCart })
    .min(1, CHECKOUT_MESSAGES.emptyCart)
    .max(MAX_CART_LINES, CART_MESSAGES.tooManyLines),
  couponCode: z
    .string()
    .trim()
    .max(COUPON_CODE_MAX, '유효하지 않은 쿠폰 코드입니다')
    .transform((v) => (v ? normalizeCouponCode(v) : undefined))
    .nullish(),
  usePoints: z
    .number({ error: POINTS_MESSAGES.invalid })
    .int(POINTS_MESSAGES.invalid)
    .min(0, POINTS_MESSAGES.invalid)
    .max(100_000_000, POINTS_MESSAGES.invalid)
    .optional(),
  /**
   * The promotion the shopper last clicked on the storefront and when: the order is credited to it
   * when the click is recent and a line is in its scope (never a reason to refuse the order).
   */
  promotion: z
    .strictObject({
      id: z.string().max(40),
      clickedAt: z.string().max(40),
    })
    .optional(),
  /** The 이용약관 and 개인정보처리방침 versions the order page showed (ADR 037): required and current. */
  agreements: LegalAgreementsSchema,
}).strict();
export type PlaceOrder = z.infer<typeof PlaceOrderSchema>;

export const IdempotencyHeaderSchema = z.object({
  'idempotency-key': z
    .string({ error: CHECKOUT_MESSAGES.idempotencyKey })
    .min(8, CHECKOUT_MESSAGES.idempotencyKey)
    .max(100, CHECKOUT_MESSAGES.idempotencyKey)
    .regex(/^[\x21-\x7e]+$/, CHECKOUT_MESSAGES.idempotencyKey),
});

export const ORDER_LIST_TABS = Object.keys(ORDER_TABS) as (keyof typeof ORDER_TABS)[];
export const OrdersQuerySchema = PageQuerySchema.extend({
  status: z
    .enum(['all', 'pending', 'confirmed', 'shipped', 'delivered', 'cancelled'], { error: '주문 상태가 올바르지 않습니다' })
    .default('all'),
});
export type OrdersQuery = z.infer<typeof OrdersQuerySchema>;

export const OrderIdParamSchema = z.object({ id: z.string().max(100) });

export const CancelOrderSchema = z.object({ reason: z.string().trim().max(200, CHECKOUT_MESSAGES.tooLong).optional() }).strict();
export type CancelOrder = z.infer<typeof CancelOrderSchema>;

export const RETURN_TYPES = ['return', 'exchange'] as const;
export type ReturnType = (typeof RETURN_TYPES)[number];
export const RETURN_TYPE_LABELS: Record<ReturnType, string> = { return: '반품', exchange: '교환' };
export const RETURN_REASONS = ['defective', 'damaged', 'size', 'mind_changed', 'wrong_item'] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];
export const RETURN_REASON_LABELS: Record<ReturnReason, string> = {
  defective: '상품 불량',
  damaged: '배송 중 파손',
  size: '사이즈 안 맞음',
  mind_changed: '단순 변심',
  wrong_item: '오배송',
};
/** Change of mind (and size) returns pay the return shipping (spec 000 section 9); defects are free. */
export function returnShippingCharge(type: ReturnType, reason: ReturnReason, returnFee: number): number {
  return type === 'return' && (reason === 'mind_changed' || reason === 'size') ? returnFee : 0;
}
export const RequestReturnSchema = z
  .object({
    type: z.enum(RETURN_TYPES, { error: CHECKOUT_MESSAGES.returnType }),
    reason: z.enum(RETURN_REASONS, { error: CHECKOUT_MESSAGES.returnReason }),
    detail: z.string().trim().max(1000, CHECKOUT_MESSAGES.tooLong).optional(),
    itemIds: z
      .array(z.string().max(100), { error: CHECKOUT_MESSAGES.returnItems })
      .min(1, CHECKOUT_MESSAGES.returnItems)
      .max(MAX_CART_LINES)
      .optional(),
    /** Units to return of a chosen line (by its id); a line left out returns all its units. */
    quantities: z
      .record(
        z.string().max(100),
        z
          .number({ error: CHECKOUT_MESSAGES.returnQuantity })
          .int(CHECKOUT_MESSAGES.returnQuantity)
          .min(1, CHECKOUT_MESSAGES.returnQuantity)
          .max(99, CHECKOUT_MESSAGES.returnQuantity),
        { error: CHECKOUT_MESSAGES.returnQuantity },
      )
      .optional(),
  })
  .strict();
export type RequestReturn = z.infer<typeof RequestReturnSchema>;

// ---- Response shapes ----

export const ORDER_ITEM_STATUSES = [...ORDER_STATUSES, 'return_requested', 'returned', 'exchange_requested', 'exchanged'] as const;

export const OrderItemSchema = z.object({
  id: z.string(),
  productId: z.string(),
  name: z.string(),
  brandName: z.string(),
  image: z.string(),
  selectedColor: z.string(),
  selectedSize: z.string(),
  quantity: z.number().int(),
  unitPrice: z.number().int(),
  lineTotal: z.number().int(),
  status: z.enum(ORDER_ITEM_STATUSES),
});
export type OrderItem = z.infer<typeof OrderItemSchema>;

export const ShippingAddressOutSchema = z.object({
  name: z.string(),
  phone: z.string(),
  zipCode: z.string(),
  address: z.string(),
  detailAddress: z.string(),
  deliveryMemo: z.string().nullable(),
});
export type ShippingAddress = z.infer<typeof ShippingAddressOutSchema>;

export const ShipmentSchema = z.object({
  carrier: z.string(),
  carrierCode: z.string(),
  trackingNumber: z.string().nullable(),
  trackingUrl: z.string().nullable(),
  status: z.enum(SHIPMENT_STATUSES),
  estimatedDelivery: z.string().nullable(),
  events: z.array(z.object({ status: z.enum(SHIPMENT_STATUSES), location: z.string(), description: z.string(), at: z.string() })),
});
export type Shipment = z.infer<typeof ShipmentSchema>;

export const ReturnRequestSchema = z.object({
  id: z.string(),
  returnNumber: z.string(),
  orderId: z.string(),
  orderNumber: z.string(),
  type: z.enum(RETURN_TYPES),
  reason: z.enum(RETURN_REASONS),
  status: z.enum(RETURN_STATUSES),
  detail: z.string(),
  /** Money refunded on the payment: an estimate until completed (domain/refund.ts). */
  refundAmount: z.number().int(),
  /** Points given back (the returned units' share of the points used). */
  pointsRefund: z.number().int(),
  requestedAt: z.string(),
  completedAt: z.string().nullable(),
  items: z.array(
    z.object({
      orderItemId: z.string(),
      name: z.string(),
      selectedColor: z.string(),
      selectedSize: z.string(),
      quantity: z.number().int(),
      amount: z.number().int(),
    }),
  ),
});
export type ReturnRequest = z.infer<typeof ReturnRequestSchema>;

export const PAYMENT_STATUSES = ['pending', 'paid', 'cancelled', 'partially_refunded', 'refunded', 'failed'] as const;

/** A card of the orders list (and the account's recent orders). */
export const OrderSummarySchema = z.object({
  id: z.string(),
  orderNumber: z.string(),
  status: z.enum(ORDER_STATUSES),
  createdAt: z.string(),
  items: z.array(OrderItemSchema),
  itemCount: z.number().int(),
  subtotal: z.number().int(),
  discount: z.number().int(),
  pointsUsed: z.number().int(),
  shippingFee: z.number().int(),
  total: z.number().int(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  trackingNumber: z.string().nullable(),
  canCancel: z.boolean(),
  canConfirm: z.boolean(),
  canRequestReturn: z.boolean(),
  canReorder: z.boolean(),
});
export type OrderSummary = z.infer<typeof OrderSummarySchema>;

export const OrderSchema = OrderSummarySchema.extend({
  couponCode: z.string().nullable(),
  shippingAddress: ShippingAddressOutSchema,
  shipment: ShipmentSchema.nullable(),
  /** Credited at 구매확정; before that, what the order will earn (0 once cancelled). */
  pointsEarned: z.number().int(),
  paidAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  confirmedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
  returnDeadline: z.string().nullable(),
  returns: z.array(ReturnRequestSchema),
  /** Where a bank transfer is paid, and by when (null for other methods). */
  virtualAccount: VirtualAccountSchema.nullable(),
});
export type Order = z.infer<typeof OrderSchema>;

export const ReorderResultSchema = z.object({ added: z.number().int(), skipped: z.array(SkippedLineSchema), cart: CartSchema });
export type ReorderResult = z.infer<typeof ReorderResultSchema>;

export const CheckoutOptionsSchema = z.object({
  paymentMethods: z.array(z.object({ code: z.enum(PAYMENT_METHODS), label: z.string(), enabled: z.boolean() })),
  shipping: z.object({
    fee: z.number().int(),
    freeShippingThreshold: z.number().int(),
    remoteAreaSurcharge: z.number().int(),
    /** The enabled zones (ADR 032): the screen prices an address by its zip code as the server does and shows its delivery days. */
    remoteZones: z.array(RemoteZoneSchema),
  }),
  pointsBalance: z.number().int(),
  minPointsUse: z.number().int(),
  /** Share of the payment points may cover (0.5). */
  maxPointsRatio: z.number(),
  maxOrderQuantity: z.number().int(),
  minimumOrderAmount: z.number().int(),
});
export type CheckoutOptions = z.infer<typeof CheckoutOptionsSchema>;

// ---- The order price rule ----

export interface PricedLine {
  brandId: string;
  unitPrice: number;
  quantity: number;
}

export interface OrderQuote {
  subtotal: number;
  shippingFee: number;
  /** Coupon discount including a shipping coupon's part (orders.coupon_discount). */
  couponDiscount: number;
  pointsUsed: number;
  total: number;
  couponError: string | null;
}

/**
 * subtotal = sum of lines; shipping from the rules and the zip code; the coupon on its eligible
 * lines; points last, on what is left. total = subtotal + shipping - coupon - points, never below 0.
 */
export function quoteOrder(
  lines: PricedLine[],
  rules: ShippingRules,
  zipCode: string | null,
  coupon: ApplicableCoupon | null,
  points = 0,
): OrderQuote {
  const subtotal = lines.reduce((s, l) => s + l.unitPrice * l.quantity, 0);
  const fee = shippingFee(subtotal, zipCode, rules);
  const applied = coupon
    ? applyCoupon(
        coupon,
        lines.map((l) => ({ brandId: l.brandId, lineTotal: l.unitPrice * l.quantity })),
        fee,
      )
    : null;
  const couponDiscount = applied && !applied.error ? Math.min(applied.discount + applied.shippingDiscount, subtotal + fee) : 0;
  const beforePoints = subtotal + fee - couponDiscount;
  const pointsUsed = Math.min(points, beforePoints);
  return { subtotal, shippingFee: fee, couponDiscount, pointsUsed, total: beforePoints - pointsUsed, couponError: applied?.error ?? null };
}
