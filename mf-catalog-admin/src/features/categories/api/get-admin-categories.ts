import { api, apiGet, apiKey, listQuery, type GetResult, type LooseQuery } from '@market/api-client/api';
import useSWR from 'swr';

export type AdminCategoryQuery = LooseQuery;
export type AdminCategoryTreePage = GetResult<typeof api.admin.categories>;

/** Every cached view of the tree starts with this key (revalidated after a change). */
export const ADMIN_CATEGORIES_KEY = apiKey(api.admin.categories, { query: {} });

const treeQuery = (query: AdminCategoryQuery) => {
  const { page: _page, limit: _limit, ...filters } = query;
  return { query: listQuery(api.admin.categories, filters) };
};

/** `GET /api/admin/categories` (permission catalog.categories.read): the whole tree, searched and sorted on the server, with the tiles. */
export function getAdminCategories(query: AdminCategoryQuery): Promise<AdminCategoryTreePage> {
  return apiGet(api.admin.categories, treeQuery(query));
}

export function useAdminCategories(query: AdminCategoryQuery) {
  return useSWR(apiKey(api.admin.categories, treeQuery(query)), () => getAdminCategories(query), { keepPreviousData: true });
}
