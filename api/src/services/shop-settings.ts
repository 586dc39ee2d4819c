import { RETURN_WINDOW_DAYS } from '@market/domain/lifecycle';
import { POINTS_MAX_USE_RATIO, POINTS_MIN_USE } from '@market/domain/pricing';
import type { PublicShopSettings } from '@market/domain/shop-settings';
import type { Db } from '../db/client';
import { paymentSettings, shippingSettings, shopSettings } from '../db/schema/settings';
import { remoteZoneOf } from './admin-settings-shipping';
import { loadShopRules } from './cart';
import { hotShopSettings } from './settings-cache';

const EMPTY_BUSINESS: PublicShopSettings['business'] = {
  shopName: '',
  companyName: '',
  ceoName: '',
  businessNumber: '',
  mailOrderNumber: '',
  address: '',
  phone: '',
  email: '',
  operatingHours: '',
  hostingProvider: '',
  privacyOfficer: '',
};

/** `GET /api/shop-settings`: the rules the buying flow applies (loadShopRules), as the storefront shows them. */
export async function getPublicShopSettings(db: Db): Promise<PublicShopSettings> {
  const [rules, hot, [payment], [shop], [shipping]] = await Promise.all([
    loadShopRules(db),
    hotShopSettings(db),
    db.select({ cardMinAmount: paymentSettings.cardMinAmount }).from(paymentSettings).limit(1),
    db
      .select({
        shopName: shopSettings.shopName,
        companyName: shopSettings.companyName,
        ceoName: shopSettings.ceoName,
        businessNumber: shopSettings.businessNumber,
        mailOrderNumber: shopSettings.mailOrderNumber,
        address: shopSettings.businessAddress,
        phone: shopSettings.customerServicePhone,
        email: shopSettings.customerServiceEmail,
        operatingHours: shopSettings.operatingHours,
        hostingProvider: shopSettings.hostingProvider,
        privacyOfficer: shopSettings.privacyOfficer,
      })
      .from(shopSettings)
      .limit(1),
    db.select({ processingDays: shippingSettings.processingTimeDays }).from(shippingSettings).limit(1),
  ]);
  return {
    shipping: {
      fee: rules.shipping.shippingFee,
      freeShippingThreshold: rules.shipping.freeShippingThreshold,
      remoteAreaSurcharge: rules.shipping.remoteAreaFee,
      remoteZones: (rules.shipping.zones ?? []).map(remoteZoneOf),
      returnFee: rules.returnFee,
      returnWindowDays: RETURN_WINDOW_DAYS,
      processingDays: shipping?.processingDays ?? 1,
    },
    points: { enabled: rules.loyaltyEnabled, ratePercent: rules.pointsRate, minUse: POINTS_MIN_USE, maxUseRatio: POINTS_MAX_USE_RATIO },
    order: { minimumAmount: rules.minimumOrderAmount, maxQuantity: rules.maxOrderQuantity },
    couponsEnabled: rules.couponsEnabled,
    reviewsEnabled: hot.enableReviews,
    guestCheckout: hot.allowGuestCheckout,
    listing: { defaultSort: hot.defaultProductSort, pageSize: hot.productsPerPage },
    cardMinAmount: payment?.cardMinAmount ?? 1000,
    business: shop ?? { ...EMPTY_BUSINESS, shopName: '스타일허브' },
  };
}
