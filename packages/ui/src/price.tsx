import { HStack, Text } from '@market/ui/chakra';
import { formatKRW } from '@market/domain/format';

/** A price in won; with a sale price, the sale price in red and the list price struck through. */
export function Price({ price, salePrice, size = 'md' }: { price: number; salePrice?: number | null; size?: 'sm' | 'md' | 'lg' }) {
  const onSale = salePrice != null && salePrice < price;
  const fontSize = size === 'lg' ? 'xl' : size === 'sm' ? 'sm' : 'md';
  return (
    <HStack gap="1.5" align="baseline" wrap="wrap">
      {onSale && (
        <Text as="span" fontWeight="bold" color="sale" fontSize={fontSize}>
          {Math.round(((price - salePrice) / price) * 100)}%
        </Text>
      )}
      <Text as="span" fontWeight="bold" fontSize={fontSize}>
        {formatKRW(onSale ? salePrice : price)}
      </Text>
      {onSale && (
        <Text as="s" color="fg.subtle" fontSize="xs">
          {formatKRW(price)}
        </Text>
      )}
    </HStack>
  );
}
