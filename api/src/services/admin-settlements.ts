import { sql, type SQL } from 'drizzle-orm';
import {
  ADMIN_SETTLEMENT_MESSAGES,
  SETTLEMENT_LINE_KIND_VALUES,
  SETTLEMENT_LINE_LABELS,
  SETTLEMENT_PERIOD_STATUSES,
  type AdminSettlement,
  type AdminSettlementDetail,
  type AdminSettlementListQuery,
  type AdminSettlementPage,
  type SettlementLineKind,
  type SettlementSort,
} from '@market/domain/admin-settlements';
import { SETTLEMENT_STATUSES, type SettlementStatus } from '@market/domain/lifecycle';
import {
  addDays,
  computeSettlement,
  koreaDay,
  maskBankAccount,
  settlementDueDate,
  settlementPeriodOf,
  type SettlementCycle,
} from '@market/domain/settlement';
import type { Db } from '../db/client';
import { AppError } from '../lib/errors';
import { allOf, findRow, textSearch } from '../lib/list-query';
import { isoText as iso, queryRows } from '../lib/sql';
import type { AuditEntry } from './audit';

/** The admin's settlements (spec 001 "Settlement management"): list, detail and generation. */

export const settlementNotFound = () => new AppError('NOT_FOUND', ADMIN_SETTLEMENT_MESSAGES.notFound);

/** A brand-scoped staff member (SELLER_ADMIN, were it granted settlements) sees its brand's seller only. */
function sellerScope(brandId: string | null): SQL {
  if (!brandId) return sql`true`;
  return sql`exists (select 1 from brands sb where sb.id = ${brandId}::uuid and sb.seller_id = st.seller_id)`;
}

export interface SettlementRow {
  id: string;
  settlement_number: string;
  seller_id: string;
  brand_name: string;
  company_name: string;
  period_start: string;
  period_end: string;
  cycle: SettlementCycle;
  status: SettlementStatus;
  gross_amount: number;
  commission_rate: number;
  commission: number;
  return_amount: number;
  adjustments: number;
  net_amount: number;
  transaction_count: number;
  return_count: number;
  bank_name: string;
  bank_account: string;
  account_holder: string;
  due_date: string;
  paid_at: string | null;
  suspend_reason: string | null;
  created_at: string;
  updated_at: string;
  sort_key?: string;
}

const BRAND_NAME = sql`coalesce((select string_agg(b.name, ', ' order by b.name) from brands b where b.seller_id = st.seller_id), se.company_name)`;
const FROM = sql`settlements st join sellers se on se.id = st.seller_id`;
const COLUMNS = sql`st.id, st.settlement_number, st.seller_id, ${BRAND_NAME} as brand_name, se.company_name,
  st.period_start::text as period_start, st.period_end::text as period_end, st.cycle, st.status, st.gross_amount, st.commission_rate,
  st.commission, st.return_amount, st.adjustments, st.net_amount, st.transaction_count, st.return_count, st.bank_name, st.bank_account,
  st.account_holder, st.due_date::text as due_date, ${iso(sql`st.paid_at`)} as paid_at, st.suspend_reason,
  ${iso(sql`st.created_at`)} as created_at, ${iso(sql`st.updated_at`)} as updated_at`;

export function toAdminSettlement(r: SettlementRow): AdminSettlement {
  return {
    id: r.id,
    settlementNumber: r.settlement_number,
    sellerId: r.seller_id,
    brandName: r.brand_name,
    companyName: r.company_name,
    periodStart: r.period_start,
    periodEnd: r.period_end,
    cycle: r.cycle,
    status: r.status,
    grossAmount: Number(r.gross_amount),
    commissionRate: Number(r.commission_rate),
    commission: Number(r.commission),
    returnAmount: Number(r.return_amount),
    adjustments: Number(r.adjustments),
    netAmount: Number(r.net_amount),
    transactionCount: Number(r.transaction_count),
    returnCount: Number(r.return_count),
    bankName: r.bank_name,
    // Stored masked; masked again so that no plaintext account can ever leave through this answer.
    bankAccount: maskBankAccount(r.bank_account),
    accountHolder: r.account_holder,
    dueDate: r.due_date,
    paidAt: r.paid_at,
    suspendReason: r.suspend_reason,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

/** Each sort's column and the type its cursor value is read back as. */
const SORT_KEYS: Record<SettlementSort, { column: SQL; type: SQL }> = {
  created: { column: sql`st.created_at`, type: sql`timestamptz` },
  period: { column: sql`st.period_start`, type: sql`date` },
  gross: { column: sql`st.gross_amount`, type: sql`bigint` },
  net: { column: sql`st.net_amount`, type: sql`bigint` },
  due: { column: sql`st.due_date`, type: sql`date` },
};

function badCursor(): AppError {
  return new AppError('VALIDATION', ADMIN_SETTLEMENT_MESSAGES.cursor, { cursor: ADMIN_SETTLEMENT_MESSAGES.cursor });
}

/** A cursor is the sort's value and the id of the last row, for this sort only. */
export function encodeSettlementCursor(sort: SettlementSort, value: string, id: string): string {
  return Buffer.from(JSON.stringify([sort, value, id]), 'utf8').toString('base64url');
}

function decodeSettlementCursor(cursor: string, sort: SettlementSort): { value: string; id: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badCursor();
  }
  if (!Array.isArray(parsed) || parsed.length !== 3 || parsed[0] !== sort) throw badCursor();
  const [, value, id] = parsed as unknown[];
  if (typeof value !== 'string' || typeof id !== 'string' || !/^[0-9a-f-]{36}$/i.test(id) || value.length > 40) throw badCursor();
  const ok =
    sort === 'gross' || sort === 'net'
      ? /^-?\d{1,18}$/.test(value)
      : sort === 'created'
        ? /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/.test(value)
        : /^\d{4}-\d{2}-\d{2}$/.test(value);
  if (!ok) throw badCursor();
  return { value, id };
}

/**
 * `GET /api/admin/settlements`: searched, filtered and sorted on the server, keyset paged
 * (`nextCursor`), with the five status tiles and three totals of the filtered set (status filter
 * left out), from the database.
 */
export async function listAdminSettlements(
  db: Db,
  query: AdminSettlementListQuery,
  brandId: string | null,
  options: { summary?: boolean } = {},
): Promise<AdminSettlementPage> {
  const periodStatuses = SETTLEMENT_PERIOD_STATUSES[query.period];
  const where = allOf([
    sellerScope(brandId),
    query.q
      ? sql`(${textSearch(query.q, [sql`st.settlement_number`])} or exists (select 1 from brands b where b.seller_id = st.seller_id and ${textSearch(query.q, [sql`b.name`, sql`b.name_en`])}))`
      : undefined,
    periodStatuses
      ? sql`st.status in (${sql.join(
          periodStatuses.map((s) => sql`${s}`),
          sql`, `,
        )})`
      : undefined,
  ]);
  const selected = query.status ? sql`st.status = ${query.status}` : sql`true`;
  const key = SORT_KEYS[query.sort];
  const desc = query.order === 'desc';
  const dir = desc ? sql`desc` : sql`asc`;
  const after = query.cursor ? decodeSettlementCursor(query.cursor, query.sort) : null;
  const afterCondition = after
    ? desc
      ? sql`(${key.column}, st.id) < (${after.value}::${key.type}, ${after.id}::uuid)`
      : sql`(${key.column}, st.id) > (${after.value}::${key.type}, ${after.id}::uuid)`
    : sql`true`;
  const [rows, [figures]] = await Promise.all([
    queryRows<SettlementRow>(
      db,
      sql`select ${COLUMNS}, (${key.column})::text as sort_key from ${FROM} where ${where} and ${selected} and ${afterCondition}
          order by ${key.column} ${dir}, st.id ${dir} limit ${query.limit + 1}`,
    ),
    options.summary === false
      ? Promise.resolve([] as Record<string, unknown>[])
      : queryRows<Record<string, unknown>>(
          db,
          sql`select (count(*) filter (where ${selected}))::int as list_total,
          ${sql.join(
            SETTLEMENT_STATUSES.map((s) => sql`(count(*) filter (where st.status = ${s}))::int as ${sql.identifier(s)}`),
            sql`, `,
          )},
          coalesce(sum(st.gross_amount), 0)::bigint as total_gross, coalesce(sum(st.commission), 0)::bigint as total_commission,
          coalesce(sum(st.net_amount), 0)::bigint as total_net
          from ${FROM} where ${where}`,
        ),
  ]);
  const more = rows.length > query.limit;
  const page = more ? rows.slice(0, query.limit) : rows;
  const last = page[page.length - 1];
  const figure = (name: string) => Number(figures?.[name] ?? 0);
  return {
    items: page.map(toAdminSettlement),
    total: figure('list_total'),
    nextCursor: more && last ? encodeSettlementCursor(query.sort, last.sort_key!, last.id) : null,
    summary: {
      pending: figure('pending'),
      approved: figure('approved'),
      processing: figure('processing'),
      paid: figure('paid'),
      suspended: figure('suspended'),
      totalGross: figure('total_gross'),
      totalCommission: figure('total_commission'),
      totalNet: figure('total_net'),
    },
  };
}

export function findSettlement(db: Db, id: string, brandId: string | null, lock = false): Promise<SettlementRow> {
  return findRow<SettlementRow>(db, {
    from: FROM,
    columns: COLUMNS,
    idColumn: sql`st.id`,
    id,
    scope: sellerScope(brandId),
    lockTable: lock ? sql`st` : undefined,
    notFound: settlementNotFound,
  });
}

/** `GET /api/admin/settlements/{id}`: the row, the breakdown table, the payout once paid. */
export async function getAdminSettlement(db: Db, id: string, brandId: string | null): Promise<AdminSettlementDetail> {
  const row = await findSettlement(db, id, brandId);
  const [lines, [count], [payout]] = await Promise.all([
    queryRows<{ kind: SettlementLineKind; amount: number; count: number }>(
      db,
      sql`select kind, amount, count from settlement_lines where settlement_id = ${row.id}::uuid`,
    ),
    queryRows<{ n: number }>(db, sql`select count(*)::int as n from order_lines where settlement_id = ${row.id}::uuid`),
    queryRows<{ amount: number; bank_name: string; bank_account: string; account_holder: string; paid_at: string; paid_by: string | null }>(
      db,
      sql`select p.amount, p.bank_name, p.bank_account, p.account_holder, ${iso(sql`p.paid_at`)} as paid_at, sa.name as paid_by
          from settlement_payouts p left join staff_accounts sa on sa.id = p.paid_by where p.settlement_id = ${row.id}::uuid`,
    ),
  ]);
  const byKind = new Map(lines.map((l) => [l.kind, l]));
  return {
    ...toAdminSettlement(row),
    breakdown: SETTLEMENT_LINE_KIND_VALUES.map((kind) => ({
      kind,
      label: SETTLEMENT_LINE_LABELS[kind],
      amount: Number(byKind.get(kind)?.amount ?? 0),
      count: Number(byKind.get(kind)?.count ?? 0),
    })),
    lineCount: Number(count?.n ?? 0),
    payout: payout
      ? {
          amount: Number(payout.amount),
          bankName: payout.bank_name,
          bankAccount: maskBankAccount(payout.bank_account),
          accountHolder: payout.account_holder,
          paidAt: payout.paid_at,
          paidBy: payout.paid_by,
        }
      : null,
  };
}

// ---------------------------------------------------------------------------------------------
// Generation

/** One purchase-confirmed, not yet settled line with what it brings to its settlement. */
interface CandidateLine {
  id: string;
  order_id: string;
  line_total: number;
  /** Korea date of the order's purchase confirmation. */
  day: string;
  /** Refunded on completed returns of this line. */
  returned: number;
  return_ids: string[] | null;
  /** The order's shipping fee when this is the order's first line (the seller shipping it is paid it). */
  shipping: number;
  /** A brand coupon's discount when this is the order's first line of the coupon's brand (the brand's seller funds it). */
  promotion: number;
}

interface SellerRow {
  id: string;
  cycle: SettlementCycle;
  commission_rate: number;
  bank_name: string;
  bank_account: string;
  account_holder: string;
  /** The seller's four digits in settlement numbers: those of its last settlement, else its place among sellers. */
  ordinal: string;
}

export interface GenerateOptions {
  now: Date;
  /** Also settle the current, still open period up to now ('지금 정산 생성'); the job leaves it. */
  includeOpenPeriod: boolean;
  /** Writes one audit entry per settlement created, in its transaction. */
  audit: (tx: Db, entry: AuditEntry) => Promise<void>;
}

export interface GenerateResult {
  created: number;
  lines: number;
  settlementIds: string[];
}

/**
 * The account a settlement keeps: masked at once, so the settlements table never holds a
 * plaintext account whatever the sellers table keeps.
 */
function accountSnapshot(seller: SellerRow): string {
  return maskBankAccount(seller.bank_account);
}

/**
 * Settles every seller's purchase-confirmed lines not yet settled (ADR 024):
 * - one settlement per seller and period of its cycle (Korea dates), for periods that have ended
 *   before today in Korea; with `includeOpenPeriod` also the current period, up to today;
 * - a period already partly settled (an early settlement) continues the day after the last
 *   settled day; a line confirmed on a day already settled goes into the next settlement;
 * - per seller, one transaction under an advisory lock, with the lines locked and checked still
 *   unsettled, so a second run, a retry or a second process creates nothing new and a line is in
 *   at most one settlement (order_lines.settlement_id; settlements unique on seller and start).
 */
export async function generateSettlements(db: Db, options: GenerateOptions): Promise<GenerateResult> {
  const sellers = await queryRows<{ seller_id: string }>(
    db,
    sql`select distinct l.seller_id from order_lines l join orders o on o.id = l.order_id
        where l.settlement_id is null and o.status = 'purchase_confirmed' and o.confirmed_at <= ${options.now.toISOString()}::timestamptz`,
  );
  const result: GenerateResult = { created: 0, lines: 0, settlementIds: [] };
  for (const { seller_id: sellerId } of sellers) {
    const done = await db.transaction((tx) => settleSeller(tx, sellerId, options));
    result.created += done.settlementIds.length;
    result.lines += done.lines;
    result.settlementIds.push(...done.settlementIds);
  }
  return result;
}

async function settleSeller(tx: Db, sellerId: string, options: GenerateOptions): Promise<{ settlementIds: string[]; lines: number }> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('settlements:' || ${sellerId}))`);
  const [seller] = await queryRows<SellerRow>(
    tx,
    sql`select s.id, s.settlement_cycle as cycle, s.commission_rate, s.bank_name, s.bank_account, s.account_holder,
          coalesce((select substring(st.settlement_number from '^STL-[0-9]{8}-([0-9]{4})') from settlements st
                      where st.seller_id = s.id order by st.period_start desc limit 1),
                   lpad((select count(*) from sellers s2 where (s2.created_at, s2.id) <= (s.created_at, s.id))::text, 4, '0')) as ordinal
        from sellers s where s.id = ${sellerId}::uuid`,
  );
  if (!seller) return { settlementIds: [], lines: 0 };
  const lines = await queryRows<CandidateLine>(
    tx,
    sql`select l.id, l.order_id, l.line_total, ((o.confirmed_at at time zone 'Asia/Seoul')::date)::text as day,
          coalesce((select sum(rl.amount) from return_lines rl join returns r on r.id = rl.return_id
                    where rl.order_line_id = l.id and r.status = 'completed' and r.type = 'return'), 0)::bigint as returned,
          (select array_agg(distinct rl.return_id) from return_lines rl join returns r on r.id = rl.return_id
            where rl.order_line_id = l.id and r.status = 'completed' and r.type = 'return' and rl.amount > 0) as return_ids,
          case when l.line_no = (select min(l2.line_no) from order_lines l2 where l2.order_id = l.order_id) then o.shipping_fee else 0 end as shipping,
          coalesce((select cr.amount from coupon_redemptions cr join coupons c on c.id = cr.coupon_id
                    where cr.order_id = l.order_id and cr.released_at is null and c.brand_id = l.brand_id
                      and l.line_no = (select min(l3.line_no) from order_lines l3 where l3.order_id = l.order_id and l3.brand_id = c.brand_id)), 0) as promotion
        from order_lines l join orders o on o.id = l.order_id
        where l.seller_id = ${sellerId}::uuid and l.settlement_id is null and o.status = 'purchase_confirmed'
          and o.confirmed_at <= ${options.now.toISOString()}::timestamptz
        order by o.confirmed_at, l.id
        for update of l`,
  );
  if (lines.length === 0) return { settlementIds: [], lines: 0 };
  const today = koreaDay(options.now);
  const [last] = await queryRows<{ end: string | null }>(
    tx,
    sql`select max(period_end)::text as end from settlements where seller_id = ${sellerId}::uuid`,
  );
  let settledThrough = last?.end ?? null;

  // Group by the period of the first day not yet settled on or after the line's day.
  const groups = new Map<string, { start: string; end: string; lines: CandidateLine[] }>();
  for (const line of lines) {
    const day = settledThrough && line.day <= settledThrough ? addDays(settledThrough, 1) : line.day;
    if (day > today) continue; // settled early today already: waits for the next settlement
    const period = settlementPeriodOf(day, seller.cycle);
    if (period.end >= today && !options.includeOpenPeriod) continue; // the period is still open
    const group = groups.get(period.start) ?? { ...period, lines: [] };
    group.lines.push(line);
    groups.set(period.start, group);
  }

  const settlementIds: string[] = [];
  let settledLines = 0;
  for (const group of [...groups.values()].sort((a, b) => (a.start < b.start ? -1 : 1))) {
    const start = settledThrough && settledThrough >= group.start ? addDays(settledThrough, 1) : group.start;
    const end = group.end < today ? group.end : today;
    if (start > end) continue;
    const id = await insertSettlement(tx, seller, start, end, group.lines, options);
    settlementIds.push(id);
    settledLines += group.lines.length;
    settledThrough = end;
  }
  return { settlementIds, lines: settledLines };
}

async function insertSettlement(
  tx: Db,
  seller: SellerRow,
  start: string,
  end: string,
  lines: CandidateLine[],
  options: GenerateOptions,
): Promise<string> {
  const sum = (f: (l: CandidateLine) => number) => lines.reduce((s, l) => s + Number(f(l)), 0);
  const gross = sum((l) => l.line_total);
  const returned = sum((l) => l.returned);
  const shipping = sum((l) => l.shipping);
  const promotion = sum((l) => l.promotion);
  const returnIds = new Set(lines.flatMap((l) => l.return_ids ?? []));
  const amounts = computeSettlement({
    grossAmount: gross,
    commissionRate: Number(seller.commission_rate),
    returnAmount: returned,
    shippingFees: shipping,
    promotionCosts: promotion,
  });
  const orders = new Set(lines.map((l) => l.order_id)).size;
  const base = `STL-${start.replace(/-/g, '')}-${seller.ordinal}`;
  const [{ taken } = { taken: 0 }] = await queryRows<{ taken: number }>(
    tx,
    sql`select count(*)::int as taken from settlements where settlement_number = ${base} or settlement_number like ${`${base}-%`}`,
  );
  const settlementNumber = Number(taken) > 0 ? `${base}-${Number(taken) + 1}` : base;
  const bankAccount = accountSnapshot(seller);
  const dueDate = settlementDueDate(end, seller.cycle);
  const [row] = await queryRows<{ id: string }>(
    tx,
    sql`insert into settlements (settlement_number, seller_id, period_start, period_end, cycle, status, gross_amount, commission_rate, commission,
          return_amount, adjustments, net_amount, transaction_count, return_count, bank_name, bank_account, account_holder, due_date, created_at, updated_at)
        values (${settlementNumber}, ${seller.id}::uuid, ${start}::date, ${end}::date, ${seller.cycle}, 'pending', ${amounts.grossAmount},
          ${amounts.commissionRate}, ${amounts.commission}, ${amounts.returnAmount}, ${amounts.adjustments}, ${amounts.netAmount}, ${orders},
          ${returnIds.size}, ${seller.bank_name}, ${bankAccount}, ${seller.account_holder}, ${dueDate}::date,
          ${options.now.toISOString()}::timestamptz, ${options.now.toISOString()}::timestamptz)
        returning id`,
  );
  const id = row!.id;
  const count = (f: (l: CandidateLine) => number) => lines.filter((l) => Number(f(l)) > 0).length;
  const breakdown: Record<SettlementLineKind, [number, number]> = {
    productSales: [gross, lines.length],
    shippingFees: [shipping, count((l) => l.shipping)],
    returns: [returned, returnIds.size],
    // Cancelled orders are never purchase-confirmed: the row is kept, at zero, as the spec lists it.
    cancellations: [0, 0],
    promotionCosts: [promotion, count((l) => l.promotion)],
  };
  await tx.execute(
    sql`insert into settlement_lines (settlement_id, kind, amount, count) values ${sql.join(
      SETTLEMENT_LINE_KIND_VALUES.map((k) => sql`(${id}::uuid, ${k}, ${breakdown[k][0]}, ${breakdown[k][1]})`),
      sql`, `,
    )}`,
  );
  const ids = `{${lines.map((l) => l.id).join(',')}}`;
  const updated = await queryRows<{ id: string }>(
    tx,
    sql`update order_lines set settlement_id = ${id}::uuid where id = any(${ids}::uuid[]) and settlement_id is null returning id`,
  );
  if (updated.length !== lines.length) throw new AppError('CONFLICT', ADMIN_SETTLEMENT_MESSAGES.generateFailed);
  await options.audit(tx, {
    action: 'sellers.settlements.generate',
    resource: 'settlement',
    resourceId: id,
    resourceName: settlementNumber,
    details: { sellerId: seller.id, periodStart: start, periodEnd: end, lines: lines.length },
    after: { status: 'pending', ...amounts, transactionCount: orders, returnCount: returnIds.size, dueDate },
    severity: 'INFO',
  });
  return id;
}
