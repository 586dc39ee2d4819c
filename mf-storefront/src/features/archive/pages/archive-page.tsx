import { EmptyState, ErrorState } from '@market/ui/states';
import { useProducts } from '../../../api/get-products';
import { PageContainer } from '../../../components/page-container';
import { PageHeading } from '../../../components/page-heading';
import { ProductCard } from '../../../components/product/product-card';
import { ProductCardSkeleton } from '../../../components/product/product-card-skeleton';
import { ProductGrid } from '../../../components/product/product-grid';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** Spec 9: the archive shows positions 10 to 19 of the product list. */
export const ARCHIVE_FROM = 10;
export const ARCHIVE_TO = 20;

/** `/archive`: the 11th to 20th products of the default listing. */
export default function ArchivePage() {
  useDocumentTitle('아카이브');
  const { data, error, isLoading, mutate } = useProducts({ sort: 'popular', limit: ARCHIVE_TO });
  const items = data?.items.slice(ARCHIVE_FROM, ARCHIVE_TO);
  return (
    <PageContainer py={{ base: '5', md: '8' }}>
      <PageHeading eyebrow="ARCHIVE" title="아카이브" lead="시즌이 지나도 꾸준히 사랑받는 스테디셀러" />
      {error ? (
        <ErrorState
          title="상품을 불러오지 못했습니다"
          description={error instanceof Error ? error.message : undefined}
          onRetry={() => void mutate()}
        />
      ) : items && items.length === 0 && !isLoading ? (
        <EmptyState title="아카이브 상품이 없습니다" />
      ) : (
        <ProductGrid>
          {items
            ? items.map((p) => <ProductCard key={p.id} product={p} />)
            : Array.from({ length: 8 }, (_, i) => <ProductCardSkeleton key={i} />)}
        </ProductGrid>
      )}
    </PageContainer>
  );
}
