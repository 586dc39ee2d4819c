import { Stack, Text } from '@market/ui/chakra';
import { formatClock, formatDate } from '@market/domain/format';

/** A table cell's date and time on two short lines, so that wide tables fit a laptop screen. */
export function DateTimeText({ value }: { value: string }) {
  return (
    <Stack gap="0" fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
      <Text fontSize="sm">{formatDate(value)}</Text>
      <Text fontSize="xs" color="fg.muted">
        {formatClock(value)}
      </Text>
    </Stack>
  );
}
