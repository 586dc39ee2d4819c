import { api, apiGet, apiKey, listQuery } from '@market/api-client/api';
import { formatNumber } from '@market/domain/format';
import useSWR from 'swr';

const args = { query: listQuery(api.brands, { limit: 1 }) };

/**
 * How many brands the shop has open: the total of `GET /api/brands`, the same figure the
 * directory's '총 N개 브랜드' shows, so the page never says '150개 이상' beside '총 149개'.
 */
export function useBrandCount(): number | undefined {
  const { data } = useSWR(apiKey(api.brands, args), () => apiGet(api.brands, args), { revalidateOnFocus: false });
  return data?.total;
}

/** '149개 브랜드' once the count is known; a count-free phrase until then (and on the server). */
export function brandCountPhrase(total: number | undefined, noun = '브랜드'): string {
  return total === undefined ? `다양한 ${noun}` : `${formatNumber(total)}개 ${noun}`;
}
