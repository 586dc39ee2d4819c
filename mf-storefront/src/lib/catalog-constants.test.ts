import * as contract from '@market/domain/product';
import * as local from './catalog-constants';

describe('catalog constants mirror the domain contract', () => {
  it('has the same sorts, labels and limits', () => {
    expect(local.PRODUCT_SORT_OPTIONS.map((o) => o.value)).toEqual([...contract.PRODUCT_SORTS]);
    for (const o of local.PRODUCT_SORT_OPTIONS) expect(o.label).toBe(contract.PRODUCT_SORT_LABELS[o.value]);
    expect([local.PRICE_MIN, local.PRICE_MAX, local.PRICE_STEP]).toEqual([contract.PRICE_MIN, contract.PRICE_MAX, contract.PRICE_STEP]);
    expect(local.SEARCH_QUERY_MAX).toBe(contract.SEARCH_QUERY_MAX);
    expect(local.RELATED_PRODUCTS_LIMIT).toBe(contract.RELATED_PRODUCTS_LIMIT);
    expect([local.SUGGEST_PRODUCTS_LIMIT, local.SUGGEST_BRANDS_LIMIT]).toEqual([contract.SUGGEST_PRODUCTS_LIMIT, contract.SUGGEST_BRANDS_LIMIT]);
    expect([...local.DEFAULT_POPULAR_SEARCHES]).toEqual([...contract.DEFAULT_POPULAR_SEARCHES]);
    expect(local.EVENT_TABS.slice(1).map((t) => t.value)).toEqual([...contract.STOREFRONT_EVENT_TYPES]);
    for (const t of local.EVENT_TABS.slice(1)) expect(t.label).toBe(contract.STOREFRONT_EVENT_TYPE_LABELS[t.value as contract.StorefrontEventType]);
    expect(local.MESSAGES.productNotFound).toBe(contract.MESSAGES.productNotFound);
    expect(local.MESSAGES.brandNotFound).toBe(contract.MESSAGES.brandNotFound);
  });
});
