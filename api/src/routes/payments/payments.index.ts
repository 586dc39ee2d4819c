import { createRouter } from '../../lib/create-router';
import * as handlers from './payments.handlers';
import * as routes from './payments.routes';

/** The payment provider's signed webhooks (ADR 009); no cookie, the signature is the credential. */
export const paymentsRouter = createRouter().openapi(routes.webhook, handlers.webhook);
