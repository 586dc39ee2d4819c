import { loadStaff } from '@market/session/session-store';
import { UiProvider } from '@market/ui/provider';
import { StandaloneAdmin } from '@market/ui/standalone-admin';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from '@market/ui/router';
import { routes } from './routes';

/** Standalone entry for the mf_ops_admin team: the dev server proxies /api to the API on :3000. */
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <UiProvider>
      <BrowserRouter>
        <StandaloneAdmin title="운영" routes={routes} checkSession={loadStaff} />
      </BrowserRouter>
    </UiProvider>
  </StrictMode>,
);
