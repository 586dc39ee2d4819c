import { brandFormValues, BRAND_STATUS_OPTIONS, changedBrandFields, displayHost, formatRating, formatRevenue } from './brand-format';

describe('brand formatting', () => {
  it('shows a dash for zero revenue and zero rating', () => {
    expect(formatRevenue(0)).toBe('-');
    expect(formatRevenue(1234000)).toBe('1,234,000원');
    expect(formatRating(0)).toBe('-');
    expect(formatRating(4.25)).toBe('4.3');
    expect(formatRating(4.8, true)).toBe('4.8 / 5.0');
  });

  it('shortens websites', () => {
    expect(displayHost('https://www.example.kr/')).toBe('www.example.kr');
    expect(displayHost(null)).toBe('-');
  });

  it('offers all statuses after "all"', () => {
    expect(BRAND_STATUS_OPTIONS.map((o) => o.value)).toEqual(['', 'active', 'pending', 'suspended']);
  });
});

describe('brand form values', () => {
  const row = {
    id: 'b1',
    slug: 'moon',
    name: '문',
    nameEn: 'Moon',
    description: '',
    logoUrl: '',
    website: null,
    contactEmail: 'a@b.kr',
    category: { id: 'c1', slug: 'tops', name: '상의' },
    status: 'active' as const,
    sellerStatus: null,
    productCount: 0,
    followers: 0,
    monthlyRevenue: 0,
    averageRating: 0,
    createdAt: '2026-01-01T00:00:00.000Z',
  };

  it('starts from the row with empty strings for none', () => {
    expect(brandFormValues(row)).toMatchObject({ website: '', categoryId: 'c1', contactEmail: 'a@b.kr' });
  });

  it('sends only what changed, an emptied field as null', () => {
    expect(changedBrandFields(row, { name: '문', website: 'https://moon.kr', categoryId: null, contactEmail: 'a@b.kr' })).toEqual({
      website: 'https://moon.kr',
      categoryId: null,
    });
  });
});
