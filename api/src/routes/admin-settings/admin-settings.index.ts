import { createRouter } from '../../lib/create-router';
import type { PermissionTable } from '../../lib/permissions';
import * as handlers from './admin-settings.handlers';
import * as routes from './admin-settings.routes';

export const permissions: PermissionTable = {
  'GET /settings/shop': 'settings.shop.read',
  'PUT /settings/shop': 'settings.shop.update',
  'GET /settings/payment': 'settings.payments.read',
  'PUT /settings/payment': 'settings.payments.update',
  'POST /settings/payment/test': 'settings.payments.update',
  'GET /settings/legal': 'settings.legal.read',
  'POST /settings/legal/:kind': 'settings.legal.update',
};

/** 쇼핑몰 설정, 결제 설정 and 약관 관리 (system spec, /admin/settings/shop and /admin/settings/payments); shipping and tax have their own routers. */
export const adminSettingsRouter = createRouter()
  .openapi(routes.getShop, handlers.getShop)
  .openapi(routes.putShop, handlers.putShop)
  .openapi(routes.getPayment, handlers.getPayment)
  .openapi(routes.putPayment, handlers.putPayment)
  .openapi(routes.testPayment, handlers.testPayment)
  .openapi(routes.getLegal, handlers.getLegal)
  .openapi(routes.publishLegal, handlers.publishLegal);
