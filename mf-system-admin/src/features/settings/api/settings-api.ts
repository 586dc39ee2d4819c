import { api, apiGet, apiKey, call } from '@market/api-client/api';
import type { PaymentConnectionProvider, UpdatePaymentSettings } from '@market/domain/settings-payment';
import type { UpdateShopSettings } from '@market/domain/settings-shop';
import useSWR from 'swr';

const shopEndpoint = api.admin.settings.shop;
const paymentEndpoint = api.admin.settings.payment;

export const SHOP_SETTINGS_KEY = apiKey(shopEndpoint);
export const PAYMENT_SETTINGS_KEY = apiKey(paymentEndpoint);

/** `GET /api/admin/settings/shop` (permission settings.shop.read). */
export function useShopSettingsAdmin() {
  return useSWR(SHOP_SETTINGS_KEY, () => apiGet(shopEndpoint), { revalidateOnFocus: false });
}

/** `PUT /api/admin/settings/shop` (permission settings.shop.update): the fields changed. */
export function saveShopSettings(body: UpdateShopSettings) {
  return call(shopEndpoint.$put({ json: body }));
}

/** `GET /api/admin/settings/payment` (permission settings.payments.read): secrets masked, connection status per provider. */
export function usePaymentSettingsAdmin() {
  return useSWR(PAYMENT_SETTINGS_KEY, () => apiGet(paymentEndpoint), { revalidateOnFocus: false });
}

/** `PUT /api/admin/settings/payment` (permission settings.payments.update). */
export function savePaymentSettings(body: UpdatePaymentSettings) {
  return call(paymentEndpoint.$put({ json: body }));
}

/** `POST /api/admin/settings/payment/test`: the sandbox checks the stored configuration of one provider. */
export function testPaymentConnection(provider: PaymentConnectionProvider) {
  return call(paymentEndpoint.test.$post({ json: { provider } }));
}
