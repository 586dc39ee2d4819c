import { Box, Button, HStack, SimpleGrid, Skeleton, Stack, Text } from '@market/ui/chakra';
import type { Brand } from '@market/domain/brand';
import { EmptyState, ErrorState } from '@market/ui/states';
import { useState, type ReactNode } from 'react';
import { useBrands } from '../api/get-brands';
import {
  BRAND_PAGE_SIZE,
  hasActiveBrandFilters,
  toBrandListQuery,
  toBrandSearchParams,
  type BrandFilters,
  type BrandView,
} from '../brand-filters';
import { BrandCard, BrandCardSkeleton } from './brand-card';
import { formatNumber } from '@market/domain/format';

function skeletons(count: number, view: BrandView) {
  return Array.from({ length: count }, (_, i) => <BrandCardSkeleton key={`s${i}`} view={view} />);
}

/** Cards of one further page; its own request, so earlier pages stay cached and on screen. */
function BrandPageCards({ filters, page, expected }: { filters: BrandFilters; page: number; expected: number }) {
  const { data, isLoading } = useBrands(toBrandListQuery(filters, page));
  if (isLoading || !data) return <>{isLoading ? skeletons(expected, filters.view) : null}</>;
  return <>{renderCards(data.items, filters.view)}</>;
}

function renderCards(items: Brand[], view: BrandView) {
  return items.map((brand) => <BrandCard key={brand.id} brand={brand} view={view} />);
}

function Layout({ view, children }: { view: BrandView; children: ReactNode }) {
  if (view === 'list') {
    return <Box css={{ '& > * + *': { borderTopWidth: '1px', borderColor: 'border' } }}>{children}</Box>;
  }
  return (
    <SimpleGrid columns={{ base: 2, md: 3, lg: 4 }} columnGap={{ base: '3', md: '5' }} rowGap={{ base: '7', md: '9' }}>
      {children}
    </SimpleGrid>
  );
}

/**
 * The directory's results: count, cards of every loaded page, and '더보기' for the next page
 * (server paging). Changing a filter starts again from page 1.
 */
export function BrandResults({ filters, onReset }: { filters: BrandFilters; onReset: () => void }) {
  const filterKey = toBrandSearchParams({ ...filters, view: 'grid' }).toString();
  const [paging, setPaging] = useState({ key: filterKey, pages: 1 });
  const pages = paging.key === filterKey ? paging.pages : 1;
  if (paging.key !== filterKey) setPaging({ key: filterKey, pages: 1 });

  const first = useBrands(toBrandListQuery(filters, 1));
  const last = useBrands(toBrandListQuery(filters, pages));

  if (first.error) {
    return (
      <ErrorState
        title="브랜드를 불러오지 못했습니다"
        description={first.error instanceof Error ? first.error.message : undefined}
        onRetry={() => void first.mutate()}
      />
    );
  }

  const total = first.data?.total ?? 0;
  const stale = first.isLoading && first.data !== undefined;
  const shown = Math.min(total, pages * BRAND_PAGE_SIZE);

  return (
    <Stack gap="5" aria-busy={first.isLoading}>
      <HStack justify="space-between" minH="6">
        {first.data ? (
          <Text fontSize="sm" color="fg.muted" data-testid="brand-count" aria-live="polite">
            총{' '}
            <Text as="span" fontWeight="700" color="fg">
              {formatNumber(total)}
            </Text>
            개 브랜드
          </Text>
        ) : (
          <Skeleton h="4" w="24" />
        )}
      </HStack>

      {first.data && total === 0 && !stale ? (
        <EmptyState
          title="검색 결과가 없습니다"
          description={
            filters.q ? `'${filters.q}'에 해당하는 브랜드가 없습니다. 다른 검색어를 입력해보세요.` : '조건에 맞는 브랜드가 없습니다.'
          }
          action={
            hasActiveBrandFilters(filters) ? (
              <Button size="sm" variant="outline" rounded="full" onClick={onReset}>
                필터 초기화
              </Button>
            ) : undefined
          }
        />
      ) : (
        <Box opacity={stale ? 0.5 : 1} transition="opacity 0.15s">
          <Layout view={filters.view}>
            {first.data ? renderCards(first.data.items, filters.view) : skeletons(8, filters.view)}
            {Array.from({ length: pages - 1 }, (_, i) => i + 2).map((page) => (
              <BrandPageCards
                key={page}
                filters={filters}
                page={page}
                expected={Math.max(0, Math.min(BRAND_PAGE_SIZE, total - (page - 1) * BRAND_PAGE_SIZE))}
              />
            ))}
          </Layout>
        </Box>
      )}

      {pages > 1 && last.error ? (
        <ErrorState
          title="다음 브랜드를 불러오지 못했습니다"
          description={last.error instanceof Error ? last.error.message : undefined}
          onRetry={() => void last.mutate()}
        />
      ) : (
        first.data &&
        !stale &&
        shown < total && (
          <Stack align="center" gap="2" pt="4">
            <Button
              variant="outline"
              rounded="full"
              w={{ base: 'full', sm: 'xs' }}
              loading={last.isLoading}
              loadingText="불러오는 중"
              onClick={() => setPaging({ key: filterKey, pages: pages + 1 })}
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
