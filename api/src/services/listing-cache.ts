import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';

/**
 * Short-lived cache of product-listing totals and facet counts, keyed by the normalized filter
 * (issue 4 numbers, bench/api-ratios.mjs). Over a broad filter they cost a scan of every matching
 * product (the whole catalogue unfiltered: 0.4-1.5 s on the large seed) while the page itself is
 * an index range scan of about a millisecond, and they barely move from one request to the next.
 *
 * An entry is fresh for LISTING_CACHE_FRESH_MS. After that it is still answered, up to
 * LISTING_CACHE_MAX_AGE_MS, while a single background refresh replaces it (stale-while-revalidate),
 * so a busy listing never waits for the scan after its first request; concurrent first requests
 * share one computation. Items, their order, paging and the next cursor are never cached. For a
 * search the entry also counts the rows of each relevance tier (products.ts), which decide how its
 * item query reads each tier; a tier that was empty when counted is not read until the next
 * refresh (a product renamed into it shows up in its other tiers, or at that refresh).
 */
export const LISTING_CACHE_FRESH_MS = 30_000;
export const LISTING_CACHE_MAX_AGE_MS = 120_000;
export const LISTING_CACHE_MAX_ENTRIES = 500;

interface Entry<V> {
  value?: V;
  /** When `value` was computed. */
  at: number;
  pending: Promise<V> | null;
}

export class TtlCache<V> {
  private readonly entries = new Map<string, Entry<V>>();

  constructor(
    private readonly freshMs: number,
    private readonly maxAgeMs: number,
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  clear(): void {
    this.entries.clear();
  }

  /** The value of `key` when one is cached and still answerable (no refresh started, no recency change). */
  peek(key: string): V | undefined {
    const entry = this.entries.get(key);
    return entry && entry.value !== undefined && this.now() - entry.at < this.maxAgeMs ? entry.value : undefined;
  }

  /** The cached value of `key`, computing it (once, however many callers wait) when missing or too old. */
  async get(key: string, compute: () => Promise<V>): Promise<V> {
    const entry = this.entries.get(key);
    if (entry && entry.value !== undefined) {
      const age = this.now() - entry.at;
      if (age < this.maxAgeMs) {
        // Most recently used last: eviction takes the first.
        this.entries.delete(key);
        this.entries.set(key, entry);
        if (age >= this.freshMs && !entry.pending) this.start(key, entry, compute).catch(() => undefined);
        return entry.value;
      }
    }
    if (entry?.pending) return entry.pending;
    const fresh: Entry<V> = entry ?? { at: 0, pending: null };
    // Here any value the entry holds is older than maxAgeMs: too old to answer.
    delete fresh.value;
    this.entries.delete(key);
    this.entries.set(key, fresh);
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    return this.start(key, fresh, compute);
  }

  private start(key: string, entry: Entry<V>, compute: () => Promise<V>): Promise<V> {
    const pending = compute().then(
      (value) => {
        entry.value = value;
        entry.at = this.now();
        entry.pending = null;
        return value;
      },
      (error: unknown) => {
        entry.pending = null;
        // A failed first computation leaves nothing behind; a failed refresh keeps the old value.
        if (entry.value === undefined && this.entries.get(key) === entry) this.entries.delete(key);
        throw error;
      },
    );
    entry.pending = pending;
    return pending;
  }
}

const dialect = new PgDialect();

/** A cache key for named SQL fragments (e.g. a listing's filters): their text and parameters. */
export function sqlKey(parts: Record<string, SQL | readonly SQL[] | null | undefined>): string {
  const text = (s: SQL) => {
    const q = dialect.sqlToQuery(s);
    return [q.sql, q.params];
  };
  return JSON.stringify(
    Object.entries(parts).map(([name, part]) => [
      name,
      part ? (Array.isArray(part) ? (part as SQL[]).map(text) : text(part as SQL)) : null,
    ]),
  );
}

const clearListeners = new Set<() => void>();

/**
 * Runs `listener` whenever a listing cache is dropped, i.e. after a catalogue write (a brand or
 * seller suspended, a category hidden or reordered): what is derived from the listings, such as
 * the server-rendered storefront pages (ssr.ts), is dropped with them. Answers the unsubscribe.
 */
export function onListingCacheClear(listener: () => void): () => void {
  clearListeners.add(listener);
  return () => clearListeners.delete(listener);
}

class ListingCache<V> extends TtlCache<V> {
  override clear(): void {
    super.clear();
    for (const listener of clearListeners) listener();
  }
}

const caches = new WeakMap<Db, TtlCache<unknown>>();

/** The listing cache of a database (one per Db instance, so test apps never share one). */
export function listingCache<V>(db: Db): TtlCache<V> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new ListingCache<unknown>(LISTING_CACHE_FRESH_MS, LISTING_CACHE_MAX_AGE_MS, LISTING_CACHE_MAX_ENTRIES);
    caches.set(db, cache);
  }
  return cache as TtlCache<V>;
}
