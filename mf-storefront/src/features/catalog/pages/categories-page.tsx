import { Button, HStack, Heading, Stack, Text, Wrap } from '@market/ui/chakra';
import { findCategory, useCategories } from '../../../api/get-categories';
import { useProducts } from '../../../api/get-products';
import { ProductListing } from '../../../components/listing/product-listing';
import { BannerSlot } from '../../../components/marketing/banner-slot';
import { PageContainer } from '../../../components/page-container';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { toProductListRequest } from '../../../lib/product-filters';
import { useListingFilters } from '../../../lib/use-listing-filters';
import { CategoryQuickPick } from '../components/category-quick-pick';

const CATEGORY_NOT_FOUND = '카테고리를 찾을 수 없습니다';

/**
 * `/categories`: every active product, filtered, sorted and paged on the server. The filters live
 * in the URL (`?category=`, `?brand=`, `?sale=true` ...), so a link reproduces the view; the sort
 * and page size the URL leaves out are the shop settings'.
 */
export default function CategoriesPage() {
  const { filters, change, reset, pageSize } = useListingFilters();
  const categories = useCategories();
  const first = useProducts(toProductListRequest(filters, null, pageSize));
  const category = findCategory(categories.data?.items, filters.category);
  const parent = category && categories.data?.items.find((c) => c.children.some((child) => child.slug === category.slug));
  const top = parent ?? (category && categories.data?.items.find((c) => c.slug === category.slug));
  // A slug the tree does not hold (unknown, or hidden by the admin): not found, not an empty listing.
  const missing = Boolean(filters.category && categories.data && !category);
  const title = missing ? CATEGORY_NOT_FOUND : (category?.name ?? (filters.category ? '카테고리' : '전체 상품'));
  useDocumentTitle(title);

  if (missing) {
    return (
      <PageContainer py={{ base: '5', md: '8' }}>
        <Stack align="center" textAlign="center" gap="3" py="20" data-testid="category-not-found">
          <Heading as="h1" size="xl">
            {CATEGORY_NOT_FOUND}
          </Heading>
          <Text color="fg.muted">판매가 종료되었거나 주소가 바뀐 카테고리입니다.</Text>
          <Button rounded="full" mt="2" onClick={() => change({ category: '' })}>
            전체 상품 보기
          </Button>
        </Stack>
      </PageContainer>
    );
  }

  const brandName = (id: string) => first.data?.facets.brands.find((b) => b.id === id)?.name;

  return (
    <PageContainer py={{ base: '5', md: '8' }}>
      <Stack gap="1" mb={{ base: '4', md: '6' }}>
        <Text fontSize="xs" fontWeight="700" letterSpacing="0.16em" color="fg.subtle">
          {parent ? parent.name : 'CATEGORY'}
        </Text>
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }} letterSpacing="-0.03em" data-testid="listing-title">
          {title}
        </Heading>
        {filters.sale && !filters.category && (
          <Text fontSize="sm" color="sale" fontWeight="600">
            최대 50% 할인 중인 세일 상품
          </Text>
        )}
      </Stack>

      <BannerSlot position="category_top" label="카테고리 배너" mb={{ base: '4', md: '6' }} />

      {!filters.category ? (
        <Stack gap="2" mb="6">
          <CategoryQuickPick categories={categories.data?.items} onPick={(slug) => change({ category: slug })} />
        </Stack>
      ) : (
        top &&
        top.children.length > 0 && (
          <HStack mb="5" overflowX="auto" pb="1">
            <Wrap gap="1.5" as="nav" aria-label="하위 카테고리">
              <Button
                size="xs"
                rounded="full"
                variant={category?.slug === top.slug ? 'solid' : 'outline'}
                onClick={() => change({ category: top.slug })}
              >
                전체
              </Button>
              {top.children.map((c) => (
                <Button
                  key={c.slug}
                  size="xs"
                  rounded="full"
                  variant={c.slug === category?.slug ? 'solid' : 'outline'}
                  onClick={() => change({ category: c.slug })}
                >
                  {c.name}
                </Button>
              ))}
            </Wrap>
          </HStack>
        )
      )}

      <ProductListing
        filters={filters}
        first={first}
        pageSize={pageSize}
        onChange={change}
        onReset={reset}
        chipNames={{ category: (slug) => findCategory(categories.data?.items, slug)?.name, brand: brandName }}
        empty={{ title: '조건에 맞는 상품이 없습니다', description: '필터를 변경하거나 초기화해보세요.' }}
      />
    </PageContainer>
  );
}
