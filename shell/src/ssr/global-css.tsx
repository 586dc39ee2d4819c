import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { ChakraProvider } from '@market/ui/chakra';
import { GLOBAL_CSS_ID } from '@market/ui/global-css';
import { system } from '@market/ui/system';
import { renderToString } from 'react-dom/server';

/**
 * Chakra's global CSS exactly as its provider would insert it in the browser (layer order,
 * reset, global styles, tokens), as one `<style>` element for the head of the shell's page
 * (docs/decisions/007). Run at build time from the shell's server bundle (webpack.server.cjs).
 */
export function renderGlobalCssElement(): string {
  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache);
  const html = renderToString(
    <CacheProvider value={cache}>
      <ChakraProvider value={system}>{null}</ChakraProvider>
    </CacheProvider>,
  );
  const css = emotion
    .extractCriticalToChunks(html)
    .styles.filter((chunk) => chunk.key === 'css-global')
    .map((chunk) => chunk.css)
    .join('');
  if (!css.includes('--chakra-')) throw new Error('no Chakra tokens in the global CSS');
  // Nothing in it may close the element early.
  return `<style id="${GLOBAL_CSS_ID}">${css.replace(/<\/style/gi, '<\\/style')}</style>`;
}
