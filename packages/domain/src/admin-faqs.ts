import { z } from 'zod';
import { boundedText, SORT_ORDER } from './admin-content';
import { ExportQuerySchema } from './export';
import { FAQ_STATUSES, FAQ_TRANSITIONS, type FaqStatus } from './lifecycle';
import { PageQuerySchema, SearchTextSchema } from './paging';
import { FAQ_CATEGORIES } from './support';

/**
 * FAQ management in the admin (spec 001 "FAQ management", sections 3, 4, 8): list, preview
 * accordion, priority arrows, publish / unpublish, create, edit, delete. The storefront's customer
 * service lists the active ones in priority order; shoppers' views and votes fill the counts.
 */

export { FAQ_CATEGORIES };
export type { FaqStatus };
export const FAQ_ADMIN_CATEGORY_LABELS: Record<(typeof FAQ_CATEGORIES)[number], string> = {
  shipping: '배송',
  account: '회원/계정',
  payment: '결제',
  product: '상품',
  order: '주문/반품',
  general: '일반',
};
export const FAQ_STATUS_LABELS: Record<FaqStatus, string> = { active: '공개', draft: '임시저장', inactive: '비공개' };

export const FAQ_QUESTION_MAX = 300;
export const FAQ_ANSWER_MAX = 5000;
export const FAQ_TAG_MAX = 30;
export const FAQ_TAGS_MAX = 20;
export const FAQ_PRIORITY_MAX = 9999;
/** Spec 001 section 9: the preview accordion shows at most three active FAQs. */
export const FAQ_PREVIEW_COUNT = 3;

export const FAQ_MESSAGES = {
  question: '질문을 입력해주세요.',
  questionTooLong: `질문은 ${FAQ_QUESTION_MAX}자 이하로 입력해주세요.`,
  answer: '답변을 입력해주세요.',
  answerTooLong: `답변은 ${FAQ_ANSWER_MAX.toLocaleString('ko-KR')}자 이하로 입력해주세요.`,
  category: 'FAQ 분류가 올바르지 않습니다.',
  priority: `우선순위는 1 이상 ${FAQ_PRIORITY_MAX} 이하의 정수로 입력해주세요.`,
  tags: `태그는 쉼표로 구분해 ${FAQ_TAGS_MAX}개까지, 각 ${FAQ_TAG_MAX}자 이하로 입력해주세요.`,
  status: '상태 값이 올바르지 않습니다.',
  action: '요청한 작업이 올바르지 않습니다.',
  direction: '이동 방향이 올바르지 않습니다.',
  sort: '정렬 기준이 올바르지 않습니다.',
  notFound: 'FAQ를 찾을 수 없습니다.',
  noChanges: '변경할 내용을 입력해주세요.',
  /** Spec 001 section 8: 'FAQ update complete' with published / made private / updated. */
  successTitle: 'FAQ 업데이트 완료',
  created: 'FAQ가 등록되었습니다.',
  updated: 'FAQ가 수정되었습니다.',
  published: 'FAQ가 공개되었습니다.',
  unpublished: 'FAQ가 비공개로 전환되었습니다.',
  deleted: 'FAQ가 삭제되었습니다.',
  moved: 'FAQ 순서가 변경되었습니다.',
  edge: '더 이동할 수 없습니다.',
  // The storefront's votes.
  voter: '평가 정보가 올바르지 않습니다.',
  vote: '평가 값이 올바르지 않습니다.',
  voted: '평가해주셔서 감사합니다.',
  alreadyVoted: '이미 평가하신 FAQ입니다.',
} as const;

/** Tags as the form's comma-separated text or as a list: trimmed, empties and duplicates dropped. */
export const FaqTagsSchema = z
  .union(
    [
      z.string({ error: FAQ_MESSAGES.tags }).max(2000, FAQ_MESSAGES.tags),
      z.array(z.string({ error: FAQ_MESSAGES.tags }).max(200, FAQ_MESSAGES.tags)).max(100, FAQ_MESSAGES.tags),
    ],
    {
      error: FAQ_MESSAGES.tags,
    },
  )
  .transform((v) => [...new Set((Array.isArray(v) ? v : v.split(',')).map((t) => t.trim()).filter(Boolean))])
  .pipe(z.array(z.string().max(FAQ_TAG_MAX, FAQ_MESSAGES.tags)).max(FAQ_TAGS_MAX, FAQ_MESSAGES.tags));

const faqFields = {
  question: boundedText(FAQ_MESSAGES.question, FAQ_QUESTION_MAX, FAQ_MESSAGES.questionTooLong),
  answer: boundedText(FAQ_MESSAGES.answer, FAQ_ANSWER_MAX, FAQ_MESSAGES.answerTooLong),
  category: z.enum(FAQ_CATEGORIES, { error: FAQ_MESSAGES.category }),
  priority: z.coerce
    .number({ error: FAQ_MESSAGES.priority })
    .int(FAQ_MESSAGES.priority)
    .min(1, FAQ_MESSAGES.priority)
    .max(FAQ_PRIORITY_MAX, FAQ_MESSAGES.priority),
  tags: FaqTagsSchema,
};

/** `POST /api/admin/faqs`: a new FAQ, a draft unless `status: 'active'` is sent. */
export const FaqInputSchema = z.strictObject({
  ...faqFields,
  tags: FaqTagsSchema.optional().default([]),
  status: z.enum(['draft', 'active'], { error: FAQ_MESSAGES.status }).optional().default('draft'),
});
export type FaqInput = z.infer<typeof FaqInputSchema>;

/** `PATCH /api/admin/faqs/{id}` (and the edit form): the fields sent. */
export const FaqUpdateSchema = z.strictObject(faqFields).partial();
export type FaqUpdate = z.infer<typeof FaqUpdateSchema>;
/** The edit form: every field, tags as text. */
export const FaqFormSchema = z.strictObject(faqFields);
export type FaqFormValues = z.input<typeof FaqFormSchema>;

/** `POST /api/admin/faqs/{id}/status`: publish (any status but active) or unpublish (active only). */
export const FAQ_ACTIONS = { publish: 'active', unpublish: 'inactive' } as const satisfies Record<string, FaqStatus>;
export type FaqAction = keyof typeof FAQ_ACTIONS;
export const FAQ_ACTION_LABELS: Record<FaqAction, string> = { publish: '공개', unpublish: '비공개' };
export const FaqStatusSchema = z.strictObject({ action: z.enum(['publish', 'unpublish'], { error: FAQ_MESSAGES.action }) });
export type FaqStatusChange = z.infer<typeof FaqStatusSchema>;

export function faqActions(status: FaqStatus): FaqAction[] {
  return (Object.keys(FAQ_ACTIONS) as FaqAction[]).filter((a) => FAQ_TRANSITIONS[status].includes(FAQ_ACTIONS[a]));
}

export function illegalFaqActionMessage(status: FaqStatus, action: FaqAction): string {
  return `'${FAQ_STATUS_LABELS[status]}' 상태의 FAQ는 ${FAQ_ACTION_LABELS[action]} 처리할 수 없습니다.`;
}

/** `POST /api/admin/faqs/{id}/move`: one place up or down in the priority order (swaps with the neighbour). */
export const FaqMoveSchema = z.strictObject({ direction: z.enum(['up', 'down'], { error: FAQ_MESSAGES.direction }) });
export type FaqMove = z.infer<typeof FaqMoveSchema>;

export const ADMIN_FAQ_SORTS = ['priority', 'created', 'question', 'category', 'views', 'helpful', 'status'] as const;
export type AdminFaqSort = (typeof ADMIN_FAQ_SORTS)[number];

const faqFilters = {
  q: SearchTextSchema,
  category: z.enum(FAQ_CATEGORIES, { error: FAQ_MESSAGES.category }).optional(),
  status: z.enum(FAQ_STATUSES, { error: FAQ_MESSAGES.status }).optional(),
  sort: z.enum(ADMIN_FAQ_SORTS, { error: FAQ_MESSAGES.sort }).default('priority'),
  order: z.enum(['asc', 'desc'], { error: '정렬 방향이 올바르지 않습니다.' }).default('asc'),
};
void SORT_ORDER;

/** `GET /api/admin/faqs`: text on question, answer and tags; category and status filters. */
export const AdminFaqListQuerySchema = PageQuerySchema.extend(faqFilters);
export type AdminFaqListQuery = z.infer<typeof AdminFaqListQuerySchema>;
export const AdminFaqExportQuerySchema = ExportQuerySchema.extend(faqFilters);

export const AdminFaqSchema = z.object({
  id: z.string(),
  question: z.string(),
  answer: z.string(),
  category: z.enum(FAQ_CATEGORIES),
  categoryName: z.string(),
  tags: z.array(z.string()),
  status: z.enum(FAQ_STATUSES),
  priority: z.number().int(),
  views: z.number().int(),
  helpful: z.number().int(),
  notHelpful: z.number().int(),
  /** helpful / (helpful + notHelpful) in percent, one decimal; 0 without votes. */
  helpfulRate: z.number(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
  lastModified: z.string(),
});
export type AdminFaq = z.infer<typeof AdminFaqSchema>;

export const AdminFaqSummarySchema = z.object({
  published: z.number().int(),
  totalViews: z.number().int(),
  helpful: z.number().int(),
  /** Helpful votes over all votes of the searched set, percent, one decimal; 0 without votes. */
  averageHelpfulRate: z.number(),
  distinctTags: z.number().int(),
});
export type AdminFaqSummary = z.infer<typeof AdminFaqSummarySchema>;

export const AdminFaqPageSchema = z.object({
  items: z.array(AdminFaqSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  summary: AdminFaqSummarySchema,
});
export type AdminFaqPage = z.infer<typeof AdminFaqPageSchema>;

export const AdminFaqResultSchema = z.object({ item: AdminFaqSchema, title: z.string(), message: z.string() });
export type AdminFaqResult = z.infer<typeof AdminFaqResultSchema>;

/** Percent, one decimal; 0 without votes (spec 001 section 3). */
export function faqHelpfulRate(helpful: number, notHelpful: number): number {
  const votes = helpful + notHelpful;
  return votes > 0 ? Math.round((helpful / votes) * 1000) / 10 : 0;
}

/** The preview accordion: the first three active FAQs of the filtered rows. */
export function faqPreview<T extends { status: FaqStatus }>(rows: readonly T[]): T[] {
  return rows.filter((r) => r.status === 'active').slice(0, FAQ_PREVIEW_COUNT);
}

// ---- the storefront's views and votes

/** `POST /api/faqs/{id}/vote`: helpful or not; a guest sends the browser's anonymous id (a UUID kept in local storage). */
export const FaqVoteSchema = z.strictObject({
  helpful: z.boolean({ error: FAQ_MESSAGES.vote }),
  voterId: z.uuid({ error: FAQ_MESSAGES.voter }).optional(),
});
export type FaqVote = z.infer<typeof FaqVoteSchema>;
export const FaqCountsSchema = z.object({
  id: z.string(),
  views: z.number().int(),
  helpful: z.number().int(),
  notHelpful: z.number().int(),
  message: z.string().optional(),
});
export type FaqCounts = z.infer<typeof FaqCountsSchema>;
