import { BEACON_MAX_EVENTS, type BeaconEvent, type BeaconKind } from '@market/domain/beacon';
import { PROMOTION_ATTRIBUTION_DAYS } from '@market/domain/admin-promotions';

/**
 * Impressions and clicks of banners and promotions, batched to `POST /api/beacon` with
 * `navigator.sendBeacon`: flushed every few seconds, at once after a click, and when the page is
 * hidden or left. An item's impression is sent once per page view (the URL it was seen on).
 * Browser only: every call is a no-op during server rendering.
 */

const FLUSH_MS = 5_000;
const queue: BeaconEvent[] = [];
const seen = new Set<string>();
let seenOn = '';
let started = false;

function start() {
  if (started) return;
  started = true;
  window.setInterval(flushBeacon, FLUSH_MS);
  window.addEventListener('pagehide', flushBeacon);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushBeacon();
  });
}

function push(event: BeaconEvent) {
  start();
  queue.push(event);
  if (queue.length >= BEACON_MAX_EVENTS) flushBeacon();
}

/** Sends what is queued, in batches the API takes. */
export function flushBeacon() {
  while (queue.length > 0) {
    const body = JSON.stringify({ events: queue.splice(0, BEACON_MAX_EVENTS) });
    const sent =
      typeof navigator.sendBeacon === 'function' && navigator.sendBeacon('/api/beacon', new Blob([body], { type: 'application/json' }));
    if (!sent)
      void fetch('/api/beacon', {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json' },
        keepalive: true,
        credentials: 'same-origin',
      }).catch(() => undefined);
  }
}

/** An item was seen (at least half of it in the viewport): counted once per page view. */
export function trackImpression(kind: BeaconKind, id: string) {
  if (typeof window === 'undefined') return;
  const view = `${window.location.pathname}${window.location.search}`;
  if (view !== seenOn) {
    seen.clear();
    seenOn = view;
  }
  const key = `${kind}:${id}`;
  if (seen.has(key)) return;
  seen.add(key);
  push({ kind, id, type: 'impression' });
}

const PROMOTION_KEY = 'market.promotion-click';

/** An item was clicked: sent at once (the page is about to change). A promotion click is remembered for checkout. */
export function trackClick(kind: BeaconKind, id: string) {
  if (typeof window === 'undefined') return;
  // A click is on something seen: its impression goes first (once), so the click is never over the count.
  trackImpression(kind, id);
  push({ kind, id, type: 'click' });
  flushBeacon();
  if (kind === 'promotion') {
    try {
      window.localStorage.setItem(PROMOTION_KEY, JSON.stringify({ id, clickedAt: new Date().toISOString() }));
    } catch {
      // Storage refused (private mode): the order is simply not credited.
    }
  }
}

/** The promotion clicked within the attribution window, for the order (null when none). */
export function clickedPromotion(now = Date.now()): { id: string; clickedAt: string } | null {
  if (typeof window === 'undefined') return null;
  try {
    const raw = window.localStorage.getItem(PROMOTION_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as { id?: unknown; clickedAt?: unknown };
    if (typeof value.id !== 'string' || typeof value.clickedAt !== 'string') return null;
    const at = new Date(value.clickedAt).getTime();
    if (Number.isNaN(at) || now - at > PROMOTION_ATTRIBUTION_DAYS * 86_400_000) return null;
    return { id: value.id, clickedAt: value.clickedAt };
  } catch {
    return null;
  }
}

/** After an order: the click has been credited (or could not be). */
export function forgetClickedPromotion() {
  try {
    window.localStorage.removeItem(PROMOTION_KEY);
  } catch {
    // nothing to forget
  }
}
