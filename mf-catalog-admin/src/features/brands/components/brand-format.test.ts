import { BRAND_STATUS_OPTIONS, displayHost, formatRating, formatRevenue } from './brand-format';

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
