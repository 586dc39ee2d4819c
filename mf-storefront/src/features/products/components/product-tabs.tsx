import { Box, Skeleton, Stack, Text } from '@market/ui/chakra';
import { LineTabs as Tabs } from '@market/ui/line-tabs';
import { formatNumber } from '@market/domain/format';
import type { ProductDetail } from '@market/domain/product';
import { lazy, Suspense } from 'react';
import { staticIsland } from '@market/ui/static-island';

// The description and size table: the server's markup on arrival, their code only for a product
// opened in the browser. The other tabs mount when first selected: each its own chunk (ADR 041).
const ProductDescription = staticIsland(
  'product-description',
  () => import(/* webpackChunkName: "product-description" */ './product-description'),
);
const ReviewsPanel = lazy(() => import(/* webpackChunkName: "product-reviews" */ './reviews-panel'));
const QnaPanel = lazy(() => import(/* webpackChunkName: "product-qna" */ './qna-panel').then((m) => ({ default: m.QnaPanel })));
const ShippingPanel = lazy(() => import(/* webpackChunkName: "product-shipping" */ './shipping-panel'));

function PanelSkeleton() {
  return (
    <Stack gap="4" aria-busy="true" data-testid="product-tab-loading">
      {Array.from({ length: 3 }, (_, i) => (
        <Stack key={i} gap="2">
          <Skeleton h="3" w="30%" />
          <Skeleton h="4" w="90%" />
        </Stack>
      ))}
    </Stack>
  );
}

/** Description / reviews (count) / Q&A / shipping and returns (spec 2). */
export function ProductTabs({ product }: { product: ProductDetail }) {
  return (
    <Tabs.Root defaultValue="description" variant="line" lazyMount unmountOnExit={false} data-testid="product-tabs">
      <Tabs.List overflowX="auto" bg="bg" position="sticky" top="3.5rem" zIndex="1">
        <Tabs.Trigger value="description">상품정보</Tabs.Trigger>
        <Tabs.Trigger value="reviews">
          리뷰{' '}
          <Text as="span" color="fg.muted" fontWeight="500">
            {formatNumber(product.reviewCount)}
          </Text>
        </Tabs.Trigger>
        <Tabs.Trigger value="qna">Q&amp;A</Tabs.Trigger>
        <Tabs.Trigger value="shipping">배송/교환/반품</Tabs.Trigger>
      </Tabs.List>
      <Box py="6">
        <Tabs.Content value="description">
          <ProductDescription product={product} />
        </Tabs.Content>
        <Tabs.Content value="reviews">
          <Suspense fallback={<PanelSkeleton />}>
            <ReviewsPanel product={product} />
          </Suspense>
        </Tabs.Content>
        <Tabs.Content value="qna">
          <Suspense fallback={<PanelSkeleton />}>
            <QnaPanel product={product} />
          </Suspense>
        </Tabs.Content>
        <Tabs.Content value="shipping">
          <Suspense fallback={<PanelSkeleton />}>
            <ShippingPanel />
          </Suspense>
        </Tabs.Content>
      </Box>
    </Tabs.Root>
  );
}
