import { formatNumber } from '@market/domain/format';
import { deliveryDateText } from '@market/domain/delivery-date';
import { remoteSurcharge, zoneDeliveryEstimate } from '@market/domain/pricing';
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

/**
 * The 추가 배송비 an address adds to this order, said as soon as its zip code is known: charged
 * ('제주 지역 추가 배송비 3,000원'), or waived by the zone's own threshold. Null outside those zones.
 */
export function remoteSurchargeText(
  zipCode: string | null | undefined,
  zones: readonly RemoteZone[] | undefined,
  subtotal: number,
): { text: string; charged: boolean } | null {
  const zip = (zipCode ?? '').trim();
  if (!/^\d{5}$/.test(zip) || !zones) return null;
  const n = Number(zip);
  const zone = zones
    .filter((z) => z.surcharge > 0 && z.zipRanges.some(([a, b]) => n >= a && n <= b))
    .sort((a, b) => b.surcharge - a.surcharge)[0];
  if (!zone) return null;
  const charged = remoteSurcharge(zip, { freeShippingThreshold: 0, shippingFee: 0, remoteAreaFee: 0, zones }, subtotal) > 0;
  return charged
    ? { text: `${zone.name} 지역 추가 배송비 ${formatNumber(zone.surcharge)}원이 배송비에 더해집니다`, charged }
    : {
        text: `${zone.name} 지역 추가 배송비 ${formatNumber(zone.surcharge)}원 면제 (${formatNumber(zone.freeShippingThreshold ?? 0)}원 이상 주문)`,
        charged,
      };
}

/** '11월 30일(월) 도착 예정' for the address's zone, from the shipping settings' processing days. */
export function deliveryDateForZip(
  zipCode: string | null | undefined,
  zones: readonly RemoteZone[] | undefined,
  processingDays: number,
  now: Date,
): string | null {
  const estimate = zoneDeliveryEstimate(zipCode, zones);
  if (!estimate) return null;
  return deliveryDateText(now, processingDays, [estimate.days]);
}
