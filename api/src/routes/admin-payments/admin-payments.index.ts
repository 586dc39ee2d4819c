import { createRouter } from '../../lib/create-router';
import type { PermissionTable } from '../../lib/permissions';
import * as handlers from './admin-payments.handlers';
import * as routes from './admin-payments.routes';

export const permissions: PermissionTable = {
  'POST /orders/:id/confirm-deposit': 'finance.payments.confirm',
};

/** Staff payment changes (ADR 009): confirming a bank transfer's deposit by hand. */
export const adminPaymentsRouter = createRouter().openapi(routes.confirmDeposit, handlers.confirmDeposit);
