import { createRouter } from '../../lib/create-router';
import * as handlers from './legal.handlers';
import * as routes from './legal.routes';

/** 이용약관 and 개인정보처리방침 as the storefront shows them (no session). */
export const legalRouter = createRouter()
  .openapi(routes.current, handlers.current)
  // Before `/legal/{kind}`, which would otherwise take `consents` as a kind.
  .openapi(routes.myConsents, handlers.myConsents)
  .openapi(routes.document, handlers.document)
  .openapi(routes.version, handlers.version);
