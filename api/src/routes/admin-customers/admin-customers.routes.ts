import { createRoute, z } from '@hono/zod-openapi';
import {
  AdminCustomerExportQuerySchema,
  AdminCustomerListQuerySchema,
  CUSTOMER_GRADES,
  CUSTOMER_MESSAGES,
  CUSTOMER_STATUSES,
  RevealCustomerFieldSchema,
  SendCustomerMessageSchema,
  UpdateCustomerSchema,
  type AdminCustomerDetail,
  type AdminCustomerResult,
  type AdminCustomerRow,
  type AdminCustomerSummary,
  type RevealedCustomerField,
} from '@market/domain/customer';
import { CUSTOMER_PII_FIELDS } from '@market/domain/customer-pii';
import { PASSWORD_LINK_MESSAGES, type IssuedPasswordLink } from '@market/domain/password-link';
import { exportResponses } from '../../lib/export';
import { AdminErrors, errorResponse, jsonBody, jsonResponse, pageSchema, StandardErrors } from '../../lib/openapi';

const rowShape = {
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  grade: z.enum(CUSTOMER_GRADES),
  status: z.enum(CUSTOMER_STATUSES),
  totalOrders: z.number().int(),
  totalSpent: z.number().int(),
  averageOrderValue: z.number().int(),
  points: z.number().int(),
  loginCount: z.number().int(),
  reviewCount: z.number().int(),
  qnaCount: z.number().int(),
  refundCount: z.number().int(),
  lastOrderDate: z.string().nullable(),
  joinDate: z.string(),
};

export const AdminCustomerRowSchema: z.ZodType<AdminCustomerRow> = z.object(rowShape).openapi('AdminCustomerRow');

const Preference = z.object({ name: z.string(), orders: z.number().int() });

export const AdminCustomerDetailSchema: z.ZodType<AdminCustomerDetail> = z
  .object({
    ...rowShape,
    piiVisible: z.boolean(),
    address: z.string().nullable(),
    birthday: z.string().nullable(),
    gender: z.enum(['male', 'female', 'other']).nullable(),
    agreeToMarketing: z.boolean(),
    lastLoginAt: z.string().nullable(),
    totalSaved: z.number().int(),
    couponUsed: z.number().int(),
    preferredBrands: z.array(Preference),
    preferredCategories: z.array(Preference),
    adminMemo: z.string(),
    hasPassword: z.boolean(),
  })
  .openapi('AdminCustomerDetail');

const ResultSchema: z.ZodType<AdminCustomerResult> = z.object({
  customer: AdminCustomerDetailSchema,
  title: z.string(),
  message: z.string(),
});

const SummarySchema: z.ZodType<AdminCustomerSummary> = z.object({
  vipCount: z.number().int(),
  activeCount: z.number().int(),
  totalSpent: z.number().int(),
  totalPoints: z.number().int(),
  averageOrders: z.number(),
});

const IdParamSchema = z.object({ id: z.string().max(100) });
const NotFound = { 404: errorResponse(CUSTOMER_MESSAGES.notFound) };

export const list = createRoute({
  method: 'get',
  path: '/customers',
  tags: ['admin'],
  summary: '고객 목록 (customers.pii 권한이 없으면 개인정보 마스킹, 필터 결과 요약 포함)',
  request: { query: AdminCustomerListQuerySchema },
  responses: {
    200: jsonResponse(
      pageSchema(AdminCustomerRowSchema).extend({ nextCursor: z.string().nullable(), summary: SummarySchema }),
      '고객 페이지',
    ),
    ...AdminErrors,
    ...StandardErrors,
  },
});

export const exportList = createRoute({
  method: 'get',
  path: '/customers/export',
  tags: ['admin'],
  summary: '고객 목록 내려받기 (CSV·엑셀; 현재 검색·필터·정렬; 개인정보 포함이라 사유 필수, 열람 기록)',
  request: { query: AdminCustomerExportQuerySchema },
  responses: { ...exportResponses('고객 목록 파일'), ...AdminErrors },
});

export const detail = createRoute({
  method: 'get',
  path: '/customers/{id}',
  tags: ['admin'],
  summary: '고객 상세 (개인정보, 구매 성향, 관리자 메모)',
  request: { params: IdParamSchema },
  responses: { 200: jsonResponse(AdminCustomerDetailSchema, '고객'), ...NotFound, ...AdminErrors, ...StandardErrors },
});

export const update = createRoute({
  method: 'patch',
  path: '/customers/{id}',
  tags: ['admin'],
  summary: '고객 등급·상태·메모 수정 (정지로 바꾸면 세션 종료)',
  request: { params: IdParamSchema, body: jsonBody(UpdateCustomerSchema) },
  responses: { 200: jsonResponse(ResultSchema, '수정된 고객과 안내 문구'), ...NotFound, ...AdminErrors, ...StandardErrors },
});

export const suspend = createRoute({
  method: 'post',
  path: '/customers/{id}/suspend',
  tags: ['admin'],
  summary: '고객 정지 (활성 고객만; 세션 종료, 로그인·주문 차단)',
  request: { params: IdParamSchema },
  responses: {
    200: jsonResponse(ResultSchema, '정지된 고객과 안내 문구'),
    ...NotFound,
    409: errorResponse(CUSTOMER_MESSAGES.notActive),
    ...AdminErrors,
    ...StandardErrors,
  },
});

export const activate = createRoute({
  method: 'post',
  path: '/customers/{id}/activate',
  tags: ['admin'],
  summary: '고객 활성화 (정지된 고객만)',
  request: { params: IdParamSchema },
  responses: {
    200: jsonResponse(ResultSchema, '활성화된 고객과 안내 문구'),
    ...NotFound,
    409: errorResponse(CUSTOMER_MESSAGES.notSuspended),
    ...AdminErrors,
    ...StandardErrors,
  },
});

export const reveal = createRoute({
  method: 'post',
  path: '/customers/{id}/reveal',
  tags: ['admin'],
  summary: '마스킹된 개인정보 한 항목 보기 (사유 필수, 개인정보 열람 기록)',
  request: { params: IdParamSchema, body: jsonBody(RevealCustomerFieldSchema) },
  responses: {
    200: jsonResponse(
      z.object({ field: z.enum(CUSTOMER_PII_FIELDS), value: z.string() }) as z.ZodType<RevealedCustomerField>,
      '가리지 않은 값',
    ),
    ...NotFound,
    ...AdminErrors,
    ...StandardErrors,
  },
});

export const sendMessage = createRoute({
  method: 'post',
  path: '/customers/{id}/messages',
  tags: ['admin'],
  summary: '고객에게 메시지 보내기 (마이페이지에 표시)',
  request: { params: IdParamSchema, body: jsonBody(SendCustomerMessageSchema) },
  responses: {
    201: jsonResponse(z.object({ id: z.string(), title: z.string(), message: z.string() }), '보낸 메시지와 안내 문구'),
    ...NotFound,
    ...AdminErrors,
    ...StandardErrors,
  },
});

export const issuePasswordLink = createRoute({
  method: 'post',
  path: '/customers/{id}/password-link',
  tags: ['admin'],
  summary: '비밀번호 설정 링크 발급 (72시간, 한 번만 사용; 이전 링크는 무효; 정지된 고객은 409)',
  request: { params: IdParamSchema },
  responses: {
    201: jsonResponse(
      z.object({ url: z.string(), expiresAt: z.string(), title: z.string(), message: z.string() }) as z.ZodType<IssuedPasswordLink>,
      '고객에게 전달할 링크 (이번 한 번만 보입니다)',
    ),
    ...NotFound,
    409: errorResponse(PASSWORD_LINK_MESSAGES.suspended),
    ...AdminErrors,
    ...StandardErrors,
  },
});
