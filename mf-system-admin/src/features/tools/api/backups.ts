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

/** `GET /api/admin/tools/backups` (tools.backups.read): the newest 100. */
export function useBackups() {
  return useSWR(BACKUPS_KEY, () => apiGet(api.admin.tools.backups));
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
    create: (type: BackupKind) =>
      perform(`create:${type}`, async () => {
        const backup = await call(api.admin.tools.backups.$post({ json: { type } }));
        return { title: BACKUP_MESSAGES.created, message: backup.name };
      }),
    restore: (id: string) =>
      perform(`restore:${id}`, async () => {
        const r = await call(
          api.admin.tools.backups[':id'].restore.$post({ param: idParam(id), json: { confirm: BACKUP_RESTORE_CONFIRM } }),
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
