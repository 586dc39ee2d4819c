import { defaultColor, defaultSize, optionStock } from './option-stock';

describe('optionStock', () => {
  const product = {
    stock: 12,
    options: [
      { color: 'Black', size: 'M', stock: 3 },
      { color: 'Black', size: 'L', stock: 0 },
      { color: 'White', size: 'M', stock: 9 },
    ],
  };
  it('reads the stock of the chosen colour and size', () => {
    expect(optionStock(product, 'Black', 'M')).toBe(3);
    expect(optionStock(product, 'Black', 'L')).toBe(0);
    expect(optionStock(product, 'White', 'L')).toBe(0);
  });
  it('falls back to the product stock without options', () => {
    expect(optionStock({ stock: 7, options: [] }, 'Black', 'M')).toBe(7);
  });
});

describe('default options', () => {
  const product = {
    stock: 10,
    colors: ['Navy', 'White'],
    sizes: ['XS', 'S', 'M'],
    options: [
      { color: 'Navy', size: 'XS', stock: 0 },
      { color: 'Navy', size: 'S', stock: 4 },
      { color: 'Navy', size: 'M', stock: 0 },
      { color: 'White', size: 'XS', stock: 6 },
    ],
  };
  it('is the first colour and its first size in stock', () => {
    expect(defaultColor(product)).toBe('Navy');
    expect(defaultSize(product, 'Navy')).toBe('S');
    expect(defaultSize(product, 'White')).toBe('XS');
  });
  it('falls back to the first when everything is sold out', () => {
    const soldOut = { ...product, options: product.options.map((o) => ({ ...o, stock: 0 })) };
    expect(defaultColor(soldOut)).toBe('Navy');
    expect(defaultSize(soldOut, 'Navy')).toBe('XS');
  });
});
