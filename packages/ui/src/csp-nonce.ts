/**
 * The page's Content-Security-Policy nonce (api/src/lib/security-headers.ts puts it in
 * `<meta property="csp-nonce">`); undefined on the server and on pages served without one (dev
 * servers). Browsers hide the `nonce` attribute from CSS and `getAttribute`, not the property.
 */
export function pageCspNonce(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce || undefined;
}
