import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createTestApp, getJson, type TestApp } from '../test/test-app';
import { startHttpServer } from '../http-server';
import { NON_DOCUMENT_POLICY, pagePolicy, remoteOrigins, stampNonce } from './security-headers';

/**
 * Issue 12, hole 4: security headers on every answer, and a Content-Security-Policy whose nonce
 * is fresh per HTML response and sits on every inline script and style of the page, the
 * server-rendered ones included.
 */

/** The nonce of a page's policy, and its script-src / style-src directives. */
function policyOf(res: Response): { nonce: string; directives: Map<string, string> } {
  const csp = res.headers.get('content-security-policy') ?? '';
  const directives = new Map(
    csp
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => [d.split(/\s+/)[0]!, d.slice(d.indexOf(' ') + 1)] as [string, string]),
  );
  const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(directives.get('script-src') ?? '')?.[1] ?? '';
  return { nonce, directives };
}

/** Every `<script ...>` and `<style ...>` opening tag of a page. */
function inlineTags(html: string): string[] {
  return html.match(/<(script|style)\b[^>]*>/gi) ?? [];
}

function expectCommonHeaders(res: Response) {
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  const permissions = res.headers.get('permissions-policy') ?? '';
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) expect(permissions).toContain(`${feature}=()`);
  expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  // Plain HTTP: no HSTS.
  expect(res.headers.get('strict-transport-security')).toBeNull();
}

const SHELL_PAGE = `<!doctype html><html lang="ko"><head><meta charset="utf-8"><title>스타일허브</title>
<style>html{background:#fff}</style><style id="chakra-global-css">:root{--chakra-colors-x:#000}</style>
<script>(function(){document.documentElement.classList.add('light')})()</script>
<link href="/assets/main.css" rel="stylesheet"><script defer src="/assets/main.0123abcd.js"></script></head>
<body><noscript>JavaScript를 켜주세요.</noscript><div id="root"></div></body></html>`;

/** A stand-in for the storefront's server bundle: markup with an inline script and style, as next-themes and emotion make. */
const RENDER_CJS = `exports.renderPage = async (url) => {
  if (!url.startsWith('/ssr')) return null;
  return {
    status: 200,
    html: '<script>try{document.documentElement.dataset.theme="light"}catch(e){}</script><style data-emotion="css 1a">.css-1a{color:red}</style><main class="css-1a" style="width:10px">상품 &lt;script&gt;</main>',
    styles: '<style data-emotion="css 2b">.css-2b{margin:0}</style>',
    data: { '/api/x': { text: '</script><script>alert(1)</script>' } },
    errors: {},
    title: '서버 렌더',
  };
};`;

describe('security headers and the content security policy', () => {
  let t: TestApp;
  let root: string;
  beforeAll(async () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'market-csp-'));
    mkdirSync(path.join(root, 'shell', 'dist', 'assets'), { recursive: true });
    writeFileSync(path.join(root, 'shell', 'dist', 'index.html'), SHELL_PAGE);
    writeFileSync(path.join(root, 'shell', 'dist', 'assets', 'main.0123abcd.js'), 'console.log(1)');
    mkdirSync(path.join(root, 'mf-storefront', 'dist'), { recursive: true });
    writeFileSync(path.join(root, 'mf-storefront', 'dist', 'remoteEntry.js'), 'var mf_storefront;');
    mkdirSync(path.join(root, 'mf-storefront', 'dist-server'), { recursive: true });
    writeFileSync(path.join(root, 'mf-storefront', 'dist-server', 'render.cjs'), RENDER_CJS);
    t = await createTestApp({ env: { STATIC_ROOT: root, MF_OPS_ADMIN_URL: 'https://ops.example.com/mf/ops/remoteEntry.js' } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('GET a page answers the product policy: nonce, no unsafe script sources, remote origins, frame-ancestors none', async () => {
    const res = await t.app.request('/admin/dashboard');
    expect(res.status).toBe(200);
    expectCommonHeaders(res);
    const { nonce, directives } = policyOf(res);
    expect(nonce.length).toBeGreaterThanOrEqual(22);
    expect(directives.get('default-src')).toBe("'self'");
    expect(directives.get('script-src')).toBe(`'self' 'nonce-${nonce}' https://ops.example.com`);
    expect(directives.get('script-src')).not.toMatch(/unsafe/);
    expect(directives.get('style-src')).toBe(`'self' 'nonce-${nonce}' https://ops.example.com`);
    expect(directives.get('connect-src')).toBe("'self' https://ops.example.com");
    expect(directives.get('img-src')).toContain("'self' data: blob:");
    expect(directives.get('font-src')).toContain("'self' data:");
    expect(directives.get('object-src')).toBe("'none'");
    expect(directives.get('base-uri')).toBe("'self'");
    expect(directives.get('form-action')).toBe("'self'");
    expect(directives.get('frame-ancestors')).toBe("'none'");

    // Every inline script and style of the page carries this response's nonce.
    const html = await res.text();
    const tags = inlineTags(html);
    expect(tags.length).toBeGreaterThanOrEqual(4);
    for (const tag of tags) expect(tag).toContain(`nonce="${nonce}"`);
    expect(html).toContain(`<meta property="csp-nonce" nonce="${nonce}">`);
    expect(html).toMatch(new RegExp(`<script nonce="${nonce.replace(/[+/]/g, '\\$&')}">window.__MARKET_REMOTES__=`));
  });

  it('the nonce is fresh for every HTML response, compressed or not', async () => {
    const seen = new Set<string>();
    for (const encoding of ['br', 'gzip', 'identity', 'br']) {
      const res = await t.app.request('/categories?x=1', { headers: { 'accept-encoding': encoding } });
      const { nonce } = policyOf(res);
      expect(nonce).not.toBe('');
      seen.add(nonce);
      const raw = Buffer.from(await res.arrayBuffer());
      const coding = res.headers.get('content-encoding');
      expect(coding).toBe(encoding === 'identity' ? null : encoding);
      const html = (coding === 'br' ? brotliDecompressSync(raw) : coding === 'gzip' ? gunzipSync(raw) : raw).toString('utf8');
      expect(html).toContain(`nonce="${nonce}"`);
    }
    expect(seen.size).toBe(4);
  });

  it("GET a server-rendered page: the SSR state script, the loader and the markup's own scripts and styles carry the nonce", async () => {
    const first = await t.app.request('/ssr/page');
    expect(first.status).toBe(200);
    const html = await first.text();
    // The stand-in renderer was used (the page is the server's, not the browser's).
    expect(html).toContain('data-ssr=""');
    expect(html).toContain('<title>서버 렌더</title>');
    const { nonce } = policyOf(first);
    const tags = inlineTags(html);
    // State, loader, remotes list, colour script, next-themes-like script, 4 styles at least.
    expect(tags.length).toBeGreaterThanOrEqual(8);
    for (const tag of tags) expect(tag).toContain(`nonce="${nonce}"`);
    expect(html).toContain(`<script nonce="${nonce}">window.__MARKET_SSR__=`);
    expect(html).toMatch(new RegExp(`<script nonce="${nonce.replace(/[+/]/g, '\\$&')}">\\(function\\(\\)\\{var s=`));
    // Data and escaped text never become elements (so they never get a nonce).
    expect(html).not.toContain('<script>alert(1)');
    expect(html.match(/<script\b/g)!.length).toBe(5);

    // A second request (served from the render cache) gets a new nonce, applied again.
    const second = await t.app.request('/ssr/page');
    const again = policyOf(second);
    expect(again.nonce).not.toBe(nonce);
    for (const tag of inlineTags(await second.text())) expect(tag).toContain(`nonce="${again.nonce}"`);
  });

  it('GET /api answers, 404s and errors carry the headers and a policy that allows nothing', async () => {
    const categories = await t.app.request('/api/categories');
    expect(categories.status).toBe(200);
    expectCommonHeaders(categories);
    expect(categories.headers.get('content-security-policy')).toMatch(/^default-src 'none'/);
    const missing = await t.app.request('/api/does-not-exist');
    expect(missing.status).toBe(404);
    expectCommonHeaders(missing);
    const bad = await t.app.request('/api/auth/login', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'x' });
    expect(bad.status).toBe(415);
    expectCommonHeaders(bad);
  });

  it('GET static files under /mf/ and the shell, and /media images, carry the headers', async () => {
    for (const url of ['/mf/storefront/remoteEntry.js', '/assets/main.0123abcd.js']) {
      const res = await t.app.request(url);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/javascript/);
      expectCommonHeaders(res);
    }
    const { body } = await getJson(t, '/api/brands?limit=1');
    const image = await t.app.request(body.items[0].banner);
    expect(image.status).toBe(200);
    expectCommonHeaders(image);
  });

  it('HSTS only over HTTPS: directly, or X-Forwarded-Proto from a trusted proxy', async () => {
    const direct = await t.app.request('https://shop.example.com/api/categories');
    expect(direct.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    const proxied = await t.app.request('/', { headers: { 'x-forwarded-proto': 'https' } });
    expect(proxied.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    const plain = await t.app.request('/', { headers: { 'x-forwarded-proto': 'http' } });
    expect(plain.headers.get('strict-transport-security')).toBeNull();
  });

  it("GET /api/docs answers its own policy with the nonce on Scalar's scripts", async () => {
    const res = await t.app.request('/api/docs');
    expect(res.status).toBe(200);
    expectCommonHeaders(res);
    const { nonce, directives } = policyOf(res);
    expect(directives.get('script-src')).toBe(`'nonce-${nonce}' https://cdn.jsdelivr.net`);
    expect(directives.get('script-src')).not.toMatch(/unsafe/);
    const scripts = (await res.text()).match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  });
  it('served by the HTTP server (@hono/node-server), as in production: the same headers and request id', async () => {
    const server = startHttpServer(t.app.fetch, t.env, { port: 0, hostname: '127.0.0.1' });
    // node:http without keep-alive: no client socket outlives the test.
    const fetch = (url: string, init: { headers?: Record<string, string> } = {}) =>
      new Promise<Response>((resolve, reject) => {
        http
          .get(url, { headers: init.headers, agent: false }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () => {
              const headers = new Headers();
              for (const [name, value] of Object.entries(res.headers)) if (typeof value === 'string') headers.set(name, value);
              resolve(new Response(Buffer.concat(chunks), { status: res.statusCode, headers }));
            });
          })
          .on('error', reject);
      });
    try {
      const port = await new Promise<number>((resolve) => server.once('listening', () => resolve((server.address() as AddressInfo).port)));
      const base = `http://127.0.0.1:${port}`;
      const api = await fetch(`${base}/api/categories`, { headers: { 'x-request-id': 'trace-77' } });
      expect(api.status).toBe(200);
      expectCommonHeaders(api);
      expect(api.headers.get('content-security-policy')).toBe(NON_DOCUMENT_POLICY);
      expect(api.headers.get('x-frame-options')).toBe('DENY');
      expect(api.headers.get('x-request-id')).toBe('trace-77');
      expect(api.headers.get('content-type')).toMatch(/^application\/json/);
      // An id that is not safe to echo is replaced.
      const unsafe = await fetch(`${base}/api/does-not-exist`, { headers: { 'x-request-id': 'a b<script>' } });
      expect(unsafe.status).toBe(404);
      expectCommonHeaders(unsafe);
      expect(unsafe.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      const page = await fetch(`${base}/admin/dashboard`);
      expect(page.status).toBe(200);
      expectCommonHeaders(page);
      const { nonce } = policyOf(page);
      expect(nonce.length).toBeGreaterThanOrEqual(22);
      expect(await page.text()).toContain(`<meta property="csp-nonce" nonce="${nonce}">`);
      const docs = await fetch(`${base}/api/docs`);
      expect(policyOf(docs).directives.get('script-src')).toBe(`'nonce-${policyOf(docs).nonce}' https://cdn.jsdelivr.net`);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

describe('security headers behind an untrusted proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: '0' } });
  });
  afterAll(() => t.close());

  it('X-Forwarded-Proto is ignored without TRUST_PROXY', async () => {
    const res = await t.app.request('/api/categories', { headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });
});

describe('policy helpers', () => {
  it('remote origins come from absolute MF_*_URL values only', () => {
    expect(
      remoteOrigins([
        '/mf/storefront/remoteEntry.js',
        undefined,
        'http://localhost:3003/remoteEntry.js',
        'http://localhost:3003/x.js',
        'https://cdn.example.com/a/remoteEntry.js',
      ]),
    ).toEqual(['http://localhost:3003', 'https://cdn.example.com']);
    expect(pagePolicy('abc')).not.toContain('undefined');
  });

  it('stampNonce leaves a tag that already has a nonce alone', () => {
    expect(stampNonce('<head></head><script nonce="x">1</script><style>a{}</style>', 'n')).toBe(
      '<head><meta property="csp-nonce" nonce="n"></head><script nonce="x">1</script><style nonce="n">a{}</style>',
    );
  });
});
