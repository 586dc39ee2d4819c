import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../lib/context';
import { requireCustomer } from '../../lib/customer-session';
import { checkoutOptions } from '../../services/checkout';
import type * as routes from './checkout.routes';

export const options: RouteHandler<typeof routes.options, AppEnv> = async (c) => {
  const user = await requireCustomer(c);
  return c.json(await checkoutOptions(c.var.database.db, user.id), 200);
};
