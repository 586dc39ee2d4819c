import { itemsSummary, STATUS_OPTIONS } from './order-format';

const line = (productName: string) => ({
  id: productName,
  productId: 'p',
  productName,
  brandId: 'b',
  brandName: '브랜드',
  color: '블랙',
  size: 'M',
  unitPrice: 10_000,
  quantity: 1,
  lineTotal: 10_000,
  settlementNumber: null,
});

describe('order format', () => {
  it('summarises the lines', () => {
    expect(itemsSummary([])).toBe('-');
    expect(itemsSummary([line('니트')])).toBe('니트');
    expect(itemsSummary([line('니트'), line('셔츠'), line('코트')])).toBe('니트 외 2건');
  });
  it('filters every status, 입금 대기 and 구매 확정 included', () => {
    expect(STATUS_OPTIONS.map((o) => o.label)).toEqual([
      '전체 상태',
      '입금 대기',
      '결제 완료',
      '배송 준비중',
      '배송중',
      '배송 완료',
      '구매 확정',
      '주문 취소',
    ]);
  });
});
