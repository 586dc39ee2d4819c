/**
 * jsdom lacks a few browser APIs that Chakra v3 (Zag machines, floating-ui, next-themes) calls:
 * stand-ins that do nothing, enough for rendering, focus and keyboard tests. Layout is not
 * simulated beyond "is this element rendered at all" (below).
 */
import { configure } from '@testing-library/react';

// CI shares two cores with the database and the browser: findBy*/waitFor wait up to 5 s, not 1 s.
configure({ asyncUtilTimeout: 5000 });

class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

// A test file under `@jest-environment node` (a server render) has no browser to stand in for.
if (typeof window !== 'undefined') installBrowserStandIns();

/**
 * Zag's focus trap counts an element as tabbable only when it has a layout box
 * (`getClientRects().length > 0`), and jsdom lays out nothing, so every button would count as
 * hidden and Tab would stop on the dialog itself. An element has one box here unless it or an
 * ancestor is `hidden` or `display: none`, as in a browser.
 */
function rendered(el: Element): boolean {
  if (!el.isConnected) return false;
  for (let e: Element | null = el; e; e = e.parentElement) {
    if (e instanceof HTMLElement && e.hidden) return false;
    if (getComputedStyle(e).display === 'none') return false;
  }
  return true;
}
function installBrowserStandIns() {
  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }
  globalThis.ResizeObserver ??= NoopObserver as unknown as typeof ResizeObserver;
  globalThis.IntersectionObserver ??= NoopObserver as unknown as typeof IntersectionObserver;
  window.scrollTo = () => {};
  Element.prototype.scrollTo ??= () => {};
  Element.prototype.scrollIntoView ??= () => {};
  if (typeof globalThis.structuredClone !== 'function') {
    globalThis.structuredClone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
  }

  Element.prototype.getClientRects = function getClientRects(this: Element) {
    const rects = rendered(this) ? [this.getBoundingClientRect()] : [];
    return Object.assign(rects, { item: (i: number) => rects[i] ?? null }) as unknown as DOMRectList;
  };

  // The shell's page is Korean and titled; axe checks the document, not only the component.
  document.documentElement.lang = 'ko';
  document.title = '테스트';
}
