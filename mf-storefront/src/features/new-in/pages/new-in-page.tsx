import { useProducts } from '../../../api/get-products';
import { useShopSettings } from '../../../api/get-shop-settings';
import { ProductResults } from '../../../components/listing/product-results';
import { PageContainer } from '../../../components/page-container';
import { PageHeading } from '../../../components/page-heading';
import { DEFAULT_LISTING_FILTERS, toProductListRequest, type ListingFilters } from '../../../lib/product-filters';
import { useDocumentTitle } from '../../../lib/use-document-title';

const NEW_IN: ListingFilters = { ...DEFAULT_LISTING_FILTERS, isNew: true, sort: 'newest' };

/** `/new-in`: products flagged new, newest first, with 'load more'. */
export default function NewInPage() {
  useDocumentTitle('신상품');
  // Newest first by definition; the page size is the shop's.
  const { pageSize } = useShopSettings().listing;
  const first = useProducts(toProductListRequest(NEW_IN, null, pageSize));
  return (
    <PageContainer py={{ base: '5', md: '8' }}>
      <PageHeading eyebrow="NEW IN" title="신상품" lead="이번 주 새로 입고된 상품을 가장 먼저 만나보세요" />
      <ProductResults
        filters={NEW_IN}
        first={first}
        pageSize={pageSize}
        empty={{ title: '새로 입고된 상품이 없습니다', description: '곧 새로운 상품으로 찾아올게요.' }}
      />
    </PageContainer>
  );
}
