import { SimpleGrid } from '@market/ui/chakra';
import type { ProductSummary } from '@market/domain/product';
import { ProductCard } from '../../../components/product/product-card';

/** The related products' cards: a chunk of its own, loaded as the section nears the viewport. */
export default function RelatedProducts({ products }: { products: ProductSummary[] }) {
  return (
    <SimpleGrid columns={{ base: 2, md: 4 }} columnGap={{ base: '3', md: '5' }} rowGap="8">
      {products.map((p) => (
        <ProductCard key={p.id} product={p} />
      ))}
    </SimpleGrid>
  );
}
