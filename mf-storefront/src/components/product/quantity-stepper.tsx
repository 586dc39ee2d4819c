import { HStack, IconButton, Text } from '@market/ui/chakra';
import { LuMinus, LuPlus } from 'react-icons/lu';

/** Quantity 1..max (spec 4): minus disabled at 1, plus disabled at the stock. */
export function QuantityStepper({
  value,
  max,
  onChange,
  size = 'sm',
}: {
  value: number;
  max: number;
  onChange: (n: number) => void;
  size?: 'xs' | 'sm' | 'md';
}) {
  const disabled = max <= 0;
  return (
    <HStack gap="0" borderWidth="1px" borderColor="border" rounded="md" w="fit-content" role="group" aria-label="수량">
      <IconButton
        size={size}
        variant="ghost"
        aria-label="수량 줄이기"
        disabled={disabled || value <= 1}
        onClick={() => onChange(value - 1)}
        data-testid="quantity-decrease"
      >
        <LuMinus />
      </IconButton>
      <Text
        as="output"
        minW="10"
        textAlign="center"
        fontWeight="700"
        fontSize="sm"
        aria-live="polite"
        aria-label={`수량 ${value}개`}
        data-testid="quantity-value"
      >
        {value}
      </Text>
      <IconButton
        size={size}
        variant="ghost"
        aria-label="수량 늘리기"
        disabled={disabled || value >= max}
        onClick={() => onChange(value + 1)}
        data-testid="quantity-increase"
      >
        <LuPlus />
      </IconButton>
    </HStack>
  );
}
