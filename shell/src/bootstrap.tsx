import 'pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { ensureRemoteModule, loadRemoteList } from './federation/remote-store';
import { STOREFRONT_CONTAINER } from './federation/select-remotes';

// Start fetching the remotes list (and, for a shopper, the storefront) while React mounts.
void loadRemoteList().catch(() => undefined);
if (!/^\/admin(\/|$)/.test(window.location.pathname)) ensureRemoteModule(STOREFRONT_CONTAINER, 'app');

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
