import type { AdminReturnItem } from '@market/domain/admin-returns';
import { formatRefund, itemsSummary, unitCount } from './return-format';

const item = (name: string, quantity = 1): AdminReturnItem => ({
  orderLineId: name,
  productId: name,
  productName: name,
  brandName: '브랜드',
  color: 'Black',
  size: 'M',
  quantity,
  lineTotal: 10_000 * quantity,
  refundAmount: 0,
  reason: 'size',
});

describe('return format', () => {
  it('shows a dash for no refund and won otherwise', () => {
    expect(formatRefund(0)).toBe('-');
    expect(formatRefund(39_000)).toBe('39,000원');
  });

  it('names the first item and counts the rest', () => {
    expect(itemsSummary([])).toBe('-');
    expect(itemsSummary([item('니트')])).toBe('니트');
    expect(itemsSummary([item('니트'), item('셔츠'), item('바지')])).toBe('니트 외 2건');
    expect(unitCount([item('니트', 2), item('셔츠', 1)])).toBe(3);
  });
});
