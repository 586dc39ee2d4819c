import { z } from 'zod';
import { formatNumber } from './format';

/**
 * 세금 설정 (spec 002 sections 3, 4, 5, 8, 9): tax settings, tax rules and tax reports of
 * `/api/admin/settings/tax`, shared by the API and the screen. Reports are computed from real
 * sales (api/src/services/admin-settings-tax.ts); the period and due-date rules are here.
 */

export const TAX_BUSINESS_TYPES = ['retail', 'wholesale', 'manufacturing', 'service'] as const;
export const TAX_BUSINESS_TYPE_LABELS: Record<(typeof TAX_BUSINESS_TYPES)[number], string> = {
  retail: '소매업',
  wholesale: '도매업',
  manufacturing: '제조업',
  service: '서비스업',
};
export const TAX_RULE_TYPES = ['general', 'category', 'product', 'brand'] as const;
export type TaxRuleType = (typeof TAX_RULE_TYPES)[number];
export const TAX_RULE_TYPE_LABELS: Record<TaxRuleType, string> = {
  general: '일반',
  category: '카테고리',
  product: '상품',
  brand: '브랜드',
};
export const TAX_REPORT_TYPES = ['monthly', 'quarterly', 'yearly'] as const;
export type TaxReportType = (typeof TAX_REPORT_TYPES)[number];
export const TAX_REPORT_TYPE_LABELS: Record<TaxReportType, string> = { monthly: '월간', quarterly: '분기', yearly: '연간' };
export const TAX_REPORT_STATUSES = ['draft', 'filed', 'overdue'] as const;
export type TaxReportStatus = (typeof TAX_REPORT_STATUSES)[number];
/** Spec 002 section 4: draft is shown as 임시저장. */
export const TAX_REPORT_STATUS_LABELS: Record<TaxReportStatus, string> = { draft: '임시저장', filed: '신고완료', overdue: '기한초과' };

export const TAX_MESSAGES = {
  vatRate: 'VAT 세율은 0~100 사이에서 0.1 단위로 입력해주세요.',
  rate: '세율은 0~100 사이에서 0.1 단위로 입력해주세요.',
  businessType: '업종을 선택해주세요.',
  text: '200자 이하로 입력해주세요.',
  businessNumber: '사업자등록번호는 000-00-00000 형식으로 입력해주세요.',
  email: '이메일 형식으로 입력해주세요.',
  exemptionThreshold: `면세 기준 금액은 0원 이상 ${formatNumber(1_000_000_000)}원 이하의 정수로 입력해주세요.`,
  name: '규칙 이름을 1~50자로 입력해주세요.',
  description: '설명은 200자 이하로 입력해주세요.',
  ruleType: '규칙 유형을 선택해주세요.',
  targetId: '적용 대상을 선택해주세요.',
  targetNotFound: '적용 대상을 찾을 수 없습니다.',
  generalTarget: '일반 규칙에는 적용 대상을 지정하지 않습니다.',
  reportType: '신고 유형을 선택해주세요.',
  period: '기간은 월간 2026-10, 분기 2026-Q3, 연간 2026 형식으로 입력해주세요.',
  periodFuture: '아직 시작하지 않은 기간의 신고서는 만들 수 없습니다.',
  noChanges: '변경할 내용을 입력해주세요.',
  ruleNotFound: '세금 규칙을 찾을 수 없습니다.',
  reportNotFound: '세금 신고서를 찾을 수 없습니다.',
  notDraft: '이미 신고가 완료된 신고서입니다.',
  alreadyFiled: '이미 신고된 기간입니다.',
  saved: '세금 설정이 저장되었습니다.',
  ruleAdded: '세금 규칙이 추가되었습니다.',
  ruleSaved: '세금 규칙이 저장되었습니다.',
  ruleDeleted: '세금 규칙이 삭제되었습니다.',
  /** Spec 002 section 8: tax invoice generated for the period. */
  reportGenerated: (period: string) => `${period} 기간의 세금계산서가 생성되었습니다.`,
  filed: (period: string) => `${period} 기간의 신고가 완료되었습니다.`,
} as const;

/** A rate of 0–100 in steps of 0.1 (the columns are numeric(4,1)). */
const rate = (message: string) =>
  z
    .number({ error: message })
    .min(0, { error: message })
    .max(100, { error: message })
    .refine((v) => Math.abs(Math.round(v * 10) - v * 10) < 1e-9, { error: message });
const text = (max = 200) => z.string({ error: TAX_MESSAGES.text }).trim().max(max, { error: TAX_MESSAGES.text });

const settingsFields = {
  vatEnabled: z.boolean(),
  vatRate: rate(TAX_MESSAGES.vatRate),
  vatIncluded: z.boolean(),
  businessRegistrationNumber: z
    .string()
    .trim()
    .refine((v) => v === '' || /^\d{3}-\d{2}-\d{5}$/.test(v), { error: TAX_MESSAGES.businessNumber }),
  businessName: text(),
  businessType: z.enum(TAX_BUSINESS_TYPES, { error: TAX_MESSAGES.businessType }),
  businessAddress: text(),
  ceoName: text(50),
  taxInvoiceEnabled: z.boolean(),
  autoIssueTaxInvoice: z.boolean(),
  taxInvoiceEmailEnabled: z.boolean(),
  exemptionThreshold: z
    .number({ error: TAX_MESSAGES.exemptionThreshold })
    .int({ error: TAX_MESSAGES.exemptionThreshold })
    .min(0, { error: TAX_MESSAGES.exemptionThreshold })
    .max(1_000_000_000, { error: TAX_MESSAGES.exemptionThreshold }),
  smallBusinessExemption: z.boolean(),
  monthlyReportEnabled: z.boolean(),
  quarterlyReportEnabled: z.boolean(),
  yearlyReportEnabled: z.boolean(),
  reportEmailRecipient: z
    .string()
    .trim()
    .max(200, { error: TAX_MESSAGES.email })
    .refine((v) => v === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), { error: TAX_MESSAGES.email }),
  internationalTaxEnabled: z.boolean(),
  dutyCalculationEnabled: z.boolean(),
};

export const TaxSettingsSchema = z.object(settingsFields);
export type TaxSettings = z.infer<typeof TaxSettingsSchema>;

export const UpdateTaxSettingsSchema = z
  .strictObject(settingsFields)
  .partial()
  .refine((v) => Object.keys(v).length > 0, { error: TAX_MESSAGES.noChanges });
export type UpdateTaxSettings = z.infer<typeof UpdateTaxSettingsSchema>;

export const TaxRuleSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(TAX_RULE_TYPES),
  targetId: z.string().nullable(),
  targetName: z.string().nullable(),
  rate: z.number(),
  enabled: z.boolean(),
  description: z.string(),
  createdAt: z.string(),
});
export type TaxRule = z.infer<typeof TaxRuleSchema>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ruleFields = {
  name: z.string({ error: TAX_MESSAGES.name }).trim().min(1, { error: TAX_MESSAGES.name }).max(50, { error: TAX_MESSAGES.name }),
  type: z.enum(TAX_RULE_TYPES, { error: TAX_MESSAGES.ruleType }),
  targetId: z.string().regex(UUID, { error: TAX_MESSAGES.targetId }).nullable(),
  rate: rate(TAX_MESSAGES.rate),
  enabled: z.boolean(),
  description: z.string().trim().max(200, { error: TAX_MESSAGES.description }),
};

/** The add-rule form's defaults (spec 002 section 5). */
export const NEW_TAX_RULE_DEFAULTS = {
  name: '',
  type: 'category' as TaxRuleType,
  targetId: null as string | null,
  rate: 0,
  enabled: true,
  description: '',
};

export const CreateTaxRuleSchema = z
  .strictObject({
    name: ruleFields.name,
    type: ruleFields.type.default('category'),
    targetId: ruleFields.targetId.default(null),
    rate: ruleFields.rate.default(0),
    enabled: ruleFields.enabled.default(true),
    description: ruleFields.description.default(''),
  })
  .superRefine((v, ctx) => {
    if (v.type === 'general' && v.targetId) ctx.addIssue({ code: 'custom', message: TAX_MESSAGES.generalTarget, path: ['targetId'] });
    if (v.type !== 'general' && !v.targetId) ctx.addIssue({ code: 'custom', message: TAX_MESSAGES.targetId, path: ['targetId'] });
  });
export type CreateTaxRule = z.infer<typeof CreateTaxRuleSchema>;
export type CreateTaxRuleInput = z.input<typeof CreateTaxRuleSchema>;

export const UpdateTaxRuleSchema = z
  .strictObject(ruleFields)
  .partial()
  .refine((v) => Object.keys(v).length > 0, { error: TAX_MESSAGES.noChanges });
export type UpdateTaxRule = z.infer<typeof UpdateTaxRuleSchema>;

export const TaxReportSchema = z.object({
  id: z.string(),
  period: z.string(),
  type: z.enum(TAX_REPORT_TYPES),
  periodStart: z.string(),
  periodEnd: z.string(),
  totalSales: z.number().int(),
  taxableAmount: z.number().int(),
  vatAmount: z.number().int(),
  exemptAmount: z.number().int(),
  /** overdue is derived: the due date passed and the report is not filed. */
  status: z.enum(TAX_REPORT_STATUSES),
  dueDate: z.string(),
  filedDate: z.string().nullable(),
  createdAt: z.string(),
});
export type TaxReport = z.infer<typeof TaxReportSchema>;

export const GenerateTaxReportSchema = z
  .strictObject({
    type: z.enum(TAX_REPORT_TYPES, { error: TAX_MESSAGES.reportType }),
    period: z.string({ error: TAX_MESSAGES.period }).trim(),
  })
  .superRefine((v, ctx) => {
    if (!parseTaxPeriod(v.type, v.period)) ctx.addIssue({ code: 'custom', message: TAX_MESSAGES.period, path: ['period'] });
  });
export type GenerateTaxReport = z.infer<typeof GenerateTaxReportSchema>;

export interface TaxPeriod {
  /** First day, YYYY-MM-DD (Korea). */
  start: string;
  /** Last day, inclusive. */
  end: string;
  /** 신고·납부 기한, YYYY-MM-DD. */
  dueDate: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
const ymd = (y: number, m: number, d: number) => `${y}-${pad(m)}-${pad(d)}`;
/** Last day of month m (1–12) of year y. */
const lastDay = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();
/** The 25th of the month after month m of year y. */
const the25thAfter = (y: number, m: number) => (m === 12 ? ymd(y + 1, 1, 25) : ymd(y, m + 1, 25));

/**
 * A period's days and due date, or null when the text does not name one: monthly '2026-10',
 * quarterly '2026-Q3', yearly '2026'. Due dates follow the Korean VAT calendar: a month or a
 * quarter is due on the 25th of the following month (분기 예정·확정신고), a year on 25 January
 * of the next year (2기 확정신고 기한).
 */
export function parseTaxPeriod(type: TaxReportType, period: string): TaxPeriod | null {
  const p = period.trim();
  if (type === 'monthly') {
    const m = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(p);
    if (!m) return null;
    const [y, mo] = [Number(m[1]), Number(m[2])];
    if (y < 2000 || y > 2100) return null;
    return { start: ymd(y, mo, 1), end: ymd(y, mo, lastDay(y, mo)), dueDate: the25thAfter(y, mo) };
  }
  if (type === 'quarterly') {
    const m = /^(\d{4})-Q([1-4])$/.exec(p);
    if (!m) return null;
    const [y, q] = [Number(m[1]), Number(m[2])];
    if (y < 2000 || y > 2100) return null;
    const last = q * 3;
    return { start: ymd(y, last - 2, 1), end: ymd(y, last, lastDay(y, last)), dueDate: the25thAfter(y, last) };
  }
  const m = /^(\d{4})$/.exec(p);
  if (!m) return null;
  const y = Number(m[1]);
  if (y < 2000 || y > 2100) return null;
  return { start: ymd(y, 1, 1), end: ymd(y, 12, 31), dueDate: ymd(y + 1, 1, 25) };
}

/** VAT in VAT-included prices: round(taxable × rate / (100 + rate)); rate in tenths to avoid floating error. */
export function vatIncludedIn(taxable: number, ratePercent: number): number {
  const tenths = Math.round(ratePercent * 10);
  if (tenths <= 0 || taxable <= 0) return 0;
  return Math.round((taxable * tenths) / (1000 + tenths));
}

/** The status a report shows: overdue when its due date (Korea) passed and it is not filed. */
export function taxReportStatus(stored: 'draft' | 'filed' | 'overdue', dueDate: string, today: string): TaxReportStatus {
  if (stored === 'filed') return 'filed';
  return dueDate < today ? 'overdue' : 'draft';
}

/** Today in Korea, YYYY-MM-DD. */
export function koreaToday(now = new Date()): string {
  return new Date(now.getTime() + 9 * 3600_000).toISOString().slice(0, 10);
}

export const TaxSettingsPageSchema = z.object({
  settings: TaxSettingsSchema,
  rules: z.array(TaxRuleSchema),
  reports: z.array(TaxReportSchema),
  updatedAt: z.string(),
});
export type TaxSettingsPage = z.infer<typeof TaxSettingsPageSchema>;

export const TaxSettingsResultSchema = z.object({ settings: TaxSettingsSchema, message: z.string() });
export const TaxRuleResultSchema = z.object({ item: TaxRuleSchema, message: z.string() });
export const TaxRuleDeleteResultSchema = z.object({ id: z.string(), message: z.string() });
export const TaxReportResultSchema = z.object({ item: TaxReportSchema, message: z.string() });
