import { api, apiGet, apiKey } from '@market/api-client/api';
import useSWR from 'swr';

export const CHECKOUT_OPTIONS_PATH = apiKey(api.checkout.options);

/** `GET /api/checkout/options`: payment methods (enabled flags), shipping rules, the points balance. */
export function useCheckoutOptions(enabled: boolean) {
  return useSWR(enabled ? CHECKOUT_OPTIONS_PATH : null, () => apiGet(api.checkout.options));
}
