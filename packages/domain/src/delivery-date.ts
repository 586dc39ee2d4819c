/**
 * The estimated delivery date a shopper sees (issue 17): the order is dispatched after the shipping
 * settings' 출고 소요일 and arrives after its zone's 배송일, both counted in business days (Monday
 * to Friday, Korea time). Public holidays are not counted out: the date is an estimate and says so.
 */

const KST_OFFSET_MS = 9 * 3600_000;
const DAY_MS = 86_400_000;
const WEEKDAYS = ['일', '월', '화', '수', '목', '금', '토'] as const;

/** Midnight UTC of the Korean calendar day `at` falls on (a plain date to count days with). */
function koreanDay(at: Date): Date {
  const k = new Date(at.getTime() + KST_OFFSET_MS);
  return new Date(Date.UTC(k.getUTCFullYear(), k.getUTCMonth(), k.getUTCDate()));
}

const isWeekend = (d: Date) => d.getUTCDay() === 0 || d.getUTCDay() === 6;
const nextDay = (d: Date) => new Date(d.getTime() + DAY_MS);

function addBusinessDays(start: Date, days: number): Date {
  let d = start;
  while (isWeekend(d)) d = nextDay(d);
  for (let left = days; left > 0;) {
    d = nextDay(d);
    if (!isWeekend(d)) left -= 1;
  }
  return d;
}

/** The Korean calendar day (as a UTC midnight) an order placed at `now` is expected to arrive. */
export function estimatedDeliveryDate(now: Date, processingDays: number, deliveryDays: number): Date {
  const dispatched = addBusinessDays(koreanDay(now), Math.max(0, processingDays));
  return addBusinessDays(dispatched, Math.max(0, deliveryDays));
}

/** '11월 30일(월)'. */
export function formatDeliveryDate(day: Date): string {
  return `${day.getUTCMonth() + 1}월 ${day.getUTCDate()}일(${WEEKDAYS[day.getUTCDay()]})`;
}

/** '11월 30일(월) 도착 예정', or a range when the zones differ ('11월 30일(월)~12월 2일(수) 도착 예정'). */
export function deliveryDateText(now: Date, processingDays: number, deliveryDays: readonly number[]): string | null {
  if (deliveryDays.length === 0) return null;
  const first = formatDeliveryDate(estimatedDeliveryDate(now, processingDays, Math.min(...deliveryDays)));
  const last = formatDeliveryDate(estimatedDeliveryDate(now, processingDays, Math.max(...deliveryDays)));
  return `${first === last ? first : `${first}~${last}`} 도착 예정`;
}
