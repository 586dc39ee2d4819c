import { koreanDay } from '@market/domain/admin-banners';
import {
  PROMOTION_AUDIENCE_LABELS,
  PROMOTION_AUDIENCES,
  PROMOTION_STATUS_LABELS,
  PROMOTION_TYPE_LABELS,
  PROMOTION_TYPES,
  type AdminPromotion,
  type PromotionAudience,
  type PromotionType,
  type UpdatePromotion,
} from '@market/domain/admin-promotions';
import { PROMOTION_STATUSES, type PromotionStatus } from '@market/domain/lifecycle';
import type { StatusTone } from '@market/ui/status-badge';

export const PROMOTION_STATUS_TONES: Record<PromotionStatus, StatusTone> = {
  draft: 'neutral',
  active: 'success',
  paused: 'warning',
  completed: 'info',
  cancelled: 'danger',
};

export const TYPE_OPTIONS = [
  { value: '', label: '전체 유형' },
  ...PROMOTION_TYPES.map((t) => ({ value: t, label: PROMOTION_TYPE_LABELS[t] })),
];
export const STATUS_OPTIONS = [
  { value: '', label: '전체 상태' },
  ...PROMOTION_STATUSES.map((s) => ({ value: s, label: PROMOTION_STATUS_LABELS[s] })),
];
export const FORM_TYPE_OPTIONS = PROMOTION_TYPES.map((t) => ({ value: t, label: PROMOTION_TYPE_LABELS[t] }));
export const AUDIENCE_OPTIONS = PROMOTION_AUDIENCES.map((a) => ({ value: a, label: PROMOTION_AUDIENCE_LABELS[a] }));

export function formatPercent(value: number): string {
  return `${value.toFixed(1)}%`;
}

/** The form's values as the inputs hold them. */
export interface PromotionFormValues {
  name: string;
  type: PromotionType;
  description: string;
  targetAudience: PromotionAudience;
  budget: string;
  startsAt: string;
  endsAt: string;
  brandIds: string[];
  categoryIds: string[];
}

export function emptyPromotionForm(today = new Date()): PromotionFormValues {
  return {
    name: '',
    type: 'discount',
    description: '',
    targetAudience: 'all_customers',
    budget: '',
    startsAt: koreanDay(today.toISOString()),
    endsAt: koreanDay(new Date(today.getTime() + 14 * 86_400_000).toISOString()),
    brandIds: [],
    categoryIds: [],
  };
}

export function promotionFormValues(p: AdminPromotion): PromotionFormValues {
  return {
    name: p.name,
    type: p.type,
    description: p.description,
    targetAudience: p.targetAudience,
    budget: String(p.budget),
    startsAt: koreanDay(p.startsAt),
    endsAt: koreanDay(p.endsAt),
    brandIds: p.brands?.map((b) => b.id) ?? [],
    categoryIds: p.categories?.map((c) => c.id) ?? [],
  };
}

const sameSet = (a: readonly string[] | null | undefined, b: readonly string[] | null | undefined) => {
  const x = [...(a ?? [])].sort();
  const y = [...(b ?? [])].sort();
  return x.length === y.length && x.every((v, i) => v === y[i]);
};

/** The edit's body: only what differs from the promotion as loaded. */
export function changedPromotionFields(p: AdminPromotion, parsed: UpdatePromotion): UpdatePromotion {
  const current = promotionFormValues(p);
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(parsed)) {
    if (value === undefined) continue;
    if (key === 'startsAt' || key === 'endsAt') {
      if (koreanDay(value as string) !== current[key]) out[key] = value;
    } else if (key === 'brandIds' || key === 'categoryIds') {
      if (!sameSet(value as string[] | null, current[key])) out[key] = value;
    } else if (key === 'budget') {
      if (value !== p.budget) out[key] = value;
    } else if ((current as unknown as Record<string, unknown>)[key] !== value) out[key] = value;
  }
  return out as UpdatePromotion;
}

/** '11.26' for the chart's axis; '2026년 11월 26일' for its tooltip. */
export function shortDay(day: string): string {
  return `${Number(day.slice(5, 7))}.${Number(day.slice(8, 10))}`;
}
export function longDay(day: string): string {
  return `${day.slice(0, 4)}년 ${Number(day.slice(5, 7))}월 ${Number(day.slice(8, 10))}일`;
}
