import { useSyncExternalStore } from 'react';

/**
 * Whether a media query matches, false on the server and while hydrating (so the first client
 * render is the server's markup), then live. For parts that exist at one width only and load
 * their code lazily there (ADR 039).
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
