import { eq } from 'drizzle-orm';
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS, type CheckoutOptions, type PaymentMethod } from '@market/domain/order';
import { POINTS_MAX_USE_RATIO, POINTS_MIN_USE } from '@market/domain/pricing';
import type { Db } from '../db/client';
import { customers } from '../db/schema/identity';
import { paymentSettings } from '../db/schema/settings';
import { remoteZoneOf } from './admin-settings-shipping';
import { loadShopRules } from './cart';

/** The checkout page's service (routes/checkout); placing an order is the place-order workflow (workflows/). */

type PaymentSettingsRow = typeof paymentSettings.$inferSelect;

/** Which payment methods the payment settings enable (all, before the settings row exists). */
export const PAYMENT_ENABLED: Record<PaymentMethod, (s: PaymentSettingsRow | undefined) => boolean> = {
  card: (s) => s?.enableCardPayment ?? true,
  bank: (s) => s?.enableBankTransfer ?? true,
  phone: (s) => s?.enableMobilePayment ?? true,
  kakao: (s) => s?.enableKakaoPay ?? true,
  naver: (s) => s?.enableNaverPay ?? true,
};

/** `GET /api/checkout/options`: payment methods as the payment settings enable them, shipping rules, points. */
export async function checkoutOptions(db: Db, customerId: string | null): Promise<CheckoutOptions> {
  const [rules, [settings], [customer]] = await Promise.all([
    loadShopRules(db),
    db.select().from(paymentSettings).limit(1),
    // A guest (null) has no points.
    customerId ? db.select({ points: customers.points }).from(customers).where(eq(customers.id, customerId)) : Promise.resolve([]),
  ]);
  return {
    paymentMethods: PAYMENT_METHODS.map((code) => ({ code, label: PAYMENT_METHOD_LABELS[code], enabled: PAYMENT_ENABLED[code](settings) })),
    shipping: {
      fee: rules.shipping.shippingFee,
      freeShippingThreshold: rules.shipping.freeShippingThreshold,
      remoteAreaSurcharge: rules.shipping.remoteAreaFee,
      remoteZones: (rules.shipping.zones ?? []).map(remoteZoneOf),
    },
    pointsBalance: customer?.points ?? 0,
    minPointsUse: POINTS_MIN_USE,
    maxPointsRatio: POINTS_MAX_USE_RATIO,
    maxOrderQuantity: rules.maxOrderQuantity,
    minimumOrderAmount: rules.minimumOrderAmount,
  };
}
