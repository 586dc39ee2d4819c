import { discountPercent, earnedPoints, effectivePrice, isRemoteArea, maxUsablePoints, shippingFee } from './pricing';
import { couponDiscount, couponUsage, meetsMinimum, normalizeCouponCode } from './coupon';

describe('shipping fee (spec: free at 50,000 won or more, otherwise 3,000; extra for Jeju)', () => {
  it.each([
    [49_999, 3_000],
    [50_000, 0],
    [120_000, 0],
    [10_000, 3_000],
    [0, 0],
  ])('subtotal %i -> %i', (subtotal, fee) => expect(shippingFee(subtotal)).toBe(fee));
  it('adds the remote-area fee for a Jeju zip code, even when the base is free', () => {
    expect(isRemoteArea('63309')).toBe(true);
    expect(isRemoteArea('06236')).toBe(false);
    expect(shippingFee(30_000, '63309')).toBe(6_000);
    expect(shippingFee(50_000, '63309')).toBe(3_000);
    expect(shippingFee(30_000, '06236')).toBe(3_000);
  });
  it('uses the shop settings when given', () => {
    expect(shippingFee(30_000, null, { freeShippingThreshold: 30_000, shippingFee: 2_500, remoteAreaFee: 3_000 })).toBe(0);
  });
});

describe('points (1% rounded down; usable from 1,000 won up to 50% of the payment)', () => {
  it('earns 1% rounded down', () => {
    expect(earnedPoints(129_000)).toBe(1_290);
    expect(earnedPoints(12_345)).toBe(123);
    expect(earnedPoints(99)).toBe(0);
  });
  it('limits use', () => {
    expect(maxUsablePoints(999, 100_000)).toBe(0);
    expect(maxUsablePoints(1_000, 100_000)).toBe(1_000);
    expect(maxUsablePoints(80_000, 100_000)).toBe(50_000);
    expect(maxUsablePoints(5_000, 3_001)).toBe(1_500);
  });
});

describe('discount percent', () => {
  it('is the rounded share off, 0 when not lower', () => {
    expect(discountPercent(100_000, 70_000)).toBe(30);
    expect(discountPercent(89_000, 59_000)).toBe(34);
    expect(discountPercent(50_000, 50_000)).toBe(0);
    expect(discountPercent(50_000, 60_000)).toBe(0);
    expect(effectivePrice(50_000, 40_000)).toBe(40_000);
    expect(effectivePrice(50_000, null)).toBe(50_000);
  });
});

describe('coupon discount', () => {
  it('percentage is capped by maxDiscount', () => {
    expect(couponDiscount({ type: 'percentage', value: 10, maxDiscount: 10_000 }, 150_000)).toBe(10_000);
    expect(couponDiscount({ type: 'percentage', value: 10, maxDiscount: 10_000 }, 80_000)).toBe(8_000);
    expect(couponDiscount({ type: 'percentage', value: 30 }, 80_000)).toBe(24_000);
  });
  it('fixed subtracts its value and never goes below 0', () => {
    expect(couponDiscount({ type: 'fixed', value: 5_000 }, 30_000)).toBe(5_000);
    expect(couponDiscount({ type: 'fixed', value: 5_000 }, 3_000)).toBe(3_000);
  });
  it('shipping removes the shipping fee', () => {
    expect(couponDiscount({ type: 'shipping', value: 0 }, 30_000, 3_000)).toBe(3_000);
  });
  it('gives nothing below the minimum order', () => {
    const terms = { type: 'fixed' as const, value: 5_000, minOrderAmount: 50_000 };
    expect(meetsMinimum(terms, 49_000)).toBe(false);
    expect(couponDiscount(terms, 49_000)).toBe(0);
    expect(couponDiscount(terms, 50_000)).toBe(5_000);
  });
  it('codes are trimmed and uppercased; usage is counted', () => {
    expect(normalizeCouponCode('  welcome30 ')).toBe('WELCOME30');
    expect(couponUsage(1000, 250)).toEqual({ remaining: 750, usagePercent: 25 });
    expect(couponUsage(0, 0)).toEqual({ remaining: 0, usagePercent: 0 });
  });
});
