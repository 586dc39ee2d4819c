import { apiFetch } from '@market/api-client/api-fetch';
import type { CheckoutOptions } from '@market/domain/order';
import useSWR from 'swr';

export const CHECKOUT_OPTIONS_PATH = '/api/checkout/options';

/** `GET /api/checkout/options`: payment methods (enabled flags), shipping rules, the points balance. */
export function useCheckoutOptions(enabled: boolean) {
  return useSWR<CheckoutOptions>(enabled ? CHECKOUT_OPTIONS_PATH : null, (path: string) => apiFetch<CheckoutOptions>(path));
}
