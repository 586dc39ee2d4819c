import type { AdminBanner } from '@market/domain/admin-banners';
import { bannerFormValues, changedBannerFields, formatPercent } from './banner-format';

const banner: AdminBanner = {
  id: 'b1',
  title: '겨울 세일',
  description: '',
  imageUrl: '/x.webp',
  position: 'main_hero',
  positionName: '메인 히어로',
  linkUrl: '/sale',
  priority: 1,
  status: 'active',
  startsAt: '2026-11-01T15:00:00.000Z',
  endsAt: '2026-11-30T14:59:59.999Z',
  impressions: 100,
  clicks: 3,
  ctr: 3,
  isResponsive: true,
  targetDevice: 'all',
  createdBy: null,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};

describe('banner format', () => {
  it('shows dates as Korean days in the form', () => {
    expect(bannerFormValues(banner)).toEqual(expect.objectContaining({ startsAt: '2026-11-02', endsAt: '2026-11-30', priority: '1' }));
  });
  it('sends only what changed', () => {
    expect(
      changedBannerFields(banner, {
        title: '겨울 세일',
        priority: 2,
        startsAt: '2026-11-01T15:00:00.000Z',
        endsAt: '2026-12-31T14:59:59.999Z',
      }),
    ).toEqual({ priority: 2, endsAt: '2026-12-31T14:59:59.999Z' });
  });
  it('formats percentages', () => {
    expect(formatPercent(3.456, 2)).toBe('3.46%');
    expect(formatPercent(0)).toBe('0.0%');
  });
});
