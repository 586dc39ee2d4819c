import type { BeaconKind } from '@market/domain/beacon';
import { useEffect, useRef } from 'react';
import { trackImpression } from '../../lib/beacon';

/** A ref for an item's element: its impression is sent when half of it has been in view (once per page view). */
export function useImpression<T extends Element>(kind: BeaconKind, id: string) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (typeof IntersectionObserver === 'undefined') {
      trackImpression(kind, id);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          trackImpression(kind, id);
          observer.disconnect();
        }
      },
      { threshold: 0.5 },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [kind, id]);
  return ref;
}
