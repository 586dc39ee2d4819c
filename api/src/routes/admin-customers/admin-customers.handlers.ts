import type { RouteHandler } from '@hono/zod-openapi';
import { canSeeCustomerPii } from '@market/domain/customer-pii';
import { exportFileName } from '@market/domain/export';
import type { Context } from 'hono';
import { adminActor } from '../../lib/admin-actor';
import type { AppEnv } from '../../lib/context';
import { isHttps } from '../../lib/request-info';
import { exportResponse } from '../../lib/export';
import {
  activateAdminCustomer,
  CUSTOMER_EXPORT_COLUMNS,
  getAdminCustomer,
  listAdminCustomers,
  revealCustomerField,
  sendCustomerMessage,
  suspendAdminCustomer,
  updateAdminCustomer,
} from '../../services/admin-customers';
import { issuePasswordLink as issueLink } from '../../services/password-links';
import type * as routes from './admin-customers.routes';

/** The one masking rule (packages/domain/customer-pii): `*` or `customers.pii` see personal data. */
const unmasked = (c: Context<AppEnv>) => canSeeCustomerPii(c.var.staff?.grants ?? []);

export const list: RouteHandler<typeof routes.list, AppEnv> = async (c) => {
  return c.json(await listAdminCustomers(c.var.database.db, c.req.valid('query'), unmasked(c)), 200);
};

export const exportList: RouteHandler<typeof routes.exportList, AppEnv> = async (c) => {
  const { format, reason, ...filters } = c.req.valid('query');
  const db = c.var.database.db;
  const pii = unmasked(c);
  return exportResponse(c, {
    format,
    filename: exportFileName('고객목록'),
    columns: CUSTOMER_EXPORT_COLUMNS,
    rows: (async function* () {
      for (let cursor: string | undefined; ;) {
        const { items, nextCursor } = await listAdminCustomers(db, { ...filters, page: 1, limit: 100, cursor }, pii);
        yield* items;
        if (!nextCursor) return;
        cursor = nextCursor;
      }
    })(),
    personalData: {
      resource: 'customers',
      fields: pii ? ['name', 'email', 'phone'] : ['name(masked)', 'email(masked)', 'phone(masked)'],
      reason,
    },
    auditAction: 'customers.list.export',
  });
};

export const detail: RouteHandler<typeof routes.detail, AppEnv> = async (c) => {
  return c.json(await getAdminCustomer(c.var.database.db, c.req.valid('param').id, unmasked(c)), 200);
};

export const update: RouteHandler<typeof routes.update, AppEnv> = async (c) => {
  return c.json(
    await updateAdminCustomer(c.var.database.db, adminActor(c), c.req.valid('param').id, c.req.valid('json'), unmasked(c)),
    200,
  );
};

export const suspend: RouteHandler<typeof routes.suspend, AppEnv> = async (c) => {
  return c.json(await suspendAdminCustomer(c.var.database.db, adminActor(c), c.req.valid('param').id, unmasked(c)), 200);
};

export const activate: RouteHandler<typeof routes.activate, AppEnv> = async (c) => {
  return c.json(await activateAdminCustomer(c.var.database.db, adminActor(c), c.req.valid('param').id, unmasked(c)), 200);
};

export const reveal: RouteHandler<typeof routes.reveal, AppEnv> = async (c) => {
  return c.json(await revealCustomerField(c.var.database.db, adminActor(c), c.req.valid('param').id, c.req.valid('json')), 200);
};

export const sendMessage: RouteHandler<typeof routes.sendMessage, AppEnv> = async (c) => {
  return c.json(await sendCustomerMessage(c.var.database.db, adminActor(c), c.req.valid('param').id, c.req.valid('json')), 201);
};

export const issuePasswordLink: RouteHandler<typeof routes.issuePasswordLink, AppEnv> = async (c) => {
  // The link opens the storefront on the host the operator reached (admin and storefront are one origin).
  const url = new URL(c.req.url);
  const origin = `${isHttps(c) ? 'https' : url.protocol.replace(':', '')}://${url.host}`;
  return c.json(await issueLink(c.var.database.db, adminActor(c), c.req.valid('param').id, origin), 201);
};
