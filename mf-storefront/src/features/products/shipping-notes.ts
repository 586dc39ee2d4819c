import { formatNumber } from '@market/domain/format';
import type { RemoteZone } from '@market/domain/shop-settings';

/**
 * The product page's 배송 tab, one line per zone that charges 추가 배송비 (ADR 032, amended): the
 * surcharge, the zone's own 무료배송 기준 from which that surcharge is waived (the standard fee
 * still follows the shop's threshold), and its delivery days. Zones without a surcharge say
 * nothing here; an empty list means no address pays extra.
 */
export function remoteZoneNotes(zones: readonly RemoteZone[]): string[] {
  return zones
    .filter((z) => z.surcharge > 0)
    .map((z) => {
      const fee = `추가 배송비 ${formatNumber(z.surcharge)}원`;
      const text =
        z.freeShippingThreshold === null
          ? `${z.name} 지역은 주문 금액과 관계없이 ${fee}이 부과됩니다.`
          : `${z.name} 지역은 ${fee}이 부과되며, ${formatNumber(z.freeShippingThreshold)}원 이상 구매 시 추가 배송비가 무료입니다.`;
      return z.deliveryDays > 0 ? `${text} (출고 후 ${z.deliveryDays}일 이내 도착)` : text;
    });
}
