import type { AdminBrandRow, UpdateBrand } from '@market/domain/admin-brands';
import { BRAND_STATUS_LABELS, BRAND_STATUSES, type BrandStatus } from '@market/domain/brand';
import { formatKRW } from '@market/domain/format';
import type { StatusTone } from '@market/ui/status-badge';

export const BRAND_STATUS_TONES: Record<BrandStatus, StatusTone> = { active: 'success', pending: 'warning', suspended: 'danger' };

export const BRAND_STATUS_OPTIONS = [
  { value: '', label: '전체 상태' },
  ...BRAND_STATUSES.map((s) => ({ value: s, label: BRAND_STATUS_LABELS[s] })),
];

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

/** The form's values: every field a string (an empty one means none). */
export interface BrandFormValues {
  name: string;
  nameEn: string;
  slug: string;
  categoryId: string;
  website: string;
  contactEmail: string;
  description: string;
}

export const EMPTY_BRAND_FORM: BrandFormValues = {
  name: '',
  nameEn: '',
  slug: '',
  categoryId: '',
  website: '',
  contactEmail: '',
  description: '',
};

/** The edit form's starting values from a row. */
export function brandFormValues(b: AdminBrandRow): BrandFormValues {
  return {
    name: b.name,
    nameEn: b.nameEn,
    slug: b.slug,
    categoryId: b.category?.id ?? '',
    website: b.website ?? '',
    contactEmail: b.contactEmail ?? '',
    description: b.description,
  };
}

/** Only the fields the operator changed (null and '' both mean none). */
export function changedBrandFields(b: AdminBrandRow, parsed: UpdateBrand): UpdateBrand {
  const current = brandFormValues(b) as unknown as Record<string, string>;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(parsed)) {
    if (value === undefined) continue;
    if ((current[key] ?? '') !== (value ?? '')) out[key] = value;
  }
  return out as UpdateBrand;
}
