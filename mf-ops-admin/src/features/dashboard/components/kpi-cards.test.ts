import { kpiCards } from './kpi-cards';

describe('kpiCards', () => {
  it('renders every section present, in a fixed order', () => {
    const cards = kpiCards({
      brands: { total: 12, active: 10, pending: 2 },
      customers: { total: 1534, active: 1200, newThisMonth: 31 },
      staff: { total: 6 },
    });
    expect(cards.map((c) => c.key)).toEqual(['brands', 'customers', 'staff']);
    expect(cards[0]).toMatchObject({ label: '브랜드', value: '12', help: '운영중 10 · 승인 대기 2' });
    expect(cards[1]).toMatchObject({ label: '고객', value: '1,534', help: '활성 1.2k · 이번 달 신규 31' });
  });

  it('leaves out sections the role may not read', () => {
    expect(kpiCards({ brands: null, customers: { total: 3, active: 3, newThisMonth: 0 }, staff: null }).map((c) => c.key)).toEqual([
      'customers',
    ]);
    expect(kpiCards({ brands: null, customers: null, staff: null })).toEqual([]);
  });
});
