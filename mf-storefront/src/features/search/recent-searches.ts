// From 'valtio' itself (a shared singleton), like the cart store.
import { proxy, subscribe } from 'valtio';

/** Browser storage key of the shopper's recent searches (spec 3: search state has its own key). */
export const RECENT_SEARCHES_STORAGE_KEY = 'market-recent-searches';
/** Spec 9: 10 stored, 5 shown. */
export const RECENT_SEARCHES_MAX = 10;
export const RECENT_SEARCHES_SHOWN = 5;

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** Newest first, without duplicates, at most 10; blank terms are ignored. */
export function addRecentSearch(list: readonly string[], term: string): string[] {
  const t = term.trim();
  if (!t) return [...list];
  return [t, ...list.filter((x) => x !== t)].slice(0, RECENT_SEARCHES_MAX);
}

/** Reads a stored list; anything malformed is dropped. */
export function parseRecentSearches(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const data: unknown = JSON.parse(raw);
    const terms = Array.isArray(data) ? data : (data as { terms?: unknown } | null)?.terms;
    if (!Array.isArray(terms)) return [];
    return terms
      .filter((t): t is string => typeof t === 'string' && t.trim() !== '')
      .reduceRight<string[]>((acc, t) => addRecentSearch(acc, t), []);
  } catch {
    return [];
  }
}

function defaultStorage(): KeyValueStorage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
}

/** The recent searches of this browser, kept under `market-recent-searches`. */
export function createRecentSearchesStore(storage: KeyValueStorage | null = defaultStorage()) {
  const state = proxy({ terms: parseRecentSearches(storage?.getItem(RECENT_SEARCHES_STORAGE_KEY) ?? null) });
  subscribe(state, () => {
    try {
      storage?.setItem(RECENT_SEARCHES_STORAGE_KEY, JSON.stringify({ terms: state.terms }));
    } catch {
      // storage full or disabled: the list still works for this visit
    }
  });
  return {
    state,
    add(term: string) {
      state.terms = addRecentSearch(state.terms, term);
    },
    remove(term: string) {
      state.terms = state.terms.filter((t) => t !== term);
    },
    clear() {
      state.terms = [];
    },
  };
}

export const recentSearchesStore = createRecentSearchesStore();
