import { z } from 'zod';

/** Every list is paged on the server; no endpoint returns a whole table. */
export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 20;

export const PageQuerySchema = z.object({
  page: z.coerce
    .number({ error: '페이지 번호가 올바르지 않습니다.' })
    .int('페이지 번호가 올바르지 않습니다.')
    .min(1, '페이지 번호가 올바르지 않습니다.')
    .max(100_000, '페이지 번호가 올바르지 않습니다.')
    .default(1),
  limit: z.coerce
    .number({ error: '페이지 크기가 올바르지 않습니다.' })
    .int('페이지 크기가 올바르지 않습니다.')
    .min(1, '페이지 크기가 올바르지 않습니다.')
    .max(MAX_PAGE_SIZE, `페이지 크기는 ${MAX_PAGE_SIZE} 이하여야 합니다.`)
    .default(DEFAULT_PAGE_SIZE),
});

/** A search text: trimmed, bounded, empty meaning no filter. */
export const SearchTextSchema = z.string().trim().max(100, '검색어는 100자 이하로 입력해주세요.').optional();

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  limit: number;
}

const CURSOR_MESSAGE = '페이지 커서가 올바르지 않습니다.';

/**
 * Keyset paging for admin lists (DESIGN 5: page 2,000 costs what page 1 costs): `cursor` is the
 * `nextCursor` of the previous answer, opaque to the client and checked by the API (422).
 */
export const CursorPageQuerySchema = z.object({
  cursor: z
    .string()
    .max(300, CURSOR_MESSAGE)
    .regex(/^[A-Za-z0-9_-]+$/, CURSOR_MESSAGE)
    .optional(),
  limit: PageQuerySchema.shape.limit,
});

export interface CursorPage<T> {
  items: T[];
  /** Rows matching the filters (all pages). */
  total: number;
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: string | null;
}
