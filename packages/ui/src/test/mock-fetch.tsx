/** Page tests: the API answered by a function of the request, every request recorded. */

export interface Request {
  method: string;
  url: string;
  body: any;
}

/** A JSON answer as `fetch` gives it. */
export function answer(status: number, body: unknown) {
  const text = JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: '',
    headers: { get: () => 'application/json' },
    text: async () => text,
    json: async () => body,
  };
}

/** Answers the page's fetches with `respond`, recording them. */
export function mockFetch(respond: (r: Request) => ReturnType<typeof answer>): Request[] {
  const requests: Request[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const r = {
      url: String(input),
      method: (init?.method ?? 'GET').toUpperCase(),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    requests.push(r);
    return respond(r);
  }) as unknown as typeof fetch;
  return requests;
}
