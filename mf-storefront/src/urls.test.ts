import { urls } from './urls';

describe('urls', () => {
  it('builds the search path with a trimmed, encoded query (spec 2)', () => {
    expect(urls.search()).toBe('/search');
    expect(urls.search('   ')).toBe('/search');
    expect(urls.search(' 후드티 & 셔츠 ')).toBe('/search?q=%ED%9B%84%EB%93%9C%ED%8B%B0%20%26%20%EC%85%94%EC%B8%A0');
  });

  it('encodes path segments', () => {
    expect(urls.brand('a/b')).toBe('/brands/a%2Fb');
    expect(urls.product('123')).toBe('/products/123');
  });
});

describe('urls.categories', () => {
  it('adds filters as query parameters (spec 2 links)', () => {
    expect(urls.categories()).toBe('/categories');
    expect(urls.categories({ sale: 'true' })).toBe('/categories?sale=true');
    expect(urls.categories({ brand: 'b-1' })).toBe('/categories?brand=b-1');
  });
});
