import { Text } from '@market/ui/chakra';
import type { RemoteZone } from '@market/domain/shop-settings';
import { deliveryEstimateText } from '../delivery-estimate';

/** The estimated delivery days for the address being entered, from its shipping zone (ADR 032). */
export function DeliveryEstimate({ zipCode, zones }: { zipCode: string | null | undefined; zones: readonly RemoteZone[] | undefined }) {
  const text = deliveryEstimateText(zipCode, zones);
  if (!text) return null;
  return (
    <Text fontSize="sm" color="fg.muted" role="status" data-testid="checkout-delivery-estimate">
      {text}
    </Text>
  );
}
