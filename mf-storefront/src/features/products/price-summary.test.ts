import { clampQuantity, computePriceSummary } from './price-summary';

describe('product price summary', () => {
  it('charges 3,000 won shipping under 50,000 won and gives 1% points', () => {
    expect(computePriceSummary(25_000, null, 1)).toEqual({ unitPrice: 25_000, amount: 25_000, shipping: 3_000, points: 250, total: 28_000 });
  });

  it('ships free from 50,000 won, using the sale price', () => {
    expect(computePriceSummary(40_000, 25_000, 2)).toEqual({ unitPrice: 25_000, amount: 50_000, shipping: 0, points: 500, total: 50_000 });
    expect(computePriceSummary(49_999, null, 1).shipping).toBe(3_000);
  });

  it('ignores a sale price that is not lower and rounds points down', () => {
    expect(computePriceSummary(12_345, 20_000, 1)).toMatchObject({ unitPrice: 12_345, points: 123 });
  });

  it('clamps the quantity to 1..stock', () => {
    expect(clampQuantity(0, 5)).toBe(1);
    expect(clampQuantity(9, 5)).toBe(5);
    expect(clampQuantity(2.7, 5)).toBe(2);
    expect(clampQuantity(3, 0)).toBe(1);
  });
});
