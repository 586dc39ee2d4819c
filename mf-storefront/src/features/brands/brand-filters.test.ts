import {
  DEFAULT_BRAND_FILTERS,
  hasActiveBrandFilters,
  parseBrandFilters,
  toBrandListQuery,
  toBrandSearchParams,
  type BrandFilters,
} from './brand-filters';

const parse = (qs: string) => parseBrandFilters(new URLSearchParams(qs));

describe('parseBrandFilters', () => {
  it('gives the defaults for an empty URL', () => {
    expect(parse('')).toEqual(DEFAULT_BRAND_FILTERS);
  });

  it('reads every filter', () => {
    expect(parse('q=%EB%82%98%EC%9D%B4%ED%82%A4&category=shoes&sort=name&view=list')).toEqual({
      q: '나이키',
      category: 'shoes',
      sort: 'name',
      view: 'list',
    });
  });

  it('trims and bounds the search text', () => {
    expect(parse('q=%20%20abc%20').q).toBe('abc');
    expect(parse(`q=${'가'.repeat(150)}`).q).toHaveLength(100);
  });

  it('falls back on unknown values', () => {
    expect(parse('sort=price&view=table&category=%3Cscript%3E')).toEqual(DEFAULT_BRAND_FILTERS);
  });
});

describe('toBrandSearchParams', () => {
  it('leaves defaults out of the URL', () => {
    expect(toBrandSearchParams(DEFAULT_BRAND_FILTERS).toString()).toBe('');
  });

  it('writes non-default filters in a stable order', () => {
    const filters: BrandFilters = { q: ' 나이키 ', category: 'shoes', sort: 'newest', view: 'list' };
    expect(toBrandSearchParams(filters).toString()).toBe('q=%EB%82%98%EC%9D%B4%ED%82%A4&category=shoes&sort=newest&view=list');
  });

  it('round-trips: a link reproduces the view', () => {
    const cases: BrandFilters[] = [
      DEFAULT_BRAND_FILTERS,
      { q: 'A&B 스튜디오', category: 'bag', sort: 'name', view: 'grid' },
      { q: '', category: '', sort: 'newest', view: 'list' },
    ];
    for (const filters of cases) {
      expect(parseBrandFilters(toBrandSearchParams(filters))).toEqual(filters);
    }
  });
});

describe('toBrandListQuery', () => {
  it('maps filters and page to the API query without the view', () => {
    expect(toBrandListQuery({ q: '', category: '', sort: 'followers', view: 'list' }, 3)).toEqual({
      q: undefined,
      category: undefined,
      sort: 'followers',
      page: 3,
      limit: 20,
    });
  });
});

describe('hasActiveBrandFilters', () => {
  it('is true only for search or category', () => {
    expect(hasActiveBrandFilters(DEFAULT_BRAND_FILTERS)).toBe(false);
    expect(hasActiveBrandFilters({ ...DEFAULT_BRAND_FILTERS, sort: 'name', view: 'list' })).toBe(false);
    expect(hasActiveBrandFilters({ ...DEFAULT_BRAND_FILTERS, q: '무신' })).toBe(true);
    expect(hasActiveBrandFilters({ ...DEFAULT_BRAND_FILTERS, category: 'top' })).toBe(true);
  });
});
