import { api, apiGet, apiKey, idParam } from '@market/api-client/api';
import { ApiError, readApiResponse } from '@market/api-client/api-fetch';
import type { DataImportJob, DataImportKind, DataImportPreview } from '@market/domain/data-import';
import { NETWORK_ERROR_MESSAGE } from '@market/domain/errors';
import useSWR from 'swr';

/** What the real import answers: the queued job, or (422) the preview with every refused row. */
export type StartDataImportResult = { job: DataImportJob; preview: DataImportPreview } | { refused: DataImportPreview; message: string };

async function send(kind: DataImportKind, file: File, dryRun: boolean): Promise<unknown> {
  let res: Response;
  try {
    res = (await api.admin.tools.imports.$post({
      query: dryRun ? { kind, dryRun: '1' } : { kind },
      form: { file },
    })) as unknown as Response;
  } catch {
    throw new ApiError(0, 'NETWORK', NETWORK_ERROR_MESSAGE);
  }
  if (res.status === 422 && !dryRun) {
    const body = (await res
      .clone()
      .json()
      .catch(() => null)) as { preview?: DataImportPreview; error?: { message?: string } } | null;
    if (body?.preview) return { refused: body.preview, message: body.error?.message ?? '' };
  }
  return readApiResponse(res);
}

/** `POST /api/admin/tools/imports?kind=…&dryRun=1` (tools.imports.create): the preview; nothing is written. */
export function previewDataImport(kind: DataImportKind, file: File): Promise<DataImportPreview> {
  return send(kind, file, true) as Promise<DataImportPreview>;
}

/** `POST /api/admin/tools/imports?kind=…`: queues the import when no row is refused. */
export function startDataImport(kind: DataImportKind, file: File): Promise<StartDataImportResult> {
  return send(kind, file, false) as Promise<StartDataImportResult>;
}

/** `GET /api/admin/tools/imports/{id}`: polled every half second until the import ends. */
export function useDataImportJob(id: string | null) {
  const endpoint = api.admin.tools.imports[':id'];
  return useSWR(
    id ? apiKey(endpoint, { param: idParam(id) }) : null,
    () => apiGet(endpoint, { param: idParam(id!) }) as Promise<DataImportJob>,
    {
      refreshInterval: (job) => (job && (job.status === 'completed' || job.status === 'failed') ? 0 : 500),
      revalidateOnFocus: false,
    },
  );
}
