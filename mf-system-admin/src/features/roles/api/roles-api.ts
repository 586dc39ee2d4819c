import { api, apiGet, apiKey, call, idParam, listQuery, type LooseQuery } from '@market/api-client/api';
import type { CreateRoleInput, CreateStaffInput, UpdateRole, UpdateStaffInput } from '@market/domain/admin-roles';
import { useAdminAction } from '@market/ui/use-admin-action';
import useSWR from 'swr';

/** Both lists and the picker start with this key: a change to either reloads all (user counts follow the accounts). */
const LISTS_KEY = '/api/admin/';

/** `GET /api/admin/staff` (permission settings.roles.read): one page, searched, filtered and sorted on the server. */
export function useStaffList(query: LooseQuery) {
  const args = { query: listQuery(api.admin.staff, query) };
  return useSWR(apiKey(api.admin.staff, args), () => apiGet(api.admin.staff, args), { keepPreviousData: true });
}

/** `GET /api/admin/roles` (permission settings.roles.read): one page, searched and sorted on the server. */
export function useRoleList(query: LooseQuery) {
  const args = { query: listQuery(api.admin.roles, query) };
  return useSWR(apiKey(api.admin.roles, args), () => apiGet(api.admin.roles, args), { keepPreviousData: true });
}

/** `GET /api/admin/roles/options`: every role by name, for the role select of the staff forms and filter. */
export function useRoleOptions() {
  return useSWR(apiKey(api.admin.roles.options, {}), () => apiGet(api.admin.roles.options, {}));
}

type RolesWrite = 'create-staff' | 'update-staff' | 'toggle-staff' | 'create-role' | 'update-role' | 'delete-role';

/**
 * The writes of the permission screen with their toast (the spec's '관리자 추가 완료', '사용자 상태
 * 변경 완료', '역할 추가 완료') and both lists reloaded; a failed write rejects so its dialog stays open.
 */
export function useRolesWrites() {
  const { pending, perform } = useAdminAction<RolesWrite>(LISTS_KEY);
  return {
    pending,
    createStaff: (body: CreateStaffInput) => perform('create-staff', () => call(api.admin.staff.$post({ json: body }))),
    updateStaff: (id: string, body: UpdateStaffInput) =>
      perform('update-staff', () => call(api.admin.staff[':id'].$patch({ param: idParam(id), json: body }))),
    toggleStaff: (id: string, enabled: boolean) =>
      perform('toggle-staff', () => call(api.admin.staff[':id'].$patch({ param: idParam(id), json: { enabled } }))),
    createRole: (body: CreateRoleInput) => perform('create-role', () => call(api.admin.roles.$post({ json: body }))),
    updateRole: (id: string, body: UpdateRole) =>
      perform('update-role', () => call(api.admin.roles[':id'].$patch({ param: idParam(id), json: body }))),
    deleteRole: (id: string) => perform('delete-role', () => call(api.admin.roles[':id'].$delete({ param: idParam(id) }))),
  };
}
