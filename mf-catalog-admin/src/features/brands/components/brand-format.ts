import { BRAND_STATUS_LABELS, BRAND_STATUSES, type BrandStatus } from '@market/domain/brand';
import { formatKRW } from '@market/domain/format';
import type { StatusTone } from '@market/ui/status-badge';

export const BRAND_STATUS_TONES: Record<BrandStatus, StatusTone> = { active: 'success', pending: 'warning', suspended: 'danger' };

export const BRAND_STATUS_OPTIONS = [
  { value: '', label: '전체 상태' },
  ...BRAND_STATUSES.map((s) => ({ value: s, label: BRAND_STATUS_LABELS[s] })),
];

/** Server sort keys of `GET /api/admin/brands`. */
export const BRAND_SORT_KEYS = ['name', 'newest', 'followers', 'products', 'revenue'] as const;

/** Monthly revenue: a dash when there is none yet (spec). */
export function formatRevenue(amount: number): string {
  return amount > 0 ? formatKRW(amount) : '-';
}

/** Average rating out of 5.0: a dash when there are no ratings (spec). */
export function formatRating(rating: number, outOf = false): string {
  if (!(rating > 0)) return '-';
  return outOf ? `${rating.toFixed(1)} / 5.0` : rating.toFixed(1);
}

/** A website for display, without the scheme and trailing slash. */
export function displayHost(url: string | null): string {
  if (!url) return '-';
  return url.replace(/^https?:\/\//, '').replace(/\/$/, '');
}
