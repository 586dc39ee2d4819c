import { z } from 'zod';

/**
 * The admin dashboard (spec 001 "Dashboard", section 3 "Dashboard data"; issue 14 item 7): KPI
 * cards, the sales series of a chosen range, alerts from real pending work and the recent orders,
 * reviews and Q&A. Figures come from the daily sales rollups (ADR "dashboard sales rollups"),
 * counted per Korea-time day.
 */

/** The longest range the charts accept (days, inclusive). */
export const DASHBOARD_MAX_RANGE_DAYS = 366;
/** The default range: the last 30 days, today included. */
export const DASHBOARD_DEFAULT_RANGE_DAYS = 30;
/** Rows per recent tab. */
export const DASHBOARD_RECENT_LIMIT = 5;

export const DASHBOARD_MESSAGES = {
  from: '시작일이 올바른 날짜가 아닙니다. (예: 2026-11-01)',
  to: '종료일이 올바른 날짜가 아닙니다. (예: 2026-11-30)',
  order: '시작일은 종료일보다 늦을 수 없습니다.',
  tooLong: `조회 기간은 최대 1년(${DASHBOARD_MAX_RANGE_DAYS}일)까지 선택할 수 있습니다.`,
} as const;

/** `GET /api/admin/dashboard?from=&to=`: Korea-time dates (YYYY-MM-DD), both optional; checked by `parseDashboardRange`. */
export const DashboardQuerySchema = z.object({
  from: z.string({ error: DASHBOARD_MESSAGES.from }).max(40, DASHBOARD_MESSAGES.from).optional(),
  to: z.string({ error: DASHBOARD_MESSAGES.to }).max(40, DASHBOARD_MESSAGES.to).optional(),
});
export type DashboardQuery = z.infer<typeof DashboardQuerySchema>;

const DAY_MS = 86_400_000;
const KST_MS = 9 * 3600_000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The Korea-time calendar day of an instant, `YYYY-MM-DD`. */
export function koreaDay(at: Date): string {
  return new Date(at.getTime() + KST_MS).toISOString().slice(0, 10);
}

/** `day` moved by `days` (negative: back), `YYYY-MM-DD`. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Days from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** Every day from `from` to `to`, both included. */
export function eachDay(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(d);
  return out;
}

/** A real calendar date written `YYYY-MM-DD` (2026-02-30 is not). */
export function isCalendarDay(value: string): boolean {
  const m = ISO_DAY.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

export type DashboardRangeResult = { ok: true; from: string; to: string } | { ok: false; field: 'from' | 'to'; message: string };

/**
 * The chart range from the query: missing ends default to the last 30 days ending today (Korea
 * time); a date that is not one, `from` after `to` or more than a year is refused in Korean.
 */
export function parseDashboardRange(query: DashboardQuery, today: string): DashboardRangeResult {
  const from = query.from?.trim() || undefined;
  const to = query.to?.trim() || undefined;
  if (from !== undefined && !isCalendarDay(from)) return { ok: false, field: 'from', message: DASHBOARD_MESSAGES.from };
  if (to !== undefined && !isCalendarDay(to)) return { ok: false, field: 'to', message: DASHBOARD_MESSAGES.to };
  const end = to ?? (from && from > today ? from : today);
  const start = from ?? addDays(end, -(DASHBOARD_DEFAULT_RANGE_DAYS - 1));
  if (start > end) return { ok: false, field: 'from', message: DASHBOARD_MESSAGES.order };
  if (daysBetween(start, end) > DASHBOARD_MAX_RANGE_DAYS) return { ok: false, field: 'from', message: DASHBOARD_MESSAGES.tooLong };
  return { ok: true, from: start, to: end };
}

/** Percent change from `previous` to `current`, one decimal; null when there is nothing to compare with. */
export function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}

/** One day of the sales series (also one row of the rollup). */
export interface DashboardDay {
  date: string;
  orders: number;
  revenue: number;
  refunds: number;
  refundAmount: number;
  cancellations: number;
}

export const DashboardDaySchema = z.object({
  date: z.string(),
  orders: z.number().int(),
  revenue: z.number().int(),
  refunds: z.number().int(),
  refundAmount: z.number().int(),
  cancellations: z.number().int(),
});

/** A figure of a period with the same-length period before it. */
export const KpiFigureSchema = z.object({ value: z.number(), previous: z.number(), change: z.number().nullable() });
export type KpiFigure = z.infer<typeof KpiFigureSchema>;

export const KpiPeriodsSchema = z.object({ today: KpiFigureSchema, week: KpiFigureSchema, month: KpiFigureSchema });
export type KpiPeriods = z.infer<typeof KpiPeriodsSchema>;

/** The periods of the KPI cards: today vs yesterday, the last 7 days vs the 7 before, the last 30 vs the 30 before. */
export const KPI_PERIOD_DAYS = { today: 1, week: 7, month: 30 } as const;
export type KpiPeriod = keyof typeof KPI_PERIOD_DAYS;
export const KPI_PERIOD_LABELS: Record<KpiPeriod, string> = { today: '오늘', week: '최근 7일', month: '최근 30일' };

export const DashboardKpisSchema = z.object({
  revenue: KpiPeriodsSchema,
  orders: KpiPeriodsSchema,
  refunds: KpiPeriodsSchema,
  /** 평균 주문 금액 of the last 30 days (revenue / orders, rounded to the won) vs the 30 before. */
  aov: KpiFigureSchema,
});
export type DashboardKpis = z.infer<typeof DashboardKpisSchema>;

/** Sums of `days` (a map by date) over each KPI period ending `today`, with the period before. */
export function kpisFromDays(days: ReadonlyMap<string, DashboardDay>, today: string): DashboardKpis {
  const sum = (from: string, to: string) => {
    const total = { orders: 0, revenue: 0, refundAmount: 0 };
    for (let d = from; d <= to; d = addDays(d, 1)) {
      const row = days.get(d);
      if (!row) continue;
      total.orders += row.orders;
      total.revenue += row.revenue;
      total.refundAmount += row.refundAmount;
    }
    return total;
  };
  const periods = (Object.keys(KPI_PERIOD_DAYS) as KpiPeriod[]).map((p) => {
    const n = KPI_PERIOD_DAYS[p];
    const cur = sum(addDays(today, -(n - 1)), today);
    const prev = sum(addDays(today, -(2 * n - 1)), addDays(today, -n));
    return [p, cur, prev] as const;
  });
  const figure = (key: 'orders' | 'revenue' | 'refundAmount') =>
    Object.fromEntries(
      periods.map(([p, cur, prev]) => [p, { value: cur[key], previous: prev[key], change: percentChange(cur[key], prev[key]) }]),
    ) as KpiPeriods;
  const month = periods.find(([p]) => p === 'month')!;
  const aov = (t: { orders: number; revenue: number }) => (t.orders ? Math.round(t.revenue / t.orders) : 0);
  const aovNow = aov(month[1]);
  const aovPrev = aov(month[2]);
  return {
    revenue: figure('revenue'),
    orders: figure('orders'),
    refunds: figure('refundAmount'),
    aov: { value: aovNow, previous: aovPrev, change: percentChange(aovNow, aovPrev) },
  };
}

export const DASHBOARD_ALERT_TYPES = ['low_stock', 'returns_waiting', 'qna_unanswered', 'settlements_due', 'shipments_exception'] as const;
export type DashboardAlertType = (typeof DASHBOARD_ALERT_TYPES)[number];

export const DashboardAlertSchema = z.object({
  type: z.enum(DASHBOARD_ALERT_TYPES),
  /** warning: work that waits; critical: something went wrong (a shipment in exception). */
  severity: z.enum(['warning', 'critical']),
  message: z.string(),
  count: z.number().int(),
  /** The screen that handles it, filtered. */
  href: z.string(),
});
export type DashboardAlert = z.infer<typeof DashboardAlertSchema>;

export const RecentOrderSchema = z.object({
  id: z.string(),
  orderNumber: z.string(),
  /** Masked (김*수). */
  customer: z.string(),
  /** The order's total, or for a seller its brand's lines. */
  amount: z.number().int(),
  status: z.string(),
  time: z.string(),
});
export const RecentReviewSchema = z.object({
  id: z.string(),
  product: z.string(),
  customer: z.string(),
  rating: z.number().int(),
  status: z.string(),
  time: z.string(),
});
export const RecentQnaSchema = z.object({
  id: z.string(),
  /** Null for a 1:1 inquiry. */
  product: z.string().nullable(),
  customer: z.string(),
  question: z.string(),
  status: z.string(),
  time: z.string(),
});
export type RecentOrder = z.infer<typeof RecentOrderSchema>;
export type RecentReview = z.infer<typeof RecentReviewSchema>;
export type RecentQna = z.infer<typeof RecentQnaSchema>;

/** `GET /api/admin/dashboard`: each section null when the role may not read it; a seller's figures are its brand's. */
export const AdminDashboardSchema = z.object({
  range: z.object({ from: z.string(), to: z.string(), today: z.string() }),
  /** The brand the figures are limited to (SELLER_ADMIN), else null (the whole shop). */
  brand: z.object({ id: z.string(), name: z.string() }).nullable(),
  sales: z
    .object({
      kpis: DashboardKpisSchema,
      series: z.array(DashboardDaySchema),
      /** When the rollup was last refreshed; later days are read live. */
      rollupAt: z.string().nullable(),
    })
    .nullable(),
  alerts: z.array(DashboardAlertSchema),
  recent: z.object({
    orders: z.array(RecentOrderSchema).nullable(),
    reviews: z.array(RecentReviewSchema).nullable(),
    qna: z.array(RecentQnaSchema).nullable(),
  }),
});
export type AdminDashboard = z.infer<typeof AdminDashboardSchema>;

/** `GET /api/admin/notifications`: pending work for the header badge. */
export interface AdminNotifications {
  count: number;
  items: { type: string; message: string; count: number; href: string }[];
}
