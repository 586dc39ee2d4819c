import { z } from 'zod';
import { ExportQuerySchema } from './export';
import { SearchTextSchema } from './paging';

/**
 * Category management in the admin (spec 001 "Category management", section 4 "Category: isActive
 * is toggled"): the two-level tree, its query, the create / edit / toggle bodies and the Korean
 * messages, shared by the API and the screen.
 */

export const CATEGORY_NAME_MAX = 30;
export const CATEGORY_DESCRIPTION_MAX = 500;
export const CATEGORY_ORDER_MAX = 9999;

export const CATEGORY_MESSAGES = {
  name: `카테고리명은 1~${CATEGORY_NAME_MAX}자로 입력해주세요.`,
  nameTaken: '같은 상위 카테고리에 같은 이름의 카테고리가 이미 있습니다.',
  slug: '슬러그는 영문 소문자, 숫자, 하이픈(-)으로 2~60자를 입력해주세요.',
  slugTaken: '이미 사용 중인 슬러그입니다.',
  parent: '상위 카테고리가 올바르지 않습니다.',
  parentNotFound: '선택한 상위 카테고리를 찾을 수 없습니다.',
  parentNotTop: '상위 카테고리는 최상위 카테고리만 선택할 수 있습니다.',
  parentSelf: '카테고리를 자기 자신의 하위로 옮길 수 없습니다.',
  parentHasChildren: '하위 카테고리가 있는 카테고리는 다른 카테고리의 하위로 옮길 수 없습니다.',
  displayOrder: `표시 순서는 0~${CATEGORY_ORDER_MAX} 사이의 정수로 입력해주세요.`,
  description: `설명은 ${CATEGORY_DESCRIPTION_MAX}자 이하로 입력해주세요.`,
  isActive: '활성 여부가 올바르지 않습니다.',
  notFound: '카테고리를 찾을 수 없습니다.',
  stale: '다른 관리자가 먼저 카테고리 상태를 변경했습니다. 목록을 새로고침한 뒤 다시 시도해주세요.',
  unchanged: '이미 그 상태인 카테고리입니다.',
  noChanges: '변경할 내용을 입력해주세요.',
  /** Spec 001 section 8, word for word (every category write). */
  updated: '카테고리 업데이트 완료',
  updatedDescription: '카테고리가 성공적으로 업데이트되었습니다.',
} as const;

const SLUG = /^[a-z0-9](?:[a-z0-9-]{0,58}[a-z0-9])$/;

/** Parent: null (top level) or a top-level category's id. */
const ParentIdSchema = z
  .union([
    z.literal('').transform(() => null),
    z.null(),
    z.string({ error: CATEGORY_MESSAGES.parent }).trim().max(100, CATEGORY_MESSAGES.parent),
  ])
  .optional();

const categoryFields = {
  name: z.string({ error: CATEGORY_MESSAGES.name }).trim().min(1, CATEGORY_MESSAGES.name).max(CATEGORY_NAME_MAX, CATEGORY_MESSAGES.name),
  slug: z
    .union([
      z.literal('').transform(() => null),
      z.null(),
      z.string({ error: CATEGORY_MESSAGES.slug }).trim().toLowerCase().regex(SLUG, CATEGORY_MESSAGES.slug),
    ])
    .optional(),
  parentId: ParentIdSchema,
  displayOrder: z.coerce
    .number({ error: CATEGORY_MESSAGES.displayOrder })
    .int(CATEGORY_MESSAGES.displayOrder)
    .min(0, CATEGORY_MESSAGES.displayOrder)
    .max(CATEGORY_ORDER_MAX, CATEGORY_MESSAGES.displayOrder),
  description: z.string({ error: CATEGORY_MESSAGES.description }).trim().max(CATEGORY_DESCRIPTION_MAX, CATEGORY_MESSAGES.description),
};

/** `POST /api/admin/categories`: a new category, active; without a slug one is made (cat-xxxxxxxx). */
export const CreateCategorySchema = z.strictObject({
  ...categoryFields,
  displayOrder: categoryFields.displayOrder.default(0),
  description: categoryFields.description.default(''),
  isActive: z.boolean({ error: CATEGORY_MESSAGES.isActive }).default(true),
});
export type CreateCategory = z.infer<typeof CreateCategorySchema>;
export type CreateCategoryInput = z.input<typeof CreateCategorySchema>;

/** `PATCH /api/admin/categories/{id}`: the fields sent. */
export const UpdateCategorySchema = z.strictObject(categoryFields).partial();
export type UpdateCategory = z.infer<typeof UpdateCategorySchema>;
export type UpdateCategoryInput = z.input<typeof UpdateCategorySchema>;

/** `POST /api/admin/categories/{id}/status`: the toggle; `expectedActive` (what the operator saw) makes a stale click a 409. */
export const ChangeCategoryStatusSchema = z.strictObject({
  isActive: z.boolean({ error: CATEGORY_MESSAGES.isActive }),
  expectedActive: z.boolean({ error: CATEGORY_MESSAGES.isActive }).optional(),
});
export type ChangeCategoryStatus = z.infer<typeof ChangeCategoryStatusSchema>;

export const ADMIN_CATEGORY_SORTS = ['order', 'name', 'products', 'created', 'status'] as const;
export type AdminCategorySort = (typeof ADMIN_CATEGORY_SORTS)[number];
export const CATEGORY_STATUS_FILTERS = ['active', 'inactive'] as const;

const treeFilters = {
  q: SearchTextSchema,
  status: z.enum(CATEGORY_STATUS_FILTERS, { error: '상태 값이 올바르지 않습니다.' }).optional(),
  sort: z.enum(ADMIN_CATEGORY_SORTS, { error: '정렬 기준이 올바르지 않습니다.' }).default('order'),
  order: z.enum(['asc', 'desc'], { error: '정렬 방향이 올바르지 않습니다.' }).default('asc'),
};

/**
 * `GET /api/admin/categories`: the whole tree (tens of rows, so one answer, no paging), searched on
 * name or description: a parent stays when it or any child matches, and shows its matching
 * children (all of them when the parent itself matches). Siblings are sorted by `sort`.
 */
export const AdminCategoryTreeQuerySchema = z.object(treeFilters);
export type AdminCategoryTreeQuery = z.infer<typeof AdminCategoryTreeQuerySchema>;

/** `GET /api/admin/categories/export`: the tree as shown, one row per category (parents first, then their children). */
export const AdminCategoryExportQuerySchema = ExportQuerySchema.extend(treeFilters);
export type AdminCategoryExportQuery = z.infer<typeof AdminCategoryExportQuerySchema>;

const categoryRow = {
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  parentId: z.string().nullable(),
  /** 0: top level, 1: a child. */
  level: z.number().int(),
  displayOrder: z.number().int(),
  isActive: z.boolean(),
  /** Products in the category (a parent counts its children's), counted from products. */
  productCount: z.number().int(),
  createdAt: z.string(),
};

export const AdminCategoryChildSchema = z.object({ ...categoryRow, children: z.tuple([]) });
export const AdminCategorySchema = z.object({ ...categoryRow, children: z.array(AdminCategoryChildSchema) });
export type AdminCategory = z.infer<typeof AdminCategorySchema>;
export type AdminCategoryChild = z.infer<typeof AdminCategoryChildSchema>;

/** The four tiles over the whole tree (not the search). */
export const AdminCategorySummarySchema = z.object({
  parents: z.number().int(),
  children: z.number().int(),
  totalProducts: z.number().int(),
  active: z.number().int(),
});
export type AdminCategorySummary = z.infer<typeof AdminCategorySummarySchema>;

export const AdminCategoryTreeSchema = z.object({
  items: z.array(AdminCategorySchema),
  /** Categories in the answer (parents and children). */
  total: z.number().int(),
  summary: AdminCategorySummarySchema,
});
export type AdminCategoryTree = z.infer<typeof AdminCategoryTreeSchema>;

/** What a write answers: the category as it is now and the notice to show. */
export const AdminCategoryResultSchema = z.object({
  item: AdminCategoryChildSchema.omit({ children: true }),
  title: z.string(),
  message: z.string(),
});
export type AdminCategoryResult = z.infer<typeof AdminCategoryResultSchema>;

export const CATEGORY_STATUS_LABELS = { active: '활성', inactive: '비활성' } as const;
