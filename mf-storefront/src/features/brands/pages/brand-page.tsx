import { Badge, Box, Button, Heading, HStack, Link, SimpleGrid, Skeleton, Stack, Text } from '@market/ui/chakra';
import { LineTabs as Tabs } from '@market/ui/line-tabs';
import { ApiError } from '@market/api-client/api-fetch';
import type { BrandDetail, BrandStats } from '@market/domain/brand';
import { formatCount, formatNumber } from '@market/domain/format';
import { ImageWithFallback } from '@market/ui/image-with-fallback';
import { EmptyState, ErrorState } from '@market/ui/states';
import { LuArrowRight, LuExternalLink, LuStore } from 'react-icons/lu';
import { Link as RouterLink, useParams, useSearchParams } from '@market/ui/router';
import { useProducts, type ProductListRequest } from '../../../api/get-products';
import { useShopSettings } from '../../../api/get-shop-settings';
import { PageContainer } from '../../../components/page-container';
import { ProductCard } from '../../../components/product/product-card';
import { ProductCardSkeleton } from '../../../components/product/product-card-skeleton';
import { ProductGrid } from '../../../components/product/product-grid';
import { MESSAGES } from '@market/domain/catalog-rules';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { urls } from '../../../urls';
import { useBrand } from '../api/get-brand';
import { FollowButton } from '../components/follow-button';
import type { FollowState } from '../api/follow-brand';

/** The brand as `GET /api/brands/{slug}` answers it; `following` only for a signed-in shopper. */
type FollowableBrand = BrandDetail & { following?: boolean };

const TABS = [
  { value: 'all', label: '전체', statLabel: '전체 상품', query: {} },
  { value: 'best', label: '베스트', statLabel: '베스트 상품', query: { best: 'true' } },
  { value: 'new', label: '신상품', statLabel: '신상품', query: { new: 'true' } },
  { value: 'sale', label: '세일', statLabel: '세일 상품', query: { sale: 'true' } },
] as const satisfies readonly { value: keyof BrandStats; label: string; statLabel: string; query: ProductListRequest }[];
type TabValue = (typeof TABS)[number]['value'];
/** Spec 9: the brand page's tabs show 12 products. */
const TAB_LIMIT = 12;

/** The sort of a tab: 신상품 newest, 베스트 popular, the others the shop's default sort. */
function tabSort(tab: TabValue, shopDefault: ProductListRequest['sort']): ProductListRequest['sort'] {
  return tab === 'new' ? 'newest' : tab === 'best' ? 'popular' : shopDefault;
}

function TabProducts({ brand, tab }: { brand: BrandDetail; tab: (typeof TABS)[number] }) {
  const { defaultSort } = useShopSettings().listing;
  const { data, error, isLoading, mutate } = useProducts({
    brand: brand.id,
    limit: TAB_LIMIT,
    sort: tabSort(tab.value, defaultSort),
    ...tab.query,
  });
  if (error)
    return (
      <ErrorState
        title="상품을 불러오지 못했습니다"
        description={error instanceof Error ? error.message : undefined}
        onRetry={() => void mutate()}
      />
    );
  if (isLoading || !data) {
    return (
      <ProductGrid>
        {Array.from({ length: 8 }, (_, i) => (
          <ProductCardSkeleton key={i} />
        ))}
      </ProductGrid>
    );
  }
  if (data.items.length === 0)
    return <EmptyState title="등록된 상품이 없습니다" description={`${brand.name}의 ${tab.label} 상품이 아직 없습니다.`} />;
  return (
    <ProductGrid>
      {data.items.map((p) => (
        <ProductCard key={p.id} product={p} />
      ))}
    </ProductGrid>
  );
}

function BrandHeader({ brand, onFollow }: { brand: FollowableBrand; onFollow: (state: FollowState) => void }) {
  const { followers } = brand;
  return (
    <Stack gap="0">
      <Box mx={{ base: '-4', md: '0' }}>
        <ImageWithFallback
          src={brand.banner}
          alt={`${brand.name} 배너`}
          aspectRatio={{ base: 16 / 9, md: 4 / 1 }}
          rounded={{ base: 'none', md: 'xl' }}
          loading="eager"
        />
      </Box>
      <Stack gap="3" pt="5">
        <HStack gap="2" wrap="wrap">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }} letterSpacing="-0.03em" data-testid="brand-name">
            {brand.name}
          </Heading>
          {brand.category && (
            <Badge variant="subtle" size="md">
              {brand.category.name}
            </Badge>
          )}
        </HStack>
        <Text fontSize="sm" color="fg.subtle" letterSpacing="0.08em" textTransform="uppercase" fontWeight="600">
          {brand.nameEn}
        </Text>
        {brand.description && <Text color="fg.muted">{brand.description}</Text>}
        <HStack gap="4" fontSize="sm" color="fg.muted">
          <Text>
            팔로워{' '}
            <Text as="span" fontWeight="700" color="fg" data-testid="brand-followers" title={`${formatNumber(followers)}명`}>
              {formatCount(followers)}
            </Text>
          </Text>
          <Text>
            상품{' '}
            <Text as="span" fontWeight="700" color="fg" data-testid="brand-product-count">
              {formatNumber(brand.productCount)}
            </Text>
          </Text>
          {brand.averageRating > 0 && (
            <Text>
              평점{' '}
              <Text as="span" fontWeight="700" color="fg">
                {brand.averageRating.toFixed(1)}
              </Text>
            </Text>
          )}
        </HStack>
        <HStack gap="2" wrap="wrap" pt="1">
          <FollowButton brand={brand} following={Boolean(brand.following)} onChange={onFollow} />
          {brand.website && (
            <Button asChild variant="outline" rounded="full">
              <a href={brand.website} target="_blank" rel="noopener noreferrer">
                <LuExternalLink aria-hidden /> 웹사이트
              </a>
            </Button>
          )}
        </HStack>
      </Stack>
    </Stack>
  );
}

function BrandSkeleton() {
  return (
    <Stack gap="4" aria-busy="true" aria-label="브랜드 정보를 불러오는 중" data-testid="brand-skeleton">
      <Skeleton aspectRatio={{ base: 16 / 9, md: 4 / 1 }} rounded="xl" />
      <Skeleton h="8" w="40%" />
      <Skeleton h="4" w="25%" />
      <Skeleton h="4" w="70%" />
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="3" mt="4">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} h="20" rounded="lg" />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function BrandNotFound() {
  return (
    <Stack align="center" textAlign="center" gap="3" py="20" data-testid="brand-not-found">
      <Box color="fg.subtle" fontSize="4xl" aria-hidden>
        <LuStore />
      </Box>
      <Heading as="h1" size="xl">
        {MESSAGES.brandNotFound}
      </Heading>
      <Text color="fg.muted">주소가 정확한지 확인하시거나 브랜드 목록에서 다시 찾아보세요.</Text>
      <Button asChild rounded="full" mt="2">
        <RouterLink to={urls.brands()}>브랜드 목록으로</RouterLink>
      </Button>
    </Stack>
  );
}

function BrandContent({ brand, onFollow }: { brand: FollowableBrand; onFollow: (state: FollowState) => void }) {
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const tab: TabValue = TABS.some((t) => t.value === tabParam) ? (tabParam as TabValue) : 'all';
  const selectTab = (value: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value === 'all') next.delete('tab');
        else next.set('tab', value);
        return next;
      },
      { replace: true },
    );
  return (
    <Stack gap={{ base: '8', md: '10' }}>
      <BrandHeader brand={brand} onFollow={onFollow} />
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="3" role="group" aria-label="상품 현황">
        {TABS.map((t) => (
          <Button
            key={t.value}
            variant={tab === t.value ? 'solid' : 'subtle'}
            h="auto"
            py="4"
            flexDirection="column"
            alignItems="start"
            gap="1"
            rounded="lg"
            onClick={() => selectTab(t.value)}
            data-testid={`brand-stat-${t.value}`}
          >
            <Text as="span" fontSize="xs" fontWeight="600" opacity={0.8}>
              {t.statLabel}
            </Text>
            <Text as="span" fontSize="2xl" fontWeight="800">
              {formatNumber(brand.stats[t.value])}
            </Text>
          </Button>
        ))}
      </SimpleGrid>
      <Tabs.Root value={tab} onValueChange={(e) => selectTab(e.value)} variant="line" lazyMount>
        <HStack justify="space-between" borderBottomWidth="1px" borderColor="border" gap="2">
          <Tabs.List borderBottomWidth="0" overflowX="auto">
            {TABS.map((t) => (
              <Tabs.Trigger key={t.value} value={t.value}>
                {t.label}
                <Text as="span" fontSize="xs" color="fg.muted">
                  {formatNumber(brand.stats[t.value])}
                </Text>
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Link asChild fontSize="sm" color="fg.muted" flexShrink="0" display="inline-flex" alignItems="center" gap="1">
            <RouterLink to={urls.categories({ brand: brand.id })} data-testid="brand-view-all">
              전체보기 <LuArrowRight aria-hidden />
            </RouterLink>
          </Link>
        </HStack>
        {TABS.map((t) => (
          <Tabs.Content key={t.value} value={t.value} pt="6">
            <TabProducts brand={brand} tab={t} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Stack>
  );
}

/** `/brands/:slug`: banner, profile, follow, stat cards, product tabs and the view-all link. */
export default function BrandPage() {
  const { slug = '' } = useParams();
  const { data, error, isLoading, mutate } = useBrand(slug);
  const notFound = error instanceof ApiError && (error.status === 404 || error.status === 422);
  useDocumentTitle(notFound ? MESSAGES.brandNotFound : (data?.name ?? '브랜드'));
  return (
    <PageContainer py={{ base: '0', md: '8' }} pb="10">
      {notFound ? (
        <BrandNotFound />
      ) : error ? (
        <ErrorState
          title="브랜드 정보를 불러오지 못했습니다"
          description={error instanceof Error ? error.message : undefined}
          onRetry={() => void mutate()}
        />
      ) : isLoading || !data ? (
        <BrandSkeleton />
      ) : (
        <BrandContent key={data.id} brand={data} onFollow={(state) => void mutate({ ...data, ...state }, { revalidate: false })} />
      )}
    </PageContainer>
  );
}
