import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { Context, Hono } from 'hono';
import type { Logger } from 'pino';
import type { RemoteDescriptor } from '@market/contract/remotes';
import type { Env } from './env';
import { ADMIN_REMOTE_PAGES, pagePermissions } from './lib/admin-pages';
import type { AppEnv } from './lib/context';
import { cspNonce, stampNonce } from './lib/security-headers';
import { createPageRenderer, ssrPageParts, type PageRenderer } from './ssr';

/**
 * The four remotes: folder, container name, area title and, for admin ones, the permissions of
 * their pages, read from each remote's `src/pages.ts` (lib/admin-pages).
 */
export const REMOTES = [
  { folder: 'storefront', name: 'mf_storefront', area: 'storefront', title: '스토어', env: 'storefront', permissions: undefined },
  {
    folder: 'catalog-admin',
    name: 'mf_catalog_admin',
    area: 'admin',
    title: '상품·마케팅·콘텐츠 관리',
    env: 'catalogAdmin',
    permissions: pagePermissions(ADMIN_REMOTE_PAGES.catalogAdmin),
  },
  {
    folder: 'ops-admin',
    name: 'mf_ops_admin',
    area: 'admin',
    title: '대시보드·주문·셀러 관리',
    env: 'opsAdmin',
    permissions: pagePermissions(ADMIN_REMOTE_PAGES.opsAdmin),
  },
  {
    folder: 'system-admin',
    name: 'mf_system_admin',
    area: 'admin',
    title: '고객·설정·시스템 관리',
    env: 'systemAdmin',
    permissions: pagePermissions(ADMIN_REMOTE_PAGES.systemAdmin),
  },
] as const;

/** `/remotes.json`: each remote's manifest URL from MF_*_URL, else the copy this server serves. */
export function remoteDescriptors(env: Env): RemoteDescriptor[] {
  return REMOTES.map((r) => ({
    name: r.name,
    entry: env.remotes[r.env] ?? `/mf/${r.folder}/remoteEntry.js`,
    area: r.area,
    title: r.title,
    ...(r.permissions ? { permissions: [...r.permissions] } : {}),
  }));
}

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
};

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Entries and HTML must be revalidated (a redeploy takes effect); hashed assets never change. */
function cacheControl(relative: string): string {
  const base = path.posix.basename(relative);
  if (base === 'mf-manifest.json' || base === 'remoteEntry.js' || base.endsWith('.html')) return NO_CACHE;
  if (relative.startsWith('assets/') || /\.[0-9a-f]{8,}\./.test(base)) return IMMUTABLE;
  return NO_CACHE;
}

/** The file under `root` for a URL path, or null (missing, a folder, or outside the root). */
async function resolveFile(root: string, relative: string): Promise<string | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(relative);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const file = path.resolve(root, `.${path.posix.normalize(`/${decoded}`)}`);
  if (file !== root && !file.startsWith(root + path.sep)) return null;
  try {
    return (await stat(file)).isFile() ? file : null;
  } catch {
    return null;
  }
}

const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.svg', '.txt']);

interface Encoded {
  mtimeMs: number;
  br: Buffer;
  gzip: Buffer;
}
/** Compressed copies of built files, made once per file version (builds are immutable between deploys). */
const encodedCache = new Map<string, Encoded>();

function encoded(file: string, body: Buffer, mtimeMs: number): Encoded {
  const hit = encodedCache.get(file);
  if (hit && hit.mtimeMs === mtimeMs) return hit;
  const entry = {
    mtimeMs,
    br: brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    gzip: gzipSync(body, { level: 9 }),
  };
  encodedCache.set(file, entry);
  return entry;
}

/** Picks br, then gzip, from the request's Accept-Encoding (q=0 excludes). */
function acceptedEncoding(header: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Set(
    (header ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || Number(q.trim().replace(/^q=/, '')) > 0)
      .map(([name]) => name!.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

async function sendFile(c: Context<AppEnv>, file: string, cache: string, page?: { head: string }): Promise<Response> {
  const ext = path.extname(file).toLowerCase();
  // A page carries this response's CSP nonce on its inline scripts and styles (lib/security-headers).
  if (ext === '.html') {
    const html = await readFile(file, 'utf8');
    return sendHtml(c, page ? html.replace('</head>', `${page.head}</head>`) : html, 200, cache);
  }
  const [body, info] = await Promise.all([readFile(file), stat(file)]);
  c.header('Content-Type', MIME[ext] ?? 'application/octet-stream');
  c.header('Cache-Control', cache);
  // Remotes may be loaded by a shell on another origin (DESIGN 2.1).
  c.header('Access-Control-Allow-Origin', '*');
  if (COMPRESSIBLE.has(ext) && body.length > 1024) {
    c.header('Vary', 'Accept-Encoding');
    const encoding = acceptedEncoding(c.req.header('Accept-Encoding'));
    if (encoding) {
      c.header('Content-Encoding', encoding);
      return c.body(new Uint8Array(encoded(file, body, info.mtimeMs)[encoding]), 200);
    }
  }
  return c.body(new Uint8Array(body), 200);
}

const NOT_BUILT = `<!doctype html><html lang="ko"><head><meta charset="utf-8"><title>스타일허브</title></head>
<body style="font-family:sans-serif;padding:2rem;line-height:1.6"><h1>화면이 아직 빌드되지 않았습니다</h1>
<p>저장소 루트에서 <code>npm run build</code>를 실행한 뒤 서버를 다시 시작해주세요. (<code>npm start</code>는 빌드까지 함께 합니다.)</p>
<p>API는 동작 중입니다: <a href="/api/health">/api/health</a>, <a href="/api/docs">/api/docs</a></p></body></html>`;

/**
 * What the shell's page carries in its head so that the first screen does not wait on round
 * trips: the remotes list (the shell would otherwise fetch /remotes.json after its bundles ran)
 * and, outside /admin, a preload of the storefront's remote entry.
 */
function pageHead(env: Env, requestPath: string, { preloadStorefront = true } = {}): { head: string } {
  const remotes = remoteDescriptors(env);
  // `<` escaped: the JSON sits inside a <script> element.
  const json = JSON.stringify(remotes).replace(/</g, '\\u003c');
  const admin = requestPath === '/admin' || requestPath.startsWith('/admin/');
  const store = remotes.find((r) => r.area === 'storefront');
  const preload =
    !admin && store && preloadStorefront ? `<link rel="preload" as="script" href="${store.entry.replace(/"/g, '&quot;')}">` : '';
  return { head: `<script>window.__MARKET_REMOTES__=${json}</script>${preload}` };
}

/**
 * A storefront page rendered on the server: the shell's page with the rendered first screen in
 * `#root`, its CSS and title in the head, and the API answers it was made from.
 */
async function sendRenderedPage(
  c: Context<AppEnv>,
  index: string,
  env: Env,
  rendered: NonNullable<Awaited<ReturnType<PageRenderer['render']>>>,
): Promise<Response> {
  const template = await readFile(index, 'utf8');
  const { head, root } = ssrPageParts(rendered);
  // The page's own title replaces the shell's; `() => root`: the markup may hold `$` patterns.
  let shell = rendered.title ? template.replace(/<title>[^<]*<\/title>/, '') : template;
  // The page is complete without JavaScript (links are links): the scripts start once it has
  // loaded, so they never hold up its images, and then hydrate it (at the latest after 3 s).
  const scripts: string[] = [];
  shell = shell.replace(/<script defer(?:="defer")? src="?([^" >]+)"?><\/script>/g, (_m, src: string) => {
    scripts.push(src);
    return '';
  });
  const loader = `<script>(function(){var s=${JSON.stringify(scripts)},go=function(){go=function(){};s.forEach(function(u){var e=document.createElement('script');e.src=u;document.head.appendChild(e)})};addEventListener('load',function(){go()});setTimeout(function(){go()},3000)})()</script>`;
  const html = shell
    .replace('</head>', `${pageHead(env, c.req.path, { preloadStorefront: false }).head}${head}</head>`)
    .replace(/<noscript>.*?<\/noscript>/, '')
    .replace(/<div id="?root"?><\/div>/, () => root)
    .replace('</body>', `${loader}</body>`);
  return sendHtml(c, html, rendered.status as 200, NO_CACHE, 'Accept-Encoding, Cookie');
}

/**
 * An HTML page, made per response: its inline scripts and styles get this response's CSP nonce,
 * so it is compressed each time at a quick level (brotli 5: a few milliseconds and about 10% more
 * bytes than the quality-11 copy once cached for the shell's 46 KB page: 6.8 KB instead of 6.2 KB).
 */
function sendHtml(c: Context<AppEnv>, html: string, status: 200, cache: string, vary = 'Accept-Encoding'): Response {
  const body = Buffer.from(stampNonce(html, cspNonce(c)));
  c.header('Content-Type', MIME['.html']!);
  c.header('Cache-Control', cache);
  c.header('Vary', vary);
  const encoding = body.length > 1024 ? acceptedEncoding(c.req.header('Accept-Encoding')) : null;
  if (encoding === 'br') {
    c.header('Content-Encoding', 'br');
    return c.body(
      new Uint8Array(brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } })),
      status,
    );
  }
  if (encoding === 'gzip') {
    c.header('Content-Encoding', 'gzip');
    return c.body(new Uint8Array(gzipSync(body, { level: 6 })), status);
  }
  return c.body(new Uint8Array(body), status);
}

/** Serves /remotes.json, each remote's build at /mf/<name>/, the shell at /, and the SPA fallback. */
export function mountStatic(app: Hono<AppEnv>, env: Env, logger?: Logger): void {
  const shellDist = path.join(env.staticRoot, 'shell', 'dist');
  const storefront = remoteDescriptors(env).find((r) => r.area === 'storefront');
  const renderer =
    env.ssr && storefront
      ? createPageRenderer(app, { staticRoot: env.staticRoot, storefrontEntry: storefront.entry, timeoutMs: env.ssrTimeoutMs, logger })
      : null;

  app.get('/remotes.json', (c) => {
    c.header('Cache-Control', NO_CACHE);
    return c.json(remoteDescriptors(env));
  });

  for (const remote of REMOTES) {
    const dist = path.join(env.staticRoot, `mf-${remote.folder}`, 'dist');
    const prefix = `/mf/${remote.folder}/`;
    app.get(`/mf/${remote.folder}/*`, async (c) => {
      const relative = c.req.path.slice(prefix.length) || 'index.html';
      const file = await resolveFile(dist, relative);
      if (!file) return c.notFound();
      return sendFile(c, file, cacheControl(relative));
    });
  }

  app.get('*', async (c) => {
    const p = c.req.path;
    // /api and /mf never fall back to the page: a missing chunk must be a 404, not HTML.
    if (p === '/api' || p.startsWith('/api/') || p.startsWith('/mf/')) return c.notFound();
    const relative = p.slice(1);
    if (relative) {
      const file = await resolveFile(shellDist, relative);
      if (file) return sendFile(c, file, cacheControl(relative));
      // A missing file with an extension (e.g. /favicon.png) is a 404, not the page.
      if (/\.[a-z0-9]{1,6}$/i.test(relative) && !relative.endsWith('.html')) return c.notFound();
    }
    const index = await resolveFile(shellDist, 'index.html');
    const admin = p === '/admin' || p.startsWith('/admin/');
    if (index && renderer && !admin) {
      const rendered = await renderer.render(c.req.url.slice(new URL(c.req.url).origin.length), c.req.header('cookie'));
      if (rendered) return sendRenderedPage(c, index, env, rendered);
    }
    if (index) return sendFile(c, index, NO_CACHE, pageHead(env, p));
    c.header('Cache-Control', NO_CACHE);
    return c.html(NOT_BUILT, 200);
  });
}
