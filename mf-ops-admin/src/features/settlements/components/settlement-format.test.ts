import { approvableIds, calculationRows, periodLabel, rateLabel, signedKRW } from './settlement-format';

describe('settlement formatting', () => {
  it('writes periods, rates and signed amounts', () => {
    expect(periodLabel({ periodStart: '2026-11-01', periodEnd: '2026-11-30' })).toBe('2026.11.01 ~ 2026.11.30');
    expect(rateLabel(15)).toBe('15%');
    expect(rateLabel(12.5)).toBe('12.5%');
    expect(signedKRW(3000)).toBe('+3,000원');
    expect(signedKRW(-1500)).toBe('-1,500원');
    expect(signedKRW(0)).toBe('0원');
  });
  it('lays out the calculation down to the net amount', () => {
    const rows = calculationRows({
      grossAmount: 100_000,
      commission: 15_000,
      commissionRate: 15,
      returnAmount: 10_000,
      adjustments: 3_000,
      netAmount: 78_000,
    });
    expect(rows.map((r) => `${r.label} ${r.value}`)).toEqual([
      '총 매출 100,000원',
      '수수료 (15%) -15,000원',
      '반품 금액 -10,000원',
      '조정 금액 +3,000원',
      '정산 금액 78,000원',
    ]);
  });
  it('approves only the selected pending rows', () => {
    const rows = [
      { id: 'a', status: 'pending' as const },
      { id: 'b', status: 'paid' as const },
      { id: 'c', status: 'pending' as const },
    ];
    expect(approvableIds(rows, new Set(['a', 'b']))).toEqual(['a']);
  });
});
