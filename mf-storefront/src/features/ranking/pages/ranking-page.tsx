import { Box, Button, HStack, Heading, Stack, Text } from '@market/ui/chakra';
import { ImageWithFallback } from '@market/ui/image-with-fallback';
import { EmptyState, ErrorState } from '@market/ui/states';
import { useSearchParams } from '@market/ui/router';
import headerImage from '../../../assets/hero-poster.jpg';
import { useProducts } from '../../../api/get-products';
import { PageContainer } from '../../../components/page-container';
import { ProductCard } from '../../../components/product/product-card';
import { ProductCardSkeleton } from '../../../components/product/product-card-skeleton';
import { ProductGrid } from '../../../components/product/product-grid';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** Category chips of the ranking (spec 2) and the category slug each filters by. */
export const RANKING_CHIPS = [
  { label: 'ALL', slug: '' },
  { label: 'OUTER', slug: 'outer' },
  { label: 'TOP', slug: 'top' },
  { label: 'BOTTOM', slug: 'bottom' },
  { label: 'SHOES', slug: 'shoes' },
  { label: 'ACC', slug: 'accessory' },
] as const;
/** How many ranks are shown (spec 9: ranking 8). */
export const RANKING_LIMIT = 8;
/** Ranked by units sold (confirmed and delivered lines of the last 30 days), computed by the API. */
export const RANKING_SORT = 'sales';

/** `/ranking`: the 8 best sellers by units sold, with rank numbers; the chips really filter by category (`?category=`). */
export default function RankingPage() {
  useDocumentTitle('랭킹');
  const [params, setParams] = useSearchParams();
  const slug = RANKING_CHIPS.find((c) => c.slug === params.get('category'))?.slug ?? '';
  const { data, error, isLoading, mutate } = useProducts({ category: slug || undefined, sort: RANKING_SORT, limit: RANKING_LIMIT });
  const stale = isLoading && data !== undefined;
  return (
    <>
      <Box position="relative" h={{ base: '40', md: '56' }} overflow="hidden">
        <ImageWithFallback
          src={headerImage}
          alt="스타일허브 랭킹 헤더 이미지"
          position="absolute"
          inset="0"
          loading="eager"
          data-testid="ranking-header-image"
        />
        <Box position="absolute" inset="0" bg="blackAlpha.500" />
        <PageContainer position="relative" h="full" display="flex" flexDirection="column" justifyContent="end" pb="6" color="white">
          <Text fontSize="xs" fontWeight="700" letterSpacing="0.2em" opacity={0.8}>
            RANKING
          </Text>
          <Heading as="h1" size={{ base: '2xl', md: '4xl' }} letterSpacing="-0.03em">
            실시간 랭킹
          </Heading>
          <Text fontSize="sm" opacity={0.85}>
            지금 가장 많이 팔리는 상품
          </Text>
        </PageContainer>
      </Box>
      <PageContainer py={{ base: '5', md: '8' }}>
        <Stack gap="6">
          <HStack gap="2" overflowX="auto" pb="1" role="group" aria-label="카테고리">
            {RANKING_CHIPS.map((chip) => (
              <Button
                key={chip.label}
                size="sm"
                rounded="full"
                flexShrink="0"
                variant={slug === chip.slug ? 'solid' : 'outline'}
                aria-pressed={slug === chip.slug}
                data-testid="ranking-chip"
                onClick={() => setParams(chip.slug ? { category: chip.slug } : {}, { replace: true })}
              >
                {chip.label}
              </Button>
            ))}
          </HStack>
          {error ? (
            <ErrorState
              title="랭킹을 불러오지 못했습니다"
              description={error instanceof Error ? error.message : undefined}
              onRetry={() => void mutate()}
            />
          ) : data && data.items.length === 0 && !stale ? (
            <EmptyState title="랭킹 상품이 없습니다" description="다른 카테고리를 선택해보세요." />
          ) : (
            <Box opacity={stale ? 0.5 : 1} aria-busy={isLoading}>
              <ProductGrid>
                {data
                  ? data.items.map((p, i) => <ProductCard key={p.id} product={p} rank={i + 1} eager={i < 4} />)
                  : Array.from({ length: RANKING_LIMIT }, (_, i) => <ProductCardSkeleton key={i} />)}
              </ProductGrid>
            </Box>
          )}
        </Stack>
      </PageContainer>
    </>
  );
}
