import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../lib/context';
import { requireCustomer } from '../../lib/customer-session';
import { clientIp, userAgent } from '../../lib/request-info';
import { confirmOrder, getOrder, listOrders, reorder as reorderLines, requestReturn as requestOrderReturn } from '../../services/orders';
import { cancelOrderWorkflow } from '../../workflows/cancel-order';
import { placeOrderWorkflow } from '../../workflows/place-order';
import type * as routes from './orders.routes';

export const place: RouteHandler<typeof routes.place, AppEnv> = async (c) => {
  const user = await requireCustomer(c);
  const result = await placeOrderWorkflow(
    c.var.database.db,
    { customerId: user.id },
    c.req.valid('header')['idempotency-key'],
    c.req.valid('json'),
    { ip: clientIp(c), userAgent: userAgent(c) },
  );
  if (result.replayed) c.header('Idempotent-Replayed', 'true');
  return c.json(result.body, 201);
};

export const list: RouteHandler<typeof routes.list, AppEnv> = async (c) => {
  const user = await requireCustomer(c);
  return c.json(await listOrders(c.var.database.db, user.id, c.req.valid('query')), 200);
};

export const detail: RouteHandler<typeof routes.detail, AppEnv> = async (c) => {
  const user = await requireCustomer(c);
  return c.json(await getOrder(c.var.database.db, user.id, c.req.valid('param').id), 200);
};

export const cancel: RouteHandler<typeof routes.cancel, AppEnv> = async (c) => {
  const user = await requireCustomer(c);
  const body = c.req.valid('json') as { reason?: string } | undefined;
  return c.json(await cancelOrderWorkflow(c.var.database.db, { customerId: user.id }, c.req.valid('param').id, body?.reason), 200);
};

export const confirm: RouteHandler<typeof routes.confirm, AppEnv> = async (c) => {
  const user = await requireCustomer(c);
  return c.json(await confirmOrder(c.var.database.db, user.id, c.req.valid('param').id), 200);
};

export const requestReturn: RouteHandler<typeof routes.requestReturn, AppEnv> = async (c) => {
  const user = await requireCustomer(c);
  return c.json(await requestOrderReturn(c.var.database.db, user.id, c.req.valid('param').id, c.req.valid('json')), 201);
};

export const reorder: RouteHandler<typeof routes.reorder, AppEnv> = async (c) => {
  const user = await requireCustomer(c);
  return c.json(await reorderLines(c.var.database.db, user.id, c.req.valid('param').id), 200);
};
