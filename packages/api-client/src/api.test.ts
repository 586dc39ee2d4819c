import { api, apiGet, apiKey, call, idParam, listQuery } from '@market/api-client/api';
import { ApiError, setApiBaseUrl } from '@market/api-client/api-fetch';

type Sent = { url: string; init: RequestInit };

/** Replaces fetch with one answering `status` and `body`, and records what was sent. */
function answer(status: number, body?: unknown): Sent[] {
  const sent: Sent[] = [];
  globalThis.fetch = jest.fn(async (url: string | URL | Request, init: RequestInit = {}) => {
    sent.push({ url: String(url), init });
    return new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  }) as typeof fetch;
  return sent;
}

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
  setApiBaseUrl('');
});

describe('typed API client', () => {
  it('GETs the path with the session cookie and JSON accepted, and gives the body', async () => {
    const sent = answer(200, { items: [], summary: { subtotal: 0 } });
    const cart = await apiGet(api.cart);
    expect(cart).toEqual({ items: [], summary: { subtotal: 0 } });
    expect(sent[0]!.url).toBe('/api/cart');
    expect(sent[0]!.init.method).toBe('GET');
    expect(sent[0]!.init.credentials).toBe('include');
    expect(new Headers(sent[0]!.init.headers).get('accept')).toBe('application/json');
  });

  it('sends a JSON body, an encoded path parameter and a typed header', async () => {
    const sent = answer(201, { id: 'o1' });
    await call(api.orders.$post({ json: { items: [] } as never, header: { 'idempotency-key': 'key-12345678' } }));
    await call(api.orders[':id'].cancel.$post({ param: idParam('a/b c'), json: {} }));
    expect(sent[0]!.url).toBe('/api/orders');
    expect(new Headers(sent[0]!.init.headers).get('idempotency-key')).toBe('key-12345678');
    expect(sent[1]!.url).toBe('/api/orders/a%2Fb%20c/cancel');
    expect(sent[1]!.init.method).toBe('POST');
    expect(new Headers(sent[1]!.init.headers).get('content-type')).toBe('application/json');
    expect(sent[1]!.init.body).toBe('{}');
  });

  it("turns the API's error shape into an ApiError with its code, message and fields", async () => {
    answer(422, { error: { code: 'VALIDATION', message: '입력값을 확인해주세요.', fields: { quantity: '수량을 확인해주세요.' } } });
    const error = await call(api.cart.items.$post({ json: { productId: 'p', quantity: 0 } as never })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      code: 'VALIDATION',
      message: '입력값을 확인해주세요.',
      fields: { quantity: '수량을 확인해주세요.' },
    });
  });

  it('an answer without the error shape (a proxy page, a crash) gets the Korean message of its status, never raw server text', async () => {
    const raw = (status: number, text: string) => {
      globalThis.fetch = jest.fn(async () => new Response(text, { status, headers: { 'Content-Type': 'text/html' } })) as typeof fetch;
      return apiGet(api.cart).then(
        () => {
          throw new Error('expected an error');
        },
        (e: unknown) => e as ApiError,
      );
    };
    expect(await raw(500, 'oops')).toMatchObject({
      status: 500,
      code: 'INTERNAL',
      message: '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해주세요.',
    });
    expect(await raw(502, '<html>Bad Gateway</html>')).toMatchObject({
      code: 'INTERNAL',
      message: '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해주세요.',
    });
    expect(await raw(429, 'slow down')).toMatchObject({
      code: 'RATE_LIMITED',
      message: '요청이 너무 많습니다. 잠시 후 다시 시도해주세요.',
    });
    expect(await raw(404, 'Not Found')).toMatchObject({ code: 'NOT_FOUND', message: '요청한 리소스를 찾을 수 없습니다.' });
    expect(await raw(418, "I'm a teapot")).toMatchObject({ code: 'BAD_REQUEST', message: '잘못된 요청입니다.' });
    for (const status of [500, 502, 429, 404, 418]) expect((await raw(status, 'oops')).message).not.toMatch(/oops|teapot|\d{3}:/);
  });

  it('reports a network failure as status 0 with the Korean message', async () => {
    globalThis.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    await expect(apiGet(api.auth.me)).rejects.toMatchObject({ status: 0, code: 'NETWORK', message: '네트워크 오류가 발생했습니다.' });
  });

  it('gives undefined for a 204 and keeps the configured base URL', async () => {
    setApiBaseUrl('http://localhost:3000/');
    const sent = answer(204);
    await expect(call(api.auth.logout.$post())).resolves.toBeUndefined();
    expect(sent[0]!.url).toBe('http://localhost:3000/api/auth/logout');
  });

  it('builds SWR keys as path and query, leaving empty list filters out', () => {
    expect(apiKey(api.cart)).toBe('/api/cart');
    expect(apiKey(api.orders, { query: { status: 'all', page: 2, limit: 10 } })).toBe('/api/orders?status=all&page=2&limit=10');
    expect(apiKey(api.admin.returns, { query: listQuery(api.admin.returns, { page: 1, q: '', status: undefined, type: 'return' }) })).toBe(
      '/api/admin/returns?page=1&type=return',
    );
    expect(apiKey(api.orders[':id'], { param: idParam('ORD 1') })).toBe('/api/orders/ORD%201');
  });
});
