import { assemble, disassemble } from 'es-hangul';

/**
 * Normalised forms of a search query (issue 4, Korean search). The database holds the same forms
 * of product and brand names in generated columns (search_jamo / search_choseong functions of
 * api/drizzle/0002_search_functions.sql); both sides must decompose text identically.
 */

export const MAX_SEARCH_TOKENS = 5;
/** Bounds of the text kept in the search log. */
export const SEARCH_LOG_TERM_MAX = 100;

const CHOSEONG_ONLY = /^[\u3131-\u314e]+$/;
// Control and zero-width characters (and the byte-order mark) carry no meaning in a query.
// eslint-disable-next-line no-control-regex
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202f\u2060-\u206f\ufeff]/g;

/** Cleaned display form: NFC (macOS sends decomposed Hangul), no control characters, single spaces. */
export function cleanSearchText(text: string): string {
  return text.normalize('NFC').replace(INVISIBLE, ' ').replace(/\s+/g, ' ').trim();
}

/** Lowercase jamo without spaces: 블레이저 -> ㅂㅡㄹㄹㅔㅇㅣㅈㅓ, `Nike Air` -> `nikeair`. */
export function toSearchJamo(text: string): string {
  return disassemble(text.normalize('NFC').toLowerCase().replace(/\s+/g, ''));
}

/** Syllables of a jamo string (toSearchJamo's inverse for Hangul): ㅂㅡㄹㄹㅔㅇㅣㅈㅓ -> 블레이저. */
export function fromSearchJamo(jamo: string): string {
  return assemble(jamo.split(''));
}

export interface NormalizedQuery {
  /** Cleaned query as typed (for the search log). */
  text: string;
  /** Jamo of the whole query with spaces removed (`오버사이즈블레이저`). */
  jamo: string;
  /** Jamo of each space-separated word, at most 5 (word order does not matter). */
  tokens: string[];
  /** The query when it is only 초성 (ㅂㄹㅇㅈ), else null. */
  choseong: string | null;
}

/** Null when nothing searchable is left. */
export function normalizeSearchQuery(q: string): NormalizedQuery | null {
  const text = cleanSearchText(q).slice(0, SEARCH_LOG_TERM_MAX);
  const jamo = toSearchJamo(text);
  if (!jamo) return null;
  const tokens = [...new Set(text.split(' ').map(toSearchJamo).filter(Boolean))].slice(0, MAX_SEARCH_TOKENS);
  const compact = text.replace(/\s+/g, '');
  return { text, jamo, tokens, choseong: CHOSEONG_ONLY.test(compact) ? compact : null };
}
