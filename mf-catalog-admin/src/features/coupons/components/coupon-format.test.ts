import type { AdminCoupon } from '@market/domain/admin-coupons';
import { changedCouponFields, couponFormValues, emptyCouponForm, formatPeriod, formatUsage, usageTone } from './coupon-format';

const coupon: AdminCoupon = {
  id: 'c1',
  code: 'STYLE10',
  name: '스타일허브 10% 할인',
  description: '',
  type: 'percentage',
  value: 10,
  maxDiscount: 10000,
  minOrderAmount: 30000,
  totalQuantity: 100,
  usedQuantity: 45,
  remainingQuantity: 55,
  usagePercent: 45,
  issuedCount: 0,
  deletable: false,
  startsAt: '2026-10-31T15:00:00.000Z',
  endsAt: '2026-12-31T14:59:59.999Z',
  status: 'active',
  brandId: null,
  brandName: null,
  isPublic: true,
  isSignupBenefit: false,
  createdBy: null,
  createdAt: '2026-10-01T00:00:00.000Z',
  updatedAt: '2026-10-01T00:00:00.000Z',
};

describe('coupon format', () => {
  it('shows the period in Korea days and the usage with one decimal', () => {
    expect(formatPeriod(coupon.startsAt, coupon.endsAt)).toBe('2026.11.01 ~ 2026.12.31');
    expect(formatUsage(45)).toBe('45.0%');
    expect([usageTone(10), usageTone(75), usageTone(95)]).toEqual(['green', 'orange', 'red']);
  });

  it('fills the edit form from a coupon and sends only what changed', () => {
    const values = couponFormValues(coupon);
    expect(values).toMatchObject({ code: 'STYLE10', value: '10', maxDiscount: '10000', startDate: '2026-11-01', endDate: '2026-12-31' });
    expect(changedCouponFields(coupon, { name: coupon.name, value: 15, startDate: '2026-11-01', isPublic: true })).toEqual({ value: 15 });
  });

  it('starts a new coupon today for thirty days', () => {
    const form = emptyCouponForm(new Date('2026-11-26T03:00:00Z'));
    expect(form.startDate).toBe('2026-11-26');
    expect(form.endDate).toBe('2026-12-26');
  });
});
