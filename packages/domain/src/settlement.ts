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
