import { createRouter } from '../../lib/create-router';
import * as handlers from './shop-settings.handlers';
import * as routes from './shop-settings.routes';

/** The shopper-facing rules of the settings (points, shipping, order limits), without a session. */
export const shopSettingsRouter = createRouter().openapi(routes.get, handlers.get);
