import { Separator, Stack } from '@market/ui/chakra';
import { useStaffSession } from '@market/session/session-store';
import { CleanupActions } from './cleanup-actions';
import { DataImportPanel } from './data-import-panel';

/** 데이터: the import of products and customers, then the cleanup actions. */
export function DataTab() {
  const { can } = useStaffSession();
  return (
    <Stack gap="6">
      {can('tools.imports.create') ? (
        <>
          <DataImportPanel />
          <Separator />
        </>
      ) : null}
      <CleanupActions />
    </Stack>
  );
}
