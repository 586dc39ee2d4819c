import { createElement, lazy, type ComponentType } from 'react';

/** A lazily loaded page that can be fetched ahead of rendering. */
export interface PreloadableComponent {
  (props: object): ReturnType<typeof createElement>;
  preload(): Promise<void>;
  displayName?: string;
}

/**
 * Like React.lazy, but once its chunk is in, it renders at once instead of suspending for a
 * tick. The shell preloads the first page's chunk before it hydrates the server's HTML, so the
 * page hydrates in the same pass as the chrome around it.
 */
export function preloadable(factory: () => Promise<{ default: ComponentType }>): PreloadableComponent {
  let loaded: ComponentType | undefined;
  let pending: Promise<void> | undefined;
  const load = (): Promise<void> =>
    (pending ??= factory().then(
      (m) => {
        loaded = m.default;
      },
      (error: unknown) => {
        pending = undefined; // a failed chunk may be asked for again
        throw error;
      },
    ));
  const Lazy = lazy(() => load().then(() => ({ default: loaded! })));
  const Page = ((props: object) => (loaded ? createElement(loaded, props) : createElement(Lazy, props))) as PreloadableComponent;
  Page.preload = load;
  return Page;
}
