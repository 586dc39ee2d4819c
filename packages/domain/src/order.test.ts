import { applyCoupon } from './coupon';
import { cartSummary, lineCap } from './cart';
import { PlaceOrderSchema, quoteOrder } from './order';
import { DEFAULT_SHIPPING_RULES, POINTS_MESSAGES, pointsUseError } from './pricing';
import { FIRST_LEGAL_VERSION_IDS } from './legal';

const line = (unitPrice: number, quantity = 1, brandId = 'b1') => ({ brandId, unitPrice, quantity });

describe('quoteOrder', () => {
  it('adds shipping below the threshold and the remote-area surcharge by zip code', () => {
    expect(quoteOrder([line(20_000)], DEFAULT_SHIPPING_RULES, '04799', null)).toMatchObject({
      subtotal: 20_000,
      shippingFee: 3_000,
      total: 23_000,
    });
    expect(quoteOrder([line(25_000, 2)], DEFAULT_SHIPPING_RULES, '04799', null)).toMatchObject({ shippingFee: 0, total: 50_000 });
    expect(quoteOrder([line(25_000, 2)], DEFAULT_SHIPPING_RULES, '63100', null)).toMatchObject({ shippingFee: 3_000, total: 53_000 });
  });

  it('applies a percentage coupon capped by maxDiscount, then points', () => {
    const q = quoteOrder(
      [line(200_000)],
      DEFAULT_SHIPPING_RULES,
      null,
      { type: 'percentage', value: 10, maxDiscount: 10_000, minOrderAmount: 30_000 },
      5_000,
    );
    expect(q).toEqual({ subtotal: 200_000, shippingFee: 0, couponDiscount: 10_000, pointsUsed: 5_000, total: 185_000, couponError: null });
  });

  it('a shipping coupon takes the fee off; a brand coupon counts only its brand', () => {
    expect(quoteOrder([line(10_000)], DEFAULT_SHIPPING_RULES, null, { type: 'shipping', value: 0 })).toMatchObject({
      couponDiscount: 3_000,
      total: 10_000,
    });
    const brand = { type: 'percentage' as const, value: 10, brandId: 'b2', minOrderAmount: 30_000 };
    expect(quoteOrder([line(100_000, 1, 'b1'), line(40_000, 1, 'b2')], DEFAULT_SHIPPING_RULES, null, brand).couponDiscount).toBe(4_000);
    expect(quoteOrder([line(100_000, 1, 'b1'), line(20_000, 1, 'b2')], DEFAULT_SHIPPING_RULES, null, brand).couponError).toBe(
      '최소 주문금액을 충족하지 않습니다',
    );
    expect(applyCoupon(brand, [{ brandId: 'b1', lineTotal: 50_000 }], 0).error).toBe('쿠폰을 적용할 수 있는 상품이 없습니다');
  });
});

describe('points, returns, cart rules', () => {
  it('points: from 1,000, within the balance, at most half the payment', () => {
    expect(pointsUseError(0, 0, 10_000)).toBeNull();
    expect(pointsUseError(999, 5_000, 10_000)).toBe(POINTS_MESSAGES.belowMinimum);
    expect(pointsUseError(3_000, 2_000, 10_000)).toBe(POINTS_MESSAGES.overBalance);
    expect(pointsUseError(5_001, 9_000, 10_000)).toBe(POINTS_MESSAGES.overRatio);
    expect(pointsUseError(5_000, 9_000, 10_000)).toBeNull();
  });

  it('the cart summary leaves sold-out lines out; a line is capped by stock and the max order quantity', () => {
    expect(
      cartSummary(
        [
          { price: 10_000, quantity: 2, soldOut: false },
          { price: 5_000, quantity: 1, soldOut: true },
        ],
        DEFAULT_SHIPPING_RULES,
      ),
    ).toEqual({
      itemCount: 2,
      subtotal: 20_000,
      shippingFee: 3_000,
      freeShippingThreshold: 50_000,
      total: 23_000,
    });
    expect(lineCap(5, 99)).toBe(5);
    expect(lineCap(500, 10)).toBe(10);
    expect(lineCap(-1, 10)).toBe(0);
  });

  it('the place-order body refuses unknown fields such as a price', () => {
    const body = {
      shippingAddress: { name: '김', phone: '010-1234-5678', zipCode: '04799', address: '서울' },
      agreeToTerms: true,
      agreements: FIRST_LEGAL_VERSION_IDS,
      paymentMethod: 'card',
      items: [{ productId: '9b2f8e0e-6c1a-4d3b-8a55-2f0e3c1d4b6a', selectedColor: 'Black', selectedSize: 'M', quantity: 1 }],
    };
    expect(PlaceOrderSchema.safeParse(body).success).toBe(true);
    expect(PlaceOrderSchema.safeParse({ ...body, items: [{ ...body.items[0], price: 1 }] }).success).toBe(false);
  });
});
