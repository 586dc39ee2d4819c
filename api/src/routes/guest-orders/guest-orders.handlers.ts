import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../lib/context';
import { clientIp, userAgent } from '../../lib/request-info';
import { cancelGuestOrder, guestCheckoutOptions, lookupGuestOrder, placeGuestOrder } from '../../services/guest-orders';
import type * as routes from './guest-orders.routes';

export const options: RouteHandler<typeof routes.options, AppEnv> = async (c) => c.json(await guestCheckoutOptions(c.var.database.db), 200);

export const place: RouteHandler<typeof routes.place, AppEnv> = async (c) => {
  const result = await placeGuestOrder(c.var.database.db, c.req.valid('header')['idempotency-key'], c.req.valid('json'), {
    ip: clientIp(c),
    userAgent: userAgent(c),
  });
  if (result.replayed) c.header('Idempotent-Replayed', 'true');
  return c.json(result.body, 201);
};

export const lookup: RouteHandler<typeof routes.lookup, AppEnv> = async (c) =>
  c.json(await lookupGuestOrder(c.var.database.db, clientIp(c), c.req.valid('json')), 200);

export const cancel: RouteHandler<typeof routes.cancel, AppEnv> = async (c) =>
  c.json(await cancelGuestOrder(c.var.database.db, clientIp(c), c.req.valid('json')), 200);
