/** Rates shown in the admin (spec 001 section 3); percentages to one decimal. */

const oneDecimal = (v: number) => Math.round(v * 10) / 10;

/** helpful / (helpful + notHelpful) in percent, 0 with no votes. */
export function helpfulRate(helpful: number, notHelpful: number): number {
  const votes = helpful + notHelpful;
  return votes > 0 ? oneDecimal((helpful / votes) * 100) : 0;
}

/** current / max participants in percent, 0 without a maximum. */
export function participationRate(current: number, max: number): number {
  return max > 0 ? oneDecimal((current / max) * 100) : 0;
}

/** Click-through rate in percent. */
export function ctr(clicks: number, impressions: number): number {
  return impressions > 0 ? oneDecimal((clicks / impressions) * 100) : 0;
}

/** Conversion rate in percent of clicks. */
export function conversionRate(conversions: number, clicks: number): number {
  return clicks > 0 ? oneDecimal((conversions / clicks) * 100) : 0;
}

/** Return on ad spend in percent (revenue / spent). */
export function roas(revenue: number, spent: number): number {
  return spent > 0 ? oneDecimal((revenue / spent) * 100) : 0;
}

/** Average order value in won: revenue / conversions, rounded. */
export function averageOrderValue(revenue: number, orders: number): number {
  return orders > 0 ? Math.round(revenue / orders) : 0;
}
