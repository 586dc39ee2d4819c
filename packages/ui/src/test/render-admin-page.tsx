import { screen, within } from '@testing-library/react';
import { sessionStore } from '@market/session/session-store';
import { BrowserRouter } from '@market/ui/router';
// A page that reads its list state from the URL starts at `url` in a memory router (the kit's
// router module exports only what the apps use).
// eslint-disable-next-line no-restricted-imports
import { MemoryRouter } from 'react-router-dom';
import { renderWithUi } from '@market/ui/test/render';
import { Toaster } from '@market/ui/toaster';
import type { ReactElement } from 'react';
import { SWRConfig } from 'swr';

/** The demo staff the page tests sign in as (the session store, as the shell fills it). */
const STAFF = {
  OPS_MANAGER: { email: 'ops@stylehub.kr', name: '운영 매니저' },
  SUPER_ADMIN: { email: 'super@stylehub.kr', name: '최고 관리자' },
  FINANCE: { email: 'finance@stylehub.kr', name: '재무 담당자' },
  CONTENT_EDITOR: { email: 'content@stylehub.kr', name: '최수아' },
  CS_AGENT: { email: 'cs@stylehub.kr', name: '박민재' },
  SELLER_ADMIN: { email: 'seller@stylehub.kr', name: '한예린' },
} as const;

/**
 * Renders an admin page as the shell would (router, a fresh SWR cache, the toaster) for a staff
 * member of `role` holding `permissions`, and answers its table once `firstRow` shows in it.
 */
export async function renderAdminPage(
  page: ReactElement,
  options: {
    role: keyof typeof STAFF;
    permissions: string[];
    table: string;
    firstRow: string;
    /** Starts in a memory router at this URL instead of the window's history. */
    url?: string;
    /** A SELLER_ADMIN's brand. */
    brandAccess?: { id: string; name: string };
  },
): Promise<HTMLElement> {
  const { email, name } = STAFF[options.role];
  sessionStore.staff = {
    id: 's1',
    email,
    name,
    role: { code: options.role, name },
    permissions: options.permissions,
    brandAccess: options.brandAccess ?? null,
  };
  sessionStore.staffLoaded = true;
  const app = (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      {page}
      <Toaster />
    </SWRConfig>
  );
  // Without a url the page is on the window's own history (a test may set filters there).
  renderWithUi(options.url ? <MemoryRouter initialEntries={[options.url]}>{app}</MemoryRouter> : <BrowserRouter>{app}</BrowserRouter>);
  const table = await screen.findByRole('table', { name: options.table });
  await within(table).findByText(options.firstRow);
  return table;
}
