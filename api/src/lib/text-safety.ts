import type { Context, MiddlewareHandler } from 'hono';
import { FORBIDDEN_CHARACTER_MESSAGE, findForbiddenCharacters, hasForbiddenCharacter } from '@market/domain/text-safety';
import type { AppEnv } from './context';
import { AppError } from './errors';

const JSON_TYPE = /^application\/([\w.-]+\+)?json\b/i;

/**
 * Refuses control characters and lone surrogates (domain rule `text-safety`) in every query
 * parameter and every string (and key) of a JSON body with one 422 naming the fields, before any
 * validator or query runs. Hono caches the parsed body, so the route's validator reads the same
 * parse; an unparsable body is left for the validator's 400.
 */
/** Adds each query parameter (name or value) holding a forbidden character to `fields`. */
function addForbiddenQueryFields(c: Context<AppEnv>, fields: Record<string, string>): void {
  // No query string: nothing to parse (the common case, issue 18 4a).
  if (!c.req.url.includes('?')) return;
  for (const [name, values] of Object.entries(c.req.queries())) {
    if (hasForbiddenCharacter(name) || values.some(hasForbiddenCharacter)) fields[name] = FORBIDDEN_CHARACTER_MESSAGE;
  }
}

/** The check for a request that carries no body to read (GET, HEAD, OPTIONS): only the query, synchronously. */
export function refuseForbiddenQuery(c: Context<AppEnv>): void {
  const fields: Record<string, string> = {};
  addForbiddenQueryFields(c, fields);
  if (Object.keys(fields).length > 0) throw new AppError('VALIDATION', FORBIDDEN_CHARACTER_MESSAGE, fields);
}

export const refuseForbiddenCharacters: MiddlewareHandler<AppEnv> = async (c, next) => {
  const fields: Record<string, string> = {};
  addForbiddenQueryFields(c, fields);
  if (!['GET', 'HEAD', 'OPTIONS'].includes(c.req.method) && JSON_TYPE.test(c.req.header('content-type') ?? '') && c.req.raw.body) {
    let body: unknown;
    let parsed = false;
    try {
      body = await c.req.json();
      parsed = true;
    } catch {
      // Malformed JSON: the route's validator answers 400 from the same cached failure.
    }
    if (parsed) for (const path of findForbiddenCharacters(body)) fields[path] = FORBIDDEN_CHARACTER_MESSAGE;
  }
  if (Object.keys(fields).length > 0) throw new AppError('VALIDATION', FORBIDDEN_CHARACTER_MESSAGE, fields);
  return next();
};
