import { createRoute, z } from '@hono/zod-openapi';
import {
  CreateInquirySchema,
  FAQ_CATEGORIES,
  FaqListQuerySchema,
  InquiryListQuerySchema,
  NoticeListQuerySchema,
  type CreateInquiryResult,
  type Faq,
  type FaqCategoryCount,
  type Inquiry,
  type Notice,
} from '@market/domain/support';
import { FAQ_MESSAGES, FaqCountsSchema, FaqVoteSchema } from '@market/domain/admin-faqs';
import { customerRequired } from '../../lib/customer-session';
import { errorResponse, jsonBody, jsonResponse, pageSchema, StandardErrors } from '../../lib/openapi';

const tags = ['support'];

export const FaqSchema: z.ZodType<Faq> = z
  .object({
    id: z.string(),
    category: z.enum(FAQ_CATEGORIES),
    categoryLabel: z.string(),
    question: z.string(),
    answer: z.string(),
    tags: z.array(z.string()),
  })
  .openapi('Faq');

const FaqCategoriesSchema: z.ZodType<{ items: FaqCategoryCount[]; total: number }> = z
  .object({
    items: z.array(z.object({ value: z.enum(FAQ_CATEGORIES), label: z.string(), count: z.number().int() })),
    total: z.number().int(),
  })
  .openapi('FaqCategories');

export const NoticeSchema: z.ZodType<Notice> = z
  .object({
    id: z.string(),
    title: z.string(),
    content: z.string(),
    type: z.string(),
    typeLabel: z.string(),
    important: z.boolean(),
    pinned: z.boolean(),
    date: z.string(),
    views: z.number().int(),
  })
  .openapi('Notice');

export const InquirySchema: z.ZodType<Inquiry> = z
  .object({
    id: z.string(),
    category: z.string(),
    categoryLabel: z.string(),
    title: z.string(),
    content: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    status: z.enum(['pending', 'answered']),
    answer: z.string().nullable(),
    answeredBy: z.string().nullable(),
    answeredAt: z.string().nullable(),
    createdAt: z.string(),
  })
  .openapi('Inquiry');

const CreateInquiryResultSchema: z.ZodType<CreateInquiryResult> = z
  .object({ inquiry: InquirySchema, message: z.string() })
  .openapi('CreateInquiryResult');

export const faqs = createRoute({
  method: 'get',
  path: '/faqs',
  tags,
  summary: '자주 묻는 질문 (분류, 검색)',
  request: { query: FaqListQuerySchema },
  responses: { 200: jsonResponse(pageSchema(FaqSchema), 'FAQ 페이지'), ...StandardErrors },
});

export const faqCategories = createRoute({
  method: 'get',
  path: '/faqs/categories',
  tags,
  summary: 'FAQ 분류와 분류별 개수',
  responses: { 200: jsonResponse(FaqCategoriesSchema, 'FAQ 분류') },
});

export const notices = createRoute({
  method: 'get',
  path: '/notices',
  tags,
  summary: '공지사항 (고정 공지 먼저, 최신순)',
  request: { query: NoticeListQuerySchema },
  responses: { 200: jsonResponse(pageSchema(NoticeSchema), '공지사항 페이지'), ...StandardErrors },
});

export const notice = createRoute({
  method: 'get',
  path: '/notices/{id}',
  tags,
  summary: '공지사항 상세 (조회수 증가)',
  request: { params: z.object({ id: z.string().max(100) }) },
  responses: { 200: jsonResponse(NoticeSchema, '공지사항'), 404: errorResponse('공지사항을 찾을 수 없습니다.') },
});

export const createInquiry = createRoute({
  method: 'post',
  path: '/inquiries',
  tags,
  middleware: [customerRequired()],
  summary: '1:1 문의 접수 (로그인 회원; 관리자 Q&A 목록에 등록)',
  request: { body: jsonBody(CreateInquirySchema) },
  responses: {
    201: jsonResponse(CreateInquiryResultSchema, "접수된 문의와 '문의가 접수되었습니다'"),
    401: errorResponse('로그인이 필요합니다.'),
    422: errorResponse('모든 필수 항목을 입력해주세요'),
  },
});

export const inquiries = createRoute({
  method: 'get',
  path: '/inquiries',
  tags,
  middleware: [customerRequired()],
  summary: '내 1:1 문의와 답변 (최신순)',
  request: { query: InquiryListQuerySchema },
  responses: {
    200: jsonResponse(pageSchema(InquirySchema), '내 문의 페이지'),
    401: errorResponse('로그인이 필요합니다.'),
    ...StandardErrors,
  },
});

export const faqView = createRoute({
  method: 'post',
  path: '/faqs/{id}/view',
  tags,
  summary: 'FAQ 열람 (조회수 증가; 공개 FAQ만)',
  request: { params: z.object({ id: z.string().max(100) }) },
  responses: { 200: jsonResponse(FaqCountsSchema, 'FAQ 조회·평가 수'), 404: errorResponse(FAQ_MESSAGES.notFound) },
});

export const faqVote = createRoute({
  method: 'post',
  path: '/faqs/{id}/vote',
  tags,
  summary: "FAQ 평가 '도움이 됐어요' / '도움이 안 됐어요' (회원은 계정당, 비회원은 브라우저의 익명 id당 한 번)",
  request: { params: z.object({ id: z.string().max(100) }), body: jsonBody(FaqVoteSchema) },
  responses: {
    200: jsonResponse(FaqCountsSchema, 'FAQ 조회·평가 수와 안내 문구'),
    404: errorResponse(FAQ_MESSAGES.notFound),
    409: errorResponse(FAQ_MESSAGES.alreadyVoted),
    ...StandardErrors,
  },
});
