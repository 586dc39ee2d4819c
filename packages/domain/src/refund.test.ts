import fc from 'fast-check';
import {
  allocate,
  computeRefund,
  couponGoodsShares,
  hadFreeShipping,
  pointsShares,
  unitShare,
  type RefundInput,
  type RefundOrder,
} from './refund';

const RULES = { freeShippingThreshold: 50_000, shippingFee: 3_000, remoteAreaFee: 3_000, returnFee: 3_000 };

function order(lines: [number, number, string?][], extra: Partial<RefundOrder> = {}): RefundOrder {
  const ls = lines.map(([unitPrice, quantity, brandId = 'b1'], i) => ({ id: `l${i + 1}`, brandId, unitPrice, quantity }));
  return {
    subtotal: ls.reduce((s, l) => s + l.unitPrice * l.quantity, 0),
    shippingFee: 0,
    couponDiscount: 0,
    pointsUsed: 0,
    zipCode: '04799',
    coupon: null,
    lines: ls,
    ...extra,
  };
}

const input = (returned: [string, number][], extra: Partial<RefundInput> = {}): RefundInput => ({
  type: 'return',
  reason: 'defective',
  returned: returned.map(([lineId, quantity]) => ({ lineId, quantity })),
  returnedBefore: [],
  shippingChargedBefore: false,
  rules: RULES,
  refundable: Number.POSITIVE_INFINITY,
  pointsRefundable: Number.POSITIVE_INFINITY,
  ...extra,
});

describe('allocate (largest remainder)', () => {
  it('splits in proportion, leftover won to the largest remainders, ties to the earlier part', () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(10_000, [30_000, 20_000, 50_000])).toEqual([3_000, 2_000, 5_000]);
    expect(allocate(5, [2, 3])).toEqual([2, 3]);
    expect(allocate(7, [10, 0, 10])).toEqual([4, 0, 3]);
    expect(allocate(0, [0, 0])).toEqual([0, 0]);
    expect(() => allocate(1, [0, 0])).toThrow(RangeError);
    expect(() => allocate(-1, [1])).toThrow(RangeError);
  });
  it('sums exactly to the total and each part is within one won of its exact share', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.array(fc.integer({ min: 0, max: 5_000_000 }), { minLength: 1, maxLength: 20 }).filter((w) => w.some((x) => x > 0)),
        (total, weights) => {
          const parts = allocate(total, weights);
          const sum = weights.reduce((s, w) => s + w, 0);
          return (
            parts.reduce((s, p) => s + p, 0) === total &&
            parts.every((p, i) => Number.isInteger(p) && p >= 0 && Math.abs(p - (total * weights[i]!) / sum) < 1 + 1e-9)
          );
        },
      ),
    );
  });
});

describe('unitShare', () => {
  it('gives the first units the extra won and sums to the share in any steps', () => {
    expect(unitShare(10, 3, 1)).toBe(4);
    expect(unitShare(10, 3, 2)).toBe(7);
    expect(unitShare(10, 3, 3)).toBe(10);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 1, max: 99 }),
        fc.array(fc.integer({ min: 1, max: 99 })),
        (share, q, steps) => {
          let done = 0;
          let given = 0;
          for (const s of steps) {
            const n = Math.min(s, q - done);
            given += unitShare(share, q, done + n) - unitShare(share, q, done);
            done += n;
          }
          given += unitShare(share, q, q) - unitShare(share, q, done);
          return given === share;
        },
      ),
    );
  });
});

describe('coupon and points shares', () => {
  it('a brand coupon is on its brand only; a shipping coupon on no goods', () => {
    const o = order(
      [
        [30_000, 1, 'a'],
        [20_000, 1, 'b'],
      ],
      { couponDiscount: 5_000, coupon: { type: 'fixed', brandId: 'a' } },
    );
    expect(couponGoodsShares(o)).toEqual([5_000, 0]);
    expect(couponGoodsShares({ ...o, coupon: { type: 'percentage', brandId: null } })).toEqual([3_000, 2_000]);
    expect(couponGoodsShares({ ...o, coupon: { type: 'shipping', brandId: null } })).toEqual([0, 0]);
  });
  it('points over the lines after coupon; what exceeds the goods stays with the shipping', () => {
    const o = order(
      [
        [30_000, 1],
        [20_000, 1],
      ],
      { couponDiscount: 10_000, pointsUsed: 4_000, coupon: { type: 'fixed', brandId: null } },
    );
    expect(pointsShares(o)).toEqual([2_400, 1_600]);
    expect(pointsShares({ ...o, pointsUsed: 45_000 })).toEqual([24_000, 16_000]);
  });
});

describe('computeRefund', () => {
  // 3 lines: 30,000×2, 15,000×1, 9,900×3 = 104,700; coupon 10,000; 3,000 points; free shipping.
  const o = order(
    [
      [30_000, 2],
      [15_000, 1],
      [9_900, 3],
    ],
    { couponDiscount: 10_000, pointsUsed: 3_000, coupon: { type: 'fixed', brandId: null } },
  );

  it('a defect: goods less the coupon share, the points share back as points, nothing deducted', () => {
    const r = computeRefund(o, input([['l1', 1]]));
    // coupon over 60,000/15,000/29,700 of 104,700: 5,730.66 / 1,432.66 / 2,836.68 → 5,730 / 1,433 / 2,837
    expect(couponGoodsShares(o)).toEqual([5_730, 1_433, 2_837]);
    // the first of 2 units of l1: 2,865
    expect(r).toMatchObject({ goods: 30_000, couponShare: 2_865, shippingRecharge: 0, returnFee: 0 });
    // points over 54,270/13,567/26,863 of 94,700: 1,719.2 / 429.8 / 851.0 → 1,719 / 430 / 851
    expect(pointsShares(o)).toEqual([1_719, 430, 851]);
    // the unit's part: ⌊1,719 × 27,135 / 54,270⌋ = 859 (the second unit then carries 860)
    expect(r.pointsRefund).toBe(859);
    expect(r.refund).toBe(30_000 - 2_865 - 859);
    const second = computeRefund(o, input([['l1', 1]], { returnedBefore: [{ lineId: 'l1', quantity: 1 }] }));
    expect(second).toMatchObject({ couponShare: 2_865, pointsRefund: 860, refund: 30_000 - 2_865 - 860 });
  });

  it('a change of mind pays the return fee, and the re-charge when the rest falls below the threshold', () => {
    const keepsEnough = computeRefund(o, input([['l2', 1]], { reason: 'mind_changed' }));
    expect(keepsEnough).toMatchObject({ shippingRecharge: 0, returnFee: 3_000, refund: 15_000 - 1_433 - 430 - 3_000 });
    const falls = computeRefund(o, input([['l1', 2]], { reason: 'mind_changed' }));
    // keeps 44,700 < 50,000
    expect(falls).toMatchObject({ shippingRecharge: 3_000, returnFee: 3_000, refund: 60_000 - 5_730 - 1_719 - 6_000 });
    // once only
    expect(computeRefund(o, input([['l1', 2]], { reason: 'mind_changed', shippingChargedBefore: true })).shippingRecharge).toBe(0);
    // the size reason counts as the shopper's; a defect or wrong item never pays either
    expect(computeRefund(o, input([['l1', 2]], { reason: 'size' }))).toMatchObject({ shippingRecharge: 3_000, returnFee: 3_000 });
    expect(computeRefund(o, input([['l1', 2]], { reason: 'wrong_item' }))).toMatchObject({ shippingRecharge: 0, returnFee: 0 });
  });

  it('no re-charge when the order paid shipping; a remote surcharge alone still counts as free', () => {
    const paid = { ...o, shippingFee: 3_000, subtotal: 40_000 };
    expect(hadFreeShipping(paid, RULES)).toBe(false);
    expect(hadFreeShipping({ ...o, shippingFee: 3_000, zipCode: '63100' }, RULES)).toBe(true);
    expect(computeRefund({ ...o, shippingFee: 3_000 }, input([['l1', 2]], { reason: 'mind_changed' })).shippingRecharge).toBe(0);
  });

  it('deductions beyond the money come off the points; never more than the payment has left', () => {
    const allPoints = order([[10_000, 1]], { pointsUsed: 10_000, shippingFee: 3_000 });
    expect(computeRefund(allPoints, input([['l1', 1]], { reason: 'mind_changed' }))).toMatchObject({
      refund: 0,
      pointsRefund: 7_000,
      returnFee: 3_000,
    });
    const capped = computeRefund(o, input([['l1', 2]], { refundable: 10_000 }));
    expect(capped.refund).toBe(10_000);
    expect(capped.lines[0]!.refund).toBe(10_000);
    expect(computeRefund(o, input([['l1', 2]], { pointsRefundable: 100 })).pointsRefund).toBe(100);
  });

  it('an exchange gives nothing back', () => {
    expect(computeRefund(o, input([['l1', 1]], { type: 'exchange', reason: 'size' }))).toMatchObject({
      goods: 0,
      refund: 0,
      pointsRefund: 0,
      lines: [{ lineId: 'l1', quantity: 1, refund: 0 }],
    });
  });

  it('refuses units the order does not have', () => {
    expect(() => computeRefund(o, input([['l9', 1]]))).toThrow(RangeError);
    expect(() => computeRefund(o, input([['l2', 2]]))).toThrow(RangeError);
    expect(() => computeRefund(o, input([['l1', 1]], { returnedBefore: [{ lineId: 'l1', quantity: 2 }] }))).toThrow(RangeError);
  });

  it('returning everything in any steps (defects) gives back exactly the coupon-discounted goods: money + points', () => {
    const arb = fc
      .array(fc.tuple(fc.integer({ min: 100, max: 500_000 }), fc.integer({ min: 1, max: 5 }), fc.constantFrom('a', 'b')), {
        minLength: 1,
        maxLength: 6,
      })
      .chain((lines) => {
        const subtotal = lines.reduce((s, [p, q]) => s + p * q, 0);
        return fc.tuple(
          fc.constant(lines),
          fc.integer({ min: 0, max: subtotal }),
          fc.integer({ min: 0, max: subtotal }),
          fc.constantFrom(null, 'a'),
          fc.integer({ min: 0, max: 1000 }),
        );
      });
    fc.assert(
      fc.property(arb, ([lines, discount, pointsRaw, brand, seed]) => {
        const base = order(lines, { couponDiscount: discount, coupon: { type: 'fixed', brandId: brand } });
        const coupon = couponGoodsShares(base);
        const goodsAfterCoupon = base.subtotal - coupon.reduce((s, c) => s + c, 0);
        const o2 = { ...base, pointsUsed: Math.min(pointsRaw, goodsAfterCoupon) };
        // return unit by unit in a seeded order
        const units = o2.lines.flatMap((l) => Array.from({ length: l.quantity }, () => l.id));
        let k = seed;
        const before: { lineId: string; quantity: number }[] = [];
        let money = 0;
        let points = 0;
        let couponBack = 0;
        while (units.length) {
          k = (k * 31 + 7) % 1009;
          const [id] = units.splice(k % units.length, 1);
          const r = computeRefund(o2, input([[id!, 1]], { returnedBefore: [...before] }));
          before.push({ lineId: id!, quantity: 1 });
          money += r.refund;
          points += r.pointsRefund;
          couponBack += r.couponShare;
        }
        const eligible = o2.lines.filter((l) => !brand || l.brandId === brand).reduce((s, l) => s + l.unitPrice * l.quantity, 0);
        const expectedCoupon = Math.min(discount, eligible > 0 ? eligible : base.subtotal);
        return couponBack === expectedCoupon && points === o2.pointsUsed && money + points === base.subtotal - expectedCoupon;
      }),
    );
  });
});
