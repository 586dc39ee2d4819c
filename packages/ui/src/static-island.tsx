import { useHydrated } from '@market/ui/use-hydrated';
import { useNearViewport } from '@market/ui/use-near-viewport';
import { useNavigate } from '@market/ui/router';
import { lazy, Suspense, useRef, useState, type ComponentType, type MouseEvent } from 'react';

/**
 * Server-rendered content with nothing to do in the browser but be read and followed (the footer,
 * a product's description and size table): the browser keeps the server's markup as it is
 * instead of downloading the code that made it (ADR 041). In detail:
 * - on the server the component renders (the render waits for lazy components);
 * - while the browser hydrates the server's page, the island takes the markup already in the
 *   page (`dangerouslySetInnerHTML`, which React leaves untouched) and its links navigate in the
 *   app, as the router's links do;
 * - rendered in the browser alone (after a navigation, or with no server render), it loads the
 *   component and renders it.
 * Only for content that never changes after the first render of its key: what the markup shows
 * is frozen at the server's render. `whenVisible`: rendered in the browser alone, the component
 * loads when its place comes into the viewport (content below the fold of every page, such as the
 * footer under a page at least a screen tall).
 */
// The wrapper draws no box: the content lays out as if it were its parent's child.
const CONTENTS = { display: 'contents' } as const;
const PLACE = { minHeight: '1px' } as const;

export function staticIsland<P extends object>(
  name: string,
  load: () => Promise<{ default: ComponentType<P> }>,
  { whenVisible = false }: { whenVisible?: boolean } = {},
) {
  const Component = lazy(load);
  function Island(props: P) {
    const hydrated = useHydrated();
    const navigate = useNavigate();
    // Read once, during hydration (before React commits anything): the server's markup.
    const [html] = useState(() =>
      hydrated || typeof document === 'undefined' ? null : (document.querySelector(`[data-island="${name}"]`)?.innerHTML ?? null),
    );
    // The server renders the content wherever it is; only the browser alone waits for the viewport.
    const place = useRef<HTMLDivElement>(null);
    const seen = useNearViewport(place, { enabled: whenVisible && html === null });
    const near = !whenVisible || typeof document === 'undefined' || seen;
    if (html !== null) {
      const follow = (event: MouseEvent<HTMLDivElement>) => {
        const link = (event.target as Element).closest('a');
        const href = link?.getAttribute('href');
        if (!link || !href?.startsWith('/') || link.target || event.defaultPrevented) return;
        if (event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        navigate(href);
      };
      return <div data-island={name} style={CONTENTS} onClick={follow} dangerouslySetInnerHTML={{ __html: html }} />;
    }
    // A box to watch (a `display: contents` element has none), one pixel tall until it loads.
    if (!near) return <div data-island={name} ref={place} style={PLACE} />;
    return (
      <div data-island={name} style={CONTENTS}>
        <Suspense fallback={null}>
          <Component {...props} />
        </Suspense>
      </div>
    );
  }
  Island.displayName = `StaticIsland(${name})`;
  return Island;
}
