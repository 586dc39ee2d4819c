import type { StorefrontRemoteModule } from '@market/contract/remotes';
import type { ServerAnswer } from '@market/ui/provider';
import { ensureRemoteModule, loadRemoteList, whenRemoteModuleReady } from './federation/remote-store';
import { STOREFRONT_CONTAINER } from './federation/select-remotes';
import { preloadHostFacades } from './federation/host-facades';

const container = document.getElementById('root')!;
const admin = /^\/admin(\/|$)/.test(window.location.pathname);
const serverRender = (window as { __MARKET_SSR__?: { data?: Record<string, unknown>; errors?: Record<string, ServerAnswer> } })
  .__MARKET_SSR__;
const hydrating = Boolean(serverRender) && !admin && container.hasAttribute('data-ssr');

// Start fetching the remotes list (and, for a shopper, the storefront) while React starts.
void loadRemoteList().catch(() => undefined);
if (!admin) ensureRemoteModule(STOREFRONT_CONTAINER, 'app');
else preloadHostFacades();

/** Lets the browser paint and handle input between start-up steps (each is a long task otherwise). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Start-up in steps, each its own task: React, then the Chakra system (building it is the
 * costliest step), then the app. A storefront page the server rendered (api/src/ssr.ts) is
 * already on screen: the storefront and the page's chunk are loaded first, so React hydrates the
 * whole page in one pass, in a transition (in slices, leaving the main thread free between
 * them). If the storefront cannot load, the browser renders the page (its error panel) instead.
 */
async function start(): Promise<void> {
  const [{ StrictMode, startTransition }, { createRoot, hydrateRoot }] = await Promise.all([import('react'), import('react-dom/client')]);
  await nextTask();
  await import('@market/ui/system');
  await nextTask();
  const { App } = await import('./app/app');

  // In a transition as well: a plain first render is one long task (the whole page and its styles,
  // ~400 ms on a slow phone) during which the page cannot answer a tap; a transition renders in
  // slices.
  const renderInBrowser = () => {
    const root = createRoot(container);
    startTransition(() =>
      root.render(
        <StrictMode>
          <App />
        </StrictMode>,
      ),
    );
  };
  if (!hydrating) return renderInBrowser();
  try {
    const storefront = await whenRemoteModuleReady<StorefrontRemoteModule>(STOREFRONT_CONTAINER, 'app');
    await storefront.preload?.(window.location.pathname);
  } catch {
    return renderInBrowser();
  }
  await nextTask();
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <App initialData={serverRender?.data ?? {}} initialErrors={serverRender?.errors} />
      </StrictMode>,
      {
        // A mismatch is repaired by React (it renders that part in the browser); say so for tests.
        onRecoverableError(error) {
          document.documentElement.dataset.hydration = 'recovered';
          console.warn('[ssr] hydration recovered', error);
        },
      },
    );
  });
}

void start();
