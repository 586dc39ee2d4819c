import { desc, eq, sql } from 'drizzle-orm';
import {
  koreaToday,
  parseTaxPeriod,
  TAX_MESSAGES,
  taxReportStatus,
  vatIncludedIn,
  type CreateTaxRule,
  type GenerateTaxReport,
  type TaxReport,
  type TaxRule,
  type TaxSettings,
  type TaxSettingsPage,
  type UpdateTaxRule,
  type UpdateTaxSettings,
} from '@market/domain/settings-tax';
import type { Db } from '../db/client';
import { taxReports, taxRules, taxSettings } from '../db/schema/settings';
import type { AdminActor } from '../lib/admin-actor';
import { AppError } from '../lib/errors';
import { isUuid, queryRows } from '../lib/sql';
import { auditSettingsChange, auditSettingsCreate, auditSettingsDelete, changedFields } from './settings-audit';

/**
 * 세금 설정 (spec 002): the tax settings row, tax rules, and tax reports computed from real sales.
 *
 * A report's figures for its period (Korea time):
 * - total sales: what shoppers paid (orders.total: goods and shipping after coupon; points the
 *   shop issued itself are not sales) for orders paid in the period and not cancelled, minus the
 *   refunds completed in the period on orders that are not cancelled;
 * - exempt: the line totals of those orders matched by an enabled rule with rate 0 (product,
 *   brand, or category including its subcategories), at most each order's total, less the exempt
 *   share of its refunds;
 * - taxable = total sales − exempt; VAT = round(taxable × rate / (100 + rate)) with the settings'
 *   rate (prices include VAT), 0 when VAT is off.
 */

type SettingsRow = typeof taxSettings.$inferSelect;
type RuleRow = typeof taxRules.$inferSelect;
type ReportRow = typeof taxReports.$inferSelect;

const toSettings = (r: SettingsRow): TaxSettings => ({
  vatEnabled: r.vatEnabled,
  vatRate: Number(r.vatRate),
  vatIncluded: r.vatIncluded,
  businessRegistrationNumber: r.businessRegistrationNumber,
  businessName: r.businessName,
  businessType: r.businessType,
  businessAddress: r.businessAddress,
  ceoName: r.ceoName,
  taxInvoiceEnabled: r.taxInvoiceEnabled,
  autoIssueTaxInvoice: r.autoIssueTaxInvoice,
  taxInvoiceEmailEnabled: r.taxInvoiceEmailEnabled,
  exemptionThreshold: r.exemptionThreshold,
  smallBusinessExemption: r.smallBusinessExemption,
  monthlyReportEnabled: r.monthlyReportEnabled,
  quarterlyReportEnabled: r.quarterlyReportEnabled,
  yearlyReportEnabled: r.yearlyReportEnabled,
  reportEmailRecipient: r.reportEmailRecipient,
  internationalTaxEnabled: r.internationalTaxEnabled,
  dutyCalculationEnabled: r.dutyCalculationEnabled,
});

const toRule = (r: RuleRow): TaxRule => ({
  id: r.id,
  name: r.name,
  type: r.type,
  targetId: r.targetId,
  targetName: r.targetName,
  rate: Number(r.rate),
  enabled: r.enabled,
  description: r.description,
  createdAt: r.createdAt.toISOString(),
});

const dateText = (d: string | Date) => (typeof d === 'string' ? d.slice(0, 10) : d.toISOString().slice(0, 10));

function toReport(r: ReportRow, today = koreaToday()): TaxReport {
  return {
    id: r.id,
    period: r.period,
    type: r.type,
    periodStart: dateText(r.periodStart),
    periodEnd: dateText(r.periodEnd),
    totalSales: Number(r.totalSales),
    taxableAmount: Number(r.taxableAmount),
    vatAmount: Number(r.vatAmount),
    exemptAmount: Number(r.exemptAmount),
    status: taxReportStatus(r.status, dateText(r.dueDate), today),
    dueDate: dateText(r.dueDate),
    filedDate: r.filedAt ? koreaToday(r.filedAt) : null,
    createdAt: r.createdAt.toISOString(),
  };
}

async function settingsRow(db: Db): Promise<SettingsRow> {
  const [row] = await db.select().from(taxSettings).where(eq(taxSettings.id, 1));
  if (row) return row;
  await db.insert(taxSettings).values({ id: 1 }).onConflictDoNothing();
  return (await db.select().from(taxSettings).where(eq(taxSettings.id, 1)))[0]!;
}

/** `GET /api/admin/settings/tax`: settings, rules (newest first) and reports (latest period first). */
export async function getTaxSettings(db: Db): Promise<TaxSettingsPage> {
  const row = await settingsRow(db);
  const [rules, reports] = await Promise.all([
    db.select().from(taxRules).orderBy(desc(taxRules.createdAt)),
    db.select().from(taxReports).orderBy(desc(taxReports.periodStart), taxReports.type),
  ]);
  const today = koreaToday();
  return {
    settings: toSettings(row),
    rules: rules.map(toRule),
    reports: reports.map((r) => toReport(r, today)),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function updateTaxSettings(db: Db, actor: AdminActor, input: UpdateTaxSettings) {
  return db.transaction(async (tx) => {
    const before = toSettings(await settingsRow(tx));
    const after: TaxSettings = { ...before, ...input };
    const diff = changedFields(before, after);
    if (diff.fields.length > 0)
      await tx
        .update(taxSettings)
        .set({ ...after, updatedAt: new Date() })
        .where(eq(taxSettings.id, 1));
    await auditSettingsChange(
      tx,
      actor,
      { action: 'settings.taxes.update', resource: 'settings', resourceId: 'tax', resourceName: '세금 설정' },
      diff,
    );
    return { settings: after, message: TAX_MESSAGES.saved };
  });
}

const ruleNotFound = () => new AppError('NOT_FOUND', TAX_MESSAGES.ruleNotFound);

/** The name of a rule's target (category, product or brand), or a 422 when it does not exist. */
async function targetName(db: Db, type: TaxRule['type'], targetId: string | null): Promise<string | null> {
  if (type === 'general') {
    if (targetId) throw new AppError('VALIDATION', TAX_MESSAGES.generalTarget, { targetId: TAX_MESSAGES.generalTarget });
    return null;
  }
  const missing = () => new AppError('VALIDATION', TAX_MESSAGES.targetNotFound, { targetId: TAX_MESSAGES.targetNotFound });
  if (!targetId || !isUuid(targetId)) throw missing();
  const table = { category: sql`categories`, product: sql`products`, brand: sql`brands` }[type];
  const [row] = await queryRows<{ name: string }>(db, sql`select name from ${table} where id = ${targetId}::uuid`);
  if (!row) throw missing();
  return row.name;
}

export async function createTaxRule(db: Db, actor: AdminActor, input: CreateTaxRule) {
  return db.transaction(async (tx) => {
    const name = await targetName(tx, input.type, input.targetId);
    const [row] = await tx
      .insert(taxRules)
      .values({ ...input, targetId: input.type === 'general' ? null : input.targetId, targetName: name })
      .returning();
    const item = toRule(row!);
    await auditSettingsCreate(
      tx,
      actor,
      { action: 'settings.taxes.create', resource: 'tax_rule', resourceId: item.id, resourceName: item.name },
      item,
    );
    return { item, message: TAX_MESSAGES.ruleAdded };
  });
}

export async function updateTaxRule(db: Db, actor: AdminActor, id: string, input: UpdateTaxRule) {
  if (!isUuid(id)) throw ruleNotFound();
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(taxRules).where(eq(taxRules.id, id)).for('update');
    if (!row) throw ruleNotFound();
    const before = toRule(row);
    const type = input.type ?? before.type;
    const targetId = type === 'general' ? null : input.targetId !== undefined ? input.targetId : before.targetId;
    const name = type === before.type && targetId === before.targetId ? before.targetName : await targetName(tx, type, targetId);
    const [updated] = await tx
      .update(taxRules)
      .set({ ...input, type, targetId, targetName: name })
      .where(eq(taxRules.id, id))
      .returning();
    const item = toRule(updated!);
    const diff = changedFields(before, item);
    await auditSettingsChange(
      tx,
      actor,
      { action: 'settings.taxes.update', resource: 'tax_rule', resourceId: id, resourceName: item.name },
      diff,
    );
    return { item, message: TAX_MESSAGES.ruleSaved };
  });
}

export async function deleteTaxRule(db: Db, actor: AdminActor, id: string) {
  if (!isUuid(id)) throw ruleNotFound();
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(taxRules).where(eq(taxRules.id, id)).returning();
    if (!row) throw ruleNotFound();
    await auditSettingsDelete(
      tx,
      actor,
      { action: 'settings.taxes.delete', resource: 'tax_rule', resourceId: id, resourceName: row.name },
      toRule(row),
    );
    return { id, message: TAX_MESSAGES.ruleDeleted };
  });
}

export interface PeriodSales {
  totalSales: number;
  exemptAmount: number;
}

/** Sales of [start, end] (Korea days, inclusive) as the module comment defines them. */
export async function periodSales(db: Db, start: string, end: string): Promise<PeriodSales> {
  const from = sql`(${start}::date::timestamp at time zone 'Asia/Seoul')`;
  const to = sql`((${end}::date + 1)::timestamp at time zone 'Asia/Seoul')`;
  // Lines an enabled rate-0 rule exempts: by product, brand, or category (and its subcategories).
  const exemptLine = sql`exists (select 1 from tax_rules r where r.enabled and r.rate = 0 and (
      (r.type = 'product' and r.target_id = l.product_id)
      or (r.type = 'brand' and r.target_id = l.brand_id)
      or (r.type = 'category' and exists (select 1 from products p left join categories c on c.id = p.category_id
            where p.id = l.product_id and (p.category_id = r.target_id or c.parent_id = r.target_id)))))`;
  const [row] = await queryRows<{ sales: string; exempt: string; refunds: string; refund_exempt: string }>(
    db,
    sql`with sold as (
          select o.id, o.total,
            least(o.total, coalesce((select sum(l.line_total) from order_lines l where l.order_id = o.id and ${exemptLine}), 0)) as exempt
          from orders o where o.paid_at >= ${from} and o.paid_at < ${to} and o.status <> 'cancelled'),
        refunded as (
          select f.amount, o.total,
            least(o.total, coalesce((select sum(l.line_total) from order_lines l where l.order_id = o.id and ${exemptLine}), 0)) as exempt
          from refunds f join orders o on o.id = f.order_id
          where f.status = 'completed' and f.completed_at >= ${from} and f.completed_at < ${to} and o.status <> 'cancelled')
        select (select coalesce(sum(total), 0) from sold)::text as sales,
          (select coalesce(sum(exempt), 0) from sold)::text as exempt,
          (select coalesce(sum(amount), 0) from refunded)::text as refunds,
          (select coalesce(sum(case when total > 0 then round(amount::numeric * exempt / total) else 0 end), 0) from refunded)::text as refund_exempt`,
  );
  const totalSales = Math.max(0, Number(row!.sales) - Number(row!.refunds));
  const exemptAmount = Math.min(totalSales, Math.max(0, Number(row!.exempt) - Number(row!.refund_exempt)));
  return { totalSales, exemptAmount };
}

/**
 * `POST /api/admin/settings/tax/reports`: computes the period's figures and keeps them as a draft
 * (a draft of the same period is recomputed; a filed one is 409).
 */
export async function generateTaxReport(db: Db, actor: AdminActor, input: GenerateTaxReport) {
  const period = parseTaxPeriod(input.type, input.period)!;
  if (period.start > koreaToday()) throw new AppError('VALIDATION', TAX_MESSAGES.periodFuture, { period: TAX_MESSAGES.periodFuture });
  return db.transaction(async (tx) => {
    const settings = await settingsRow(tx);
    const { totalSales, exemptAmount } = await periodSales(tx, period.start, period.end);
    const taxableAmount = totalSales - exemptAmount;
    const vatAmount = settings.vatEnabled ? vatIncludedIn(taxableAmount, Number(settings.vatRate)) : 0;
    const [existing] = await tx
      .select()
      .from(taxReports)
      .where(sql`${taxReports.type} = ${input.type} and ${taxReports.period} = ${input.period}`)
      .for('update');
    if (existing?.status === 'filed') throw new AppError('CONFLICT', TAX_MESSAGES.alreadyFiled);
    const figures = { totalSales, taxableAmount, vatAmount, exemptAmount, dueDate: period.dueDate };
    const [row] = existing
      ? await tx.update(taxReports).set(figures).where(eq(taxReports.id, existing.id)).returning()
      : await tx
          .insert(taxReports)
          .values({ ...figures, period: input.period, type: input.type, periodStart: period.start, periodEnd: period.end })
          .returning();
    const item = toReport(row!);
    await actor.audit(tx, {
      action: existing ? 'settings.taxes.update' : 'settings.taxes.create',
      resource: 'tax_report',
      resourceId: item.id,
      resourceName: `${item.period} 세금 신고서`,
      details: { vatRate: Number(settings.vatRate), vatEnabled: settings.vatEnabled },
      before: existing ? toReport(existing) : null,
      after: item,
      severity: 'MEDIUM',
    });
    return { item, message: TAX_MESSAGES.reportGenerated(item.period) };
  });
}

/** `POST /api/admin/settings/tax/reports/{id}/file`: a draft (or overdue) report becomes filed today; a filed one is 409. */
export async function fileTaxReport(db: Db, actor: AdminActor, id: string) {
  const notFound = () => new AppError('NOT_FOUND', TAX_MESSAGES.reportNotFound);
  if (!isUuid(id)) throw notFound();
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(taxReports).where(eq(taxReports.id, id)).for('update');
    if (!row) throw notFound();
    if (row.status === 'filed') throw new AppError('CONFLICT', TAX_MESSAGES.notDraft);
    const [updated] = await tx.update(taxReports).set({ status: 'filed', filedAt: new Date() }).where(eq(taxReports.id, id)).returning();
    const before = toReport(row);
    const item = toReport(updated!);
    await actor.audit(tx, {
      action: 'settings.taxes.update',
      resource: 'tax_report',
      resourceId: id,
      resourceName: `${item.period} 세금 신고서`,
      details: { fields: ['status', 'filedDate'] },
      before: { status: before.status, filedDate: before.filedDate },
      after: { status: item.status, filedDate: item.filedDate },
      severity: 'HIGH',
    });
    return { item, message: TAX_MESSAGES.filed(item.period) };
  });
}
