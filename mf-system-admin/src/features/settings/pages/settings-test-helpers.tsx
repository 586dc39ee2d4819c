import { screen } from '@testing-library/react';
import { sessionStore } from '@market/session/session-store';
import { BrowserRouter } from '@market/ui/router';
import { renderWithUi } from '@market/ui/test/render';
import { Toaster } from '@market/ui/toaster';
import type { ReactElement } from 'react';
import { SWRConfig } from 'swr';

export interface Request {
  method: string;
  url: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a request body as the page sent it
  body: any;
}

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

/**
 * A settings page as the shell renders it for a SUPER_ADMIN (router, fresh SWR cache, toaster),
 * once its form shows: like the kit's renderAdminPage, which waits for a table that the shop
 * settings page does not have.
 */
export async function renderSettingsPage(page: ReactElement, formName: string): Promise<HTMLElement> {
  sessionStore.staff = {
    id: 's1',
    email: 'super@stylehub.kr',
    name: '최고 관리자',
    role: { code: 'SUPER_ADMIN', name: '최고 관리자' },
    permissions: ['*'],
    brandAccess: null,
  };
  sessionStore.staffLoaded = true;
  renderWithUi(
    <BrowserRouter>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        {page}
        <Toaster />
      </SWRConfig>
    </BrowserRouter>,
  );
  return screen.findByRole('form', { name: formName });
}
