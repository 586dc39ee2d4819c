import { api, apiGet, apiKey } from '@market/api-client/api';
import useSWR from 'swr';

/** `GET /api/promotions`: the active promotions now in their period. */
export function usePromotions() {
  return useSWR(apiKey(api.promotions), () => apiGet(api.promotions));
}
