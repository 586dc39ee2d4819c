import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../lib/context';
import { requireCustomer } from '../../lib/customer-session';
import {
  addToWishlist,
  clearWishlist,
  listWishlist,
  mergeWishlist,
  removeFromWishlist,
  wishlistIds,
  wishlistToCart,
} from '../../services/wishlist';
import type * as routes from './wishlist.routes';

export const list: RouteHandler<typeof routes.list, AppEnv> = async (c) => {
  const user = await requireCustomer(c);
  const { page, limit } = c.req.valid('query');
  return c.json(await listWishlist(c.var.database.db, user.id, page, limit), 200);
};

export const ids: RouteHandler<typeof routes.ids, AppEnv> = async (c) => {
  const user = await requireCustomer(c);
  return c.json({ productIds: await wishlistIds(c.var.database.db, user.id) }, 200);
};

export const put: RouteHandler<typeof routes.put, AppEnv> = async (c) => {
  const user = await requireCustomer(c);
  await addToWishlist(c.var.database.db, user.id, c.req.valid('param').productId);
  return c.body(null, 204);
};

export const remove: RouteHandler<typeof routes.remove, AppEnv> = async (c) => {
  const user = await requireCustomer(c);
  await removeFromWishlist(c.var.database.db, user.id, c.req.valid('param').productId);
  return c.body(null, 204);
};

export const clear: RouteHandler<typeof routes.clear, AppEnv> = async (c) => {
  const user = await requireCustomer(c);
  await clearWishlist(c.var.database.db, user.id);
  return c.body(null, 204);
};

export const merge: RouteHandler<typeof routes.merge, AppEnv> = async (c) => {
  const user = await requireCustomer(c);
  return c.json({ productIds: await mergeWishlist(c.var.database.db, user.id, c.req.valid('json').productIds) }, 200);
};

export const toCart: RouteHandler<typeof routes.toCart, AppEnv> = async (c) => {
  const user = await requireCustomer(c);
  return c.json(await wishlistToCart(c.var.database.db, user.id), 200);
};
