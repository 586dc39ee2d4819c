import { Box, Button, HStack, Stack, Text, Wrap } from '@market/ui/chakra';
import { colorLabel, swatchFor } from '../../../lib/color-swatches';

/** Colour chooser: swatches with the Korean name of the chosen colour. */
export function ColorChooser({ colors, value, onChange }: { colors: string[]; value: string | undefined; onChange: (c: string) => void }) {
  if (colors.length === 0) return null;
  return (
    <Stack gap="2">
      <Text fontSize="sm" fontWeight="700">
        색상{' '}
        <Text as="span" fontWeight="500" color="fg.muted">
          {value ? `${colorLabel(value)} (${value})` : ''}
        </Text>
      </Text>
      <Wrap gap="2" role="radiogroup" aria-label="색상 선택">
        {colors.map((c) => {
          const selected = c === value;
          return (
            <Button
              key={c}
              role="radio"
              aria-checked={selected}
              aria-label={`${colorLabel(c)} (${c})`}
              title={colorLabel(c)}
              variant="plain"
              p="0"
              minW="0"
              w="9"
              h="9"
              rounded="full"
              borderWidth="2px"
              borderColor={selected ? 'fg' : 'transparent'}
              onClick={() => onChange(c)}
              data-testid="color-option"
            >
              <Box
                as="span"
                w="7"
                h="7"
                rounded="full"
                borderWidth="1px"
                borderColor="border.emphasized"
                css={{ background: swatchFor(c) }}
              />
            </Button>
          );
        })}
      </Wrap>
    </Stack>
  );
}

/** Size chooser; sizes out of stock for the chosen colour are marked. */
export function SizeChooser({
  sizes,
  value,
  onChange,
  stockOf,
}: {
  sizes: string[];
  value: string | undefined;
  onChange: (s: string) => void;
  stockOf: (s: string) => number;
}) {
  if (sizes.length === 0) return null;
  return (
    <Stack gap="2">
      <Text fontSize="sm" fontWeight="700">
        사이즈
      </Text>
      <HStack gap="1.5" wrap="wrap" role="radiogroup" aria-label="사이즈 선택">
        {sizes.map((s) => {
          const selected = s === value;
          const soldOut = stockOf(s) <= 0;
          return (
            <Button
              key={s}
              role="radio"
              aria-checked={selected}
              aria-label={soldOut ? `${s} (품절)` : s}
              size="sm"
              minW="12"
              variant={selected ? 'solid' : 'outline'}
              textDecoration={soldOut ? 'line-through' : undefined}
              color={soldOut && !selected ? 'fg.subtle' : undefined}
              onClick={() => onChange(s)}
              data-testid="size-option"
            >
              {s}
            </Button>
          );
        })}
      </HStack>
    </Stack>
  );
}
