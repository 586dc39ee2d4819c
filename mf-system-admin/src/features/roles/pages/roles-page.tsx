import { Stack } from '@market/ui/chakra';
import { Tabs } from '@market/ui/chakra-interactive';
import { useStaffSession } from '@market/session/session-store';
import { PageHeader } from '@market/ui/page-header';
import { useSearchParams } from '@market/ui/router';
import { ErrorState } from '@market/ui/states';
import { useRoleOptions } from '../api/roles-api';
import { PermissionListTab, RoleTab } from '../components/role-tab';
import { StaffTab } from '../components/staff-tab';

const TABS = ['staff', 'roles', 'permissions'] as const;
type Tab = (typeof TABS)[number];

/**
 * 권한 관리 (/admin/settings/roles): admin accounts, roles and the permission list. What a role
 * holds here is what the sidebar and the API enforce, from the holder's next request. The tab is
 * in the URL (`?tab=roles`) beside the open list's search, filters, sort and page.
 */
export default function RolesPage() {
  const { can } = useStaffSession();
  const roles = useRoleOptions();
  const [search, setSearch] = useSearchParams();
  const raw = search.get('tab');
  const tab: Tab = TABS.includes(raw as Tab) ? (raw as Tab) : 'staff';
  // Each tab's list has its own search, filters and sort: switching tabs starts from none.
  const selectTab = (next: string) => setSearch(next === 'staff' ? {} : { tab: next });
  return (
    <Stack gap="4">
      <PageHeader
        title="권한 관리"
        description="관리자 계정과 역할, 역할별 권한을 관리합니다. 변경한 권한은 다음 요청부터 바로 적용됩니다."
      />
      {roles.error && !roles.data ? (
        <ErrorState title="역할 목록을 불러오지 못했습니다" onRetry={() => void roles.mutate()} />
      ) : (
        <Tabs.Root value={tab} onValueChange={(e) => selectTab(e.value)} variant="line" size="sm" lazyMount unmountOnExit>
          <Tabs.List>
            <Tabs.Trigger value="staff">관리자 계정</Tabs.Trigger>
            <Tabs.Trigger value="roles">역할</Tabs.Trigger>
            <Tabs.Trigger value="permissions">권한 목록</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="staff" pt="4">
            <StaffTab roles={roles.data?.items ?? []} canCreate={can('settings.roles.create')} canUpdate={can('settings.roles.update')} />
          </Tabs.Content>
          <Tabs.Content value="roles" pt="4">
            <RoleTab
              canCreate={can('settings.roles.create')}
              canUpdate={can('settings.roles.update')}
              canDelete={can('settings.roles.delete')}
            />
          </Tabs.Content>
          <Tabs.Content value="permissions" pt="4">
            <PermissionListTab />
          </Tabs.Content>
        </Tabs.Root>
      )}
    </Stack>
  );
}
