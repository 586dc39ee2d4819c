import { DEFAULT_PUBLIC_SHOP_SETTINGS as DEFAULTS } from '@market/domain/shop-settings';
import { clampQuantity, computePriceSummary } from './price-summary';

describe('product price summary', () => {
  it('charges 3,000 won shipping under 50,000 won and announces 1% of the total as points', () => {
    expect(computePriceSummary(25_000, null, 1, DEFAULTS)).toEqual({
      unitPrice: 25_000,
      amount: 25_000,
      shipping: 3_000,
      points: 280,
      total: 28_000,
      freeShippingThreshold: 50_000,
    });
  });

  it('ships free from 50,000 won, using the sale price', () => {
    expect(computePriceSummary(40_000, 25_000, 2, DEFAULTS)).toMatchObject({
      unitPrice: 25_000,
      amount: 50_000,
      shipping: 0,
      points: 500,
      total: 50_000,
    });
    expect(computePriceSummary(49_999, null, 1, DEFAULTS).shipping).toBe(3_000);
  });

  it('ignores a sale price that is not lower and rounds points down', () => {
    expect(computePriceSummary(12_345, 20_000, 1, DEFAULTS)).toMatchObject({ unitPrice: 12_345, points: 153 });
  });

  it("follows the server's settings: fee, threshold, points rate, programme off", () => {
    const settings = {
      shipping: { ...DEFAULTS.shipping, fee: 2_500, freeShippingThreshold: 30_000 },
      points: { ...DEFAULTS.points, ratePercent: 5 },
    };
    expect(computePriceSummary(20_000, null, 1, settings)).toMatchObject({
      shipping: 2_500,
      total: 22_500,
      points: 1_125,
      freeShippingThreshold: 30_000,
    });
    expect(computePriceSummary(15_000, null, 2, settings)).toMatchObject({ shipping: 0, total: 30_000, points: 1_500 });
    expect(computePriceSummary(20_000, null, 1, { ...settings, points: { ...settings.points, enabled: false } }).points).toBe(0);
  });

  it('clamps the quantity to 1..stock', () => {
    expect(clampQuantity(0, 5)).toBe(1);
    expect(clampQuantity(9, 5)).toBe(5);
    expect(clampQuantity(2.7, 5)).toBe(2);
    expect(clampQuantity(3, 0)).toBe(1);
  });
});
