import { z } from 'zod';
import { ExportQuerySchema } from './export';
import { BANNER_STATUSES, BANNER_TRANSITIONS, canTransition, type BannerStatus } from './lifecycle';
import { ctr } from './metrics';
import { PageQuerySchema, SearchTextSchema } from './paging';

/**
 * Banner management (spec 001 "Banner management", section 4 "Banner"): positions, the list
 * query, create / edit / status bodies, the row shape and the Korean notices, shared by the API,
 * the admin screen and the storefront.
 */

/**
 * Every position a banner may take: the spec's five (main_hero, category_top, sidebar, footer,
 * product_detail) and the ones the seed already uses (main_middle, brand_top, event_page, popup).
 */
export const BANNER_POSITIONS = [
  'main_hero',
  'main_middle',
  'category_top',
  'brand_top',
  'product_detail',
  'event_page',
  'sidebar',
  'footer',
  'popup',
] as const;
export type BannerPosition = (typeof BANNER_POSITIONS)[number];
export const BANNER_POSITION_LABELS: Record<BannerPosition, string> = {
  main_hero: '메인 히어로',
  main_middle: '메인 중단',
  category_top: '카테고리 상단',
  brand_top: '브랜드 상단',
  product_detail: '상품 상세',
  event_page: '이벤트 페이지',
  sidebar: '사이드바',
  footer: '푸터',
  popup: '팝업',
};

export const BANNER_DEVICES = ['all', 'desktop', 'mobile'] as const;
export type BannerDevice = (typeof BANNER_DEVICES)[number];
export const BANNER_DEVICE_LABELS: Record<BannerDevice, string> = { all: '전체 기기', desktop: 'PC', mobile: '모바일' };

export const BANNER_STATUS_LABELS: Record<BannerStatus, string> = {
  active: '활성',
  inactive: '비활성',
  scheduled: '예약',
  expired: '만료',
};

export const BANNER_TITLE_MAX = 100;
export const BANNER_DESCRIPTION_MAX = 500;
export const BANNER_LINK_MAX = 500;
export const BANNER_PRIORITY_MAX = 999;
/** Largest width a banner image is stored at (re-encoded WebP). */
export const BANNER_IMAGE_MAX_WIDTH = 1920;

export const BANNER_MESSAGES = {
  title: '배너 제목을 입력해주세요.',
  titleTooLong: `배너 제목은 ${BANNER_TITLE_MAX}자 이하로 입력해주세요.`,
  description: `설명은 ${BANNER_DESCRIPTION_MAX}자 이하로 입력해주세요.`,
  position: '노출 위치를 선택해주세요.',
  device: '대상 기기를 선택해주세요.',
  linkUrl: '링크는 http(s):// 로 시작하는 주소나 /로 시작하는 사이트 경로로 입력해주세요.',
  imageUrl: '이미지 주소는 http(s):// 로 시작하는 주소나 /로 시작하는 사이트 경로로 입력해주세요.',
  priority: `우선순위는 1~${BANNER_PRIORITY_MAX} 사이의 정수로 입력해주세요.`,
  startsAt: '시작일을 입력해주세요.',
  endsAt: '종료일을 입력해주세요.',
  period: '종료일은 시작일보다 뒤여야 합니다.',
  status: '상태 값이 올바르지 않습니다.',
  action: '변경할 상태가 올바르지 않습니다.',
  sort: '정렬 기준이 올바르지 않습니다.',
  order: '정렬 방향이 올바르지 않습니다.',
  notFound: '배너를 찾을 수 없습니다.',
  noChanges: '변경할 내용을 입력해주세요.',
  ended: '종료일이 지난 배너는 활성화할 수 없습니다. 종료일을 오늘 이후로 수정한 뒤 다시 활성화해주세요.',
  stale: '다른 관리자가 먼저 배너 상태를 변경했습니다. 목록을 새로고침한 뒤 다시 시도해주세요.',
  /** Spec 001 section 8 in Korean. */
  successTitle: '배너 업데이트 완료',
  activated: '배너가 활성화되었습니다.',
  deactivated: '배너가 비활성화되었습니다.',
  updated: '배너가 수정되었습니다.',
  created: '배너가 등록되었습니다. 활성화하면 스토어에 노출됩니다.',
  imageReplaced: '배너 이미지가 교체되었습니다.',
} as const;

/** 409 for a status change section 4 does not offer. */
export function illegalBannerTransitionMessage(from: BannerStatus, to: BannerStatus): string {
  return `'${BANNER_STATUS_LABELS[from]}' 상태의 배너는 '${BANNER_STATUS_LABELS[to]}' 상태로 변경할 수 없습니다.`;
}

export type BannerAction = 'activate' | 'deactivate';
export const BANNER_ACTION_LABELS: Record<BannerAction, string> = { activate: '활성화', deactivate: '비활성화' };
export const BANNER_ACTION_TARGET: Record<BannerAction, BannerStatus> = { activate: 'active', deactivate: 'inactive' };

/** The one button section 4 offers for a banner in `status`. */
export function bannerActions(status: BannerStatus): BannerAction[] {
  return (['deactivate', 'activate'] as const).filter((a) => canTransition(BANNER_TRANSITIONS, status, BANNER_ACTION_TARGET[a]));
}

/** A link a shopper may follow: http(s) or a path of this site; never `javascript:`, `//host` or `data:`. */
export function isSafeLink(value: string): boolean {
  if (/^\/(?![/\\])/.test(value)) return !/[\s\\]/.test(value);
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && Boolean(url.hostname) && !/\s/.test(value);
  } catch {
    return false;
  }
}

/** CTR in percent to two decimals (spec 001 section 9: the banner detail). */
export function bannerCtrPrecise(clicks: number, impressions: number): number {
  return impressions > 0 ? Math.round((clicks / impressions) * 10_000) / 100 : 0;
}
export { ctr as bannerCtr };

const KST_OFFSET = '+09:00';
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A date the form sends: `YYYY-MM-DD` (a day in Korea: its start, or its last millisecond for an
 * end) or a full ISO date-time with an offset. Answers the ISO instant.
 */
export function periodInstant(kind: 'start' | 'end', message: string) {
  return z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(40, message)
    .transform((v, ctx) => {
      const iso = DATE_ONLY.test(v) ? `${v}T${kind === 'start' ? '00:00:00.000' : '23:59:59.999'}${KST_OFFSET}` : v;
      const date = new Date(iso);
      if (
        !/^\d{4}-\d{2}-\d{2}T/.test(iso) ||
        Number.isNaN(date.getTime()) ||
        date.getUTCFullYear() > 2100 ||
        date.getUTCFullYear() < 2000
      ) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return date.toISOString();
    });
}

/** The day in Korea of an instant, `YYYY-MM-DD` (the form's date input). */
export function koreanDay(iso: string): string {
  return new Date(new Date(iso).getTime() + 9 * 3600_000).toISOString().slice(0, 10);
}

const LinkSchema = z
  .string({ error: BANNER_MESSAGES.linkUrl })
  .trim()
  .max(BANNER_LINK_MAX, BANNER_MESSAGES.linkUrl)
  .refine((v) => v === '' || isSafeLink(v), BANNER_MESSAGES.linkUrl);

const bannerFields = {
  title: z
    .string({ error: BANNER_MESSAGES.title })
    .trim()
    .min(1, BANNER_MESSAGES.title)
    .max(BANNER_TITLE_MAX, BANNER_MESSAGES.titleTooLong),
  description: z.string({ error: BANNER_MESSAGES.description }).trim().max(BANNER_DESCRIPTION_MAX, BANNER_MESSAGES.description),
  position: z.enum(BANNER_POSITIONS, { error: BANNER_MESSAGES.position }),
  linkUrl: LinkSchema,
  priority: z.coerce
    .number({ error: BANNER_MESSAGES.priority })
    .int(BANNER_MESSAGES.priority)
    .min(1, BANNER_MESSAGES.priority)
    .max(BANNER_PRIORITY_MAX, BANNER_MESSAGES.priority),
  targetDevice: z.enum(BANNER_DEVICES, { error: BANNER_MESSAGES.device }),
  isResponsive: z.boolean({ error: BANNER_MESSAGES.device }),
  startsAt: periodInstant('start', BANNER_MESSAGES.startsAt),
  endsAt: periodInstant('end', BANNER_MESSAGES.endsAt),
};

const periodCheck = (v: { startsAt?: string; endsAt?: string }, ctx: z.RefinementCtx) => {
  if (v.startsAt && v.endsAt && new Date(v.endsAt) <= new Date(v.startsAt))
    ctx.addIssue({ code: 'custom', path: ['endsAt'], message: BANNER_MESSAGES.period });
};

/**
 * `POST /api/admin/banners`: a banner, inactive unless `isActive`; the image is uploaded after
 * (`POST /{id}/image`) or given as a URL of this site.
 */
export const CreateBannerSchema = z
  .strictObject({
    ...bannerFields,
    description: bannerFields.description.default(''),
    linkUrl: LinkSchema.default(''),
    priority: bannerFields.priority.default(1),
    targetDevice: bannerFields.targetDevice.default('all'),
    isResponsive: bannerFields.isResponsive.default(true),
    imageUrl: z
      .string({ error: BANNER_MESSAGES.imageUrl })
      .trim()
      .max(BANNER_LINK_MAX, BANNER_MESSAGES.imageUrl)
      .refine((v) => v === '' || isSafeLink(v), BANNER_MESSAGES.imageUrl)
      .default(''),
    isActive: z.boolean({ error: BANNER_MESSAGES.status }).default(false),
  })
  .superRefine(periodCheck);
export type CreateBanner = z.infer<typeof CreateBannerSchema>;
export type CreateBannerInput = z.input<typeof CreateBannerSchema>;

/** `PATCH /api/admin/banners/{id}`: the fields sent (the period checked against the stored one too). */
export const UpdateBannerSchema = z.strictObject(bannerFields).partial().superRefine(periodCheck);
export type UpdateBanner = z.infer<typeof UpdateBannerSchema>;
export type UpdateBannerInput = z.input<typeof UpdateBannerSchema>;

/** `POST /api/admin/banners/{id}/status`; `expectedStatus` (what the operator saw) makes a stale click a 409. */
export const ChangeBannerStatusSchema = z.strictObject({
  action: z.enum(['activate', 'deactivate'], { error: BANNER_MESSAGES.action }),
  expectedStatus: z.enum(BANNER_STATUSES, { error: BANNER_MESSAGES.status }).optional(),
});
export type ChangeBannerStatus = z.infer<typeof ChangeBannerStatusSchema>;

export const ADMIN_BANNER_SORTS = ['modified', 'created', 'title', 'priority', 'impressions', 'clicks', 'ctr', 'starts', 'ends'] as const;
export type AdminBannerSort = (typeof ADMIN_BANNER_SORTS)[number];

const listFilters = {
  q: SearchTextSchema,
  position: z.enum(BANNER_POSITIONS, { error: BANNER_MESSAGES.position }).optional(),
  status: z.enum(BANNER_STATUSES, { error: BANNER_MESSAGES.status }).optional(),
  sort: z.enum(ADMIN_BANNER_SORTS, { error: BANNER_MESSAGES.sort }).default('modified'),
  order: z.enum(['asc', 'desc'], { error: BANNER_MESSAGES.order }).default('desc'),
};

/** `GET /api/admin/banners`: search on title and description, position and status filters, sort, pages. */
export const AdminBannerListQuerySchema = PageQuerySchema.extend(listFilters);
export type AdminBannerListQuery = z.infer<typeof AdminBannerListQuerySchema>;

/** `GET /api/admin/banners/export`: the list's filters and order as CSV or .xlsx. */
export const AdminBannerExportQuerySchema = ExportQuerySchema.extend(listFilters);
export type AdminBannerExportQuery = z.infer<typeof AdminBannerExportQuerySchema>;

export const AdminBannerSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  imageUrl: z.string(),
  position: z.enum(BANNER_POSITIONS),
  positionName: z.string(),
  linkUrl: z.string(),
  priority: z.number().int(),
  status: z.enum(BANNER_STATUSES),
  startsAt: z.string(),
  endsAt: z.string(),
  impressions: z.number().int(),
  clicks: z.number().int(),
  /** Percent, one decimal. */
  ctr: z.number(),
  isResponsive: z.boolean(),
  targetDevice: z.enum(BANNER_DEVICES),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminBanner = z.infer<typeof AdminBannerSchema>;

/** The five cards (over the searched set, filters left out). */
export const AdminBannerSummarySchema = z.object({
  active: z.number().int(),
  impressions: z.number().int(),
  clicks: z.number().int(),
  /** Percent, one decimal: all clicks over all impressions. */
  averageCtr: z.number(),
  scheduled: z.number().int(),
});
export type AdminBannerSummary = z.infer<typeof AdminBannerSummarySchema>;

export const AdminBannerPageSchema = z.object({
  items: z.array(AdminBannerSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  summary: AdminBannerSummarySchema,
});
export type AdminBannerPage = z.infer<typeof AdminBannerPageSchema>;

export const AdminBannerResultSchema = z.object({ item: AdminBannerSchema, title: z.string(), message: z.string() });
export type AdminBannerResult = z.infer<typeof AdminBannerResultSchema>;

// ---- the storefront

/** `GET /api/banners`: the active banners of one position now in their period, by priority. */
export const PublicBannerQuerySchema = z.strictObject({
  position: z.enum(BANNER_POSITIONS, { error: BANNER_MESSAGES.position }),
  device: z.enum(['desktop', 'mobile'], { error: BANNER_MESSAGES.device }).optional(),
  limit: z.coerce.number({ error: '개수가 올바르지 않습니다.' }).int().min(1).max(10).default(5),
});
export type PublicBannerQuery = z.infer<typeof PublicBannerQuerySchema>;

export const PublicBannerSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  imageUrl: z.string(),
  linkUrl: z.string(),
  position: z.enum(BANNER_POSITIONS),
  priority: z.number().int(),
  targetDevice: z.enum(BANNER_DEVICES),
});
export type PublicBanner = z.infer<typeof PublicBannerSchema>;
