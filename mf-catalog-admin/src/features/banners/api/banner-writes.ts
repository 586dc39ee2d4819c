import { api, call, idParam } from '@market/api-client/api';
import type { AdminBannerResult, ChangeBannerStatus, CreateBanner, UpdateBanner } from '@market/domain/admin-banners';
import { useAdminAction } from '@market/ui/use-admin-action';
import { ADMIN_BANNERS_KEY } from './get-admin-banners';

/** `POST /api/admin/banners` (permission marketing.banners.create). */
export function createBanner(body: CreateBanner) {
  return call(api.admin.banners.$post({ json: body }));
}

/** `PATCH /api/admin/banners/{id}` (permission marketing.banners.update): the fields changed. */
export function updateBanner(id: string, body: UpdateBanner) {
  return call(api.admin.banners[':id'].$patch({ param: idParam(id), json: body }));
}

/** `POST /api/admin/banners/{id}/status` (permission marketing.banners.update). */
export function changeBannerStatus(id: string, body: ChangeBannerStatus) {
  return call(api.admin.banners[':id'].status.$post({ param: idParam(id), json: body }));
}

/** `POST /api/admin/banners/{id}/image` (multipart, permission marketing.banners.update): the image replaced. */
export async function uploadBannerImage(id: string, file: File): Promise<AdminBannerResult> {
  const form = new FormData();
  form.append('file', file);
  const res = await fetch(`/api/admin/banners/${encodeURIComponent(id)}/image`, { method: 'POST', body: form, credentials: 'same-origin' });
  const body = (await res.json().catch(() => null)) as (AdminBannerResult & { error?: { message?: string } }) | null;
  if (!res.ok) throw new Error(body?.error?.message ?? '이미지를 올리지 못했습니다.');
  return body as AdminBannerResult;
}

type BannerWrite = 'create' | 'update' | 'image' | ChangeBannerStatus['action'];

/**
 * The banner writes with their notice (or the error) on a toast and every cached page of the list
 * reloaded; `pending` names the write in flight. A failed write rejects, so its dialog stays open.
 */
export function useBannerWrites() {
  const { pending, perform } = useAdminAction<BannerWrite>(ADMIN_BANNERS_KEY);
  return {
    pending,
    create: (body: CreateBanner) => perform('create', () => createBanner(body)),
    update: (id: string, body: UpdateBanner) => perform('update', () => updateBanner(id, body)),
    changeStatus: (id: string, body: ChangeBannerStatus) => perform(body.action, () => changeBannerStatus(id, body)),
    uploadImage: (id: string, file: File) => perform('image', () => uploadBannerImage(id, file)),
  };
}
