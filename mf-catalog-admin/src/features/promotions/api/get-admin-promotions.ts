import { api, apiGet, apiKey, idParam, listQuery, type GetResult, type LooseQuery } from '@market/api-client/api';
import useSWR from 'swr';

export type AdminPromotionQuery = LooseQuery;
export type AdminPromotionPage = GetResult<typeof api.admin.promotions>;

/** Every cached page of the list starts with this key (revalidated after a change). */
export const ADMIN_PROMOTIONS_KEY = apiKey(api.admin.promotions, { query: {} });

const promotionsQuery = (query: AdminPromotionQuery) => ({ query: listQuery(api.admin.promotions, query) });

export function adminPromotionsPath(query: AdminPromotionQuery): string {
  return apiKey(api.admin.promotions, promotionsQuery(query));
}

/** `GET /api/admin/promotions` (permission marketing.promotions.read): one page, searched, filtered and sorted on the server, with the cards. */
export function getAdminPromotions(query: AdminPromotionQuery): Promise<AdminPromotionPage> {
  return apiGet(api.admin.promotions, promotionsQuery(query));
}

export function useAdminPromotions(query: AdminPromotionQuery) {
  return useSWR(adminPromotionsPath(query), () => getAdminPromotions(query), { keepPreviousData: true });
}

const dailyEndpoint = api.admin.promotions[':id'].daily;

/** `GET /api/admin/promotions/{id}/daily`: the detail's chart; its key starts with the list's, so a change reloads it too. */
export function usePromotionDaily(id: string | null) {
  const args = { param: idParam(id ?? '') };
  return useSWR(id ? apiKey(dailyEndpoint, args) : null, () => apiGet(dailyEndpoint, args));
}

const scopeEndpoint = api.admin.promotions['scope-options'];

/** `GET /api/admin/promotions/scope-options`: brands and categories for the scope pickers, loaded while a form is open. */
export function usePromotionScopeOptions(enabled: boolean) {
  return useSWR(enabled ? apiKey(scopeEndpoint, {}) : null, () => apiGet(scopeEndpoint, {}));
}
