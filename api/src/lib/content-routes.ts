import { createRoute, z, type RouteConfig } from '@hono/zod-openapi';
import { withJosa } from '@market/domain/korean-text';
import { exportResponses } from './export';
import { AdminErrors, errorResponse, jsonBody, jsonResponse, StandardErrors } from './openapi';

/** What a route's `query` may be (an object schema, possibly piped). */
type QuerySchema = NonNullable<NonNullable<RouteConfig['request']>['query']>;

const tags = ['admin'];
const IdParamSchema = z.object({ id: z.string().max(100) });
const Invalid = { 400: errorResponse('잘못된 요청'), 422: errorResponse('입력값 오류 (한국어 메시지와 필드별 오류)') };
const DeletedSchema = z.object({ id: z.string(), title: z.string(), message: z.string() });

/**
 * The seven routes every admin content resource declares (notices, FAQs, events; spec 001 section
 * 4): list, export, detail, create, edit, status change and delete, with the same errors. A
 * resource passes its schemas, its noun and the summaries that differ; extra routes (FAQ order)
 * stay in its own file.
 */
export function contentRoutes<
  P extends `/${string}`,
  ListQuery extends QuerySchema,
  Page extends z.ZodType,
  ExportQuery extends QuerySchema,
  Item extends z.ZodType,
  Result extends z.ZodType,
  Input extends z.ZodType,
  Update extends z.ZodType,
  Status extends z.ZodType,
>(o: {
  path: P;
  noun: string;
  notFound: string;
  summaries: { list: string; status: string };
  schemas: {
    listQuery: ListQuery;
    page: Page;
    exportQuery: ExportQuery;
    item: Item;
    result: Result;
    input: Input;
    update: Update;
    status: Status;
  };
}) {
  const { path, noun, schemas } = o;
  const byId = `${path}/{id}` as `${P}/{id}`;
  const NotFound = { 404: errorResponse(o.notFound) };
  const resultOf = (done: string) => jsonResponse(schemas.result, `${done} ${withJosa(noun, '와/과')} 안내 문구`);
  return {
    list: createRoute({
      method: 'get',
      path,
      tags,
      summary: o.summaries.list,
      request: { query: schemas.listQuery },
      responses: { 200: jsonResponse(schemas.page, `${noun} 페이지`), ...AdminErrors, ...StandardErrors },
    }),
    exportList: createRoute({
      method: 'get',
      path: `${path}/export` as `${P}/export`,
      tags,
      summary: `${noun} 목록 내려받기 (CSV·엑셀; 현재 검색·필터·정렬)`,
      request: { query: schemas.exportQuery },
      responses: { ...exportResponses(`${noun} 목록 파일`), ...AdminErrors },
    }),
    detail: createRoute({
      method: 'get',
      path: byId,
      tags,
      summary: `${noun} 상세`,
      request: { params: IdParamSchema },
      responses: { 200: jsonResponse(schemas.item, noun), ...NotFound, ...AdminErrors, ...StandardErrors },
    }),
    create: createRoute({
      method: 'post',
      path,
      tags,
      summary: `${noun} 등록`,
      request: { body: jsonBody(schemas.input) },
      responses: { 201: resultOf('등록된'), ...Invalid, ...AdminErrors, ...StandardErrors },
    }),
    update: createRoute({
      method: 'patch',
      path: byId,
      tags,
      summary: `${noun} 수정 (보낸 필드만)`,
      request: { params: IdParamSchema, body: jsonBody(schemas.update) },
      responses: { 200: resultOf('수정된'), ...Invalid, ...NotFound, ...AdminErrors, ...StandardErrors },
    }),
    changeStatus: createRoute({
      method: 'post',
      path: `${path}/{id}/status` as `${P}/{id}/status`,
      tags,
      summary: o.summaries.status,
      request: { params: IdParamSchema, body: jsonBody(schemas.status) },
      responses: {
        200: resultOf('바뀐'),
        ...NotFound,
        409: errorResponse('허용되지 않는 상태 변경'),
        ...AdminErrors,
        ...StandardErrors,
      },
    }),
    remove: createRoute({
      method: 'delete',
      path: byId,
      tags,
      summary: `${noun} 삭제`,
      request: { params: IdParamSchema },
      responses: { 200: jsonResponse(DeletedSchema, '삭제된 id와 안내 문구'), ...NotFound, ...AdminErrors, ...StandardErrors },
    }),
  };
}

export { IdParamSchema as ContentIdParamSchema, errorResponse, jsonBody, jsonResponse, AdminErrors, StandardErrors };
