import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../lib/context';
import { requireCustomer } from '../../lib/customer-session';
import { addCartItem, clearCart, getCart, mergeCart, removeCartItem, updateCartItem } from '../../services/cart';
import type * as routes from './cart.routes';

export const get: RouteHandler<typeof routes.get, AppEnv> = async (c) => {
  const user = await requireCustomer(c);
  return c.json(await getCart(c.var.database.db, user.id), 200);
};

export const add: RouteHandler<typeof routes.add, AppEnv> = async (c) => {
  const user = await requireCustomer(c);
  return c.json(await addCartItem(c.var.database.db, user.id, c.req.valid('json')), 200);
};

export const update: RouteHandler<typeof routes.update, AppEnv> = async (c) => {
  const user = await requireCustomer(c);
  return c.json(await updateCartItem(c.var.database.db, user.id, c.req.valid('param').id, c.req.valid('json').quantity), 200);
};

export const remove: RouteHandler<typeof routes.remove, AppEnv> = async (c) => {
  const user = await requireCustomer(c);
  return c.json(await removeCartItem(c.var.database.db, user.id, c.req.valid('param').id), 200);
};

export const clear: RouteHandler<typeof routes.clear, AppEnv> = async (c) => {
  const user = await requireCustomer(c);
  return c.json(await clearCart(c.var.database.db, user.id), 200);
};

export const merge: RouteHandler<typeof routes.merge, AppEnv> = async (c) => {
  const user = await requireCustomer(c);
  return c.json(await mergeCart(c.var.database.db, user.id, c.req.valid('json').items), 200);
};
