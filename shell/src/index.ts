// The fonts' stylesheet is the entry's own: the page links it in its head (with a media query,
// docs/decisions/008) instead of waiting for the bundles to insert it.
import '@market/ui/fonts.css';

declare let __webpack_nonce__: string | undefined;
// Elements webpack adds (chunk scripts, stylesheets) carry the page's CSP nonce (docs/decisions/009).
__webpack_nonce__ = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce || undefined;

// Async boundary: shared modules are negotiated before any app code runs.
import('./bootstrap');
