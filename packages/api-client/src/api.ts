// The API client typed from the API itself (docs/decisions/013): paths, inputs and answers come
// from the routes' zod schemas through `AppType`, so a renamed route or response field fails
// `npm run typecheck`. Only the type is imported from the API: no server code reaches a bundle.
import type { AppType } from '@market/api/app';
import { hc, type ClientResponse } from 'hono/client';
import type { SuccessStatusCode } from 'hono/utils/http-status';
import { NETWORK_ERROR_MESSAGE } from '@market/domain/errors';
// By its shared name, never './api-fetch': one ApiError class and one base URL across the apps.
import { ApiError, apiUrl, readApiResponse } from '@market/api-client/api-fetch';

/** fetch as apiFetch does it: under the configured base URL, same-origin cookies, JSON answers. */
function clientFetch(input: Parameters<typeof fetch>[0], init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set('Accept', 'application/json');
  return fetch(apiUrl(String(input)), { ...init, headers, credentials: 'include' });
}

/**
 * Every `/api` route: `api.cart.$get()`, `api.orders[':id'].cancel.$post({ param, json })`. Pass the
 * call to `call()` for its typed answer; `$path()` gives the SWR key.
 */
export const api = hc<AppType>('', { fetch: clientFetch }).api;

type AnyResponse = ClientResponse<unknown, number, string>;

/** The body of an answer's success statuses (undefined for a 204 without content). */
export type OkBody<R> =
  R extends ClientResponse<infer T, infer S, infer _F> ? (S extends 204 ? undefined : S extends SuccessStatusCode ? T : never) : never;

/**
 * Sends a typed call and gives its success body; an error answer becomes an ApiError with the API's
 * `{ error: { code, message, fields? } }`, a network failure an ApiError of status 0.
 */
export async function call<R extends AnyResponse>(request: Promise<R>): Promise<OkBody<R>> {
  let res: Response;
  try {
    res = (await request) as unknown as Response;
  } catch {
    throw new ApiError(0, 'NETWORK', NETWORK_ERROR_MESSAGE);
  }
  return readApiResponse<OkBody<R>>(res);
}

/** A GET endpoint of `api` (anything with `$get` and `$path`). */
export interface GetEndpoint {
  // `any`: each endpoint has its own argument types, and a function type takes them only this way.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  $get: (args?: any, options?: any) => Promise<AnyResponse>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  $path: (args?: any) => string;
}
type GetArgs<E extends GetEndpoint> = Parameters<E['$get']>[0];
/** What a GET endpoint answers on success. */
export type GetResult<E extends GetEndpoint> = OkBody<Awaited<ReturnType<E['$get']>>>;
/** The query a GET endpoint takes. */
export type QueryOf<E extends GetEndpoint> = NonNullable<GetArgs<E>> extends { query: infer Q } ? Q : never;

/** `GET` of an endpoint: its typed success body. */
export function apiGet<E extends GetEndpoint>(
  endpoint: E,
  ...args: undefined extends GetArgs<E> ? [args?: GetArgs<E>] : [args: GetArgs<E>]
): Promise<GetResult<E>> {
  return call(endpoint.$get(args[0])) as Promise<GetResult<E>>;
}

/**
 * SWR key of a GET: its path and query (`/api/orders?status=all&page=1`), the same string the
 * server render prefetches and `mutate(key => key.startsWith(...))` matches.
 */
export function apiKey<E extends GetEndpoint>(
  endpoint: E,
  ...args: undefined extends GetArgs<E> ? [args?: GetArgs<E>] : [args: GetArgs<E>]
): string {
  return endpoint.$path(args[0]);
}

/** hc puts a path parameter in the URL as it is: encode it, as apiFetch's callers did. */
export function idParam(id: string): { id: string } {
  return { id: encodeURIComponent(id) };
}

/** A query kept as loose strings (a list's URL state) without its empty values. */
export type LooseQuery = Record<string, string | number | boolean | undefined | null>;

/**
 * A list's URL state as an endpoint's query. The values come from the address bar and the server
 * validates them (422 on a bad one), so they are passed as read; empty ones are left out.
 */
export function listQuery<E extends GetEndpoint>(_endpoint: E, query: LooseQuery): QueryOf<E> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(query)) {
    if (v !== undefined && v !== null && v !== '') out[k] = String(v);
  }
  return out as QueryOf<E>;
}
