import { Stack } from '@market/ui/chakra';
import { Tabs } from '@market/ui/chakra-interactive';
import { useStaffSession } from '@market/session/session-store';
import { PageHeader } from '@market/ui/page-header';
import { BackupsTab } from '../components/backups-tab';
import { DataTab } from '../components/data-tab';
import { MaintenanceTab } from '../components/maintenance-tab';
import { StatusTab } from '../components/status-tab';

const TABS = [
  { value: 'status', label: '시스템 현황', body: <StatusTab />, permission: null },
  { value: 'backups', label: '백업', body: <BackupsTab />, permission: 'tools.backups.read' },
  { value: 'maintenance', label: '유지보수', body: <MaintenanceTab />, permission: null },
  { value: 'data', label: '데이터', body: <DataTab />, permission: null },
] as const;

/**
 * 시스템 도구 (/admin/tools), the spec's four tabs: 시스템 현황 (database, storage, memory,
 * services, re-read every 30 s), 백업, 유지보수 (the API's background jobs, ADR 013) and 데이터
 * (import, then the cleanup actions). A tab is mounted when first opened, so only the open ones poll.
 */
export default function ToolsPage() {
  const { can } = useStaffSession();
  // A tab the staff member may not read is not offered (the API would answer 403 anyway).
  const tabs = TABS.filter((t) => t.permission === null || can(t.permission));
  return (
    <Stack gap="5">
      <PageHeader title="시스템 도구" description="시스템 현황을 확인하고 백업, 유지보수, 데이터 가져오기와 정리를 실행합니다." />
      <Tabs.Root defaultValue="status" variant="line" lazyMount>
        <Tabs.List>
          {tabs.map((t) => (
            <Tabs.Trigger key={t.value} value={t.value}>
              {t.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {tabs.map((t) => (
          <Tabs.Content key={t.value} value={t.value} pt="4">
            {t.body}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Stack>
  );
}
