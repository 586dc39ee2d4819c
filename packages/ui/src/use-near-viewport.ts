import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element has come into the viewport (or within `margin` of it), once: then it stays
 * true. False on the server and at hydration, so the first render matches the server's. For code
 * that a page needs only when the shopper gets there (ADR 041): content below the fold loads its
 * chunk as it nears. `enabled: false` watches nothing (and leaves the answer false).
 */
export function useNearViewport(ref: RefObject<Element | null>, { margin = '0px', enabled = true } = {}): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const target = ref.current;
    if (near || !enabled || !target) return;
    if (typeof IntersectionObserver === 'undefined') return setNear(true);
    // Some of the element on screen, not merely touching the edge (the footer starts where a page
    // at least a screen tall ends).
    const observer = new IntersectionObserver(
      (entries) => entries.some((e) => e.isIntersecting && e.intersectionRatio > 0) && setNear(true),
      {
        rootMargin: margin,
      },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [ref, near, enabled, margin]);
  return near;
}
