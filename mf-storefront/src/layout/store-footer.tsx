import { staticIsland } from '@market/ui/static-island';

/**
 * The footer (./store-footer-content.tsx) on every page: the server's markup, kept as it is while
 * the page hydrates; rendered by the browser alone, its code loads as its place comes into view
 * (the main area above it is at least a screen tall) (ADR 041).
 */
export const StoreFooter = staticIsland('store-footer', () => import(/* webpackChunkName: "store-footer" */ './store-footer-content'), {
  whenVisible: true,
});
