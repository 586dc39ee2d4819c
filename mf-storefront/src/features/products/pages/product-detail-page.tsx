import { Box, Button, Grid, HStack, Heading, Link, SimpleGrid, Skeleton, Stack, Text } from '@market/ui/chakra';
import { ApiError } from '@market/api-client/api-fetch';
import { formatKRW } from '@market/domain/format';
import type { ProductDetail } from '@market/domain/product';
import { ErrorState } from '@market/ui/states';
import { useNearViewport } from '@market/ui/use-near-viewport';
import { lazy, Suspense, useRef } from 'react';
import { LuChevronLeft } from 'react-icons/lu';
import { Link as RouterLink, useLocation, useNavigate, useParams } from '@market/ui/router';
import { useProduct } from '../../../api/get-product';
import { BannerSlot } from '../../../components/marketing/banner-slot';
import { PageContainer } from '../../../components/page-container';
import { ProductBadges } from '../../../components/product/product-badges';
import { ProductCardSkeleton } from '../../../components/product/product-card-skeleton';
import { ProductRating } from '../../../components/product/product-rating';
import { RELATED_PRODUCTS_LIMIT } from '@market/domain/catalog-rules';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { urls } from '../../../urls';
import { ProductGallery } from '../components/product-gallery';
import { ProductPurchase } from '../components/product-purchase';
import { ProductTabs } from '../components/product-tabs';

function BackButton() {
  const navigate = useNavigate();
  const location = useLocation();
  // 'default' is the first entry of this tab: going back would leave the shop.
  const canGoBack = location.key !== 'default';
  return (
    <Button
      variant="ghost"
      size="sm"
      ps="1"
      onClick={() => (canGoBack ? navigate(-1) : navigate(urls.categories()))}
      data-testid="back-button"
    >
      <LuChevronLeft aria-hidden /> 뒤로
    </Button>
  );
}

function PriceBlock({ product }: { product: ProductDetail }) {
  const onSale = product.salePrice != null && product.salePrice < product.price;
  return (
    <Stack gap="0.5" data-testid="product-price">
      {onSale && (
        <Text as="s" fontSize="sm" color="fg.subtle" data-testid="list-price">
          {formatKRW(product.price)}
        </Text>
      )}
      <HStack gap="2" align="baseline">
        {onSale && (
          <Text fontSize="2xl" fontWeight="800" color="sale" data-testid="discount-percent">
            {product.discountPercent}%
          </Text>
        )}
        <Text fontSize="2xl" fontWeight="800">
          {formatKRW(onSale ? product.salePrice! : product.price)}
        </Text>
      </HStack>
    </Stack>
  );
}

// Only for an unknown or withdrawn product: its own chunk.
const ProductNotFound = lazy(() =>
  import(/* webpackChunkName: "product-not-found" */ '../components/product-not-found').then((m) => ({ default: m.ProductNotFound })),
);

// Below the gallery, the purchase box and the tabs on every screen: the cards' code loads as the
// section nears the viewport, not with the page (issue 17's budget). Server and hydration render
// the placeholders, which keep the section's height.
const RelatedProducts = lazy(() => import(/* webpackChunkName: "related-products" */ '../components/related-products'));

function RelatedSection({ products }: { products: ProductDetail['related'] }) {
  const place = useRef<HTMLElement>(null);
  const near = useNearViewport(place, { margin: '400px 0px' });
  const placeholders = products.map((p) => <ProductCardSkeleton key={p.id} />);
  return (
    <Box as="section" ref={place} aria-labelledby="related-title" data-testid="related-products">
      <Heading id="related-title" as="h2" size="lg" mb="4" letterSpacing="-0.02em">
        함께 보면 좋은 상품
      </Heading>
      <SimpleGrid columns={{ base: 2, md: 4 }} columnGap={{ base: '3', md: '5' }} rowGap="8" aria-busy={!near}>
        {near ? (
          <Suspense fallback={placeholders}>
            <RelatedProducts products={products} />
          </Suspense>
        ) : (
          placeholders
        )}
      </SimpleGrid>
    </Box>
  );
}

function DetailSkeleton() {
  return (
    <Grid
      templateColumns={{ base: '1fr', md: '1fr 1fr' }}
      gap={{ base: '6', md: '10' }}
      aria-busy="true"
      aria-label="상품 정보를 불러오는 중"
      data-testid="product-skeleton"
    >
      <Skeleton aspectRatio={3 / 4} rounded="lg" />
      <Stack gap="3">
        <Skeleton h="4" w="30%" />
        <Skeleton h="7" w="80%" />
        <Skeleton h="8" w="40%" />
        <Skeleton h="24" mt="6" />
        <Skeleton h="12" mt="4" />
      </Stack>
    </Grid>
  );
}

function Detail({ product }: { product: ProductDetail }) {
  const related = product.related.filter((p) => p.id !== product.id).slice(0, RELATED_PRODUCTS_LIMIT);
  return (
    <Stack gap={{ base: '10', md: '14' }}>
      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap={{ base: '5', md: '10' }} alignItems="start">
        <Box mx={{ base: '-4', md: '0' }}>
          <ProductGallery images={product.images.length ? product.images : [product.image]} name={product.name} />
        </Box>
        <Stack gap="5" position={{ md: 'sticky' }} top={{ md: '4.5rem' }}>
          <Stack gap="2">
            <Link asChild fontSize="sm" fontWeight="700" w="fit-content">
              <RouterLink to={urls.brand(product.brand.slug)} data-testid="product-brand">
                {product.brand.name}
              </RouterLink>
            </Link>
            <Heading as="h1" size={{ base: 'xl', md: '2xl' }} letterSpacing="-0.02em" lineHeight="1.3" data-testid="product-name">
              {product.name}
            </Heading>
            <ProductBadges product={product} showDiscount />
            {product.reviewCount > 0 ? (
              <ProductRating rating={product.rating} reviewCount={product.reviewCount} size="sm" />
            ) : (
              <Text fontSize="sm" color="fg.subtle">
                아직 리뷰가 없습니다
              </Text>
            )}
          </Stack>
          <PriceBlock product={product} />
          <ProductPurchase key={product.id} product={product} />
        </Stack>
      </Grid>

      <ProductTabs key={product.id} product={product} />

      {related.length > 0 && <RelatedSection products={related} />}
    </Stack>
  );
}

/** `/products/:id`: gallery, choosers, price summary, actions, tabs and related products. */
export default function ProductDetailPage() {
  const { id = '' } = useParams();
  const { data, error, isLoading, mutate } = useProduct(id);
  const notFound = error instanceof ApiError && (error.status === 404 || error.status === 422);
  useDocumentTitle(notFound ? '상품을 찾을 수 없습니다' : (data?.name ?? '상품 상세'));
  return (
    <PageContainer pt={{ base: '2', md: '6' }} pb={{ base: '24', md: '6' }}>
      <HStack mb={{ base: '2', md: '4' }}>
        <BackButton />
      </HStack>
      {notFound ? (
        <Suspense fallback={<DetailSkeleton />}>
          <ProductNotFound />
        </Suspense>
      ) : error ? (
        <ErrorState
          title="상품 정보를 불러오지 못했습니다"
          description={error instanceof Error ? error.message : undefined}
          onRetry={() => void mutate()}
        />
      ) : isLoading || !data ? (
        <DetailSkeleton />
      ) : (
        <>
          <Detail product={data} />
          <BannerSlot position="product_detail" label="기획전 배너" mt={{ base: '10', md: '14' }} />
        </>
      )}
    </PageContainer>
  );
}
