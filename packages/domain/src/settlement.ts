/**
 * A seller's settlement for one period (spec 001 section 3), in integer won:
 * commission = gross × rate, rounded half up; adjustments = shipping fees passed on − seller-funded
 * promotion costs; net = gross − commission − returns + adjustments (the database checks the same
 * identity). Used by the seed now and by the settlement job.
 */

export interface SettlementInput {
  /** Purchase-confirmed line totals of the period (won). */
  grossAmount: number;
  /** The seller's commission rate in percent, one decimal (sellers.commission_rate numeric(4,1)). */
  commissionRate: number;
  /** Refunded on completed returns of those lines (won). */
  returnAmount: number;
  /** Shipping fees the seller is paid (won). */
  shippingFees: number;
  /** Promotion costs the seller funds (won). */
  promotionCosts: number;
}

export interface SettlementAmounts {
  grossAmount: number;
  commissionRate: number;
  commission: number;
  returnAmount: number;
  adjustments: number;
  netAmount: number;
}

function wholeWon(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${name} must be a non-negative integer number of won, got ${value}`);
}

/** The rate in tenths of a percent (12.5% → 125); throws unless 0–100 with at most one decimal. */
function rateTenths(rate: number): number {
  const tenths = Math.round(rate * 10);
  if (!Number.isFinite(rate) || rate < 0 || rate > 100 || Math.abs(tenths - rate * 10) > 1e-6) {
    throw new RangeError(`commission rate must be 0–100 with one decimal, got ${rate}`);
  }
  return tenths;
}

/**
 * Commission on `gross` at `rate` percent, rounded half up to the won, in integers (so 12.5% of
 * 1,004 won is 126, as PostgreSQL's `round(1004 * 12.5 / 100)` says, with no floating-point drift).
 */
export function settlementCommission(gross: number, rate: number): number {
  wholeWon('gross amount', gross);
  return Math.floor((gross * rateTenths(rate) + 500) / 1000);
}

/** The amounts of a settlement from what its period holds. */
export function computeSettlement(input: SettlementInput): SettlementAmounts {
  wholeWon('gross amount', input.grossAmount);
  wholeWon('return amount', input.returnAmount);
  wholeWon('shipping fees', input.shippingFees);
  wholeWon('promotion costs', input.promotionCosts);
  const commission = settlementCommission(input.grossAmount, input.commissionRate);
  const adjustments = input.shippingFees - input.promotionCosts;
  return {
    grossAmount: input.grossAmount,
    commissionRate: input.commissionRate,
    commission,
    returnAmount: input.returnAmount,
    adjustments,
    netAmount: input.grossAmount - commission - input.returnAmount + adjustments,
  };
}

/** The settlement cycles of a seller (sellers.settlement_cycle). */
export type SettlementCycle = 'weekly' | 'biweekly' | 'monthly';

const DAY_MS = 86_400_000;
const KST_MS = 9 * 3_600_000;

/** yyyy-mm-dd of an instant in Korea (UTC+9, no daylight saving). */
export function koreaDay(at: Date | number): string {
  return new Date((typeof at === 'number' ? at : at.getTime()) + KST_MS).toISOString().slice(0, 10);
}

/** Midnight in Korea that starts a yyyy-mm-dd, as an instant. */
export function koreaMidnight(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - KST_MS);
}

export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/** A Monday that aligns biweekly periods (the seed uses the same one). */
const BIWEEKLY_EPOCH = '2024-01-01';

/**
 * The settlement period [start, end] (Korea dates, both inclusive) holding `day` for a cycle:
 * weekly = Monday–Sunday, biweekly = two weeks from a Monday aligned on 2024-01-01, monthly = the
 * calendar month.
 */
export function settlementPeriodOf(day: string, cycle: SettlementCycle): { start: string; end: string } {
  if (cycle === 'monthly') {
    const start = `${day.slice(0, 7)}-01`;
    const next = new Date(Date.parse(`${start}T00:00:00Z`));
    next.setUTCMonth(next.getUTCMonth() + 1);
    return { start, end: addDays(next.toISOString().slice(0, 10), -1) };
  }
  const dow = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday 0
  const monday = addDays(day, -dow);
  if (cycle === 'weekly') return { start: monday, end: addDays(monday, 6) };
  const weeks = Math.round((Date.parse(`${monday}T00:00:00Z`) - Date.parse(`${BIWEEKLY_EPOCH}T00:00:00Z`)) / (7 * DAY_MS));
  const start = addDays(monday, -((((weeks % 2) + 2) % 2) * 7));
  return { start, end: addDays(start, 13) };
}

/** Days after the period's last day a settlement is due: 10 for monthly, 7 for weekly and biweekly. */
export const SETTLEMENT_DUE_DAYS: Record<SettlementCycle, number> = { weekly: 7, biweekly: 7, monthly: 10 };

/** The due date (지급 예정일) of a settlement of the period ending `periodEnd`. */
export function settlementDueDate(periodEnd: string, cycle: SettlementCycle): string {
  return addDays(periodEnd, SETTLEMENT_DUE_DAYS[cycle]);
}

/**
 * A bank account as settlements store and answer it: every digit but the last four hidden, the
 * separators kept ('110-234-567890' → '***-***-**7890'). Masking a masked account changes nothing.
 */
export function maskBankAccount(account: string): string {
  const digits = account.replace(/\D/g, '').length;
  let seen = 0;
  return account.replace(/[0-9]/g, (d) => (++seen <= digits - 4 ? '*' : d));
}
