import { DEFAULT_PUBLIC_SHOP_SETTINGS, type RemoteZone } from '@market/domain/shop-settings';
import { deliveryEstimateText } from './delivery-estimate';

const zones: RemoteZone[] = [
  { name: '수도권', zipRanges: [[1000, 18999]], surcharge: 0, freeShippingThreshold: 50_000, deliveryDays: 1 },
  ...DEFAULT_PUBLIC_SHOP_SETTINGS.shipping.remoteZones,
];

describe('checkout delivery estimate (ADR 032)', () => {
  it("shows the zone's delivery days for the address", () => {
    expect(deliveryEstimateText('04799', zones)).toBe('수도권 지역: 출고 후 1일 이내 도착 예정');
  });
  it("adds from what amount a surcharge zone's fee is waived", () => {
    expect(deliveryEstimateText('63100', zones)).toBe(
      '제주 지역: 출고 후 3일 이내 도착 예정 · 추가 배송비 3,000원은 80,000원 이상 주문 시 무료',
    );
  });
  it('says nothing without a zip code a zone holds', () => {
    expect(deliveryEstimateText('', zones)).toBeNull();
    expect(deliveryEstimateText('0479', zones)).toBeNull();
    expect(deliveryEstimateText('99999', zones)).toBeNull();
    expect(deliveryEstimateText('04799', undefined)).toBeNull();
  });
});
