import { api, apiGet, apiKey, idParam } from '@market/api-client/api';
import { ApiError, apiUrl, readApiResponse } from '@market/api-client/api-fetch';
import { NETWORK_ERROR_MESSAGE } from '@market/domain/errors';
import type { ProductImportFormat, ProductImportJob, ProductImportPreview } from '@market/domain/product-import';
import useSWR from 'swr';

/** `POST /api/admin/products/import?dryRun=1` (catalog.products.create): the file's preview; nothing is written. */
export async function previewProductImport(file: File): Promise<ProductImportPreview> {
  return send(file, true) as Promise<ProductImportPreview>;
}

/** What the real import answers: the queued job, or (422) the preview with every refused row. */
export type StartImportResult =
  { job: ProductImportJob; preview: ProductImportPreview } | { refused: ProductImportPreview; message: string };

/** `POST /api/admin/products/import` (catalog.products.create): queues the import when no row is refused. */
export async function startProductImport(file: File): Promise<StartImportResult> {
  return send(file, false) as Promise<StartImportResult>;
}

async function send(file: File, dryRun: boolean): Promise<unknown> {
  let res: Response;
  try {
    res = (await api.admin.products.import.$post({ query: dryRun ? { dryRun: '1' } : {}, form: { file } })) as unknown as Response;
  } catch {
    throw new ApiError(0, 'NETWORK', NETWORK_ERROR_MESSAGE);
  }
  if (res.status === 422 && !dryRun) {
    const body = (await res
      .clone()
      .json()
      .catch(() => null)) as { preview?: ProductImportPreview; error?: { message?: string } } | null;
    if (body?.preview) return { refused: body.preview, message: body.error?.message ?? '' };
  }
  return readApiResponse(res);
}

/** `GET /api/admin/products/import/jobs/{id}`: polled every half second while the import runs. */
export function useProductImportJob(id: string | null) {
  const endpoint = api.admin.products.import.jobs[':id'];
  return useSWR(
    id ? apiKey(endpoint, { param: idParam(id) }) : null,
    () => apiGet(endpoint, { param: idParam(id!) }) as Promise<ProductImportJob>,
    {
      refreshInterval: (job) => (job && (job.status === 'completed' || job.status === 'failed') ? 0 : 500),
      revalidateOnFocus: false,
    },
  );
}

/** The template download (`GET /api/admin/products/import/template?format=`). */
export function productImportTemplateUrl(format: ProductImportFormat): string {
  return apiUrl(`/api/admin/products/import/template?format=${format}`);
}
