import { Box, HStack, Stack, Text } from '@market/ui/chakra';

/** The spec's progress bar, 0 to 100, with what it measures as its accessible name. */
export function UsageBar({ label, percent, detail }: { label: string; percent: number; detail?: string }) {
  const value = Math.min(100, Math.max(0, Math.round(percent * 10) / 10));
  const palette = value >= 90 ? 'red' : value >= 75 ? 'orange' : 'blue';
  return (
    <Stack gap="1">
      <HStack justify="space-between" gap="2">
        <Text fontSize="sm" color="fg.muted">
          {label}
        </Text>
        <Text fontSize="sm" fontWeight="medium" fontVariantNumeric="tabular-nums">
          {value}%
        </Text>
      </HStack>
      <Box
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={detail ? `${value}% (${detail})` : `${value}%`}
        h="2"
        bg="bg.muted"
        rounded="full"
        overflow="hidden"
      >
        <Box h="full" w={`${value}%`} bg="colorPalette.solid" colorPalette={palette} transition="width 0.3s" />
      </Box>
      {detail && (
        <Text fontSize="xs" color="fg.muted" fontVariantNumeric="tabular-nums">
          {detail}
        </Text>
      )}
    </Stack>
  );
}
