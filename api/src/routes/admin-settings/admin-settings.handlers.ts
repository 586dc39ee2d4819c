import type { RouteHandler } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { adminActor } from '../../lib/admin-actor';
import type { AppEnv } from '../../lib/context';
import { secretBoxFor } from '../../lib/secret-box';
import { getPaymentSettings, testPaymentConnection, updatePaymentSettings } from '../../services/admin-settings-payment';
import { getShopSettings, updateShopSettings } from '../../services/admin-settings-shop';
import { listLegalVersionsAdmin, publishLegalVersion } from '../../services/legal';
import type * as routes from './admin-settings.routes';

const boxOf = (c: Context<AppEnv>) => secretBoxFor(c.var.env.dataEncryption.key, c.var.env.dataEncryption.source);

export const getShop: RouteHandler<typeof routes.getShop, AppEnv> = async (c) => {
  return c.json(await getShopSettings(c.var.database.db), 200);
};

export const putShop: RouteHandler<typeof routes.putShop, AppEnv> = async (c) => {
  return c.json(await updateShopSettings(c.var.database.db, adminActor(c), c.req.valid('json')), 200);
};

export const getPayment: RouteHandler<typeof routes.getPayment, AppEnv> = async (c) => {
  return c.json(await getPaymentSettings(c.var.database.db, boxOf(c)), 200);
};

export const putPayment: RouteHandler<typeof routes.putPayment, AppEnv> = async (c) => {
  return c.json(await updatePaymentSettings(c.var.database.db, adminActor(c), boxOf(c), c.req.valid('json')), 200);
};

export const testPayment: RouteHandler<typeof routes.testPayment, AppEnv> = async (c) => {
  return c.json(await testPaymentConnection(c.var.database.db, adminActor(c), boxOf(c), c.req.valid('json').provider), 200);
};

export const getLegal: RouteHandler<typeof routes.getLegal, AppEnv> = async (c) => {
  return c.json(await listLegalVersionsAdmin(c.var.database.db), 200);
};

export const publishLegal: RouteHandler<typeof routes.publishLegal, AppEnv> = async (c) => {
  const { kind } = c.req.valid('param');
  return c.json(await publishLegalVersion(c.var.database.db, adminActor(c), kind, c.req.valid('json')), 201);
};
