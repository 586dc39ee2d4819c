import { api, apiGet, apiKey, call, idParam, type GetResult } from '@market/api-client/api';
import { ApiError, apiUrl, readApiResponse } from '@market/api-client/api-fetch';
import { BACKUP_MESSAGES, BACKUP_RESTORE_CONFIRM, type BackupKind, type RestoreResult } from '@market/domain/backups';
import { NETWORK_ERROR_MESSAGE } from '@market/domain/errors';
import { useAdminAction } from '@market/ui/use-admin-action';
import useSWR from 'swr';

export type BackupList = GetResult<typeof api.admin.tools.backups>;
export type BackupItem = BackupList['items'][number];

/** The SWR key of the backup list (what a backup or restore revalidates). */
export const BACKUPS_KEY = apiKey(api.admin.tools.backups);

/** How often the list is re-read while a backup is running (the job marks it completed or failed). */
export const BACKUPS_RUNNING_REFRESH_MS = 1_500;

/** `GET /api/admin/tools/backups` (tools.backups.read): the newest 100, re-read while any is running. */
export function useBackups() {
  return useSWR(BACKUPS_KEY, () => apiGet(api.admin.tools.backups), {
    refreshInterval: (list) => (list?.items.some((b) => b.status === 'running') ? BACKUPS_RUNNING_REFRESH_MS : 0),
  });
}

/** The SWR key of the backup settings. */
export const BACKUP_SETTINGS_KEY = apiKey(api.admin.tools.backups.settings);

/** `GET /api/admin/tools/backups/settings`: how many automatic backups are kept. */
export function useBackupSettings() {
  return useSWR(BACKUP_SETTINGS_KEY, () => apiGet(api.admin.tools.backups.settings));
}

/** `PUT /api/admin/tools/backups/settings` (tools.backups.update): 보관 개수 저장. */
export function useSaveBackupSettings() {
  const { pending, perform } = useAdminAction<string>(BACKUP_SETTINGS_KEY);
  return {
    saving: pending === 'settings',
    save: (keepAutomatic: number) =>
      perform('settings', async () => {
        const saved = await call(api.admin.tools.backups.settings.$put({ json: { keepAutomatic } }));
        return { title: BACKUP_MESSAGES.settingsSaved, message: `자동 백업 ${saved.keepAutomatic}개 보관` };
      }),
  };
}

/** The download link of a backup's file. */
export function backupDownloadUrl(id: string): string {
  return apiUrl(`/api/admin/tools/backups/${encodeURIComponent(id)}/download`);
}

const restoredMessage = (r: RestoreResult) =>
  `${r.tables.length.toLocaleString('ko-KR')}개 테이블, ${r.rows.toLocaleString('ko-KR')}행을 복원했습니다.`;

/** 백업 만들기, 복원, 파일로 복원: the spec's notices as toasts, errors (Korean, from the API) too. */
export function useBackupActions() {
  const { pending, perform } = useAdminAction<string>(BACKUPS_KEY);
  return {
    pending,
    /** `onStarted` gets the new row's id: the tab follows it and says when it is done. */
    create: (type: BackupKind, onStarted?: (id: string) => void) =>
      perform(`create:${type}`, async () => {
        // 202: the row is `running`; the list re-reads itself until the job is done.
        const backup = await call(api.admin.tools.backups.$post({ json: { type } }));
        onStarted?.(backup.id);
        return { title: BACKUP_MESSAGES.queued, message: backup.name };
      }),
    /** `tables` absent: every table of the backup. */
    restore: (id: string, tables?: string[]) =>
      perform(`restore:${id}`, async () => {
        const r = await call(
          api.admin.tools.backups[':id'].restore.$post({
            param: idParam(id),
            json: { confirm: BACKUP_RESTORE_CONFIRM, ...(tables ? { tables } : {}) },
          }),
        );
        return { title: BACKUP_MESSAGES.restored, message: restoredMessage(r) };
      }),
    restoreFile: (file: File) =>
      perform('restore:file', async () => {
        let res: Response;
        try {
          res = (await api.admin.tools.backups.restore.$post({ form: { file, confirm: BACKUP_RESTORE_CONFIRM } })) as unknown as Response;
        } catch {
          throw new ApiError(0, 'NETWORK', NETWORK_ERROR_MESSAGE);
        }
        const r = await readApiResponse<RestoreResult>(res);
        return { title: BACKUP_MESSAGES.restored, message: restoredMessage(r) };
      }),
  };
}
