import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import {
  BANNER_ACTION_TARGET,
  BANNER_DEVICE_LABELS,
  BANNER_MESSAGES,
  BANNER_POSITION_LABELS,
  BANNER_STATUS_LABELS,
  bannerCtr,
  illegalBannerTransitionMessage,
  type AdminBanner,
  type AdminBannerListQuery,
  type AdminBannerPage,
  type AdminBannerResult,
  type BannerDevice,
  type BannerPosition,
  type ChangeBannerStatus,
  type CreateBanner,
  type PublicBanner,
  type PublicBannerQuery,
  type UpdateBanner,
} from '@market/domain/admin-banners';
import { BANNER_TRANSITIONS, canTransition, type BannerStatus } from '@market/domain/lifecycle';
import type { Db } from '../db/client';
import type { AdminActor } from '../lib/admin-actor';
import { AppError } from '../lib/errors';
import type { ExportColumn } from '../lib/export';
import { allOf, findRow, queryListPage, sortDirection, textSearch } from '../lib/list-query';
import { isoText as iso, queryRows } from '../lib/sql';

/**
 * The admin's banners (spec 001 "Banner management"): list with the five cards, detail, create,
 * edit, image replacement and activate / deactivate; and the storefront's `GET /api/banners`.
 * An expired banner (its end passed) is refused activation with a message saying to move its end
 * first: activating it as it is would show nothing, and silently moving the end would publish a
 * banner for a period nobody chose.
 */

const notFound = () => new AppError('NOT_FOUND', BANNER_MESSAGES.notFound);

interface BannerRow {
  id: string;
  title: string;
  description: string;
  image_url: string;
  position: BannerPosition;
  link_url: string | null;
  priority: number;
  status: BannerStatus;
  starts_at: string;
  ends_at: string;
  impressions: number;
  clicks: number;
  is_responsive: boolean;
  target_device: BannerDevice;
  created_by: string | null;
  created_at: string;
  updated_at: string;
}

const COLUMNS = sql`b.id, b.title, b.description, b.image_url, b.position, b.link_url, b.priority, b.status,
  ${iso(sql`b.starts_at`)} as starts_at, ${iso(sql`b.ends_at`)} as ends_at, b.impressions, b.clicks, b.is_responsive, b.target_device,
  b.created_by, ${iso(sql`b.created_at`)} as created_at, ${iso(sql`b.updated_at`)} as updated_at`;

function toAdminBanner(r: BannerRow): AdminBanner {
  const impressions = Number(r.impressions);
  const clicks = Number(r.clicks);
  return {
    id: r.id,
    title: r.title,
    description: r.description,
    imageUrl: r.image_url,
    position: r.position,
    positionName: BANNER_POSITION_LABELS[r.position] ?? r.position,
    linkUrl: r.link_url ?? '',
    priority: Number(r.priority),
    status: r.status,
    startsAt: r.starts_at,
    endsAt: r.ends_at,
    impressions,
    clicks,
    ctr: bannerCtr(clicks, impressions),
    isResponsive: r.is_responsive,
    targetDevice: r.target_device,
    createdBy: r.created_by,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

const SORTS: Record<AdminBannerListQuery['sort'], SQL> = {
  modified: sql`b.updated_at`,
  created: sql`b.created_at`,
  title: sql`b.title`,
  priority: sql`b.priority`,
  impressions: sql`b.impressions`,
  clicks: sql`b.clicks`,
  ctr: sql`(case when b.impressions > 0 then b.clicks::float8 / b.impressions else 0 end)`,
  starts: sql`b.starts_at`,
  ends: sql`b.ends_at`,
};

/** `GET /api/admin/banners`: one page searched, filtered and sorted on the server, with the five cards. */
export async function listAdminBanners(
  db: Db,
  query: Omit<AdminBannerListQuery, 'page' | 'limit'> & { page: number; limit: number },
): Promise<AdminBannerPage> {
  const { items, figure, ...page } = await queryListPage<BannerRow>(db, {
    from: sql`banners b`,
    columns: COLUMNS,
    where: allOf([textSearch(query.q, [sql`b.title`, sql`b.description`])]),
    selected: allOf([
      query.position ? sql`b.position = ${query.position}` : undefined,
      query.status ? sql`b.status = ${query.status}` : undefined,
    ]),
    orderBy: sql`${SORTS[query.sort]} ${sortDirection(query.order)}, b.id ${sortDirection(query.order)}`,
    page: query.page,
    limit: query.limit,
    figures: sql`(count(*) filter (where b.status = 'active'))::int as active, (count(*) filter (where b.status = 'scheduled'))::int as scheduled,
      coalesce(sum(b.impressions), 0)::float8 as impressions, coalesce(sum(b.clicks), 0)::float8 as clicks`,
  });
  return {
    ...page,
    items: items.map(toAdminBanner),
    summary: {
      active: figure('active'),
      impressions: figure('impressions'),
      clicks: figure('clicks'),
      averageCtr: bannerCtr(figure('clicks'), figure('impressions')),
      scheduled: figure('scheduled'),
    },
  };
}

/** The columns of the banners download. */
export const BANNER_EXPORT_COLUMNS: ExportColumn<AdminBanner>[] = [
  { header: '제목', value: (b) => b.title },
  { header: '설명', value: (b) => b.description },
  { header: '위치', value: (b) => b.positionName },
  { header: '우선순위', value: (b) => b.priority },
  { header: '대상 기기', value: (b) => BANNER_DEVICE_LABELS[b.targetDevice] },
  { header: '링크', value: (b) => b.linkUrl },
  { header: '노출수', value: (b) => b.impressions },
  { header: '클릭수', value: (b) => b.clicks },
  { header: 'CTR(%)', value: (b) => b.ctr },
  { header: '시작일', value: (b) => b.startsAt.slice(0, 10) },
  { header: '종료일', value: (b) => b.endsAt.slice(0, 10) },
  { header: '상태', value: (b) => BANNER_STATUS_LABELS[b.status] },
  { header: '최종 수정', value: (b) => b.updatedAt.slice(0, 10) },
];

function findBanner(db: Db, id: string, lock = false): Promise<BannerRow> {
  return findRow<BannerRow>(db, {
    from: sql`banners b`,
    columns: COLUMNS,
    idColumn: sql`b.id`,
    id,
    scope: sql`true`,
    lockTable: lock ? sql`b` : undefined,
    notFound,
  });
}

/** `GET /api/admin/banners/{id}`. */
export async function getAdminBanner(db: Db, id: string): Promise<AdminBanner> {
  return toAdminBanner(await findBanner(db, id));
}

/** What the audit row keeps of a banner. */
function auditView(b: AdminBanner) {
  const { impressions: _i, clicks: _c, ctr: _r, createdAt: _a, updatedAt: _u, positionName: _p, ...rest } = b;
  return rest;
}

/** `POST /api/admin/banners`: inactive unless `isActive`. */
export async function createBanner(db: Db, actor: AdminActor, input: CreateBanner): Promise<AdminBannerResult> {
  return db.transaction(async (tx) => {
    const id = randomUUID();
    await tx.execute(sql`insert into banners (id, title, description, image_url, position, link_url, priority, status, starts_at, ends_at,
        is_responsive, target_device, created_by)
      values (${id}::uuid, ${input.title}, ${input.description}, ${input.imageUrl}, ${input.position}, ${input.linkUrl || null}, ${input.priority},
        ${input.isActive ? 'active' : 'inactive'}, ${input.startsAt}::timestamptz, ${input.endsAt}::timestamptz, ${input.isResponsive},
        ${input.targetDevice}, ${actor.staffName})`);
    const item = toAdminBanner(await findBanner(tx, id));
    await actor.audit(tx, {
      action: 'marketing.banners.create',
      resource: 'banner',
      resourceId: id,
      resourceName: item.title,
      before: null,
      after: auditView(item),
    });
    return { item, title: BANNER_MESSAGES.successTitle, message: BANNER_MESSAGES.created };
  });
}

/** `PATCH /api/admin/banners/{id}`: the fields sent; the period is checked against the stored one. */
export async function updateBanner(db: Db, actor: AdminActor, id: string, input: UpdateBanner): Promise<AdminBannerResult> {
  return db.transaction(async (tx) => {
    const before = toAdminBanner(await findBanner(tx, id, true));
    const sets: SQL[] = [];
    const set = (column: string, value: SQL | unknown) => sets.push(sql`${sql.identifier(column)} = ${value}`);
    if (input.title !== undefined) set('title', input.title);
    if (input.description !== undefined) set('description', input.description);
    if (input.position !== undefined) set('position', input.position);
    if (input.linkUrl !== undefined) set('link_url', input.linkUrl || null);
    if (input.priority !== undefined) set('priority', input.priority);
    if (input.targetDevice !== undefined) set('target_device', input.targetDevice);
    if (input.isResponsive !== undefined) set('is_responsive', input.isResponsive);
    if (input.startsAt !== undefined) set('starts_at', sql`${input.startsAt}::timestamptz`);
    if (input.endsAt !== undefined) set('ends_at', sql`${input.endsAt}::timestamptz`);
    if (sets.length === 0) throw new AppError('BAD_REQUEST', BANNER_MESSAGES.noChanges);
    const startsAt = input.startsAt ?? before.startsAt;
    const endsAt = input.endsAt ?? before.endsAt;
    if (new Date(endsAt) <= new Date(startsAt))
      throw new AppError('VALIDATION', BANNER_MESSAGES.period, { endsAt: BANNER_MESSAGES.period });
    await tx.execute(sql`update banners set ${sql.join(sets, sql`, `)}, updated_at = now() where id = ${before.id}::uuid`);
    const item = toAdminBanner(await findBanner(tx, before.id));
    await actor.audit(tx, {
      action: 'marketing.banners.update',
      resource: 'banner',
      resourceId: before.id,
      resourceName: item.title,
      details: { fields: Object.keys(input).filter((k) => (input as Record<string, unknown>)[k] !== undefined) },
      before: auditView(before),
      after: auditView(item),
    });
    return { item, title: BANNER_MESSAGES.successTitle, message: BANNER_MESSAGES.updated };
  });
}

/** The image of a banner replaced (the upload stored it already): `POST /api/admin/banners/{id}/image`. */
export async function replaceBannerImage(db: Db, actor: AdminActor, id: string, imageUrl: string): Promise<AdminBannerResult> {
  return db.transaction(async (tx) => {
    const before = toAdminBanner(await findBanner(tx, id, true));
    await tx.execute(sql`update banners set image_url = ${imageUrl}, updated_at = now() where id = ${before.id}::uuid`);
    const item = toAdminBanner(await findBanner(tx, before.id));
    await actor.audit(tx, {
      action: 'marketing.banners.update',
      resource: 'banner',
      resourceId: before.id,
      resourceName: item.title,
      details: { fields: ['imageUrl'] },
      before: { imageUrl: before.imageUrl },
      after: { imageUrl: item.imageUrl },
    });
    return { item, title: BANNER_MESSAGES.successTitle, message: BANNER_MESSAGES.imageReplaced };
  });
}

/** `POST /api/admin/banners/{id}/status`: only section 4's moves (409 otherwise); an ended banner is refused activation. */
export async function changeBannerStatus(db: Db, actor: AdminActor, id: string, input: ChangeBannerStatus): Promise<AdminBannerResult> {
  return db.transaction(async (tx) => {
    const before = toAdminBanner(await findBanner(tx, id, true));
    if (input.expectedStatus && input.expectedStatus !== before.status) throw new AppError('CONFLICT', BANNER_MESSAGES.stale);
    const to = BANNER_ACTION_TARGET[input.action];
    if (!canTransition(BANNER_TRANSITIONS, before.status, to))
      throw new AppError('CONFLICT', illegalBannerTransitionMessage(before.status, to));
    if (to === 'active' && new Date(before.endsAt).getTime() <= Date.now()) throw new AppError('CONFLICT', BANNER_MESSAGES.ended);
    await tx.execute(sql`update banners set status = ${to}, updated_at = now() where id = ${before.id}::uuid`);
    const item = toAdminBanner(await findBanner(tx, before.id));
    await actor.audit(tx, {
      action: `marketing.banners.${input.action}`,
      resource: 'banner',
      resourceId: before.id,
      resourceName: item.title,
      before: { status: before.status },
      after: { status: item.status },
    });
    return {
      item,
      title: BANNER_MESSAGES.successTitle,
      message: input.action === 'activate' ? BANNER_MESSAGES.activated : BANNER_MESSAGES.deactivated,
    };
  });
}

/**
 * `GET /api/banners?position=…`: active banners of the position now in their period, by priority
 * (1 first), then the most recently changed; `device` keeps those for that device or all.
 */
export async function listPublicBanners(db: Db, query: PublicBannerQuery): Promise<PublicBanner[]> {
  const rows = await queryRows<BannerRow>(
    db,
    sql`select ${COLUMNS} from banners b
      where b.position = ${query.position} and b.status = 'active' and b.starts_at <= now() and b.ends_at > now()
        and ${query.device ? sql`b.target_device in ('all', ${query.device})` : sql`true`}
      order by b.priority asc, b.updated_at desc, b.id limit ${query.limit}`,
  );
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    description: r.description,
    imageUrl: r.image_url,
    linkUrl: r.link_url ?? '',
    position: r.position,
    priority: Number(r.priority),
    targetDevice: r.target_device,
  }));
}
