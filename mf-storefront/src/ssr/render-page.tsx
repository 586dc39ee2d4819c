import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { UiProvider, type ServerAnswer } from '@market/ui/provider';
import { Route, Routes } from '@market/ui/router';
import { StaticRouter } from '@market/ui/router-server';
import { PassThrough, type Readable } from 'node:stream';
import { prerenderToNodeStream } from 'react-dom/static';
import type { Middleware } from 'swr';
import StorefrontApp from '../app';
import { serverTitle } from '../lib/use-document-title';
import { matchStoreRoute } from '../routes';

/** How the server asks its own API (in-process, with the visitor's cookies). */
export type FetchApi = (path: string) => Promise<ServerAnswer>;

export interface RenderedPage {
  /** 200, or 404 for an unknown path or a page whose record the API did not find. */
  status: number;
  /** The markup of `#root`. */
  html: string;
  /** `<style>` elements of exactly the CSS the markup uses. */
  styles: string;
  /** The API answers the markup was rendered from, by SWR key; the browser starts from them. */
  data: Record<string, unknown>;
  /** The 4xx answers it was rendered from (a record not found), by SWR key. */
  errors: Record<string, ServerAnswer>;
  title: string | undefined;
}

/** Data arrives in rounds: a page may ask for more once it has its first answers. */
const MAX_PASSES = 4;

/** Records the SWR keys a render asks for; only API paths are fetched for it. */
const collectKeys =
  (keys: Set<string>): Middleware =>
  (useSWRNext) =>
  (key, fetcher, config) => {
    let k: unknown = key;
    if (typeof k === 'function') {
      try {
        k = (k as () => unknown)();
      } catch {
        k = null;
      }
    }
    if (typeof k === 'string' && k.startsWith('/api/')) keys.add(k);
    return useSWRNext(key, fetcher, config);
  };

async function readAll(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream.pipe(new PassThrough())) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The tree the shell hydrates: its provider and router around the storefront mounted at `*`
 * (shell/src/app/app.tsx). Context providers add no markup, so only their order matters.
 */
async function renderOnce(url: string, data: Record<string, unknown>, errors: Record<string, ServerAnswer>, keys: Set<string>) {
  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache);
  serverTitle.current = undefined;
  const { prelude } = await prerenderToNodeStream(
    <CacheProvider value={cache}>
      <UiProvider isolated staticGlobalCss initialData={data} initialErrors={errors} swr={{ use: [collectKeys(keys)] }}>
        <StaticRouter location={url}>
          <Routes>
            <Route path="*" element={<StorefrontApp />} />
          </Routes>
        </StaticRouter>
      </UiProvider>
    </CacheProvider>,
    // One piece of HTML: without this, React sends a large page after a skeleton and swaps it in
    // with an inline script, which paints later and needs the script to show anything.
    { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  const html = await readAll(prelude as unknown as Readable);
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html));
  return { html, styles, title: serverTitle.current };
}

let queue: Promise<unknown> = Promise.resolve();

/**
 * Renders the first screen of a public storefront page, or null for a page the server leaves to
 * the browser (the shopper's own pages). Renders run one at a time: they are CPU work, and the
 * page title is read from a module-level slot.
 */
export function renderPage(url: string, fetchApi: FetchApi): Promise<RenderedPage | null> {
  const run = queue.then(() => renderNow(url, fetchApi));
  queue = run.catch(() => undefined);
  return run;
}

async function renderNow(url: string, fetchApi: FetchApi): Promise<RenderedPage | null> {
  const { pathname } = new URL(url, 'http://localhost');
  const { route, page } = matchStoreRoute(pathname);
  if (route && !route.ssr) return null;
  await page.preload();
  const data: Record<string, unknown> = {};
  // 4xx answers are part of the page (a product not found); a 5xx one is left for the browser
  // to ask again, the page showing its loading state meanwhile.
  const errors: Record<string, ServerAnswer> = {};
  const unavailable = new Set<string>();
  for (let pass = 1; ; pass++) {
    const keys = new Set<string>();
    const rendered = await renderOnce(url, data, errors, keys);
    const missing = [...keys].filter((k) => !(k in data) && !(k in errors) && !unavailable.has(k));
    if (missing.length === 0 || pass === MAX_PASSES) {
      const notFound = !route || Object.values(errors).some((e) => e.status === 404);
      return { status: notFound ? 404 : 200, ...rendered, data, errors };
    }
    await Promise.all(
      missing.map(async (k) => {
        const answer = await fetchApi(k);
        if (answer.status === 200) data[k] = answer.body;
        else if (answer.status >= 400 && answer.status < 500) errors[k] = answer;
        else unavailable.add(k);
      }),
    );
  }
}
