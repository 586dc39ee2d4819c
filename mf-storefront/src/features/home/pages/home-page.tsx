import { Stack } from '@market/ui/chakra';
import { PageContainer } from '../../../components/page-container';
import { ProductSection } from '../../../components/product/product-section';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { urls } from '../../../urls';
import { CategoryShortcuts } from '../components/category-shortcuts';
import { CouponZoneLink } from '../components/coupon-zone-link';
import { FeaturedBrands } from '../components/featured-brands';
import { HeroVideo } from '../components/hero-video';
import { SaleBanner } from '../components/sale-banner';

/** `/`: the hero video, then categories, new arrivals, the sale banner, best sellers and brands. */
export default function HomePage() {
  useDocumentTitle(undefined);
  return (
    <>
      <HeroVideo />
      <PageContainer py={{ base: '6', md: '10' }}>
        <Stack gap={{ base: '12', md: '16' }}>
          <CategoryShortcuts />
          <CouponZoneLink />
          <ProductSection
            id="new-arrivals"
            eyebrow="NEW ARRIVALS"
            title="이번 주 신상품"
            query={{ new: 'true', sort: 'newest', limit: 8 }}
            moreTo={urls.newIn()}
            rail
          />
          <SaleBanner />
          <ProductSection
            id="best"
            eyebrow="BEST"
            title="지금 가장 많이 팔리는 상품"
            query={{ best: 'true', sort: 'popular', limit: 8 }}
            moreTo={urls.ranking()}
          />
          <FeaturedBrands />
        </Stack>
      </PageContainer>
    </>
  );
}
