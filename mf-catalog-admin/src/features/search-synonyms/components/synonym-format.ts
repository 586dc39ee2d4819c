import {
  SYNONYM_DIRECTION_LABELS,
  SYNONYM_DIRECTIONS,
  synonymKey,
  type CreateSearchSynonym,
  type SearchSynonym,
  type UpdateSearchSynonym,
} from '@market/domain/search-synonyms';
import type { StatusTone } from '@market/ui/status-badge';
import { optionsOf } from '../../../components/label-options';

export const DIRECTION_FILTER = [{ value: '', label: '전체 방향' }, ...optionsOf(SYNONYM_DIRECTION_LABELS, SYNONYM_DIRECTIONS)];
export const directionOf = (s: { bidirectional: boolean }) => (s.bidirectional ? 'two-way' : 'one-way');
export const DIRECTION_TONES = { 'two-way': 'info', 'one-way': 'neutral' } as const satisfies Record<string, StatusTone>;

/** The form's values (the create schema's input): synonyms as the chips' list. */
export interface SynonymFormValues {
  term: string;
  synonyms: string[];
  bidirectional: boolean;
}
export const EMPTY_SYNONYM_FORM: SynonymFormValues = { term: '', synonyms: [], bidirectional: false };

export const synonymFormValues = (s: SearchSynonym): SynonymFormValues => ({
  term: s.term,
  synonyms: [...s.synonyms],
  bidirectional: s.bidirectional,
});

/**
 * Typed or pasted text as chips: split at commas, each word as the dictionary stores it (cleaned,
 * lowercase), empties and words already there left out.
 */
export function addWords(current: readonly string[], text: string): string[] {
  const out = [...current];
  for (const word of text.split(/[,，\n]/).map(synonymKey)) if (word && !out.includes(word)) out.push(word);
  return out;
}

/** Only what an edit changed (synonyms compared as lists, in order). */
export function changedSynonymFields(s: SearchSynonym, next: CreateSearchSynonym): UpdateSearchSynonym {
  const out: UpdateSearchSynonym = {};
  if (next.term !== s.term) out.term = next.term;
  if (next.synonyms.join('\u0000') !== s.synonyms.join('\u0000')) out.synonyms = next.synonyms;
  if (next.bidirectional !== s.bidirectional) out.bidirectional = next.bidirectional;
  return out;
}
