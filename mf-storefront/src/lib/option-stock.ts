import type { ProductDetail } from '@market/domain/product';

/** Stock of a colour/size pair from the options; the product's stock when no option matches. */
export function optionStock(
  product: Pick<ProductDetail, 'options' | 'stock'>,
  color: string | undefined,
  size: string | undefined,
): number {
  if (!product.options?.length) return product.stock;
  const match = product.options.find((o) => (color === undefined || o.color === color) && (size === undefined || o.size === size));
  return match ? match.stock : 0;
}

/**
 * The size chosen at first for a colour: the first size, or the first one in stock for that colour
 * when the first is sold out (a sold-out default would greet the shopper with '품절').
 */
export function defaultSize(product: Pick<ProductDetail, 'options' | 'stock' | 'sizes'>, color: string | undefined): string | undefined {
  return product.sizes.find((s) => optionStock(product, color, s) > 0) ?? product.sizes[0];
}

/** The colour chosen at first: the first colour with any size in stock, else the first. */
export function defaultColor(product: Pick<ProductDetail, 'options' | 'stock' | 'sizes' | 'colors'>): string | undefined {
  return (
    product.colors.find((c) =>
      product.sizes.length ? product.sizes.some((s) => optionStock(product, c, s) > 0) : optionStock(product, c, undefined) > 0,
    ) ?? product.colors[0]
  );
}
