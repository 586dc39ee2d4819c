/** Product stock badge (spec 001 section 4): sold out / low stock under 20 / on sale. */
export const LOW_STOCK_THRESHOLD = 20;

export type StockBadge = 'sold_out' | 'low_stock' | 'on_sale';
export const STOCK_BADGE_LABELS: Record<StockBadge, string> = { sold_out: '품절', low_stock: '재고 부족', on_sale: '판매중' };

export function stockBadge(stock: number, status?: 'active' | 'out_of_stock' | 'low_stock' | string): StockBadge {
  if (status === 'out_of_stock' || stock <= 0) return 'sold_out';
  if (status === 'low_stock' || stock < LOW_STOCK_THRESHOLD) return 'low_stock';
  return 'on_sale';
}
