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
