import { Stack, Text } from '@market/ui/chakra';
import type { RemoteZone } from '@market/domain/shop-settings';
import { useState } from 'react';
import { deliveryDateForZip, deliveryEstimateText, remoteSurchargeText } from '../delivery-estimate';

/**
 * What the address being entered means for this order (ADR 032, issue 17): its zone's delivery
 * days and estimated date, and the 추가 배송비 it adds (or that the zone's threshold waives), shown
 * as soon as the zip code is known.
 */
export function DeliveryEstimate({
  zipCode,
  zones,
  processingDays,
  subtotal,
}: {
  zipCode: string | null | undefined;
  zones: readonly RemoteZone[] | undefined;
  processingDays?: number;
  subtotal?: number;
}) {
  const [now] = useState(() => new Date());
  const text = deliveryEstimateText(zipCode, zones);
  const date = processingDays === undefined ? null : deliveryDateForZip(zipCode, zones, processingDays, now);
  const surcharge = subtotal === undefined ? null : remoteSurchargeText(zipCode, zones, subtotal);
  return (
    <Stack gap="1" role="status" aria-live="polite" _empty={{ display: 'none' }}>
      {text && (
        <Text fontSize="sm" color="fg.muted" data-testid="checkout-delivery-estimate">
          {text}
        </Text>
      )}
      {date && (
        <Text fontSize="sm" fontWeight="700" data-testid="checkout-delivery-date">
          {date} (주말 제외, 공휴일에는 늦어질 수 있습니다)
        </Text>
      )}
      {surcharge && (
        <Text
          fontSize="sm"
          fontWeight={surcharge.charged ? '700' : undefined}
          color={surcharge.charged ? 'fg' : 'fg.muted'}
          data-testid="checkout-remote-surcharge"
        >
          {surcharge.text}
        </Text>
      )}
    </Stack>
  );
}
