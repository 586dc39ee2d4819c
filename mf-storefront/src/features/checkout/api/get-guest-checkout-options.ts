import { api, apiGet, apiKey } from '@market/api-client/api';
import useSWR from 'swr';

export const GUEST_CHECKOUT_OPTIONS_PATH = apiKey(api.guest.checkout.options);

/** `GET /api/guest/checkout/options`: payment methods and shipping rules for a guest (no points). */
export function useGuestCheckoutOptions(enabled: boolean) {
  return useSWR(enabled ? GUEST_CHECKOUT_OPTIONS_PATH : null, () => apiGet(api.guest.checkout.options));
}
