// The fonts' stylesheet is the entry's own: the page links it in its head (with a media query,
// docs/decisions/008) instead of waiting for the bundles to insert it.
import '@market/ui/fonts.css';
import { pageCspNonce } from '@market/ui/csp-nonce';

declare let __webpack_nonce__: string | undefined;
// Under the page's Content-Security-Policy (docs/decisions/012): elements webpack adds carry its
// nonce, and zod (bundled in every app) never probes `new Function`, which the policy reports as
// a violation even though zod catches it. The setting is zod's global, read by every copy.
// eslint-disable-next-line prefer-const -- webpack's free variable (`__webpack_require__.nc`), not a local
__webpack_nonce__ = pageCspNonce();
const zodConfig = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(zodConfig.__zod_globalConfig ??= {}).jitless = true;

// Async boundary: shared modules are negotiated before any app code runs.
import('./bootstrap');
