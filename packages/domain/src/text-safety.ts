/**
 * Characters no text field accepts (issue 12, hole 6): C0 control characters except tab, line
 * feed and carriage return, DEL, and lone UTF-16 surrogates. PostgreSQL text cannot hold NUL, the
 * others corrupt logs, CSV exports and the screen. The API refuses them once for every string of
 * every JSON body and query string; forms use the same rule.
 */

/** Shown for a field holding such a character. */
export const FORBIDDEN_CHARACTER_MESSAGE = '입력할 수 없는 문자(제어 문자 등)가 포함되어 있습니다.';

/** One forbidden character: a control character other than \t \n \r, DEL, or an unpaired surrogate. */
export const FORBIDDEN_CHARACTER =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point of this rule
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function hasForbiddenCharacter(text: string): boolean {
  return FORBIDDEN_CHARACTER.test(text);
}

/** Deeper than any body of the API (whose strict schemas refuse such a body anyway). */
const MAX_DEPTH = 32;

/**
 * The dotted paths (`items.0.name`, the zod issue style) of every string in a parsed JSON value
 * that holds a forbidden character, object keys included; `_` for the value itself.
 */
export function findForbiddenCharacters(value: unknown, path: string[] = [], found: string[] = []): string[] {
  const here = () => (path.length ? path.join('.') : '_');
  if (typeof value === 'string') {
    if (hasForbiddenCharacter(value)) found.push(here());
  } else if (value !== null && typeof value === 'object') {
    if (path.length >= MAX_DEPTH) return found;
    for (const [key, child] of Object.entries(value)) {
      if (hasForbiddenCharacter(key)) {
        found.push([...path, key.replace(new RegExp(FORBIDDEN_CHARACTER.source, 'g'), '?')].join('.'));
        continue;
      }
      findForbiddenCharacters(child, [...path, key], found);
    }
  }
  return found;
}
