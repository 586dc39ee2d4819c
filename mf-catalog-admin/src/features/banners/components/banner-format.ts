import {
  BANNER_DEVICES,
  BANNER_DEVICE_LABELS,
  BANNER_POSITIONS,
  BANNER_POSITION_LABELS,
  BANNER_STATUS_LABELS,
  koreanDay,
  type AdminBanner,
  type BannerDevice,
  type BannerPosition,
  type UpdateBanner,
} from '@market/domain/admin-banners';
import { BANNER_STATUSES, type BannerStatus } from '@market/domain/lifecycle';
import type { StatusTone } from '@market/ui/status-badge';

export const BANNER_STATUS_TONES: Record<BannerStatus, StatusTone> = {
  active: 'success',
  inactive: 'neutral',
  scheduled: 'info',
  expired: 'warning',
};

export const POSITION_OPTIONS = [
  { value: '', label: '전체 위치' },
  ...BANNER_POSITIONS.map((p) => ({ value: p, label: BANNER_POSITION_LABELS[p] })),
];
export const STATUS_OPTIONS = [
  { value: '', label: '전체 상태' },
  ...BANNER_STATUSES.map((s) => ({ value: s, label: BANNER_STATUS_LABELS[s] })),
];
export const DEVICE_OPTIONS = BANNER_DEVICES.map((d) => ({ value: d, label: BANNER_DEVICE_LABELS[d] }));

/** '3.2%'; the detail's two decimals (spec 001 section 9) with `digits`. */
export function formatPercent(value: number, digits = 1): string {
  return `${value.toFixed(digits)}%`;
}

/** The form's values as the inputs hold them (the schema parses them). */
export interface BannerFormValues {
  title: string;
  description: string;
  position: BannerPosition;
  linkUrl: string;
  priority: string;
  targetDevice: BannerDevice;
  isResponsive: boolean;
  startsAt: string;
  endsAt: string;
  isActive: boolean;
  imageUrl: string;
}

export function emptyBannerForm(today = new Date()): BannerFormValues {
  const start = koreanDay(today.toISOString());
  const end = koreanDay(new Date(today.getTime() + 30 * 86_400_000).toISOString());
  return {
    title: '',
    description: '',
    position: 'main_hero',
    linkUrl: '',
    priority: '1',
    targetDevice: 'all',
    isResponsive: true,
    startsAt: start,
    endsAt: end,
    isActive: false,
    imageUrl: '',
  };
}

export function bannerFormValues(b: AdminBanner): BannerFormValues {
  return {
    title: b.title,
    description: b.description,
    position: b.position,
    linkUrl: b.linkUrl,
    priority: String(b.priority),
    targetDevice: b.targetDevice,
    isResponsive: b.isResponsive,
    startsAt: koreanDay(b.startsAt),
    endsAt: koreanDay(b.endsAt),
    isActive: b.status === 'active',
    imageUrl: b.imageUrl,
  };
}

/** The edit's body: only what differs from the banner as loaded (dates compared as Korean days). */
export function changedBannerFields(b: AdminBanner, parsed: UpdateBanner): UpdateBanner {
  const out: Record<string, unknown> = {};
  const current = bannerFormValues(b) as unknown as Record<string, unknown>;
  for (const [key, value] of Object.entries(parsed)) {
    if (value === undefined) continue;
    if (key === 'startsAt' || key === 'endsAt') {
      if (koreanDay(value as string) !== current[key]) out[key] = value;
      continue;
    }
    const was = key === 'priority' ? b.priority : current[key];
    if (was !== value) out[key] = value;
  }
  return out as UpdateBanner;
}
