import { createRoute, z } from '@hono/zod-openapi';
import { ProductIdParamSchema } from '@market/domain/product';
import { CreateQuestionSchema, QuestionListQuerySchema, type CreateQuestionResult, type ProductQuestion } from '@market/domain/review';
import { customerRequired } from '../../lib/customer-session';
import { errorResponse, jsonBody, jsonResponse, pageSchema, StandardErrors } from '../../lib/openapi';

const tags = ['questions'];

export const ProductQuestionSchema: z.ZodType<ProductQuestion> = z
  .object({
    id: z.string(),
    productId: z.string(),
    title: z.string(),
    content: z.string(),
    author: z.string(),
    isPrivate: z.boolean(),
    isMine: z.boolean(),
    status: z.enum(['pending', 'answered']),
    answer: z.string().nullable(),
    answeredBy: z.string().nullable(),
    answeredAt: z.string().nullable(),
    createdAt: z.string(),
  })
  .openapi('ProductQuestion');

const CreateQuestionResultSchema: z.ZodType<CreateQuestionResult> = z
  .object({ question: ProductQuestionSchema, message: z.string() })
  .openapi('CreateQuestionResult');

export const list = createRoute({
  method: 'get',
  path: '/products/{id}/questions',
  tags,
  summary: '상품 Q&A (공개 문의와 내 비밀 문의, 최신순; 답변이 있으면 함께)',
  request: { params: ProductIdParamSchema, query: QuestionListQuerySchema },
  responses: {
    200: jsonResponse(pageSchema(ProductQuestionSchema), '상품 문의 페이지'),
    404: errorResponse('상품을 찾을 수 없습니다'),
    ...StandardErrors,
  },
});

export const create = createRoute({
  method: 'post',
  path: '/products/{id}/questions',
  tags,
  middleware: [customerRequired()],
  summary: '상품 문의 작성 (로그인 회원; 관리자 Q&A 목록에 답변 대기로 등록)',
  request: { params: ProductIdParamSchema, body: jsonBody(CreateQuestionSchema) },
  responses: {
    201: jsonResponse(CreateQuestionResultSchema, '등록된 문의'),
    401: errorResponse('로그인이 필요합니다.'),
    404: errorResponse('상품을 찾을 수 없습니다'),
    ...StandardErrors,
  },
});
