import type { RouteHandler } from '@hono/zod-openapi';
import { ADDRESS_MESSAGES, MAX_ADDRESSES } from '@market/domain/address';
import type { AppEnv } from '../../lib/context';
import { signedInCustomer } from '../../lib/customer-session';
import { createAddress, deleteAddress, listAddresses, setDefaultAddress, updateAddress } from '../../services/addresses';
import type * as routes from './addresses.routes';

export const list: RouteHandler<typeof routes.list, AppEnv> = async (c) => {
  const user = signedInCustomer(c);
  return c.json({ items: await listAddresses(c.var.database.db, user.id), max: MAX_ADDRESSES }, 200);
};

export const create: RouteHandler<typeof routes.create, AppEnv> = async (c) => {
  const user = signedInCustomer(c);
  const address = await createAddress(c.var.database.db, user.id, c.req.valid('json'));
  return c.json({ address, message: ADDRESS_MESSAGES.created }, 201);
};

export const update: RouteHandler<typeof routes.update, AppEnv> = async (c) => {
  const user = signedInCustomer(c);
  const address = await updateAddress(c.var.database.db, user.id, c.req.valid('param').id, c.req.valid('json'));
  return c.json({ address, message: ADDRESS_MESSAGES.updated }, 200);
};

export const remove: RouteHandler<typeof routes.remove, AppEnv> = async (c) => {
  const user = signedInCustomer(c);
  const items = await deleteAddress(c.var.database.db, user.id, c.req.valid('param').id);
  return c.json({ items, max: MAX_ADDRESSES, message: ADDRESS_MESSAGES.deleted }, 200);
};

export const setDefault: RouteHandler<typeof routes.setDefault, AppEnv> = async (c) => {
  const user = signedInCustomer(c);
  const items = await setDefaultAddress(c.var.database.db, user.id, c.req.valid('param').id);
  return c.json({ items, max: MAX_ADDRESSES, message: ADDRESS_MESSAGES.defaultSet }, 200);
};
