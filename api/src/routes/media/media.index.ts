import { Hono } from 'hono';
import type { AppEnv } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { brandSvg, findBrandForImage, findProductForImage, productSvg } from '../../services/media';
import { findUpload } from '../../services/uploads';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Generated and uploaded images (outside /api: they are assets, not part of the JSON API). */
export const mediaRouter = new Hono<AppEnv>()
  .get('/brands/:slug/:file{(banner|logo)\\.svg}', async (c) => {
    const slug = c.req.param('slug');
    if (!/^[a-z0-9-]{1,80}$/.test(slug)) throw new AppError('NOT_FOUND');
    const brand = await findBrandForImage(c.var.database.db, slug);
    if (!brand) throw new AppError('NOT_FOUND', '브랜드를 찾을 수 없습니다');
    const kind = c.req.param('file').startsWith('banner') ? 'banner' : 'logo';
    c.header('Content-Type', 'image/svg+xml; charset=utf-8');
    c.header('Cache-Control', 'public, max-age=86400');
    return c.body(brandSvg(kind, slug, brand.name, brand.nameEn));
  })
  .get('/products/:id/:file{[1-4]\\.svg}', async (c) => {
    const id = c.req.param('id').toLowerCase();
    if (!UUID.test(id)) throw new AppError('NOT_FOUND');
    const product = await findProductForImage(c.var.database.db, id);
    if (!product) throw new AppError('NOT_FOUND', '상품을 찾을 수 없습니다');
    c.header('Content-Type', 'image/svg+xml; charset=utf-8');
    c.header('Cache-Control', 'public, max-age=86400');
    return c.body(productSvg(product, Number(c.req.param('file')[0])));
  })
  // Uploads never change (a replacement is a new id): cached for a year, revalidated by ETag.
  .get('/uploads/:file{[0-9a-f-]{36}\\.webp}', async (c) => {
    const id = c.req.param('file').slice(0, 36);
    if (!UUID.test(id)) throw new AppError('NOT_FOUND');
    const upload = await findUpload(c.var.database.db, id);
    if (!upload) throw new AppError('NOT_FOUND', '이미지를 찾을 수 없습니다');
    const etag = `"${upload.sha256}"`;
    c.header('ETag', etag);
    c.header('Cache-Control', 'public, max-age=31536000, immutable');
    if (c.req.header('if-none-match') === etag) return c.body(null, 304);
    c.header('Content-Type', upload.contentType);
    return c.body(new Uint8Array(upload.bytes));
  });
