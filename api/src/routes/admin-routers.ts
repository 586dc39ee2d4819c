import { permissions as adminAuthPermissions, adminAuthRouter } from './admin-auth/admin-auth.index';
import { permissions as adminEventsPermissions, adminEventsRouter } from './admin-events/admin-events.index';
import { permissions as adminFaqsPermissions, adminFaqsRouter } from './admin-faqs/admin-faqs.index';
import { permissions as adminNoticesPermissions, adminNoticesRouter } from './admin-notices/admin-notices.index';
import { permissions as adminBannersPermissions, adminBannersRouter } from './admin-banners/admin-banners.index';
import { permissions as adminBrandsPermissions, adminBrandsRouter } from './admin-brands/admin-brands.index';
import { permissions as adminCategoriesPermissions, adminCategoriesRouter } from './admin-categories/admin-categories.index';
import { permissions as adminCouponsPermissions, adminCouponsRouter } from './admin-coupons/admin-coupons.index';
import { permissions as adminCustomersPermissions, adminCustomersRouter } from './admin-customers/admin-customers.index';
import { permissions as adminDashboardPermissions, adminDashboardRouter } from './admin-dashboard/admin-dashboard.index';
import { permissions as adminNotificationsPermissions, adminNotificationsRouter } from './admin-notifications/admin-notifications.index';
import { permissions as adminOrdersPermissions, adminOrdersRouter } from './admin-orders/admin-orders.index';
import { permissions as adminProductImportPermissions, adminProductImportRouter } from './admin-product-import/admin-product-import.index';
import { permissions as adminProductsPermissions, adminProductsRouter } from './admin-products/admin-products.index';
import { permissions as adminPaymentsPermissions, adminPaymentsRouter } from './admin-payments/admin-payments.index';
import { permissions as adminPromotionsPermissions, adminPromotionsRouter } from './admin-promotions/admin-promotions.index';
import { permissions as adminQnaPermissions, adminQnaRouter } from './admin-qna/admin-qna.index';
import { permissions as adminReturnsPermissions, adminReturnsRouter } from './admin-returns/admin-returns.index';
import { permissions as adminReviewsPermissions, adminReviewsRouter } from './admin-reviews/admin-reviews.index';
import { permissions as adminSellersPermissions, adminSellersRouter } from './admin-sellers/admin-sellers.index';
import { permissions as adminSettlementsPermissions, adminSettlementsRouter } from './admin-settlements/admin-settlements.index';
import { permissions as adminShipmentsPermissions, adminShipmentsRouter } from './admin-shipments/admin-shipments.index';
import { permissions as adminToolsPermissions, adminToolsRouter } from './admin-tools/admin-tools.index';
import { permissions as adminSettingsPermissions, adminSettingsRouter } from './admin-settings/admin-settings.index';
import {
  permissions as adminSettingsShippingPermissions,
  adminSettingsShippingRouter,
} from './admin-settings-shipping/admin-settings-shipping.index';
import { permissions as adminSettingsTaxPermissions, adminSettingsTaxRouter } from './admin-settings-tax/admin-settings-tax.index';
import { permissions as adminBackupsPermissions, adminBackupsRouter } from './admin-backups/admin-backups.index';
import { permissions as adminDataImportPermissions, adminDataImportRouter } from './admin-data-import/admin-data-import.index';
import { permissions as adminRolesPermissions, adminRolesRouter } from './admin-roles/admin-roles.index';
import { permissions as adminAuditPermissions, adminAuditRouter } from './admin-audit/admin-audit.index';
import { permissions as adminSearchPermissions, adminSearchRouter } from './admin-search/admin-search.index';

/** Every permission table of the routers mounted at /api/admin, read by the one access middleware. */
export const ADMIN_PERMISSION_TABLES = [
  adminAuthPermissions,
  adminBannersPermissions,
  adminBrandsPermissions,
  adminCategoriesPermissions,
  adminCouponsPermissions,
  adminCustomersPermissions,
  adminDashboardPermissions,
  adminNotificationsPermissions,
  adminOrdersPermissions,
  adminPaymentsPermissions,
  adminPromotionsPermissions,
  adminProductsPermissions,
  adminQnaPermissions,
  adminReturnsPermissions,
  adminReviewsPermissions,
  adminSellersPermissions,
  adminSettlementsPermissions,
  adminShipmentsPermissions,
  adminToolsPermissions,
  adminNoticesPermissions,
  adminFaqsPermissions,
  adminEventsPermissions,
  adminProductImportPermissions,
  adminSettingsPermissions,
  adminSettingsShippingPermissions,
  adminSettingsTaxPermissions,
  adminBackupsPermissions,
  adminDataImportPermissions,
  adminRolesPermissions,
  adminAuditPermissions,
  adminSearchPermissions,
];

export {
  adminAuthRouter,
  adminBannersRouter,
  adminBrandsRouter,
  adminCategoriesRouter,
  adminCouponsRouter,
  adminCustomersRouter,
  adminDashboardRouter,
  adminNotificationsRouter,
  adminOrdersRouter,
  adminPaymentsRouter,
  adminPromotionsRouter,
  adminProductsRouter,
  adminQnaRouter,
  adminReturnsRouter,
  adminReviewsRouter,
  adminSellersRouter,
  adminSettlementsRouter,
  adminShipmentsRouter,
  adminToolsRouter,
  adminNoticesRouter,
  adminFaqsRouter,
  adminEventsRouter,
  adminProductImportRouter,
  adminSettingsRouter,
  adminSettingsShippingRouter,
  adminSettingsTaxRouter,
  adminBackupsRouter,
  adminDataImportRouter,
  adminRolesRouter,
  adminAuditRouter,
  adminSearchRouter,
};
