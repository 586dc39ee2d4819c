import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  CUSTOMER_GRADE_LABELS,
  CUSTOMER_MESSAGES,
  CUSTOMER_STATUS_LABELS,
  type AdminCustomerDetail,
  type AdminCustomerListQuery,
  type AdminCustomerResult,
  type AdminCustomerRow,
  type AdminCustomerSummary,
  type CustomerMessage,
  type RevealCustomerField,
  type RevealedCustomerField,
  type SendCustomerMessage,
  type UpdateCustomer,
} from '@market/domain/customer';
import { customerPiiFor, type CustomerPii } from '@market/domain/customer-pii';
import type { Page } from '@market/domain/paging';
import type { Db } from '../db/client';
import { customerMessages, customers } from '../db/schema/identity';
import type { AdminActor } from '../lib/admin-actor';
import { AppError } from '../lib/errors';
import type { ExportColumn } from '../lib/export';
import { afterCursor, decodeCursor, orderByKeys, pageAndCursor, type SortKey } from '../lib/keyset';
import { containsPattern, isUuid, pageOffset, queryRows } from '../lib/sql';
import { logPersonalDataAccess } from './personal-data';
import { deleteSessionsOf } from './sessions';

type CustomerRecord = typeof customers.$inferSelect;

function piiOf(r: CustomerRecord): CustomerPii {
  return {
    name: r.name,
    email: r.email,
    phone: r.phone,
    address: r.address ? [r.zipCode ? `(${r.zipCode})` : '', r.address, r.addressDetail ?? ''].filter(Boolean).join(' ') : null,
    birthday: r.birthday,
  };
}

function toRow(r: CustomerRecord, unmasked: boolean): AdminCustomerRow {
  const pii = customerPiiFor(piiOf(r), unmasked);
  return {
    id: r.id,
    name: pii.name,
    email: pii.email,
    phone: pii.phone,
    grade: r.grade,
    status: r.status,
    totalOrders: r.totalOrders,
    totalSpent: r.totalSpent,
    averageOrderValue: r.totalOrders > 0 ? Math.round(r.totalSpent / r.totalOrders) : 0,
    points: r.points,
    loginCount: r.loginCount,
    reviewCount: r.reviewCount,
    qnaCount: r.qnaCount,
    refundCount: r.refundCount,
    lastOrderDate: r.lastOrderAt?.toISOString() ?? null,
    joinDate: r.createdAt.toISOString(),
  };
}

function filtersOf(query: AdminCustomerListQuery): SQL | undefined {
  const filters: (SQL | undefined)[] = [];
  if (query.q) {
    const p = containsPattern(query.q);
    const matches: (SQL | undefined)[] = [ilike(customers.name, p), ilike(customers.email, p)];
    // "010-1234", "01012345678" and "1234" all find 010-1234-5678.
    const digits = query.q.replace(/[\s-]/g, '');
    if (/^\d{3,}$/.test(digits)) matches.push(sql`replace(${customers.phone}, '-', '') like ${`%${digits}%`}`);
    filters.push(or(...matches));
  }
  if (query.grade) filters.push(eq(customers.grade, query.grade));
  if (query.status) filters.push(eq(customers.status, query.status));
  return filters.length ? and(...filters) : undefined;
}

/**
 * Each sort's keys (lib/keyset.ts): the column shown, then the id. A customer who never ordered
 * (no last order) comes last in both directions, as `nulls last` did: the key is the order time in
 * milliseconds, or a sentinel beyond every real one.
 */
function sortKeys(sort: AdminCustomerListQuery['sort'], order: 'asc' | 'desc'): SortKey[] {
  const desc = order === 'desc';
  const int = (column: SQL | AnyPgColumn) => ({ expr: sql`${column}`, text: sql`${column}::text`, type: 'int' as const });
  const lastOrder = sql`coalesce((extract(epoch from ${customers.lastOrderAt}) * 1000)::bigint, ${desc ? -1 : 999_999_999_999_999})`;
  const first: Omit<SortKey, 'desc'> = {
    joined: {
      expr: sql`${customers.createdAt}`,
      text: sql`to_char(${customers.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
      type: 'ts' as const,
    },
    name: { expr: sql`${customers.name}`, text: sql`${customers.name}`, type: 'text' as const },
    totalSpent: int(customers.totalSpent),
    totalOrders: int(customers.totalOrders),
    lastOrder: int(lastOrder),
    points: int(customers.points),
    loginCount: int(customers.loginCount),
  }[sort];
  return [
    { ...first, desc },
    { expr: sql`${customers.id}`, text: sql`${customers.id}::text`, type: 'uuid', desc },
  ];
}

/**
 * The admin customer table: personal data masked unless the viewer holds `customers.pii`
 * (`unmasked`, see canSeeCustomerPii), plus a summary of the whole filtered set. Paged by keyset
 * (`cursor` = the previous answer's `nextCursor`); without a cursor, `page` still skips to a page
 * number (offset) for links and callers that count pages.
 */
export async function listAdminCustomers(
  db: Db,
  query: AdminCustomerListQuery,
  unmasked = false,
): Promise<Page<AdminCustomerRow> & { nextCursor: string | null; summary: AdminCustomerSummary }> {
  const where = filtersOf(query);
  const keys = sortKeys(query.sort, query.order);
  const tag = `admin-customers:${query.sort}:${query.order}`;
  const after = query.cursor ? afterCursor(keys, decodeCursor(query.cursor, tag, keys)) : undefined;
  const [fetched, [summary]] = await Promise.all([
    db
      .select({ row: customers, k0: keys[0]!.text, k1: keys[1]!.text })
      .from(customers)
      .where(and(where, after))
      .orderBy(orderByKeys(keys))
      .limit(query.limit + 1)
      .offset(query.cursor ? 0 : pageOffset(query.page, query.limit)),
    db
      .select({
        total: count(),
        vipCount: sql<number>`count(*) filter (where ${customers.grade} = 'vip')`.mapWith(Number),
        activeCount: sql<number>`count(*) filter (where ${customers.status} = 'active')`.mapWith(Number),
        totalSpent: sql<number>`coalesce(sum(${customers.totalSpent}), 0)`.mapWith(Number),
        totalPoints: sql<number>`coalesce(sum(${customers.points}), 0)`.mapWith(Number),
        averageOrders: sql<number>`coalesce(round(avg(${customers.totalOrders}), 1), 0)`.mapWith(Number),
      })
      .from(customers)
      .where(where),
  ]);
  const { rows: page, nextCursor } = pageAndCursor(fetched, query.limit, tag, keys);
  const rows = page.map((r) => r.row);
  const items = rows.map((r) => toRow(r, unmasked));
  const s = summary ?? { total: 0, vipCount: 0, activeCount: 0, totalSpent: 0, totalPoints: 0, averageOrders: 0 };
  return {
    items,
    total: s.total,
    page: query.page,
    limit: query.limit,
    nextCursor,
    summary: {
      vipCount: s.vipCount,
      activeCount: s.activeCount,
      totalSpent: s.totalSpent,
      totalPoints: s.totalPoints,
      averageOrders: s.averageOrders,
    },
  };
}

const notFound = () => new AppError('NOT_FOUND', CUSTOMER_MESSAGES.notFound);

async function findCustomer(db: Db, id: string, lock = false): Promise<CustomerRecord> {
  if (!isUuid(id)) throw notFound();
  const query = db.select().from(customers).where(eq(customers.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}

/** What the audit row keeps of a customer (no personal data beyond the id). */
function auditState(r: CustomerRecord) {
  return { grade: r.grade, status: r.status, memo: r.adminMemo ?? '' };
}

/** The detail dialog: personal data (masked unless `unmasked`), buying tendencies from the orders, the memo. */
export async function getAdminCustomer(db: Db, id: string, unmasked: boolean): Promise<AdminCustomerDetail> {
  const r = await findCustomer(db, id);
  return detailOf(db, r, unmasked);
}

async function detailOf(db: Db, r: CustomerRecord, unmasked: boolean): Promise<AdminCustomerDetail> {
  const [brands, categories] = await Promise.all([
    queryRows<{ name: string; orders: number }>(
      db,
      sql`select l.brand_name as name, count(distinct o.id)::int as orders
          from orders o join order_lines l on l.order_id = o.id
          where o.customer_id = ${r.id}::uuid and o.status <> 'cancelled'
          group by l.brand_name order by orders desc, name limit 3`,
    ),
    queryRows<{ name: string; orders: number }>(
      db,
      sql`select c.name, count(distinct o.id)::int as orders
          from orders o join order_lines l on l.order_id = o.id join products p on p.id = l.product_id
          join categories c on c.id = p.category_id
          where o.customer_id = ${r.id}::uuid and o.status <> 'cancelled'
          group by c.name order by orders desc, c.name limit 3`,
    ),
  ]);
  const pii = customerPiiFor(piiOf(r), unmasked);
  return {
    ...toRow(r, unmasked),
    piiVisible: unmasked,
    address: pii.address,
    birthday: pii.birthday,
    gender: r.gender,
    agreeToMarketing: r.agreeToMarketing,
    lastLoginAt: r.lastLoginAt?.toISOString() ?? null,
    totalSaved: r.totalSaved,
    couponUsed: r.couponUsed,
    preferredBrands: brands.map((b) => ({ name: b.name, orders: Number(b.orders) })),
    preferredCategories: categories.map((c) => ({ name: c.name, orders: Number(c.orders) })),
    adminMemo: r.adminMemo ?? '',
    hasPassword: r.passwordHash !== null,
  };
}

type CustomerAction = 'update' | 'suspend' | 'activate';

const RESULT_TITLES: Record<CustomerAction, string> = {
  update: CUSTOMER_MESSAGES.updated,
  suspend: CUSTOMER_MESSAGES.updated,
  activate: CUSTOMER_MESSAGES.updated,
};

/**
 * Writes a customer's new grade / status / memo with its audit row. Suspension (by the suspend
 * action or a PATCH to `suspended`) ends the shopper's sessions in the same transaction.
 */
async function writeCustomer(
  db: Db,
  actor: AdminActor,
  id: string,
  action: CustomerAction,
  change: (before: CustomerRecord) => Partial<Pick<CustomerRecord, 'grade' | 'status' | 'adminMemo'>>,
  unmasked: boolean,
): Promise<AdminCustomerResult> {
  return db.transaction(async (tx) => {
    const before = await findCustomer(tx, id, true);
    const set = change(before);
    const [after] = await tx.update(customers).set(set).where(eq(customers.id, id)).returning();
    if (after!.status === 'suspended' && before.status !== 'suspended') await deleteSessionsOf(tx, 'customer', id);
    await actor.audit(tx, {
      action: `customers.${action}`,
      resource: 'customer',
      resourceId: id,
      details: { customerId: id, action, data: set },
      before: auditState(before),
      after: auditState(after!),
      severity: after!.status !== before.status ? 'MEDIUM' : 'LOW',
    });
    const statusChanged = after!.status !== before.status;
    const message =
      action === 'suspend' || (statusChanged && after!.status === 'suspended')
        ? CUSTOMER_MESSAGES.suspended
        : action === 'activate' || (statusChanged && after!.status === 'active')
          ? CUSTOMER_MESSAGES.activated
          : `${CUSTOMER_GRADE_LABELS[after!.grade]} · ${CUSTOMER_STATUS_LABELS[after!.status]}`;
    return { customer: await detailOf(tx, after!, unmasked), title: RESULT_TITLES[action], message };
  });
}

/** `PATCH /api/admin/customers/{id}`: the fields sent (the edit dialog may set any status). */
export function updateAdminCustomer(db: Db, actor: AdminActor, id: string, input: UpdateCustomer, unmasked: boolean) {
  if (input.grade === undefined && input.status === undefined && input.memo === undefined) {
    throw new AppError('VALIDATION', CUSTOMER_MESSAGES.noChanges);
  }
  return writeCustomer(
    db,
    actor,
    id,
    'update',
    () => ({
      ...(input.grade !== undefined ? { grade: input.grade } : {}),
      ...(input.status !== undefined ? { status: input.status } : {}),
      ...(input.memo !== undefined ? { adminMemo: input.memo || null } : {}),
    }),
    unmasked,
  );
}

/** `POST …/suspend`: only an active customer; their sessions end, sign-in and ordering are refused. */
export function suspendAdminCustomer(db: Db, actor: AdminActor, id: string, unmasked: boolean) {
  return writeCustomer(
    db,
    actor,
    id,
    'suspend',
    (before) => {
      if (before.status !== 'active') throw new AppError('CONFLICT', CUSTOMER_MESSAGES.notActive);
      return { status: 'suspended' };
    },
    unmasked,
  );
}

/** `POST …/activate`: only a suspended customer. */
export function activateAdminCustomer(db: Db, actor: AdminActor, id: string, unmasked: boolean) {
  return writeCustomer(
    db,
    actor,
    id,
    'activate',
    (before) => {
      if (before.status !== 'suspended') throw new AppError('CONFLICT', CUSTOMER_MESSAGES.notSuspended);
      return { status: 'active' };
    },
    unmasked,
  );
}

/** `POST …/reveal`: one masked field unmasked, with the 개인정보 열람 기록 written in the same transaction. */
export async function revealCustomerField(
  db: Db,
  actor: AdminActor,
  id: string,
  input: RevealCustomerField,
): Promise<RevealedCustomerField> {
  return db.transaction(async (tx) => {
    const r = await findCustomer(tx, id);
    const value = piiOf(r)[input.field];
    if (!value) throw new AppError('NOT_FOUND', CUSTOMER_MESSAGES.fieldEmpty);
    await logPersonalDataAccess(tx, actor, {
      purpose: 'reveal',
      resource: 'customer',
      resourceId: id,
      fields: [input.field],
      reason: input.reason,
    });
    return { field: input.field, value };
  });
}

/** `POST …/messages`: a message the shopper reads in their account (`GET /api/me/messages`). */
export async function sendCustomerMessage(
  db: Db,
  actor: AdminActor,
  id: string,
  input: SendCustomerMessage,
): Promise<{ id: string; title: string; message: string }> {
  return db.transaction(async (tx) => {
    await findCustomer(tx, id);
    const [row] = await tx
      .insert(customerMessages)
      .values({ customerId: id, title: input.title, body: input.body, staffId: actor.staffId })
      .returning({ id: customerMessages.id });
    await actor.audit(tx, {
      action: 'customers.message',
      resource: 'customer',
      resourceId: id,
      details: { customerId: id, action: 'message', messageId: row!.id },
      after: { title: input.title, body: input.body },
    });
    return { id: row!.id, title: CUSTOMER_MESSAGES.messageSent, message: input.title };
  });
}

/** The shopper's messages from the shop, newest first (the account page). */
export async function listMyMessages(db: Db, customerId: string): Promise<{ items: CustomerMessage[] }> {
  const rows = await db
    .select()
    .from(customerMessages)
    .where(eq(customerMessages.customerId, customerId))
    .orderBy(desc(customerMessages.createdAt), desc(customerMessages.id))
    .limit(50);
  return {
    items: rows.map((m) => ({
      id: m.id,
      title: m.title,
      body: m.body,
      createdAt: m.createdAt.toISOString(),
      readAt: m.readAt?.toISOString() ?? null,
    })),
  };
}

/** The columns of the customer list file (personal data as the viewer may see it). */
export const CUSTOMER_EXPORT_COLUMNS: readonly ExportColumn<AdminCustomerRow>[] = [
  { header: '이름', value: (c) => c.name },
  { header: '이메일', value: (c) => c.email },
  { header: '연락처', value: (c) => c.phone },
  { header: '등급', value: (c) => CUSTOMER_GRADE_LABELS[c.grade] },
  { header: '상태', value: (c) => CUSTOMER_STATUS_LABELS[c.status] },
  { header: '주문 수', value: (c) => c.totalOrders },
  { header: '총 구매액', value: (c) => c.totalSpent },
  { header: '평균 주문액', value: (c) => c.averageOrderValue },
  { header: '적립금', value: (c) => c.points },
  { header: '로그인 수', value: (c) => c.loginCount },
  { header: '리뷰 수', value: (c) => c.reviewCount },
  { header: '문의 수', value: (c) => c.qnaCount },
  { header: '환불 수', value: (c) => c.refundCount },
  { header: '최근 주문일', value: (c) => (c.lastOrderDate ? new Date(c.lastOrderDate) : null) },
  { header: '가입일', value: (c) => new Date(c.joinDate) },
];
