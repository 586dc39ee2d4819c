import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import type { Env } from '../env';
import type { AppEnv } from './context';

/**
 * Security headers on every response (docs/decisions/012): a Content-Security-Policy, nosniff,
 * a referrer policy, a permissions policy and, over HTTPS, HSTS. HTML pages get the policy the
 * product runs under, with a fresh nonce per response for their inline scripts and styles; every
 * other answer (JSON, scripts, images) gets a policy that allows nothing, which only matters when
 * such a file is opened as a document.
 */

/** Powerful features the product never uses: off for the page and everything it embeds. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'serial=()',
  'usb=()',
].join(', ');

export const REFERRER_POLICY = 'strict-origin-when-cross-origin';
export const HSTS = 'max-age=31536000; includeSubDomains';

/** Scalar's reference page (`/api/docs`) loads its bundle from this CDN. */
const DOCS_CDN = 'https://cdn.jsdelivr.net';
const DOCS_FONTS = 'https://fonts.scalar.com';

/** Answers that are not pages: nothing may load or run if one is opened as a document. */
export const NON_DOCUMENT_POLICY =
  "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * The origins of the remotes' configured URLs (`MF_*_URL`, the list `/remotes.json` is made
 * from). Relative URLs (`/mf/...`, the default) are this server: nothing to add.
 */
export function remoteOrigins(urls: readonly (string | undefined)[]): string[] {
  const origins = new Set<string>();
  for (const url of urls) {
    if (!url || !/^https?:\/\//i.test(url)) continue;
    try {
      origins.add(new URL(url).origin);
    } catch {
      // env.ts accepts any non-empty string; an unparsable one adds nothing.
    }
  }
  return [...origins];
}

/**
 * The policy of the product's pages. Scripts and `<style>` elements run only from this origin,
 * a remote's origin or with this response's nonce: no 'unsafe-inline', no 'unsafe-eval' (the
 * production bundles and the federation runtime load scripts by URL and never evaluate strings).
 * `style-src-attr 'unsafe-inline'`: style *attributes* cannot carry a nonce, and the server's
 * HTML has some (React's `style` props, Chakra's positioning); they cannot run code. Remote
 * origins are added wherever a remote's own files load from: scripts, its CSS chunks, its fonts
 * and images, and `connect-src` for its manifest.
 */
export function pagePolicy(nonce: string, remotes: readonly string[] = []): string {
  const extra = remotes.length ? ` ${remotes.join(' ')}` : '';
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'${extra}`,
    `style-src 'self' 'nonce-${nonce}'${extra}`,
    "style-src-attr 'unsafe-inline'",
    `img-src 'self' data: blob:${extra}`,
    `font-src 'self' data:${extra}`,
    `connect-src 'self'${extra}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * `/api/docs`: Scalar's page loads its bundle from jsDelivr (nonced) and its Vue components
 * insert `<style>` elements without a nonce, so styles need 'unsafe-inline' there, and only there.
 */
export function docsPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' ${DOCS_CDN}`,
    `style-src 'self' 'unsafe-inline' ${DOCS_CDN}`,
    "img-src 'self' data: blob:",
    `font-src 'self' data: ${DOCS_FONTS} ${DOCS_CDN}`,
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

const NONCE = Symbol('csp-nonce');

/** This response's nonce, made on first use (only HTML responses need one). */
export function cspNonce(c: Context): string {
  const holder = c as unknown as { [NONCE]?: string };
  holder[NONCE] ??= randomBytes(16).toString('base64');
  return holder[NONCE];
}

/**
 * Gives every `<script>` and `<style>` element of a page this response's nonce, and tells the
 * browser-side code the nonce (a `<meta>` whose `nonce` attribute the browser hides from CSS
 * selectors; emotion's cache reads it). Only for HTML the server assembles from its own build
 * and renders: the app never writes raw HTML from data (no dangerouslySetInnerHTML), and React
 * escapes every `<` of text, so each `<script`/`<style` here is an element of ours or a library's.
 */
export function stampNonce(html: string, nonce: string): string {
  const stamped = html.replace(/<(script|style)\b(?![^>]*\snonce=)/gi, `<$1 nonce="${nonce}"`);
  return stamped.replace(/<head>/i, `<head><meta property="csp-nonce" nonce="${nonce}">`);
}

/** Served over HTTPS: directly, or by a trusted proxy that says so. */
export function isHttps(c: Context<AppEnv>, env: Pick<Env, 'trustProxy'>): boolean {
  // The URL's scheme (the request's URL is absolute); no URL parse per response.
  if (/^https:/i.test(c.req.url)) return true;
  const socket = (c.env as { incoming?: { socket?: { encrypted?: boolean } } } | undefined)?.incoming?.socket;
  if (socket?.encrypted) return true;
  if (!env.trustProxy) return false;
  return c.req.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase() === 'https';
}

/** What the writer needs of @hono/node-server's response to Node (`c.env.outgoing`). */
interface NodeOutgoing {
  headersSent: boolean;
  setHeader(name: string, value: string): unknown;
}

/**
 * Sets the security headers and the request id on an answer once the handler made it (errors and
 * 404s too): the writer the request's outermost middleware (lib/front-door.ts) calls. Served by
 * @hono/node-server, the fixed headers go straight to Node's response, which merges them with the
 * answer's own when it writes the head: setting them on the answer's Headers object cost a
 * validation each and a copy back into a plain object for Node (issue 18, 4a). An answer's own
 * value of the same header wins there; none of the handlers sets one that differs. Elsewhere
 * (app.request in tests) they go on the answer's Headers, as before.
 */
export function securityHeaderWriter(env: Pick<Env, 'trustProxy' | 'remotes'>): (c: Context<AppEnv>, requestId: string) => void {
  const remotes = remoteOrigins(Object.values(env.remotes));
  return (c, requestId) => {
    const headers = c.res.headers;
    let policy: string | undefined;
    if (!headers.has('content-security-policy')) {
      policy = NON_DOCUMENT_POLICY;
      if (/^text\/html\b/i.test(headers.get('content-type') ?? ''))
        policy = c.req.path === '/api/docs' ? docsPolicy(cspNonce(c)) : pagePolicy(cspNonce(c), remotes);
    }
    const hsts = isHttps(c, env);
    const outgoing = (c.env as { outgoing?: NodeOutgoing } | undefined)?.outgoing;
    const set =
      outgoing && !outgoing.headersSent ? (k: string, v: string) => outgoing.setHeader(k, v) : (k: string, v: string) => headers.set(k, v);
    set('X-Request-Id', requestId);
    if (policy !== undefined) set('Content-Security-Policy', policy);
    set('X-Content-Type-Options', 'nosniff');
    set('Referrer-Policy', REFERRER_POLICY);
    set('Permissions-Policy', PERMISSIONS_POLICY);
    // For browsers without frame-ancestors.
    set('X-Frame-Options', 'DENY');
    if (hsts) set('Strict-Transport-Security', HSTS);
  };
}
