import { z } from '@hono/zod-openapi';
import type { ErrorBody } from '@market/domain/errors';

/** Response schemas for the OpenAPI description; typed against the domain's types. */
export const ErrorSchema: z.ZodType<ErrorBody> = z
  .object({
    error: z.object({
      code: z.enum([
        'BAD_REQUEST',
        'VALIDATION',
        'UNAUTHENTICATED',
        'FORBIDDEN',
        'NOT_FOUND',
        'CONFLICT',
        'GONE',
        'PAYLOAD_TOO_LARGE',
        'UNSUPPORTED_MEDIA_TYPE',
        'RATE_LIMITED',
        'INTERNAL',
        'MAINTENANCE',
        'BUSY',
      ]),
      message: z.string(),
      fields: z.record(z.string(), z.string()).optional(),
    }),
  })
  .openapi('Error');

export function errorResponse(description: string) {
  return { content: { 'application/json': { schema: ErrorSchema } }, description };
}

export function jsonResponse<T extends z.ZodType>(schema: T, description: string) {
  return { content: { 'application/json': { schema } }, description };
}

export function jsonBody<T extends z.ZodType>(schema: T) {
  return { content: { 'application/json': { schema } }, required: true };
}

/** Paged list schema (Page<T> of packages/domain/paging). */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), limit: z.number().int() });
}

/** Keyset-paged list schema (CursorPage<T> of packages/domain/paging). */
export function cursorPageSchema<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), total: z.number().int(), nextCursor: z.string().nullable() });
}

export const StandardErrors = {
  422: errorResponse('입력값 오류 (필드별 메시지)'),
};

export const AdminErrors = {
  401: errorResponse('로그인이 필요합니다.'),
  403: errorResponse('이 작업을 수행할 권한이 없습니다.'),
};
