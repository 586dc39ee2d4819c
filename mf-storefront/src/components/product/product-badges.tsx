import { Badge, HStack, type StackProps } from '@market/ui/chakra';
import type { ProductSummary } from '@market/domain/product';

/** NEW / BEST / discount / sold-out badges of a product. */
export function ProductBadges({
  product,
  showDiscount = false,
  ...stack
}: { product: ProductSummary; showDiscount?: boolean } & StackProps) {
  const soldOut = product.stock <= 0;
  if (!product.isNew && !product.isBest && !soldOut && !(showDiscount && product.discountPercent > 0)) return null;
  return (
    <HStack gap="1" wrap="wrap" {...stack}>
      {showDiscount && product.discountPercent > 0 && (
        <Badge size="sm" variant="solid" bg="sale.solid" color="sale.contrast" fontWeight="700">
          {product.discountPercent}% 할인
        </Badge>
      )}
      {product.isNew && (
        <Badge size="sm" variant="solid" colorPalette="brand" fontWeight="700" letterSpacing="0.04em">
          NEW
        </Badge>
      )}
      {product.isBest && (
        <Badge size="sm" variant="solid" colorPalette="accent" fontWeight="700" letterSpacing="0.04em">
          BEST
        </Badge>
      )}
      {soldOut && (
        <Badge size="sm" variant="subtle" colorPalette="gray" fontWeight="700">
          품절
        </Badge>
      )}
    </HStack>
  );
}
