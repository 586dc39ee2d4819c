import type { AdminProductDetail } from '@market/domain/admin-products';
import {
  addAxisValue,
  badgeOf,
  categoryOptions,
  changedProductFields,
  gridFromOptions,
  numberFromInput,
  optionsFromGrid,
  parseWon,
  productFormValues,
  removeAxisValue,
  stockLevel,
} from './product-format';

describe('product format helpers', () => {
  it('badges a row as spec 001 section 4 says', () => {
    expect(badgeOf({ status: 'active', stock: 0 })).toMatchObject({ label: '품절', tone: 'danger' });
    expect(badgeOf({ status: 'active', stock: 5 })).toMatchObject({ label: '재고 부족', tone: 'warning' });
    expect(badgeOf({ status: 'out_of_stock', stock: 50 })).toMatchObject({ label: '품절' });
    expect(badgeOf({ status: 'active', stock: 20 })).toMatchObject({ label: '판매중', tone: 'success' });
    expect(badgeOf({ status: 'inactive', stock: 20 })).toMatchObject({ label: '판매 중지', tone: 'neutral' });
    expect([stockLevel(0), stockLevel(19), stockLevel(20)]).toEqual(['out', 'low', 'ok']);
  });

  it('builds every colour × size option from the grid and back', () => {
    let grid = gridFromOptions([{ color: '블랙', size: 'M', stock: 3 }]);
    grid = addAxisValue(grid, 'sizes', ' L ');
    grid = addAxisValue(grid, 'sizes', 'L');
    grid = addAxisValue(grid, 'colors', '화이트');
    expect(optionsFromGrid(grid)).toEqual([
      { color: '블랙', size: 'M', stock: 3 },
      { color: '블랙', size: 'L', stock: 0 },
      { color: '화이트', size: 'M', stock: 0 },
      { color: '화이트', size: 'L', stock: 0 },
    ]);
    expect(optionsFromGrid(removeAxisValue(grid, 'colors', '블랙'))).toHaveLength(2);
  });

  it('parses prices and numbers typed by an operator', () => {
    expect(parseWon('12,000원')).toBe(12000);
    expect(parseWon('abc')).toBeUndefined();
    expect(numberFromInput('')).toBeUndefined();
    expect(numberFromInput('59,000')).toBe(59000);
  });

  it('indents child categories under their parent', () => {
    const options = categoryOptions({ brands: [], categories: [{ id: 't', name: '상의', children: [{ id: 'c', name: '셔츠' }] }] });
    expect(options.map((o) => o.value)).toEqual(['', 't', 'c']);
    expect(options[2]!.label).toContain('셔츠');
  });

  it('sends only the changed fields of an edit', () => {
    const p = {
      name: '셔츠',
      nameEn: '',
      description: '',
      brandId: 'b',
      categoryId: 'c',
      price: 10000,
      salePrice: null,
      status: 'low_stock',
      weightGrams: 500,
      options: [{ id: 'o', color: '블랙', size: 'M', sku: 'X', stock: 3 }],
    } as unknown as AdminProductDetail;
    const values = productFormValues(p);
    expect(values.status).toBe('active');
    expect(changedProductFields(p, { ...values, salePrice: 9000 } as never)).toEqual({ salePrice: 9000 });
  });
});
