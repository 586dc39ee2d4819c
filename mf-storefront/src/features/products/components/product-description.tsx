import { Text } from '@market/ui/chakra';
import type { ProductDetail } from '@market/domain/product';
import { SizeGuideTable } from './size-guide-table';

/** The 상품정보 tab: the description and the size table (a static island, see product-tabs.tsx). */
export default function ProductDescription({ product }: { product: Pick<ProductDetail, 'description' | 'category' | 'sizes'> }) {
  return (
    <>
      <Text whiteSpace="pre-line" lineHeight="1.8" color="fg.muted" data-testid="product-description">
        {product.description}
      </Text>
      <SizeGuideTable product={product} />
    </>
  );
}
