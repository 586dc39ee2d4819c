import { system } from '@market/ui/system';

/**
 * Chakra's global CSS (cascade layers, reset, global styles and every token as a CSS variable)
 * depends on the system alone, so a production build writes it once into the shell's page as
 * `<style id="chakra-global-css">` (shell/src/ssr/global-css.tsx, docs/decisions/007). A page
 * that has it must not build and insert it again in the browser: that was the costliest part of
 * Chakra's start-up (serialising and hashing ~45 KB of CSS, then a style recalculation).
 */
export const GLOBAL_CSS_ID = 'chakra-global-css';

/** True in a browser page that carries the build's global CSS. */
export function globalCssInPage(): boolean {
  return typeof document !== 'undefined' && document.getElementById(GLOBAL_CSS_ID) !== null;
}

/**
 * The system for such a page: the same system, except that Chakra's provider finds no global
 * styles and no layer order to insert. A prototype, not a copy: the system builds its global
 * styles only when they are read (patches/@chakra-ui__react), and a copy would read them.
 */
export const systemWithStaticGlobalCss: typeof system = Object.create(system, {
  _global: { value: [] },
  _config: { value: { ...system._config, disableLayers: true } },
});
