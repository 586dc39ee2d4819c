import { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from './context';
import { validationError } from './validation';

/** Every router validates with the same hook: a failed schema is a 422 in the one error shape. */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) throw validationError(result.error);
    },
  });
}
