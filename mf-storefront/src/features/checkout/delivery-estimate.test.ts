import { DEFAULT_PUBLIC_SHOP_SETTINGS, type RemoteZone } from '@market/domain/shop-settings';
import { deliveryDateForZip, deliveryEstimateText, remoteSurchargeText } from './delivery-estimate';

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

describe('checkout remote surcharge and delivery date (issue 17)', () => {
  it('says the surcharge a 제주 or 도서산간 zip code adds, or that its zone threshold waives it', () => {
    expect(remoteSurchargeText('63122', zones, 30_000)).toEqual({
      text: '제주 지역 추가 배송비 3,000원이 배송비에 더해집니다',
      charged: true,
    });
    expect(remoteSurchargeText('40225', zones, 30_000)?.text).toBe('도서산간 지역 추가 배송비 3,000원이 배송비에 더해집니다');
    expect(remoteSurchargeText('63122', zones, 80_000)).toEqual({
      text: '제주 지역 추가 배송비 3,000원 면제 (80,000원 이상 주문)',
      charged: false,
    });
    expect(remoteSurchargeText('04524', zones, 30_000)).toBeNull();
    expect(remoteSurchargeText('6312', zones, 30_000)).toBeNull();
  });
  it("dates the arrival from the processing days and the zone's days", () => {
    const thursday = new Date('2026-11-26T01:00:00Z');
    expect(deliveryDateForZip('04524', zones, 1, thursday)).toBe('11월 30일(월) 도착 예정');
    expect(deliveryDateForZip('63122', zones, 1, thursday)).toBe('12월 2일(수) 도착 예정');
    expect(deliveryDateForZip('', zones, 1, thursday)).toBeNull();
  });
});
