// Only the zod-free errors module: the fetch wrapper is on every page and must stay small.
import { ERROR_MESSAGES, ERROR_STATUS, NETWORK_ERROR_MESSAGE, type ErrorBody, type ErrorCode } from '@market/domain/errors';

/** An error answer of the API, or a network failure (status 0). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | 'NETWORK',
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Where the API lives; same origin unless a standalone remote is told otherwise. */
let baseUrl = '';
export function setApiBaseUrl(url: string): void {
  baseUrl = url.replace(/\/$/, '');
}

type Json = Record<string, unknown> | unknown[];

/** fetch for the API: same-origin cookies, JSON in and out, one error shape. */
export async function apiFetch<T>(path: string, init: Omit<RequestInit, 'body'> & { body?: Json } = {}): Promise<T> {
  const headers = new Headers(init.headers);
  headers.set('Accept', 'application/json');
  let body: string | undefined;
  if (init.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(init.body);
  }
  let res: Response;
  try {
    res = await fetch(apiUrl(path), { ...init, headers, body, credentials: 'include' });
  } catch {
    throw new ApiError(0, 'NETWORK', NETWORK_ERROR_MESSAGE);
  }
  return readApiResponse<T>(res);
}

/** The URL of an API path (`/api/...`) under the configured base. */
export function apiUrl(path: string): string {
  return `${baseUrl}${path}`;
}

/** The JSON of a successful answer (undefined for 204), or the ApiError of a failed one. */
export async function readApiResponse<T>(res: Response): Promise<T> {
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    data = undefined;
  }
  if (!res.ok) throw apiErrorFrom(res.status, data);
  return data as T;
}

/**
 * The error an API answer of `status` with JSON `body` stands for (also for answers the server
 * fetched). An answer without the API's error shape (a proxy's 502 page, a crashed upstream) gets
 * the Korean message of its status: a shopper never reads raw server text such as '500: oops'.
 */
export function apiErrorFrom(status: number, body: unknown): ApiError {
  const err = (body as ErrorBody | undefined)?.error;
  if (err && typeof err.message === 'string' && typeof err.code === 'string')
    return new ApiError(status, err.code, err.message, err.fields);
  const code = codeOfStatus(status);
  return new ApiError(status, code, ERROR_MESSAGES[code]);
}

function codeOfStatus(status: number): ErrorCode {
  const known = (Object.keys(ERROR_STATUS) as ErrorCode[]).find((c) => ERROR_STATUS[c] === status);
  if (known) return known;
  return status >= 500 ? 'INTERNAL' : 'BAD_REQUEST';
}

/** SWR fetcher: the key is the API path. */
export function swrFetcher<T>(path: string): Promise<T> {
  return apiFetch<T>(path);
}

/** Builds `path?query` from defined, non-empty values. */
export function withQuery(path: string, query: Record<string, string | number | boolean | undefined | null>): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}
