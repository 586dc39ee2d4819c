import { formatCount, formatKRW, formatNumber } from './format';
import { maskCustomerName, maskEmail, maskName, maskPhone } from './mask';
import { averageOrderValue, conversionRate, ctr, helpfulRate, participationRate, roas } from './metrics';
import { carrierStyleOrderNumber, checkoutOrderNumber, shortOrderId } from './order-number';
import { stockBadge } from './stock';

describe('formats', () => {
  it('prices in won without decimals', () => {
    expect(formatKRW(12000)).toBe('12,000원');
    expect(formatKRW(1_290_000)).toBe('1,290,000원');
  });
  it('numbers grouped exactly as the Korean locale prints them', () => {
    for (const n of [0, 7, 999, 1000, 12_345, 100_000, 1_234_567, 98_765_432_100, -3000, -1_500_000, 12.6]) {
      expect(formatNumber(n)).toBe(Math.round(n).toLocaleString('ko-KR'));
    }
  });
  it('counts of 1000 or more with k and one decimal', () => {
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1000)).toBe('1.0k');
    expect(formatCount(1234)).toBe('1.2k');
    expect(formatCount(15_600)).toBe('15.6k');
  });
});

describe('order numbers', () => {
  it('shows the first 8 characters of the id uppercased', () => {
    expect(shortOrderId('3f2a9c1e-0b7d-4e21-9a3c-5d6e7f8a9b0c')).toBe('3F2A9C1E');
  });
  it('ORD plus the last 8 digits of the timestamp', () => {
    expect(checkoutOrderNumber(1_763_870_400_123)).toBe('ORD70400123');
  });
  it('CJ + yymmdd + 3 digits', () => {
    expect(carrierStyleOrderNumber(new Date('2026-11-23T03:00:00Z'), 7)).toBe('CJ261123007');
  });
});

describe('stock badge (sold out / low stock under 20 / on sale)', () => {
  it.each([
    [0, undefined, 'sold_out'],
    [5, 'out_of_stock', 'sold_out'],
    [19, undefined, 'low_stock'],
    [20, undefined, 'on_sale'],
    [100, 'low_stock', 'low_stock'],
  ])('stock %i status %s -> %s', (stock, status, badge) => expect(stockBadge(stock, status)).toBe(badge));
});

describe('masking of personal data', () => {
  it('names, phones and emails', () => {
    expect(maskName('김민수')).toBe('김*수');
    expect(maskName('이훈')).toBe('이*');
    expect(maskName('남궁민수')).toBe('남**수');
    expect(maskPhone('010-1234-5678')).toBe('010-****-5678');
    expect(maskEmail('minsu.kim@example.com')).toBe('mi*******@example.com');
  });

  it("a customer's name, or 탈퇴 회원 once the account is gone", () => {
    expect(maskCustomerName('김민수')).toBe('김*수');
    expect(maskCustomerName(null)).toBe('탈퇴 회원');
  });
});

describe('rates', () => {
  it('helpful rate to one decimal, 0.0 with no votes', () => {
    expect(helpfulRate(45, 5)).toBe(90);
    expect(helpfulRate(2, 1)).toBe(66.7);
    expect(helpfulRate(0, 0)).toBe(0);
  });
  it('participation, CTR, conversion, ROAS, AOV', () => {
    expect(participationRate(234, 500)).toBe(46.8);
    expect(participationRate(10, 0)).toBe(0);
    expect(ctr(1_234, 45_678)).toBe(2.7);
    expect(conversionRate(89, 1_234)).toBe(7.2);
    expect(roas(12_500_000, 2_500_000)).toBe(500);
    expect(averageOrderValue(12_500_000, 89)).toBe(140_449);
  });
});
