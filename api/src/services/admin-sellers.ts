import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import {
  accountDigits,
  maskBankAccount,
  SELLER_MESSAGES,
  SELLER_STATUS_LABELS,
  SETTLEMENT_CYCLE_LABELS,
  type AdminSeller,
  type AdminSellerListQuery,
  type AdminSellerPage,
  type AdminSellerResult,
  type AdminSellerSort,
  type CreateSeller,
  type SellerSettlementCycle,
  type UnassignedBrand,
  type UpdateSeller,
} from '@market/domain/admin-sellers';
import { PARTNER_STATUSES, type PartnerStatus } from '@market/domain/lifecycle';
import type { Db } from '../db/client';
import type { AdminActor } from '../lib/admin-actor';
import { isUniqueViolation } from '../lib/db-errors';
import { AppError } from '../lib/errors';
import { afterCursor, decodeCursor, keyColumns, orderByKeys, pageAndCursor, type SortKey } from '../lib/keyset';
import type { ExportColumn } from '../lib/export';
import { allOf, textSearch } from '../lib/list-query';
import { bankAccountContext, type SecretBox } from '../lib/secret-box';
import { isoText as iso, isUuid, pageOffset, queryRows } from '../lib/sql';

/**
 * The admin's sellers (spec 001 "Seller management"): list with tiles, detail, create and edit.
 * The bank account number is sealed at rest (lib/secret-box.ts) and answered masked only; the
 * status changes are the workflow workflows/change-seller-status.ts.
 */

const notFound = () => new AppError('NOT_FOUND', SELLER_MESSAGES.notFound);

export interface SellerRow {
  id: string;
  company_name: string;
  business_number: string;
  ceo_name: string;
  contact_person: string;
  phone: string;
  email: string;
  commission_rate: string | number;
  settlement_cycle: SellerSettlementCycle;
  status: PartnerStatus;
  bank_name: string;
  bank_account: string;
  account_holder: string;
  monthly_revenue: string | number;
  product_count: number;
  active_product_count: number;
  brands: string;
  joined_at: string;
  updated_at: string;
  suspended_brand_ids: string;
}

const COLUMNS = sql`s.id, s.company_name, s.business_number, s.ceo_name, s.contact_person, s.phone, s.email, s.commission_rate,
  s.settlement_cycle, s.status, s.bank_name, s.bank_account, s.account_holder, s.monthly_revenue, s.product_count, s.active_product_count,
  (select coalesce(json_agg(json_build_object('id', b.id, 'name', b.name, 'slug', b.slug, 'status', b.status) order by b.created_at, b.id), '[]'::json)
     from brands b where b.seller_id = s.id)::text as brands,
  ${iso(sql`s.created_at`)} as joined_at, ${iso(sql`s.updated_at`)} as updated_at, to_json(s.suspended_brand_ids)::text as suspended_brand_ids`;

/**
 * The masked form of what the column holds: the masked text itself, or a number written before
 * encryption at rest (until sealPlainBankAccounts runs at start).
 */
function shownAccount(column: string): string {
  return column.startsWith('****') ? column : maskBankAccount(column);
}

export function toAdminSeller(r: SellerRow): AdminSeller {
  const brands = JSON.parse(r.brands) as AdminSeller['brands'];
  return {
    id: r.id,
    companyName: r.company_name,
    businessNumber: r.business_number,
    ceoName: r.ceo_name,
    brands,
    brandName: brands.map((b) => b.name).join(', '),
    contactPerson: r.contact_person,
    phone: r.phone,
    email: r.email,
    commissionRate: Number(r.commission_rate),
    settlementCycle: r.settlement_cycle,
    status: r.status,
    bankName: r.bank_name,
    bankAccountMasked: shownAccount(r.bank_account),
    accountHolder: r.account_holder,
    monthlyRevenue: Number(r.monthly_revenue),
    productCount: Number(r.product_count),
    activeProductCount: Number(r.active_product_count),
    joinedAt: r.joined_at,
    updatedAt: r.updated_at,
  };
}

// ---- the list

/** Each sort's keys (lib/keyset.ts): the sorted column, then the id as the tie-break. */
function sortKeys(sort: AdminSellerSort, order: 'asc' | 'desc'): SortKey[] {
  const desc = order === 'desc';
  const first: Omit<SortKey, 'desc'> = {
    joined: {
      expr: sql`s.created_at`,
      text: sql`to_char(s.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
      type: 'ts' as const,
    },
    company: { expr: sql`s.company_name`, text: sql`s.company_name`, type: 'text' as const },
    commission: { expr: sql`s.commission_rate`, text: sql`s.commission_rate::text`, type: 'num' as const },
    revenue: { expr: sql`s.monthly_revenue`, text: sql`s.monthly_revenue::text`, type: 'int' as const },
    products: { expr: sql`s.product_count`, text: sql`s.product_count::text`, type: 'int' as const },
  }[sort];
  return [
    { ...first, desc },
    { expr: sql`s.id`, text: sql`s.id::text`, type: 'uuid', desc },
  ];
}

/** Search on brand name, company name or contact person. */
function searchCondition(q: string | undefined): SQL | undefined {
  const own = textSearch(q, [sql`s.company_name`, sql`s.contact_person`]);
  const brand = textSearch(q, [sql`b.name`, sql`b.name_en`]);
  return own && brand ? sql`(${own} or exists (select 1 from brands b where b.seller_id = s.id and ${brand}))` : undefined;
}

/**
 * `GET /api/admin/sellers`: one page in the chosen order, by keyset `cursor` or numbered `page`,
 * with the total of the filtered set, the next page's cursor and the three tiles (counts by status
 * of the searched set; sellers are hundreds of rows and status is indexed).
 */
export async function listAdminSellers(db: Db, query: AdminSellerListQuery): Promise<AdminSellerPage> {
  const keys = sortKeys(query.sort, query.order);
  const tag = `admin-sellers:${query.sort}:${query.order}`;
  const after = query.cursor ? afterCursor(keys, decodeCursor(query.cursor, tag, keys)) : sql`true`;
  const where = allOf([searchCondition(query.q)]);
  const selected = allOf([query.status ? sql`s.status = ${query.status}` : undefined]);
  const offset = query.cursor ? 0 : pageOffset(query.page, query.limit);
  const [rows, [figures]] = await Promise.all([
    queryRows<SellerRow & Record<string, unknown>>(
      db,
      sql`select ${COLUMNS}, ${keyColumns(keys)} from sellers s where ${where} and ${selected} and ${after}
          order by ${orderByKeys(keys)} limit ${query.limit + 1} offset ${offset}`,
    ),
    queryRows<Record<string, number>>(
      db,
      sql`select (count(*) filter (where ${selected}))::int as list_total,
        ${sql.join(
          PARTNER_STATUSES.map((st) => sql`(count(*) filter (where s.status = ${st}))::int as ${sql.identifier(st)}`),
          sql`, `,
        )}
        from sellers s where ${where}`,
    ),
  ]);
  const { rows: page, nextCursor } = pageAndCursor(rows, query.limit, tag, keys);
  return {
    items: page.map(toAdminSeller),
    total: Number(figures?.list_total ?? 0),
    page: query.cursor ? 1 : query.page,
    limit: query.limit,
    nextCursor,
    summary: {
      active: Number(figures?.active ?? 0),
      pending: Number(figures?.pending ?? 0),
      suspended: Number(figures?.suspended ?? 0),
    },
  };
}

/** The columns of the sellers download: the table's, the account masked as on screen. */
export const SELLER_EXPORT_COLUMNS: ExportColumn<AdminSeller>[] = [
  { header: '브랜드', value: (s) => s.brandName },
  { header: '회사명', value: (s) => s.companyName },
  { header: '사업자등록번호', value: (s) => s.businessNumber },
  { header: '대표자', value: (s) => s.ceoName },
  { header: '담당자', value: (s) => s.contactPerson },
  { header: '연락처', value: (s) => s.phone },
  { header: '이메일', value: (s) => s.email },
  { header: '수수료율(%)', value: (s) => s.commissionRate },
  { header: '정산 주기', value: (s) => SETTLEMENT_CYCLE_LABELS[s.settlementCycle] },
  { header: '은행', value: (s) => s.bankName },
  { header: '계좌번호', value: (s) => s.bankAccountMasked },
  { header: '예금주', value: (s) => s.accountHolder },
  { header: '월 매출(원)', value: (s) => s.monthlyRevenue },
  { header: '판매 상품', value: (s) => s.activeProductCount },
  { header: '전체 상품', value: (s) => s.productCount },
  { header: '상태', value: (s) => SELLER_STATUS_LABELS[s.status] },
  { header: '가입일', value: (s) => s.joinedAt.slice(0, 10) },
];

/** The seller row (locked for the transaction when `lock`), or the Korean 404. */
export async function findSeller(db: Db, id: string, lock = false): Promise<SellerRow> {
  if (!isUuid(id)) throw notFound();
  const [row] = await queryRows<SellerRow>(
    db,
    sql`select ${COLUMNS} from sellers s where s.id = ${id}::uuid ${lock ? sql`for update of s` : sql``}`,
  );
  if (!row) throw notFound();
  return row;
}

/** `GET /api/admin/sellers/{id}`. */
export async function getAdminSeller(db: Db, id: string): Promise<AdminSeller> {
  return toAdminSeller(await findSeller(db, id));
}

/** `GET /api/admin/sellers/unassigned-brands`: the brands a new seller may take. */
export async function listUnassignedBrands(db: Db): Promise<UnassignedBrand[]> {
  return queryRows<UnassignedBrand>(db, sql`select id, name, status from brands where seller_id is null order by name, id limit 200`);
}

// ---- create and edit

/** What the audit row keeps of a seller: everything shown, the account masked, never the number. */
function auditView(s: AdminSeller) {
  return {
    companyName: s.companyName,
    businessNumber: s.businessNumber,
    ceoName: s.ceoName,
    brands: s.brands.map((b) => b.name),
    contactPerson: s.contactPerson,
    phone: s.phone,
    email: s.email,
    commissionRate: s.commissionRate,
    settlementCycle: s.settlementCycle,
    status: s.status,
    bankName: s.bankName,
    bankAccount: s.bankAccountMasked,
    accountHolder: s.accountHolder,
  };
}

async function assertBusinessNumberFree(tx: Db, businessNumber: string, exceptId: string | null): Promise<void> {
  const [taken] = await queryRows<{ id: string }>(
    tx,
    sql`select id from sellers where business_number = ${businessNumber} ${exceptId ? sql`and id <> ${exceptId}::uuid` : sql``} limit 1`,
  );
  if (taken) throw new AppError('CONFLICT', SELLER_MESSAGES.businessNumberTaken, { businessNumber: SELLER_MESSAGES.businessNumberTaken });
}

/** A URL slug for a new brand: its English name, or a short random one. */
async function freeSlug(tx: Db, nameEn: string | undefined): Promise<string> {
  const base =
    (nameEn ?? '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40) || `brand-${randomUUID().slice(0, 8)}`;
  for (let n = 0; n < 20; n += 1) {
    const slug = n === 0 ? base : `${base}-${n + 1}`;
    const [taken] = await queryRows<{ id: string }>(tx, sql`select id from brands where slug = ${slug}`);
    if (!taken) return slug;
  }
  return `${base}-${randomUUID().slice(0, 8)}`;
}

/** The seller's product counts from its products (a brand brought along brings its products). */
async function refreshProductCounts(tx: Db, sellerId: string): Promise<void> {
  await tx.execute(sql`update sellers s set product_count = c.n, active_product_count = c.active
    from (select count(*)::int as n, (count(*) filter (where status <> 'inactive'))::int as active from products where seller_id = ${sellerId}::uuid) c
    where s.id = ${sellerId}::uuid`);
}

/**
 * `POST /api/admin/sellers`: a pending seller with its brand, either an existing brand without a
 * seller (its products move to the seller) or a new brand, pending like the seller. The account
 * number is sealed; the audit row holds it masked.
 */
export async function createSeller(db: Db, actor: AdminActor, box: SecretBox, input: CreateSeller): Promise<AdminSellerResult> {
  try {
    return await db.transaction(async (tx) => {
      await assertBusinessNumberFree(tx, input.businessNumber, null);
      const id = randomUUID();
      let brandId: string;
      if (input.brandId) {
        if (!isUuid(input.brandId))
          throw new AppError('NOT_FOUND', SELLER_MESSAGES.brandNotFound, { brandId: SELLER_MESSAGES.brandNotFound });
        const [brand] = await queryRows<{ id: string; seller_id: string | null }>(
          tx,
          sql`select id, seller_id from brands where id = ${input.brandId}::uuid for update`,
        );
        if (!brand) throw new AppError('NOT_FOUND', SELLER_MESSAGES.brandNotFound, { brandId: SELLER_MESSAGES.brandNotFound });
        if (brand.seller_id) throw new AppError('CONFLICT', SELLER_MESSAGES.brandTaken, { brandId: SELLER_MESSAGES.brandTaken });
        brandId = brand.id;
      } else {
        const name = input.brandName!;
        const [same] = await queryRows<{ id: string }>(tx, sql`select id from brands where lower(name) = lower(${name}) limit 1`);
        if (same) throw new AppError('CONFLICT', SELLER_MESSAGES.brandNameTaken, { brandName: SELLER_MESSAGES.brandNameTaken });
        brandId = randomUUID();
      }
      await tx.execute(sql`insert into sellers (id, company_name, business_number, ceo_name, contact_person, phone, email, bank_name, bank_account,
          bank_account_encrypted, account_holder, commission_rate, settlement_cycle, status)
        values (${id}::uuid, ${input.companyName}, ${input.businessNumber}, ${input.ceoName ?? ''}, ${input.contactPerson}, ${input.phone},
          ${input.email}, ${input.bankName}, ${maskBankAccount(input.bankAccount)}, ${box.seal(accountDigitsKept(input.bankAccount), bankAccountContext(id))},
          ${input.accountHolder}, ${input.commissionRate}, ${input.settlementCycle}, 'pending')`);
      if (input.brandId) {
        await tx.execute(sql`update brands set seller_id = ${id}::uuid where id = ${brandId}::uuid`);
        await tx.execute(sql`update products set seller_id = ${id}::uuid where brand_id = ${brandId}::uuid`);
        await refreshProductCounts(tx, id);
      } else {
        const slug = await freeSlug(tx, input.brandNameEn);
        await tx.execute(sql`insert into brands (id, slug, name, name_en, contact_email, seller_id, status)
          values (${brandId}::uuid, ${slug}, ${input.brandName!}, ${input.brandNameEn ?? ''}, ${input.email}, ${id}::uuid, 'pending')`);
      }
      const item = toAdminSeller(await findSeller(tx, id));
      await actor.audit(tx, {
        action: 'sellers.list.create',
        resource: 'seller',
        resourceId: id,
        resourceName: item.companyName,
        details: { brand: item.brandName, newBrand: !input.brandId },
        before: null,
        after: auditView(item),
        severity: 'MEDIUM',
      });
      return { item, title: SELLER_MESSAGES.created, message: SELLER_MESSAGES.createdDescription };
    });
  } catch (error) {
    // Two creates of one number at once: the unique index decides, the loser gets the same 409.
    if (isUniqueViolation(error))
      throw new AppError('CONFLICT', SELLER_MESSAGES.businessNumberTaken, { businessNumber: SELLER_MESSAGES.businessNumberTaken });
    throw error;
  }
}

/** The account as the operator typed it, spaces dropped (hyphens kept: banks print them so). */
function accountDigitsKept(account: string): string {
  return account.replace(/\s/g, '');
}

/** `PATCH /api/admin/sellers/{id}`: the fields sent; an empty account keeps the one on file. */
export async function updateSeller(db: Db, actor: AdminActor, box: SecretBox, id: string, input: UpdateSeller): Promise<AdminSellerResult> {
  try {
    return await db.transaction(async (tx) => {
      const before = toAdminSeller(await findSeller(tx, id, true));
      if (input.businessNumber !== undefined && input.businessNumber !== before.businessNumber)
        await assertBusinessNumberFree(tx, input.businessNumber, before.id);
      const sets: SQL[] = [];
      const set = (column: string, value: unknown) => sets.push(sql`${sql.identifier(column)} = ${value}`);
      if (input.companyName !== undefined) set('company_name', input.companyName);
      if (input.businessNumber !== undefined) set('business_number', input.businessNumber);
      if (input.ceoName !== undefined) set('ceo_name', input.ceoName);
      if (input.contactPerson !== undefined) set('contact_person', input.contactPerson);
      if (input.phone !== undefined) set('phone', input.phone);
      if (input.email !== undefined) set('email', input.email);
      if (input.commissionRate !== undefined) set('commission_rate', input.commissionRate);
      if (input.settlementCycle !== undefined) set('settlement_cycle', input.settlementCycle);
      if (input.bankName !== undefined) set('bank_name', input.bankName);
      if (input.accountHolder !== undefined) set('account_holder', input.accountHolder);
      const newAccount = input.bankAccount ? accountDigitsKept(input.bankAccount) : null;
      if (newAccount) {
        set('bank_account', maskBankAccount(newAccount));
        set('bank_account_encrypted', box.seal(newAccount, bankAccountContext(before.id)));
      }
      if (sets.length === 0) throw new AppError('BAD_REQUEST', SELLER_MESSAGES.noChanges);
      await tx.execute(sql`update sellers set ${sql.join(sets, sql`, `)}, updated_at = now() where id = ${before.id}::uuid`);
      const item = toAdminSeller(await findSeller(tx, before.id));
      const changed = Object.keys(input).filter(
        (k) => (input as Record<string, unknown>)[k] !== undefined && !(k === 'bankAccount' && !newAccount),
      );
      await actor.audit(tx, {
        action: 'sellers.list.update',
        resource: 'seller',
        resourceId: before.id,
        resourceName: item.companyName,
        details: { fields: changed, ...(newAccount ? { bankAccountChanged: true } : {}) },
        before: auditView(before),
        after: auditView(item),
        severity: newAccount || input.commissionRate !== undefined ? 'MEDIUM' : 'INFO',
      });
      return { item, title: SELLER_MESSAGES.updated, message: SELLER_MESSAGES.updatedDescription };
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw new AppError('CONFLICT', SELLER_MESSAGES.businessNumberTaken, { businessNumber: SELLER_MESSAGES.businessNumberTaken });
    throw error;
  }
}

/**
 * Seals the account numbers of rows written before encryption at rest (the column held the
 * number): run at start, after migrations. Answers how many rows it sealed.
 */
export async function sealPlainBankAccounts(db: Db, box: SecretBox): Promise<number> {
  const rows = await queryRows<{ id: string; bank_account: string }>(
    db,
    sql`select id, bank_account from sellers where bank_account_encrypted is null and bank_account not like '****%'`,
  );
  for (const r of rows) {
    const number = accountDigitsKept(r.bank_account);
    if (!accountDigits(number)) continue;
    await db.execute(sql`update sellers set bank_account = ${maskBankAccount(number)}, bank_account_encrypted = ${box.seal(number, bankAccountContext(r.id))}
      where id = ${r.id}::uuid and bank_account_encrypted is null`);
  }
  return rows.length;
}
