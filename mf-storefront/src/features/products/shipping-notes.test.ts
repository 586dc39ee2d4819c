import { DEFAULT_PUBLIC_SHOP_SETTINGS, type RemoteZone } from '@market/domain/shop-settings';
import { remoteZoneNotes } from './shipping-notes';

describe("the product page's remote-area notes (ADR 032)", () => {
  it('names each surcharge zone with its fee, its own waiver threshold and its delivery days; mainland zones say nothing', () => {
    expect(remoteZoneNotes(DEFAULT_PUBLIC_SHOP_SETTINGS.shipping.remoteZones)).toEqual([
      '제주 지역은 추가 배송비 3,000원이 부과되며, 80,000원 이상 구매 시 추가 배송비가 무료입니다. (출고 후 3일 이내 도착)',
      '도서산간 지역은 추가 배송비 3,000원이 부과되며, 80,000원 이상 구매 시 추가 배송비가 무료입니다. (출고 후 4일 이내 도착)',
    ]);
  });
  it('a zone without a threshold is charged at any amount', () => {
    const zone: RemoteZone = {
      name: '울릉도',
      zipRanges: [[40200, 40240]],
      surcharge: 5_000,
      freeShippingThreshold: null,
      deliveryDays: 0,
    };
    expect(remoteZoneNotes([zone])).toEqual(['울릉도 지역은 주문 금액과 관계없이 추가 배송비 5,000원이 부과됩니다.']);
  });
  it('no surcharge zone: no note', () => {
    expect(remoteZoneNotes([])).toEqual([]);
    expect(remoteZoneNotes(DEFAULT_PUBLIC_SHOP_SETTINGS.shipping.remoteZones.filter((z) => z.surcharge === 0))).toEqual([]);
  });
});
