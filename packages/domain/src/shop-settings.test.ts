import fc from 'fast-check';
import { earnedPoints, shippingFee } from './pricing';
import { DEFAULT_PUBLIC_SHOP_SETTINGS, PublicShopSettingsSchema, pointsToEarn, shippingRulesOf } from './shop-settings';

describe('public shop settings', () => {
  it('the defaults are a valid answer of GET /api/shop-settings', () => {
    expect(PublicShopSettingsSchema.parse(DEFAULT_PUBLIC_SHOP_SETTINGS)).toEqual(DEFAULT_PUBLIC_SHOP_SETTINGS);
  });
  it('gives shippingFee() the rules of the settings', () => {
    const settings = { shipping: { ...DEFAULT_PUBLIC_SHOP_SETTINGS.shipping, fee: 2_500, freeShippingThreshold: 30_000 } };
    expect(shippingFee(29_999, null, shippingRulesOf(settings))).toBe(2_500);
    expect(shippingFee(30_000, null, shippingRulesOf(settings))).toBe(0);
    expect(shippingFee(30_000, '63100', shippingRulesOf(settings))).toBe(3_000);
  });
});

describe('pointsToEarn', () => {
  it('is the rate of what was paid, rounded down, and none while the programme is off', () => {
    // 47,900 won of goods + 3,000 shipping: 509P at 1%, the figure checkout and the server use.
    expect(pointsToEarn(50_900, { enabled: true, ratePercent: 1 })).toBe(509);
    expect(pointsToEarn(50_900, { enabled: true, ratePercent: 5 })).toBe(2_545);
    expect(pointsToEarn(50_900, { enabled: false, ratePercent: 5 })).toBe(0);
  });
  it('counts one-decimal rates exactly (0.7% of 11,000 is 77)', () => {
    expect(earnedPoints(11_000, 0.7)).toBe(77);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), fc.integer({ min: 0, max: 1000 }), (paid, tenths) => {
        const points = pointsToEarn(paid, { enabled: true, ratePercent: tenths / 10 });
        // Exactly floor(paid × tenths / 1000), checked in BigInt.
        return BigInt(points) === (BigInt(paid) * BigInt(tenths)) / 1000n;
      }),
    );
  });
});
