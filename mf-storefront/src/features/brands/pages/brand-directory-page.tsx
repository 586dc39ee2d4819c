import { Heading, Stack, Text } from '@market/ui/chakra';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from '@market/ui/router';
import { brandCountPhrase, useBrandCount } from '../../../api/get-brand-count';
import { PageContainer } from '../../../components/page-container';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { DEFAULT_BRAND_FILTERS, parseBrandFilters, toBrandSearchParams } from '../brand-filters';
import { BrandFilterBar, type BrandFiltersChange } from '../components/brand-filter-bar';
import { BrandResults } from '../components/brand-results';

/** `/brands`: the brand directory. Its filters live in the URL, so a link reproduces the view. */
export default function BrandDirectoryPage() {
  const brandCount = useBrandCount();
  useDocumentTitle('브랜드');
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseBrandFilters(params), [params]);

  const change: BrandFiltersChange = useCallback(
    (patch, options) => {
      // Read the address bar, not the last render: navigations render in a transition, so two quick
      // changes (category, then sort) would otherwise build on stale params and drop the first.
      const current = typeof window !== 'undefined' ? new URLSearchParams(window.location.search) : params;
      setParams(toBrandSearchParams({ ...parseBrandFilters(current), ...patch }), { replace: options?.replace ?? false });
    },
    [params, setParams],
  );
  const reset = useCallback(() => change({ ...DEFAULT_BRAND_FILTERS, view: filters.view }), [change, filters.view]);

  return (
    <PageContainer py={{ base: '6', md: '10' }}>
      <Stack gap="1" mb={{ base: '5', md: '8' }}>
        <Text fontSize="xs" fontWeight="700" letterSpacing="0.16em" color="fg.subtle">
          BRAND
        </Text>
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }} letterSpacing="-0.03em">
          브랜드
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          {brandCountPhrase(brandCount)}를 한곳에서 만나보세요
        </Text>
      </Stack>
      <Stack gap={{ base: '5', md: '7' }}>
        <BrandFilterBar filters={filters} onChange={change} />
        <BrandResults filters={filters} onReset={reset} />
      </Stack>
    </PageContainer>
  );
}
