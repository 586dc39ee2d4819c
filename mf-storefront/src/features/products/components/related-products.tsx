import type { ProductSummary } from '@market/domain/product';
import { ProductCard } from '../../../components/product/product-card';

/**
 * The related products' cards, for the product page's grid: a chunk of its own, loaded as the
 * section nears the viewport (the grid and its placeholders stay in the page's chunk).
 */
export default function RelatedProducts({ products }: { products: ProductSummary[] }) {
  return products.map((p) => <ProductCard key={p.id} product={p} />);
}
