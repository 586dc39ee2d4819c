import { useEffect, useRef, useState } from 'react';

/**
 * The one place a screen reader hears about a change made without a reload (issue 19, ADR 038):
 * results counts after a filter, the cart's count, a form's errors, toasts. Two visually hidden
 * live regions are mounted once by UiProvider and stay in the page (a region inserted together
 * with its text is not read); `announce` puts a message into one of them. Components never add
 * `aria-live` themselves, so nothing is read twice.
 */
export type Politeness = 'polite' | 'assertive';

type Listener = (message: string, politeness: Politeness) => void;
const listeners = new Set<Listener>();

/** Reads `message` out once: polite waits for the screen reader to finish, assertive interrupts (errors). */
export function announce(message: string, politeness: Politeness = 'polite'): void {
  const text = message.trim();
  if (text) listeners.forEach((l) => l(text, politeness));
}

/**
 * Announces `message` each time it, or `after` (what the user changed: a filter, a query), changes
 * after the first value (what the page loaded with, read with the page). `undefined` (still
 * loading) neither announces nor forgets: the answer to a filter is read when it arrives.
 */
export function useAnnounce(
  message: string | undefined,
  { politeness = 'polite', after }: { politeness?: Politeness; after?: string } = {},
): void {
  const last = useRef<{ message: string; after?: string } | undefined>(undefined);
  useEffect(() => {
    if (message === undefined) return;
    const prev = last.current;
    if (prev && (prev.message !== message || prev.after !== after)) announce(message, politeness);
    last.current = { message, after };
  }, [message, after, politeness]);
}

// Visually hidden, still read (the usual sr-only rules).
const hidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/** How long a message stays in its region (then it goes, so that the regions do not grow). */
const KEEP_MS = 7_000;

interface Message {
  id: number;
  text: string;
}

/** The live regions; mounted once by UiProvider. No role: a page's own status and alert stay the only ones found by role. */
export function Announcer() {
  const [messages, setMessages] = useState<Record<Politeness, Message[]>>({ polite: [], assertive: [] });
  useEffect(() => {
    let next = 0;
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const later = (fn: () => void, ms: number) => {
      const t = setTimeout(() => {
        timers.delete(t);
        fn();
      }, ms);
      timers.add(t);
    };
    const l: Listener = (text, politeness) => {
      const id = ++next;
      // Each message is a node of its own, added a moment after the regions exist: screen readers
      // read additions, so two messages close together (a toast and the cart count) are both read,
      // and the same words again are read again.
      later(() => setMessages((m) => ({ ...m, [politeness]: [...m[politeness], { id, text }] })), 50);
      later(() => setMessages((m) => ({ ...m, [politeness]: m[politeness].filter((x) => x.id !== id) })), KEEP_MS);
    };
    listeners.add(l);
    return () => {
      listeners.delete(l);
      timers.forEach(clearTimeout);
    };
  }, []);
  return (
    <>
      {(['polite', 'assertive'] as const).map((p) => (
        <div key={p} aria-live={p} aria-relevant="additions" data-testid={`announcer-${p}`} style={hidden}>
          {messages[p].map((m) => (
            <p key={m.id} data-testid="announcement">
              {m.text}
            </p>
          ))}
        </div>
      ))}
    </>
  );
}
