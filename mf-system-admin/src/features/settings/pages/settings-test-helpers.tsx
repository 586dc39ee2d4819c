import { screen } from '@testing-library/react';
import { sessionStore } from '@market/session/session-store';
import { BrowserRouter } from '@market/ui/router';
import { renderWithUi } from '@market/ui/test/render';
import { Toaster } from '@market/ui/toaster';
import type { ReactElement } from 'react';
import { SWRConfig } from 'swr';

export { answer, mockFetch, type Request } from '@market/ui/test/mock-fetch';

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
