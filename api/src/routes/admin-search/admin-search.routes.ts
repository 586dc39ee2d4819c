import { createRoute, z } from '@hono/zod-openapi';
import {
  CreateSearchSynonymSchema,
  SearchSynonymDeletedSchema,
  SearchSynonymListSchema,
  SearchSynonymQuerySchema,
  SearchSynonymResultSchema,
  SYNONYM_MESSAGES,
  UpdateSearchSynonymSchema,
} from '@market/domain/search-synonyms';
import { AdminErrors, errorResponse, jsonBody, jsonResponse, StandardErrors } from '../../lib/openapi';

export const SynonymIdParamSchema = z.object({ id: z.string().max(100) });
const NotFound = { 404: errorResponse(SYNONYM_MESSAGES.notFound) };

export const list = createRoute({
  method: 'get',
  path: '/search/synonyms',
  tags: ['admin'],
  summary: '검색 동의어 사전 한 페이지 (q: 검색어나 동의어에 든 글자; direction: 양방향/단방향; sort: term, updated)',
  request: { query: SearchSynonymQuerySchema },
  responses: { 200: jsonResponse(SearchSynonymListSchema, '동의어 사전'), ...AdminErrors, ...StandardErrors },
});

export const create = createRoute({
  method: 'post',
  path: '/search/synonyms',
  tags: ['admin'],
  summary: '검색 동의어 등록 (양방향: 모든 단어가 서로를 대신함; 단방향: 검색어만 넓힘)',
  request: { body: jsonBody(CreateSearchSynonymSchema) },
  responses: {
    201: jsonResponse(SearchSynonymResultSchema, '등록된 동의어와 안내 문구'),
    409: errorResponse(SYNONYM_MESSAGES.termTaken),
    ...AdminErrors,
    ...StandardErrors,
  },
});

export const update = createRoute({
  method: 'patch',
  path: '/search/synonyms/{id}',
  tags: ['admin'],
  summary: '검색 동의어 수정',
  request: { params: SynonymIdParamSchema, body: jsonBody(UpdateSearchSynonymSchema) },
  responses: {
    200: jsonResponse(SearchSynonymResultSchema, '수정된 동의어와 안내 문구'),
    ...NotFound,
    409: errorResponse(SYNONYM_MESSAGES.termTaken),
    ...AdminErrors,
    ...StandardErrors,
  },
});

export const remove = createRoute({
  method: 'delete',
  path: '/search/synonyms/{id}',
  tags: ['admin'],
  summary: '검색 동의어 삭제',
  request: { params: SynonymIdParamSchema },
  responses: {
    200: jsonResponse(SearchSynonymDeletedSchema, '삭제된 동의어의 id와 안내 문구'),
    ...NotFound,
    ...AdminErrors,
    ...StandardErrors,
  },
});
