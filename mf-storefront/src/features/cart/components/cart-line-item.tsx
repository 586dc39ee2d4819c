import { Badge, Box, CloseButton, HStack, IconButton, Link, Stack, Text } from '@market/ui/chakra';
import { formatKRW } from '@market/domain/format';
import { ImageWithFallback } from '@market/ui/image-with-fallback';
import { LuMinus, LuPlus, LuTrash2 } from 'react-icons/lu';
import { Link as RouterLink } from '@market/ui/router';
import { urls } from '../../../urls';
import type { CartLineView } from '../../../lib/cart/use-cart';

/**
 * One cart line: image, brand, name, options, price and a quantity stepper. Minus at 1 removes the
 * line (spec 4: quantity 0 removes); plus stops at the option's stock and order limit.
 */
export function CartLineItem({
  line,
  busy,
  compact = false,
  onQuantity,
  onRemove,
  onNavigate,
}: {
  line: CartLineView;
  busy: boolean;
  compact?: boolean;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
  onNavigate?: () => void;
}) {
  const options = [line.selectedColor, line.selectedSize].filter(Boolean).join(' / ');
  const unavailable = line.soldOut;
  return (
    <HStack
      as="li"
      align="start"
      gap={{ base: '3', md: '4' }}
      py="4"
      data-testid="cart-line"
      data-product-id={line.productId}
      aria-busy={busy}
      opacity={busy ? 0.6 : 1}
    >
      <Box w={compact ? '20' : { base: '20', md: '24' }} flexShrink="0">
        <ImageWithFallback
          src={line.image}
          alt={`${line.brandName} ${line.name}`}
          aspectRatio={3 / 4}
          rounded="md"
          opacity={unavailable ? 0.5 : 1}
        />
      </Box>
      <Stack gap="1" flex="1" minW="0">
        <HStack justify="space-between" align="start" gap="2">
          <Stack gap="0.5" minW="0">
            {line.brandName && (
              <Text fontSize="xs" fontWeight="700" truncate>
                {line.brandName}
              </Text>
            )}
            {line.missing ? (
              <Text fontSize="sm" color="fg.muted">
                {line.name}
              </Text>
            ) : (
              <Link asChild fontSize="sm" color="fg.muted" lineClamp={2} onClick={onNavigate}>
                <RouterLink to={urls.product(line.productId)} data-testid="cart-line-name">
                  {line.name}
                </RouterLink>
              </Link>
            )}
            {options && (
              <Text fontSize="xs" color="fg.subtle" data-testid="cart-line-options">
                {options}
              </Text>
            )}
          </Stack>
          <CloseButton size="xs" aria-label={`${line.name} 삭제`} onClick={onRemove} disabled={busy} data-testid="cart-line-remove" />
        </HStack>
        {unavailable && (
          <Badge colorPalette="red" variant="subtle" size="sm" w="fit-content" data-testid="cart-line-soldout">
            {line.missing ? '판매 종료' : '품절'}
          </Badge>
        )}
        <HStack justify="space-between" align="end" mt="1" gap="2" wrap="wrap">
          <HStack gap="0" borderWidth="1px" borderColor="border" rounded="md" role="group" aria-label={`${line.name} 수량`}>
            <IconButton
              size="xs"
              variant="ghost"
              aria-label={line.quantity <= 1 ? `${line.name} 삭제` : '수량 줄이기'}
              disabled={busy}
              onClick={() => onQuantity(line.quantity - 1)}
              data-testid="cart-line-decrease"
            >
              {line.quantity <= 1 ? <LuTrash2 /> : <LuMinus />}
            </IconButton>
            <Text
              as="output"
              minW="8"
              textAlign="center"
              fontSize="sm"
              fontWeight="700"
              aria-live="polite"
              aria-label={`수량 ${line.quantity}개`}
              data-testid="cart-line-quantity"
            >
              {line.quantity}
            </Text>
            <IconButton
              size="xs"
              variant="ghost"
              aria-label="수량 늘리기"
              disabled={busy || unavailable || line.quantity >= line.maxQuantity}
              onClick={() => onQuantity(line.quantity + 1)}
              data-testid="cart-line-increase"
            >
              <LuPlus />
            </IconButton>
          </HStack>
          <Stack gap="0" align="end">
            {line.originalPrice !== null && line.originalPrice > line.price && (
              <Text as="s" fontSize="xs" color="fg.subtle">
                {formatKRW(line.originalPrice * line.quantity)}
              </Text>
            )}
            <Text fontWeight="700" fontSize="sm" data-testid="cart-line-total">
              {formatKRW(line.price * line.quantity)}
            </Text>
          </Stack>
        </HStack>
        {!unavailable && line.quantity > line.maxQuantity && (
          <Text fontSize="xs" color="fg.error">
            재고가 부족합니다 (최대 {line.maxQuantity}개)
          </Text>
        )}
      </Stack>
    </HStack>
  );
}
