import { api, apiGet, apiKey } from '@market/api-client/api';
import useSWR from 'swr';

const endpoint = api.admin.categories;

/** The top-level categories a brand may be listed under (`GET /api/admin/categories`), loaded while a form is open. */
export function useBrandCategoryOptions(enabled: boolean) {
  const { data } = useSWR(enabled ? apiKey(endpoint, { query: {} }) : null, () => apiGet(endpoint, { query: {} }));
  return (data?.items ?? []).map((c) => ({ value: c.id, label: c.isActive ? c.name : `${c.name} (비활성)` }));
}
