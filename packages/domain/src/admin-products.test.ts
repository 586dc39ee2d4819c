import { ProductInputSchema, ProductUpdateSchema, productBadge, PRODUCT_MESSAGES } from './admin-products';

const valid = {
  name: '오버핏 울 블레이저',
  brandId: '00000000-0000-4000-8000-000000000001',
  categoryId: '00000000-0000-4000-8000-000000000002',
  price: 189000,
  salePrice: 151200,
  options: [
    { color: '블랙', size: 'M', stock: 10 },
    { color: '블랙', size: 'L', stock: 0 },
  ],
};

describe('ProductInputSchema', () => {
  it('accepts a product and fills the defaults', () => {
    const parsed = ProductInputSchema.parse(valid);
    expect(parsed).toMatchObject({ status: 'active', nameEn: '', weightGrams: 500 });
  });

  it.each([
    ['a negative price', { price: -1 }, PRODUCT_MESSAGES.price],
    ['a sale price above the list price', { salePrice: 200000 }, PRODUCT_MESSAGES.salePriceAbovePrice],
    ['negative stock', { options: [{ color: '블랙', size: 'M', stock: -3 }] }, PRODUCT_MESSAGES.stock],
    ['no options', { options: [] }, PRODUCT_MESSAGES.options],
    ['a 2 MB name', { name: 'x'.repeat(2_000_000) }, PRODUCT_MESSAGES.nameTooLong],
    ['a malformed brand id', { brandId: 'nope' }, PRODUCT_MESSAGES.brand],
  ])('refuses %s with its Korean message', (_label, patch, message) => {
    const result = ProductInputSchema.safeParse({ ...valid, ...patch });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toContain(message);
  });

  it('refuses duplicated options and unknown keys such as __proto__', () => {
    const dup = ProductInputSchema.safeParse({ ...valid, options: [valid.options[0], valid.options[0]] });
    expect(dup.error?.issues.map((i) => i.message)).toContain(PRODUCT_MESSAGES.optionDuplicate);
    const proto = ProductInputSchema.safeParse(JSON.parse(JSON.stringify({ ...valid }).replace('{', '{"__proto__":{"x":1},')));
    expect(proto.success).toBe(false);
  });

  it('lets an edit send one field', () => {
    expect(ProductUpdateSchema.parse({ salePrice: null })).toEqual({ salePrice: null });
  });
});

describe('productBadge', () => {
  it('follows spec 001 section 4', () => {
    expect(productBadge('active', 0)).toBe('sold_out');
    expect(productBadge('out_of_stock', 50)).toBe('sold_out');
    expect(productBadge('active', 19)).toBe('low_stock');
    expect(productBadge('active', 20)).toBe('on_sale');
    expect(productBadge('inactive', 5)).toBe('inactive');
  });
});
