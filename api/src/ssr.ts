import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Hono } from 'hono';
import type { Logger } from 'pino';
import type { AppEnv } from './lib/context';
import { onListingCacheClear } from './services/listing-cache';

/**
 * Server rendering of the storefront's public pages (docs/decisions/006): the storefront remote
 * builds a renderer next to its browser build (`mf-storefront/dist-server/render.cjs`); this
 * server loads it, renders a page's first screen from its own API in-process, and the shell
 * hydrates it. Anything wrong here falls back to the page the browser renders alone.
 */

export interface RenderedPage {
  status: number;
  html: string;
  styles: string;
  data: Record<string, unknown>;
  errors: Record<string, { status: number; body: unknown }>;
  title: string | undefined;
}

/** A render still running after this is taken as stuck, and its worker replaced. */
const RENDER_HUNG_MS = 30_000;
/** Renders waiting in the worker beyond which a page is left to the browser. */
const MAX_QUEUED_RENDERS = 8;
/** Anonymous pages are the same for everyone: kept this long, this many. */
const CACHE_TTL_MS = 10_000;
const CACHE_MAX = 300;

/** Marks the renderer's own API calls (e.g. a search is counted once, by the browser's call). */
export const SERVER_RENDER_HEADER = 'x-market-render';

export interface PageRenderer {
  render(url: string, cookie: string | undefined): Promise<RenderedPage | null>;
}

/**
 * The renderer runs in a worker thread: a render is 50-500 ms of synchronous React work, which on
 * the API's own thread would hold up every other request. The worker asks this thread for API
 * answers (`app.request`, in-process, with the visitor's cookie) and posts the page back.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
globalThis.__STOREFRONT_PUBLIC_PATH__ = workerData.publicPath;
const { renderPage } = require(workerData.file);
const waiting = new Map();
let seq = 0;
parentPort.on('message', (msg) => {
  if (msg.type === 'api') {
    waiting.get(msg.id)(msg.answer);
    waiting.delete(msg.id);
    return;
  }
  const fetchApi = (path) => new Promise((resolve) => {
    const id = ++seq;
    waiting.set(id, resolve);
    parentPort.postMessage({ type: 'api', id, renderId: msg.renderId, path });
  });
  renderPage(msg.url, fetchApi).then(
    (page) => parentPort.postMessage({ type: 'done', renderId: msg.renderId, page }),
    (err) => parentPort.postMessage({ type: 'done', renderId: msg.renderId, error: String((err && err.stack) || err) }),
  );
});
`;

interface RenderJob {
  cookie: string | undefined;
  resolve: (page: RenderedPage | null) => void;
  reject: (err: Error) => void;
}

/** One worker holding the storefront's server bundle, restarted when the bundle changes or hangs. */
class RenderWorker {
  private worker: Worker | null = null;
  private mtimeMs = 0;
  private readonly jobs = new Map<number, RenderJob>();
  private seq = 0;

  constructor(
    private readonly app: Hono<AppEnv>,
    private readonly file: string,
    private readonly publicPath: string,
    private readonly onReload: () => void,
  ) {}

  /** The worker for the current bundle, or null when the storefront has no server build. */
  private current(): Worker | null {
    if (!existsSync(this.file)) return null;
    const { mtimeMs } = statSync(this.file);
    if (this.worker && this.mtimeMs === mtimeMs) return this.worker;
    this.stop();
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { file: this.file, publicPath: this.publicPath } });
    // Never what keeps the process alive (tests, shutdown).
    worker.unref();
    worker.on('message', (msg: WorkerMessage) => void this.onMessage(worker, msg));
    worker.on('error', (err) => this.fail(worker, err));
    worker.on('exit', (code) => this.fail(worker, new Error(`render worker exited with ${code}`)));
    this.worker = worker;
    this.mtimeMs = mtimeMs;
    this.onReload();
    return worker;
  }

  private async onMessage(worker: Worker, msg: WorkerMessage): Promise<void> {
    const job = this.jobs.get(msg.renderId);
    if (msg.type === 'api') {
      const res = await this.app.request(msg.path, {
        headers: { accept: 'application/json', [SERVER_RENDER_HEADER]: '1', ...(job?.cookie ? { cookie: job.cookie } : {}) },
      });
      const body: unknown = res.headers.get('content-type')?.includes('application/json') ? await res.json() : null;
      worker.postMessage({ type: 'api', id: msg.id, answer: { status: res.status, body } });
      return;
    }
    if (!job) return;
    this.jobs.delete(msg.renderId);
    if (msg.error !== undefined) job.reject(new Error(msg.error));
    else job.resolve(msg.page ?? null);
  }

  /** A dead worker fails its renders; the next render starts a new one. */
  private fail(worker: Worker, err: Error): void {
    if (this.worker !== worker) return;
    this.worker = null;
    for (const job of this.jobs.values()) job.reject(err);
    this.jobs.clear();
  }

  /** Renders sent to the worker and not finished. */
  get pending(): number {
    return this.jobs.size;
  }

  render(url: string, cookie: string | undefined): Promise<RenderedPage | null> | null {
    const worker = this.current();
    if (!worker) return null;
    const renderId = ++this.seq;
    return new Promise((resolve, reject) => {
      this.jobs.set(renderId, { cookie, resolve, reject });
      worker.postMessage({ type: 'render', renderId, url });
    });
  }

  /** Ends the worker (a render that hung, or a new bundle); its renders fail. */
  stop(): void {
    const worker = this.worker;
    if (!worker) return;
    this.fail(worker, new Error('render worker stopped'));
    void worker.terminate();
  }
}

type WorkerMessage =
  | { type: 'api'; id: number; renderId: number; path: string }
  | { type: 'done'; renderId: number; page?: RenderedPage | null; error?: string };

/**
 * The renderer for `app`, or null when the storefront is served from elsewhere
 * (`MF_STOREFRONT_URL`): its HTML would not be the one the browser hydrates.
 */
export function createPageRenderer(
  app: Hono<AppEnv>,
  opts: { staticRoot: string; storefrontEntry: string; timeoutMs: number; logger?: Logger },
): PageRenderer | null {
  const file = path.join(opts.staticRoot, 'mf-storefront', 'dist-server', 'render.cjs');
  const publicPath = opts.storefrontEntry.replace(/[^/]*$/, '');
  if (publicPath !== '/mf/storefront/') return null;
  const cache = new Map<string, { at: number; page: RenderedPage | null }>();
  const worker = new RenderWorker(app, file, publicPath, () => cache.clear());
  // A catalogue write (a brand suspended, a category hidden) shows on the next page load, not after the TTL.
  onListingCacheClear(() => cache.clear());

  /** Anonymous renders finishing after their request gave up still fill the cache. */
  function remember(url: string, page: RenderedPage | null): void {
    if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value!);
    cache.set(url, { at: Date.now(), page });
  }

  return {
    async render(url, cookie) {
      // A shopper's session may change what the page shows (a followed brand): never shared.
      const personal = cookie !== undefined && /(?:^|;\s*)sid=/.test(cookie);
      const hit = personal ? undefined : cache.get(url);
      if (hit && Date.now() - hit.at < CACHE_TTL_MS) return hit.page;
      // Shed load: past this many renders in line, the browser renders the page itself.
      if (worker.pending >= MAX_QUEUED_RENDERS) return null;
      const rendering = worker.render(url, cookie);
      if (!rendering) return null;
      const settled = rendering.then(
        (page) => {
          if (!personal) remember(url, page);
          return page;
        },
        (err: unknown) => {
          opts.logger?.error({ err, url }, 'server render failed; the browser renders the page');
          return null;
        },
      );
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<null>((resolve) => {
        timer = setTimeout(() => {
          opts.logger?.warn({ url }, 'server render timed out; the browser renders the page');
          resolve(null);
        }, opts.timeoutMs);
      });
      // A render this late is stuck (a loop, a request that never answers): start a new worker.
      const hung = setTimeout(() => worker.stop(), RENDER_HUNG_MS);
      hung.unref();
      void settled.finally(() => clearTimeout(hung));
      try {
        return await Promise.race([settled, timeout]);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

/** The page's `#root` content and head additions for a rendered page (JSON made safe for a script). */
export function ssrPageParts(page: RenderedPage): { head: string; root: string } {
  const json = JSON.stringify({ data: page.data, errors: page.errors })
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  const title = page.title ? `<title>${escapeHtml(page.title)}</title>` : '';
  return {
    head: `${title}${page.styles}`,
    root: `<div id="root" data-ssr="">${page.html}</div><script>window.__MARKET_SSR__=${json}</script>`,
  };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[ch]!);
}
