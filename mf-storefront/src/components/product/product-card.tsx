import { Box, HStack, IconButton, LinkBox, LinkOverlay, Stack, Text } from '@market/ui/chakra';
import type { ProductSummary } from '@market/domain/product';
import { ImageWithFallback } from '@market/ui/image-with-fallback';
import { Price } from '@market/ui/price';
import type { ReactNode } from 'react';
import { LuEye } from 'react-icons/lu';
import { Link as RouterLink, useSearchParams } from '@market/ui/router';
import { urls } from '../../urls';
import { ProductBadges } from './product-badges';
import { ProductRating } from './product-rating';
import { skipWhileOffscreen } from '../../lib/offscreen';

export type ProductCardView = 'grid' | 'list';

/** Opens the quick-view overlay by adding `?quickView=<id>` to the current URL. */
function QuickViewButton({ product }: { product: ProductSummary }) {
  const [, setParams] = useSearchParams();
  return (
    <IconButton
      size="xs"
      variant="surface"
      rounded="full"
      aria-label={`${product.name} 빠른 보기`}
      data-testid="quick-view-button"
      position="relative"
      zIndex="1"
      onClick={() =>
        setParams((prev) => {
          const next = new URLSearchParams(prev);
          next.set('quickView', product.id);
          return next;
        })
      }
    >
      <LuEye />
    </IconButton>
  );
}

/**
 * A product in a listing: image with badges, brand, name, price with discount, rating; links to
 * the product page and offers the quick view. `rank` shows a ranking number.
 */
export function ProductCard({
  product,
  view = 'grid',
  rank,
  eager = false,
  quickView = true,
}: {
  product: ProductSummary;
  view?: ProductCardView;
  rank?: number;
  eager?: boolean;
  quickView?: boolean;
}) {
  const image = (
    <Box position="relative" flexShrink="0" w={view === 'list' ? { base: '28', md: '36' } : 'full'}>
      <ImageWithFallback
        src={product.image}
        alt={`${product.brand.name} ${product.name}`}
        aspectRatio={3 / 4}
        rounded="md"
        loading={eager ? 'eager' : 'lazy'}
        opacity={product.stock <= 0 ? 0.6 : 1}
      />
      {rank !== undefined && (
        <Box
          position="absolute"
          top="0"
          left="0"
          minW="7"
          h="7"
          px="1.5"
          display="flex"
          alignItems="center"
          justifyContent="center"
          bg="brand.solid"
          color="brand.contrast"
          fontWeight="800"
          fontSize="sm"
          roundedTopLeft="md"
          roundedBottomRight="md"
          data-testid="rank-number"
        >
          {rank}
        </Box>
      )}
      <ProductBadges product={product} position="absolute" top={rank !== undefined ? '9' : '2'} left="2" />
    </Box>
  );
  const info: ReactNode = (
    <Stack gap="1" minW="0" flex="1">
      <Text fontSize="xs" fontWeight="700" color="fg" truncate>
        {product.brand.name}
      </Text>
      <LinkOverlay asChild>
        <RouterLink to={urls.product(product.id)}>
          <Text as="span" fontSize="sm" color="fg.muted" lineClamp={2} lineHeight="1.4">
            {product.name}
          </Text>
        </RouterLink>
      </LinkOverlay>
      <Price price={product.price} salePrice={product.salePrice} size="sm" />
      <HStack justify="space-between" gap="2">
        {product.reviewCount > 0 ? <ProductRating rating={product.rating} reviewCount={product.reviewCount} /> : <span />}
        {quickView && <QuickViewButton product={product} />}
      </HStack>
    </Stack>
  );
  if (view === 'list') {
    return (
      <LinkBox as="article" data-testid="product-card" display="flex" gap="4" py="3" alignItems="start">
        {image}
        {info}
      </LinkBox>
    );
  }
  return (
    <LinkBox as="article" data-testid="product-card" display="flex" flexDirection="column" gap="2.5" css={skipWhileOffscreen('340px')}>
      {image}
      {info}
    </LinkBox>
  );
}
