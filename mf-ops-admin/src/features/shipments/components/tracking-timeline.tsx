import { Box, HStack, Stack, Text } from '@market/ui/chakra';
import type { ShipmentEvent } from '@market/domain/admin-shipments';
import { formatDateTime } from '@market/domain/format';
import { SHIPMENT_STATUS_LABELS } from '@market/domain/lifecycle';

/** The carrier's events, newest first: status, location, description and time (the same timeline the shopper sees). */
export function TrackingTimeline({ events }: { events: readonly ShipmentEvent[] }) {
  if (events.length === 0)
    return (
      <Text fontSize="sm" color="fg.muted">
        아직 배송 이벤트가 없습니다.
      </Text>
    );
  return (
    <Stack as="ol" gap="0" listStyleType="none" ps="1" aria-label="배송 추적 이벤트" data-testid="tracking-events">
      {events.map((e, i) => (
        <HStack as="li" key={`${e.at}-${i}`} align="stretch" gap="3">
          <Stack align="center" gap="0" pt="1.5">
            <Box
              boxSize="2.5"
              rounded="full"
              bg={i === 0 ? 'colorPalette.solid' : 'border.emphasized'}
              colorPalette="blue"
              flexShrink="0"
            />
            {i < events.length - 1 && <Box w="1px" flex="1" bg="border" />}
          </Stack>
          <Stack gap="0" pb="3">
            <Text fontSize="sm" fontWeight={i === 0 ? 'semibold' : 'medium'}>
              {SHIPMENT_STATUS_LABELS[e.status]}
              {e.location && (
                <Text as="span" color="fg.muted" fontWeight="normal">
                  {' '}
                  · {e.location}
                </Text>
              )}
            </Text>
            <Text fontSize="xs" color="fg.muted">
              {e.description}
            </Text>
            <Text fontSize="xs" color="fg.subtle" fontVariantNumeric="tabular-nums">
              {formatDateTime(e.at)}
            </Text>
          </Stack>
        </HStack>
      ))}
    </Stack>
  );
}
