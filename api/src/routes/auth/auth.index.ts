import { createRouter } from '../../lib/create-router';
import * as handlers from './auth.handlers';
import * as routes from './auth.routes';

export const authRouter = createRouter()
  .openapi(routes.signup, handlers.signup)
  .openapi(routes.login, handlers.login)
  .openapi(routes.logout, handlers.logout)
  .openapi(routes.me, handlers.me)
  .openapi(routes.demoAccounts, handlers.demoAccounts)
  .openapi(routes.changePassword, handlers.changePassword)
  .openapi(routes.readPasswordLink, handlers.readPasswordLink)
  .openapi(routes.setPasswordWithLink, handlers.setPasswordWithLink);
