import { ChakraProvider } from '@market/ui/chakra';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { swrFetcher } from '@market/api-client/api-fetch';
import { ColorModeProvider } from './color-mode';
import { system } from './system';
// By package name, not './toaster': remotes raise toasts through the shared '@market/ui/toaster',
// and only the shared module instance is the one this Toaster listens to.
import { Toaster } from '@market/ui/toaster';

/**
 * The providers the shell mounts once (one Chakra provider, one SWRConfig). Remotes running
 * standalone mount the same component so that they look and fetch exactly as in the shell.
 */
export function UiProvider({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      <ColorModeProvider>
        <SWRConfig
          value={{
            fetcher: swrFetcher,
            revalidateOnFocus: false,
            shouldRetryOnError: false,
            keepPreviousData: true,
          }}
        >
          {children}
          <Toaster />
        </SWRConfig>
      </ColorModeProvider>
    </ChakraProvider>
  );
}
