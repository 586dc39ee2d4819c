import { PRODUCT_IMPORT_MAX_BYTES, PRODUCT_IMPORT_MESSAGES } from '@market/domain/product-import';

/**
 * The routes that take a file as `multipart/form-data` instead of JSON, each with its own body
 * limit and Korean 413 message (the app's 1 MB JSON limit and JSON-only rule do not apply to
 * them). Keyed by method and full path; the route still checks the file's own size and type.
 */
export const UPLOAD_ROUTES: Record<string, { maxBytes: number; tooLarge: string }> = {
  // The file plus the multipart envelope.
  'POST /api/admin/products/import': { maxBytes: PRODUCT_IMPORT_MAX_BYTES + 64 * 1024, tooLarge: PRODUCT_IMPORT_MESSAGES.tooLarge },
};

export function uploadRouteOf(method: string, path: string): { maxBytes: number; tooLarge: string } | undefined {
  return UPLOAD_ROUTES[`${method.toUpperCase()} ${path.replace(/\/+$/, '')}`];
}
