import {
  COUPON_STATUS_LABELS,
  COUPON_TYPE_LABELS,
  couponDateInput,
  type AdminCoupon,
  type CreateCouponInput,
  type UpdateCoupon,
} from '@market/domain/admin-coupons';
import { COUPON_TYPES, type CouponType } from '@market/domain/coupon';
import { COUPON_STATUSES, type CouponStatus } from '@market/domain/lifecycle';
import type { StatusTone } from '@market/ui/status-badge';

export const COUPON_STATUS_TONES: Record<CouponStatus, StatusTone> = { active: 'success', inactive: 'neutral', expired: 'danger' };

export const STATUS_OPTIONS = [
  { value: '', label: '전체 상태' },
  ...COUPON_STATUSES.map((s) => ({ value: s, label: COUPON_STATUS_LABELS[s] })),
];

export const TYPE_OPTIONS = [{ value: '', label: '전체 유형' }, ...COUPON_TYPES.map((t) => ({ value: t, label: COUPON_TYPE_LABELS[t] }))];

/** '45.2%'. */
export function formatUsage(percent: number): string {
  return `${percent.toFixed(1)}%`;
}

/** '2026.11.26 ~ 2026.12.31' in Korea time. */
export function formatPeriod(startsAt: string, endsAt: string): string {
  const d = (iso: string) => couponDateInput(iso).replace(/-/g, '.');
  return `${d(startsAt)} ~ ${d(endsAt)}`;
}

/** The usage bar's tone: nearly used up is a warning. */
export function usageTone(percent: number): 'green' | 'orange' | 'red' {
  if (percent >= 90) return 'red';
  if (percent >= 70) return 'orange';
  return 'green';
}

/** The form's values: every field as its input holds it (the schema parses them). */
export interface CouponFormValues {
  code: string;
  name: string;
  description: string;
  type: CouponType;
  value: string;
  maxDiscount: string;
  minOrderAmount: string;
  totalQuantity: string;
  startDate: string;
  endDate: string;
  brandId: string;
  isPublic: boolean;
}

/** A new coupon: today to a month from today, Korea time. */
export function emptyCouponForm(now = new Date()): CouponFormValues {
  const today = couponDateInput(now.toISOString());
  const month = couponDateInput(new Date(now.getTime() + 30 * 86_400_000).toISOString());
  return {
    code: '',
    name: '',
    description: '',
    type: 'percentage',
    value: '',
    maxDiscount: '',
    minOrderAmount: '0',
    totalQuantity: '',
    startDate: today,
    endDate: month,
    brandId: '',
    isPublic: false,
  };
}

/** An existing coupon as the edit form's values. */
export function couponFormValues(c: AdminCoupon): CouponFormValues {
  return {
    code: c.code,
    name: c.name,
    description: c.description,
    type: c.type,
    value: String(c.value),
    maxDiscount: c.maxDiscount === null ? '' : String(c.maxDiscount),
    minOrderAmount: String(c.minOrderAmount),
    totalQuantity: String(c.totalQuantity),
    startDate: couponDateInput(c.startsAt),
    endDate: couponDateInput(c.endsAt),
    brandId: c.brandId ?? '',
    isPublic: c.isPublic,
  };
}

/** The edit's body: only what differs from the coupon as loaded. */
export function changedCouponFields(c: AdminCoupon, parsed: UpdateCoupon): UpdateCoupon {
  const current: Record<string, unknown> = {
    ...c,
    startDate: couponDateInput(c.startsAt),
    endDate: couponDateInput(c.endsAt),
  };
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(parsed)) {
    if (value === undefined) continue;
    if (current[key] !== value) out[key] = value;
  }
  return out as UpdateCoupon;
}

/** The create form's values as the schema's input (the type the resolver checks). */
export type CouponFormInput = CreateCouponInput;
