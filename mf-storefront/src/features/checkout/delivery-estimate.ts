import { formatNumber } from '@market/domain/format';
import { zoneDeliveryEstimate } from '@market/domain/pricing';
import type { RemoteZone } from '@market/domain/shop-settings';

/**
 * What checkout says about delivery to a zip code (ADR 032): the zone's delivery days, and when
 * the zone charges a surcharge with its own threshold, from what amount it is waived. Null until
 * the address has a zip code a zone holds.
 */
export function deliveryEstimateText(zipCode: string | null | undefined, zones: readonly RemoteZone[] | undefined): string | null {
  const estimate = zoneDeliveryEstimate(zipCode, zones);
  if (!estimate) return null;
  const where = estimate.zoneName ? `${estimate.zoneName} 지역` : '이 주소';
  const days = estimate.days === 0 ? '당일 도착 예정' : `출고 후 ${estimate.days}일 이내 도착 예정`;
  const zip = Number((zipCode ?? '').trim());
  const surchargeZone = (zones ?? [])
    .filter((z) => z.surcharge > 0 && z.zipRanges.some(([a, b]) => zip >= a && zip <= b))
    .sort((a, b) => b.surcharge - a.surcharge)[0];
  const waiver =
    surchargeZone && surchargeZone.freeShippingThreshold !== null
      ? ` · 추가 배송비 ${formatNumber(surchargeZone.surcharge)}원은 ${formatNumber(surchargeZone.freeShippingThreshold)}원 이상 주문 시 무료`
      : '';
  return `${where}: ${days}${waiver}`;
}
