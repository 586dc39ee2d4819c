/** PostgreSQL's unique_violation, from postgres.js or PGlite, possibly wrapped by drizzle. */
export function isUniqueViolation(error: unknown): boolean {
  let e: unknown = error;
  for (let depth = 0; e && depth < 4; depth++) {
    if ((e as { code?: unknown }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * PostgreSQL errors caused by the data a request sent rather than by the server: class 22 (data
 * exceptions: 22021 character_not_in_repertoire, 22P05 untranslatable_character, 22P02 invalid
 * input syntax, 22003 numeric out of range, 22001 string too long ...) and 54000
 * program_limit_exceeded (e.g. a value too large for an index). A safety net behind validation:
 * answered as 422, never 500.
 */
export function isInvalidInputError(error: unknown): boolean {
  let e: unknown = error;
  for (let depth = 0; e && depth < 4; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^(22[0-9A-Z]{3}|54000|54001)$/.test(code)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
