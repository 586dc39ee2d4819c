import { Box, Flex, HStack, Heading, Link, Text } from '@market/ui/chakra';
import { EmptyState, ErrorState } from '@market/ui/states';
import { LuChevronRight } from 'react-icons/lu';
import { Link as RouterLink } from '@market/ui/router';
import { useProducts, type ProductListRequest } from '../../api/get-products';
import { ProductCard } from './product-card';
import { ProductCardSkeleton } from './product-card-skeleton';
import { ProductGrid } from './product-grid';
import { skipWhileOffscreen } from '../../lib/offscreen';

/**
 * A titled block of products from one `GET /api/products` query: a horizontally scrolling rail on
 * phones (`rail`) or a grid; with its own skeleton, empty and error states.
 */
export function ProductSection({
  id,
  title,
  eyebrow,
  query,
  moreTo,
  rail = false,
  emptyTitle = '표시할 상품이 없습니다',
}: {
  id: string;
  title: string;
  eyebrow?: string;
  query: ProductListRequest;
  moreTo?: string;
  rail?: boolean;
  emptyTitle?: string;
}) {
  const { data, error, isLoading, mutate } = useProducts(query);
  const count = Number(query.limit ?? 8);
  const cards = data
    ? data.items.map((p) => <ProductCard key={p.id} product={p} />)
    : Array.from({ length: Math.min(count, 8) }, (_, i) => <ProductCardSkeleton key={i} />);
  return (
    <Box as="section" aria-labelledby={`${id}-title`} data-testid={`section-${id}`} css={skipWhileOffscreen('520px')}>
      <HStack justify="space-between" align="end" mb="4">
        <Box>
          {eyebrow && (
            <Text fontSize="2xs" fontWeight="700" letterSpacing="0.18em" color="fg.subtle">
              {eyebrow}
            </Text>
          )}
          <Heading id={`${id}-title`} as="h2" size="lg" letterSpacing="-0.02em">
            {title}
          </Heading>
        </Box>
        {moreTo && (
          <Link asChild fontSize="sm" color="fg.muted" display="inline-flex" alignItems="center" gap="0.5">
            <RouterLink to={moreTo} aria-label={`${title} 전체보기`}>
              전체보기 <LuChevronRight aria-hidden />
            </RouterLink>
          </Link>
        )}
      </HStack>
      {error ? (
        <ErrorState
          title="상품을 불러오지 못했습니다"
          description={error instanceof Error ? error.message : undefined}
          onRetry={() => void mutate()}
        />
      ) : data && data.items.length === 0 && !isLoading ? (
        <EmptyState title={emptyTitle} />
      ) : rail ? (
        <Flex
          as="ul"
          listStyleType="none"
          gap={{ base: '3', md: '5' }}
          overflowX="auto"
          scrollSnapType="x mandatory"
          mx={{ base: '-4', md: '0' }}
          px={{ base: '4', md: '0' }}
          pb="2"
          aria-busy={isLoading}
        >
          {cards.map((card) => (
            <Box as="li" key={card.key} flexShrink="0" w={{ base: '40', md: '52' }} scrollSnapAlign="start">
              {card}
            </Box>
          ))}
        </Flex>
      ) : (
        <ProductGrid>{cards}</ProductGrid>
      )}
    </Box>
  );
}
