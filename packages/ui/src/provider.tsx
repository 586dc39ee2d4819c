import { ChakraProvider } from '@market/ui/chakra';
import { useState, type ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { cache as globalCache } from 'swr/_internal';
import { apiErrorFrom, swrFetcher } from '@market/api-client/api-fetch';
import { ColorModeProvider } from '@market/ui/color-mode';
import { globalCssInPage, systemWithStaticGlobalCss } from '@market/ui/global-css';
import { system } from '@market/ui/system';
// By package name, not './toaster': remotes raise toasts through the shared '@market/ui/toaster',
// and only the shared module instance is the one this Toaster listens to.
import { Toaster } from '@market/ui/toaster';
import { Announcer } from '@market/ui/announcer';

/**
 * The providers the shell mounts once (one Chakra provider, one SWRConfig). Remotes running
 * standalone mount the same component so that they look and fetch exactly as in the shell.
 * `initialData` holds the API answers a server-rendered page was made from (by SWR key): they
 * fill the cache as settled answers, so the browser's first render is the server's (not a
 * skeleton); SWR still revalidates them after mount. In the browser they go into SWR's global
 * cache, the one the module-level `mutate` of cart and order actions writes to; a server render
 * (`isolated`) gets a cache of its own, never shared with another visitor's render. `swr` adds
 * settings (the server's renderer records which keys a page asks for). `initialErrors`: the
 * answers of 4xx the page was made from (a product not found), kept as SWR errors.
 * `staticGlobalCss`: Chakra's global CSS is already in the page (the build's, see
 * @market/ui/global-css), so the provider does not insert it; by default, when the page has it.
 */
export function UiProvider({
  children,
  swr,
  initialData,
  initialErrors,
  isolated = false,
  staticGlobalCss = globalCssInPage(),
}: {
  children: ReactNode;
  swr?: SWRConfiguration;
  initialData?: Record<string, unknown>;
  initialErrors?: Record<string, ServerAnswer>;
  isolated?: boolean;
  staticGlobalCss?: boolean;
}) {
  const [provider] = useState(() => {
    if (isolated) return () => settled(new Map(), initialData, initialErrors);
    if (initialData || initialErrors) settled(globalCache as Map<string, object>, initialData, initialErrors);
    return undefined;
  });
  return (
    <ChakraProvider value={staticGlobalCss ? systemWithStaticGlobalCss : system}>
      <ColorModeProvider>
        <SWRConfig
          value={{
            fetcher: swrFetcher,
            revalidateOnFocus: false,
            shouldRetryOnError: false,
            keepPreviousData: true,
            ...(provider ? { provider } : {}),
            ...swr,
          }}
        >
          {children}
          <Toaster />
          <Announcer />
        </SWRConfig>
      </ColorModeProvider>
    </ChakraProvider>
  );
}

/** An API answer as the server's renderer received it. */
export interface ServerAnswer {
  status: number;
  body: unknown;
}

/** Puts each answer in `cache` as a finished request (`isLoading` false, not a fallback). */
function settled(
  cache: Map<string, object>,
  data: Record<string, unknown> = {},
  errors: Record<string, ServerAnswer> = {},
): Map<string, object> {
  for (const [key, value] of Object.entries(data))
    if (!cache.has(key)) cache.set(key, { data: value, isLoading: false, isValidating: false });
  for (const [key, { status, body }] of Object.entries(errors)) {
    if (!cache.has(key)) cache.set(key, { error: apiErrorFrom(status, body), isLoading: false, isValidating: false });
  }
  return cache;
}
