import { api, apiGet, apiKey, listQuery, type GetResult, type LooseQuery } from '@market/api-client/api';
import useSWR from 'swr';

export type AdminBannerQuery = LooseQuery;
export type AdminBannerPage = GetResult<typeof api.admin.banners>;

/** Every cached page of the list starts with this key (revalidated after a change). */
export const ADMIN_BANNERS_KEY = apiKey(api.admin.banners, { query: {} });

const bannersQuery = (query: AdminBannerQuery) => ({ query: listQuery(api.admin.banners, query) });

export function adminBannersPath(query: AdminBannerQuery): string {
  return apiKey(api.admin.banners, bannersQuery(query));
}

/** `GET /api/admin/banners` (permission marketing.banners.read): one page, searched, filtered and sorted on the server, with the cards. */
export function getAdminBanners(query: AdminBannerQuery): Promise<AdminBannerPage> {
  return apiGet(api.admin.banners, bannersQuery(query));
}

export function useAdminBanners(query: AdminBannerQuery) {
  return useSWR(adminBannersPath(query), () => getAdminBanners(query), { keepPreviousData: true });
}
