import { Heading, Stack, Text } from '@market/ui/chakra';
import { lazy, Suspense, useCallback, useEffect } from 'react';
import { useNavigate } from '@market/ui/router';
import { findCategory, useCategories } from '../../../api/get-categories';
import { useProducts } from '../../../api/get-products';
import { ProductListing } from '../../../components/listing/product-listing';
import { PageContainer } from '../../../components/page-container';
import { SEARCH_LISTING_DEFAULTS, toProductListRequest } from '../../../lib/product-filters';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useListingFilters } from '../../../lib/use-listing-filters';
import { urls } from '../../../urls';
import { SearchBox } from '../components/search-box';
import { recentSearchesStore } from '../recent-searches';

// Recent and popular searches show only before a search: a results page, where shoppers land from
// links and the header, does not download them (issue 17's budget).
const SearchDiscovery = lazy(() =>
  import(/* webpackChunkName: "search-discovery" */ '../components/search-discovery').then((m) => ({ default: m.SearchDiscovery })),
);

/**
 * `/search?q=`: the search box with suggestions; without a query, recent and popular searches;
 * with one, the results (초성, typos and word order are the server's job) with the filter sidebar.
 */
export default function SearchPage() {
  const { filters, change, reset, pageSize } = useListingFilters(SEARCH_LISTING_DEFAULTS);
  const navigate = useNavigate();
  const categories = useCategories();
  const first = useProducts(filters.q ? toProductListRequest(filters, null, pageSize) : null);
  useDocumentTitle(filters.q ? `'${filters.q}' 검색 결과` : '검색');
  // Every search that reaches this page is a recent search, wherever it was typed (this page's box,
  // the desktop header, a suggestion or a popular term).
  useEffect(() => {
    if (filters.q) recentSearchesStore.add(filters.q);
  }, [filters.q]);

  const submit = useCallback(
    (term: string) => {
      // Recorded before navigating too: the effect above runs only once the next page renders.
      recentSearchesStore.add(term);
      // A new search keeps the sort and view but not the previous search's filters.
      navigate(
        urls.search(term) +
          (filters.sort !== SEARCH_LISTING_DEFAULTS.sort ? `&sort=${filters.sort}` : '') +
          (filters.view === 'list' ? '&view=list' : ''),
      );
    },
    [filters.sort, filters.view, navigate],
  );

  return (
    <PageContainer py={{ base: '5', md: '8' }}>
      <Stack gap={{ base: '6', md: '8' }}>
        <Stack gap="4" maxW="2xl" w="full" mx="auto">
          <Heading as="h1" size={{ base: 'xl', md: '2xl' }} letterSpacing="-0.02em">
            {filters.q ? (
              <>
                <Text as="span" color="fg">
                  ‘{filters.q}’
                </Text>{' '}
                <Text as="span" color="fg.muted" fontWeight="600">
                  검색 결과
                </Text>
              </>
            ) : (
              '검색'
            )}
          </Heading>
          <SearchBox value={filters.q} onSubmit={submit} onChoose={(term) => recentSearchesStore.add(term)} />
        </Stack>
        {filters.q ? (
          <ProductListing
            filters={filters}
            first={first}
            pageSize={pageSize}
            onChange={change}
            onReset={reset}
            chipNames={{
              category: (slug) => findCategory(categories.data?.items, slug)?.name,
              brand: (id) => first.data?.facets.brands.find((b) => b.id === id)?.name,
            }}
            empty={{
              title: '검색 결과가 없습니다',
              description: `'${filters.q}'에 대한 검색 결과가 없습니다. 다른 검색어를 입력하거나 철자를 확인해주세요.`,
            }}
          />
        ) : (
          <Stack maxW="2xl" w="full" mx="auto">
            <Suspense fallback={null}>
              <SearchDiscovery />
            </Suspense>
          </Stack>
        )}
      </Stack>
    </PageContainer>
  );
}
