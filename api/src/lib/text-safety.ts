import type { MiddlewareHandler } from 'hono';
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
export const refuseForbiddenCharacters: MiddlewareHandler<AppEnv> = async (c, next) => {
  const fields: Record<string, string> = {};
  for (const [name, values] of Object.entries(c.req.queries())) {
    if (hasForbiddenCharacter(name) || values.some(hasForbiddenCharacter)) fields[name] = FORBIDDEN_CHARACTER_MESSAGE;
  }
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
