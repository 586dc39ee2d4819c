import { Box, Button, Stack, Text } from '@market/ui/chakra';
import type { ProductListResponse } from '@market/domain/product';
import { EmptyState, ErrorState } from '@market/ui/states';
import { useState, type ReactNode } from 'react';
import { productsPath, useProducts } from '../../api/get-products';
import { LISTING_PAGE_SIZE, toProductListRequest, type ListingFilters } from '../../lib/product-filters';
import { ProductCard, type ProductCardView } from '../product/product-card';
import { ProductCardSkeleton } from '../product/product-card-skeleton';
import { ProductGrid } from '../product/product-grid';
import { formatNumber } from '@market/domain/format';

function skeletons(count: number, view: ProductCardView) {
  return Array.from({ length: count }, (_, i) => <ProductCardSkeleton key={`s${i}`} view={view} />);
}

/** The cards of one further page (its own request, fetched with the previous page's cursor). */
function NextPageCards({ filters, cursor, pageSize }: { filters: ListingFilters; cursor: string; pageSize: number }) {
  const { data, isLoading } = useProducts(toProductListRequest(filters, cursor, pageSize));
  if (!data) return <>{isLoading ? skeletons(4, filters.view) : null}</>;
  return (
    <>
      {data.items.map((p) => (
        <ProductCard key={p.id} product={p} view={filters.view} />
      ))}
    </>
  );
}

export function errorMessage(error: unknown): string | undefined {
  return error instanceof Error ? error.message : undefined;
}

/**
 * A listing's products: the first page (whose count and facets the page shows), then every page
 * loaded with '더보기' via the server's cursor. A filter change starts again from the first page.
 */
export function ProductResults({
  filters,
  first,
  empty,
  pageSize = LISTING_PAGE_SIZE,
}: {
  filters: ListingFilters;
  /** Products per request: the shop's `productsPerPage`, the same the page's first request used. */
  pageSize?: number;
  /** The first page's request state, shared with the toolbar and the sidebar. */
  first: { data?: ProductListResponse; error?: unknown; isLoading: boolean; mutate: () => unknown };
  /** The empty state (title, description, action). */
  empty: { title: string; description?: ReactNode; action?: ReactNode };
}) {
  const filterKey = productsPath(toProductListRequest({ ...filters, view: 'grid' }, null, pageSize));
  const [paging, setPaging] = useState<{ key: string; cursors: string[] }>({ key: filterKey, cursors: [] });
  const cursors = paging.key === filterKey ? paging.cursors : [];
  if (paging.key !== filterKey) setPaging({ key: filterKey, cursors: [] });

  const lastCursor = cursors.at(-1);
  const last = useProducts(lastCursor ? toProductListRequest(filters, lastCursor, pageSize) : null);
  const lastData = lastCursor ? last.data : first.data;

  if (first.error && !first.data) {
    return <ErrorState title="상품을 불러오지 못했습니다" description={errorMessage(first.error)} onRetry={() => void first.mutate()} />;
  }
  const stale = first.isLoading && first.data !== undefined;
  const total = first.data?.total ?? 0;
  const shown = Math.min(total, (cursors.length + 1) * pageSize);
  const nextCursor = lastData?.nextCursor ?? null;

  if (first.data && total === 0 && !stale) {
    return (
      <Box data-testid="listing-empty">
        <EmptyState title={empty.title} description={empty.description} action={empty.action} />
      </Box>
    );
  }
  return (
    <Stack gap="6" aria-busy={first.isLoading}>
      <Box opacity={stale ? 0.5 : 1} transition="opacity 0.15s">
        <ProductGrid view={filters.view}>
          {first.data
            ? first.data.items.map((p, i) => <ProductCard key={p.id} product={p} view={filters.view} eager={i < 4} />)
            : skeletons(8, filters.view)}
          {cursors.map((cursor) => (
            <NextPageCards key={cursor} filters={filters} cursor={cursor} pageSize={pageSize} />
          ))}
        </ProductGrid>
      </Box>
      {lastCursor && last.error ? (
        <ErrorState title="다음 상품을 불러오지 못했습니다" description={errorMessage(last.error)} onRetry={() => void last.mutate()} />
      ) : (
        first.data &&
        !stale &&
        nextCursor && (
          <Stack align="center" gap="2" pt="2">
            <Button
              variant="outline"
              rounded="full"
              w={{ base: 'full', sm: 'xs' }}
              loading={Boolean(lastCursor) && last.isLoading}
              loadingText="불러오는 중"
              data-testid="load-more"
              onClick={() => setPaging({ key: filterKey, cursors: [...cursors, nextCursor] })}
            >
              더보기
            </Button>
            <Text fontSize="xs" color="fg.subtle">
              {formatNumber(shown)} / {formatNumber(total)}
            </Text>
          </Stack>
        )
      )}
    </Stack>
  );
}
