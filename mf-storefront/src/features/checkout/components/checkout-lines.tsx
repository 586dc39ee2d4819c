import { HStack, Stack, Text } from '@market/ui/chakra';
import { formatKRW } from '@market/domain/format';
import { ImageWithFallback } from '@market/ui/image-with-fallback';
import type { CartLineView } from '../../../lib/cart/use-cart';

/** The lines to be ordered (sold-out lines left out), as the member and guest checkouts list them. */
export function CheckoutLines({ lines }: { lines: readonly CartLineView[] }) {
  return (
    <Stack as="ul" gap="3" listStyleType="none">
      {lines
        .filter((l) => !l.soldOut)
        .map((l) => (
          <HStack as="li" key={l.id} gap="3" align="start" data-testid="checkout-line">
            <ImageWithFallback src={l.image} alt={`${l.brandName} ${l.name}`} w="16" aspectRatio={3 / 4} rounded="md" flexShrink="0" />
            <Stack gap="0.5" flex="1" minW="0">
              <Text fontSize="xs" fontWeight="700">
                {l.brandName}
              </Text>
              <Text fontSize="sm" color="fg.muted" lineClamp={2}>
                {l.name}
              </Text>
              <Text fontSize="xs" color="fg.subtle">
                {[l.selectedColor, l.selectedSize].filter(Boolean).join(' / ')} · {l.quantity}개
              </Text>
            </Stack>
            <Text fontSize="sm" fontWeight="700" flexShrink="0">
              {formatKRW(l.price * l.quantity)}
            </Text>
          </HStack>
        ))}
    </Stack>
  );
}
