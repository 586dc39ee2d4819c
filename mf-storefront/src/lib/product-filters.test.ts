import { PRICE_MAX } from '@market/domain/catalog-rules';
import {
  DEFAULT_LISTING_FILTERS,
  SEARCH_LISTING_DEFAULTS,
  activeFilterChips,
  hasActiveFilters,
  listingDefaultsFor,
  parseListingFilters,
  resetFilters,
  snapPrice,
  toListingSearchParams,
  toProductListRequest,
} from './product-filters';

const parse = (qs: string) => parseListingFilters(new URLSearchParams(qs));

describe('listing filters <-> URL', () => {
  it('reads defaults from an empty URL and writes nothing back', () => {
    expect(parse('')).toEqual(DEFAULT_LISTING_FILTERS);
    expect(toListingSearchParams(DEFAULT_LISTING_FILTERS).toString()).toBe('');
  });

  it('round-trips every filter', () => {
    const qs =
      'q=%EB%B8%94%EB%A0%88%EC%9D%B4%EC%A0%80&category=outer&brand=monowave&sale=true&new=true&best=true&inStock=true&colors=Black%2CNavy&sizes=M%2CL&minPrice=50000&maxPrice=200000&sort=price_low&view=list';
    const filters = parse(qs);
    expect(filters).toMatchObject({
      q: '블레이저',
      category: 'outer',
      brand: 'monowave',
      sale: true,
      isNew: true,
      best: true,
      inStock: true,
      colors: ['Black', 'Navy'],
      sizes: ['M', 'L'],
      minPrice: 50000,
      maxPrice: 200000,
      sort: 'price_low',
      view: 'list',
    });
    expect(toListingSearchParams(filters).toString()).toBe(qs);
  });

  it('keeps the spec links /categories?brand= and ?sale=true', () => {
    expect(parse('brand=7f0c2a1e-1111-2222-3333-444455556666')).toMatchObject({ brand: '7f0c2a1e-1111-2222-3333-444455556666' });
    expect(toListingSearchParams(parse('sale=true')).toString()).toBe('sale=true');
  });

  it('drops malformed values', () => {
    const f = parse('category=<script>&sort=cheapest&minPrice=-5&maxPrice=abc&colors=Black,%3Cb%3E,Black&sizes=,M,&new=yes&brand=a%20b');
    expect(f).toMatchObject({
      category: '',
      sort: 'popular',
      minPrice: 0,
      maxPrice: PRICE_MAX,
      colors: ['Black'],
      sizes: ['M'],
      isNew: false,
      brand: '',
    });
    expect(parse('minPrice=300000&maxPrice=100000')).toMatchObject({ minPrice: 0, maxPrice: PRICE_MAX });
    expect(parse('minPrice=2000000')).toMatchObject({ minPrice: 0 });
    expect(parse(`q=${'가'.repeat(300)}`).q).toHaveLength(100);
  });

  it('builds the API query: flags as true, lists comma-joined, open price bounds omitted', () => {
    const req = toProductListRequest(parse('colors=Black,White&sale=true&maxPrice=100000'), 'abc');
    expect(req).toMatchObject({
      colors: 'Black,White',
      sale: 'true',
      maxPrice: 100000,
      minPrice: undefined,
      sort: 'popular',
      limit: 20,
      cursor: 'abc',
    });
    expect(toProductListRequest(DEFAULT_LISTING_FILTERS).cursor).toBeUndefined();
  });
});

describe('filter chips and reset', () => {
  it('lists one removable chip per active filter', () => {
    const f = parse('q=코트&category=outer&colors=Black,Navy&minPrice=10000&inStock=true');
    const chips = activeFilterChips(f, { category: (s) => (s === 'outer' ? '아우터' : undefined) });
    expect(chips.map((c) => c.label)).toEqual(['아우터', '재고 있음', 'Black', 'Navy', '10,000원 ~']);
    expect(chips.find((c) => c.label === 'Black')!.remove).toEqual({ colors: ['Navy'] });
    expect(hasActiveFilters(f)).toBe(true);
  });

  it('reset keeps the search text and view only', () => {
    const f = parse('q=코트&category=outer&sort=newest&view=list&best=true');
    expect(resetFilters(f)).toEqual({ ...DEFAULT_LISTING_FILTERS, q: '코트', view: 'list' });
    expect(hasActiveFilters(resetFilters(f))).toBe(false);
  });

  it('snaps slider values to 10,000 won steps within bounds', () => {
    expect(snapPrice(14_999)).toBe(10_000);
    expect(snapPrice(15_000)).toBe(20_000);
    expect(snapPrice(-1)).toBe(0);
    expect(snapPrice(5_000_000)).toBe(PRICE_MAX);
  });
});

describe('search defaults', () => {
  it('ranks search results by relevance unless another sort is chosen', () => {
    const f = parseListingFilters(new URLSearchParams('q=코트'), SEARCH_LISTING_DEFAULTS);
    expect(f.sort).toBe('relevance');
    expect(toListingSearchParams(f, SEARCH_LISTING_DEFAULTS).toString()).toBe('q=%EC%BD%94%ED%8A%B8');
    const newest = parseListingFilters(new URLSearchParams('q=코트&sort=newest'), SEARCH_LISTING_DEFAULTS);
    expect(toListingSearchParams(newest, SEARCH_LISTING_DEFAULTS).get('sort')).toBe('newest');
  });

  it('ignores relevance on /categories', () => {
    expect(parse('sort=relevance').sort).toBe('popular');
    expect(toProductListRequest({ ...DEFAULT_LISTING_FILTERS, sort: 'relevance' }).sort).toBe('popular');
  });
});

describe('the shop settings as listing defaults', () => {
  const shop = listingDefaultsFor(DEFAULT_LISTING_FILTERS, 'price_high');

  it("an unsorted URL lists by the shop's default sort, and the URL stays empty", () => {
    const f = parseListingFilters(new URLSearchParams('category=outer'), shop);
    expect(f.sort).toBe('price_high');
    expect(toListingSearchParams(f, shop).toString()).toBe('category=outer');
    expect(toProductListRequest(f, null, 7)).toMatchObject({ sort: 'price_high', limit: 7 });
  });

  it("the shopper's choice stays in the URL, including the spec's 인기순 when the shop default differs", () => {
    const f = parseListingFilters(new URLSearchParams('sort=popular'), shop);
    expect(f.sort).toBe('popular');
    expect(toListingSearchParams(f, shop).get('sort')).toBe('popular');
    expect(resetFilters(f, shop).sort).toBe('price_high');
  });

  it('/search keeps relevance as its default', () => {
    expect(listingDefaultsFor(SEARCH_LISTING_DEFAULTS, 'price_high')).toBe(SEARCH_LISTING_DEFAULTS);
  });
});
