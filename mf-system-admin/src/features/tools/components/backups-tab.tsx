import { EmptyState } from '@market/ui/states';

/**
 * 백업 tab: placeholder of the tools page's layout. The backups screen (list, create, download,
 * restore; `api/src/routes/admin-backups/`) is built beside this one and replaces this file.
 */
export function BackupsTab() {
  return <EmptyState title="백업" description="백업 목록과 생성, 복원이 이 탭에 표시됩니다." />;
}
