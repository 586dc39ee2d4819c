import fc from 'fast-check';
import { remoteSurcharge, shippingFee, zoneDeliveryEstimate, type ShippingRules, type SurchargeZone } from './pricing';

/** ADR 032: a zone's own free-shipping threshold waives its surcharge; its delivery days are the estimate. */
const mainland: SurchargeZone = { name: '지방', zipRanges: [[24000, 62999]], surcharge: 0, freeShippingThreshold: 50_000, deliveryDays: 2 };
const jeju: SurchargeZone = { name: '제주', zipRanges: [[63000, 63644]], surcharge: 3_000, freeShippingThreshold: 80_000, deliveryDays: 3 };
const island: SurchargeZone = {
  name: '도서산간',
  zipRanges: [[58800, 58866]],
  surcharge: 5_000,
  freeShippingThreshold: null,
  deliveryDays: 4,
};
const rules: ShippingRules = { freeShippingThreshold: 50_000, shippingFee: 3_000, remoteAreaFee: 5_000, zones: [mainland, jeju, island] };

describe('zone free-shipping threshold (ADR 032)', () => {
  it.each([
    [30_000, '63309', 6_000], // standard fee + Jeju surcharge
    [50_000, '63309', 3_000], // standard fee waived by the shop threshold, surcharge still paid
    [79_999, '63309', 3_000],
    [80_000, '63309', 0], // the zone's threshold waives the surcharge
    [30_000, '30100', 3_000], // mainland: no surcharge, shop threshold only
    [50_000, '30100', 0],
    [200_000, '58810', 5_000], // a zone without its own threshold charges at any amount
  ])('subtotal %i to %s -> %i', (subtotal, zip, fee) => expect(shippingFee(subtotal, zip, rules)).toBe(fee));

  it('a zone threshold below the shop threshold waives the surcharge only, never the standard fee', () => {
    const low: ShippingRules = { ...rules, zones: [{ ...jeju, freeShippingThreshold: 20_000 }] };
    expect(shippingFee(30_000, '63309', low)).toBe(3_000);
  });

  it('without a subtotal the surcharge is charged (callers that price the surcharge alone)', () => {
    expect(remoteSurcharge('63309', rules)).toBe(3_000);
  });

  it('property: the fee is the standard part plus the surcharge of a zone whose threshold the subtotal has not reached', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 300_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.option(fc.integer({ min: 0, max: 300_000 }), { nil: null }),
        fc.integer({ min: 0, max: 99_999 }),
        (subtotal, surcharge, threshold, zipNumber) => {
          const zone: SurchargeZone = { zipRanges: [[63000, 63644]], surcharge, freeShippingThreshold: threshold, deliveryDays: 3 };
          const r: ShippingRules = { ...rules, zones: [zone] };
          const zip = String(zipNumber).padStart(5, '0');
          const inZone = zipNumber >= 63000 && zipNumber <= 63644;
          const base = subtotal >= r.freeShippingThreshold ? 0 : r.shippingFee;
          const waived = threshold !== null && subtotal >= threshold;
          expect(shippingFee(subtotal, zip, r)).toBe(base + (inZone && !waived ? surcharge : 0));
        },
      ),
    );
  });

  it('property: more goods never cost more shipping within a zone (the fee does not rise with the subtotal)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200_000 }), fc.integer({ min: 0, max: 100_000 }), (a, extra) => {
        for (const zip of ['63309', '30100', '58810', '06236'])
          expect(shippingFee(a + extra, zip, rules)).toBeLessThanOrEqual(shippingFee(a, zip, rules));
      }),
    );
  });
});

describe('zone delivery estimate', () => {
  it('answers the delivery days and name of the zone holding the zip code', () => {
    expect(zoneDeliveryEstimate('63309', rules.zones)).toEqual({ days: 3, zoneName: '제주' });
    expect(zoneDeliveryEstimate('30100', rules.zones)).toEqual({ days: 2, zoneName: '지방' });
  });
  it('takes the longest of overlapping zones (an island inside a mainland range)', () => {
    expect(zoneDeliveryEstimate('58810', rules.zones)).toEqual({ days: 4, zoneName: '도서산간' });
  });
  it('answers null for a malformed code or an address no zone holds', () => {
    expect(zoneDeliveryEstimate('123', rules.zones)).toBeNull();
    expect(zoneDeliveryEstimate('', rules.zones)).toBeNull();
    expect(zoneDeliveryEstimate('06236', rules.zones)).toBeNull();
    expect(zoneDeliveryEstimate('63309', undefined)).toBeNull();
  });
});
