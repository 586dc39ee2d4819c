import { Separator, Stack } from '@market/ui/chakra';
import { CleanupActions } from './cleanup-actions';
import { DataImportPanel } from './data-import-panel';

/** 데이터: the import of products and customers, then the cleanup actions. */
export function DataTab() {
  return (
    <Stack gap="6">
      <DataImportPanel />
      <Separator />
      <CleanupActions />
    </Stack>
  );
}
