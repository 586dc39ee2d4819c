import { deliveryDateText, estimatedDeliveryDate, formatDeliveryDate } from './delivery-date';

// 2026-11-26 is a Thursday.
const thu10kst = new Date('2026-11-26T01:00:00Z');

describe('estimatedDeliveryDate (business days, Korea time)', () => {
  it('dispatches after the processing days and arrives after the zone days, skipping the weekend', () => {
    expect(formatDeliveryDate(estimatedDeliveryDate(thu10kst, 1, 1))).toBe('11월 30일(월)');
    expect(formatDeliveryDate(estimatedDeliveryDate(thu10kst, 0, 1))).toBe('11월 27일(금)');
    expect(formatDeliveryDate(estimatedDeliveryDate(thu10kst, 1, 3))).toBe('12월 2일(수)');
    expect(formatDeliveryDate(estimatedDeliveryDate(thu10kst, 0, 0))).toBe('11월 26일(목)');
  });

  it('counts the Korean day: 23:30 UTC on Friday is already Saturday in Seoul', () => {
    const friLateUtc = new Date('2026-11-27T23:30:00Z');
    expect(formatDeliveryDate(estimatedDeliveryDate(friLateUtc, 0, 1))).toBe('12월 1일(화)');
    expect(formatDeliveryDate(estimatedDeliveryDate(friLateUtc, 0, 0))).toBe('11월 30일(월)');
  });

  it('gives one date or a range over the zones', () => {
    expect(deliveryDateText(thu10kst, 1, [1])).toBe('11월 30일(월) 도착 예정');
    expect(deliveryDateText(thu10kst, 1, [1, 2, 3, 4])).toBe('11월 30일(월)~12월 3일(목) 도착 예정');
    expect(deliveryDateText(thu10kst, 1, [])).toBeNull();
  });
});
