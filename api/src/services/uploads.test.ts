import { count as sqlCount } from 'drizzle-orm';
import sharp from 'sharp';
import { mediaUploads } from '../db/schema/media';
import { isUploadPath } from '../lib/uploads';
import { createTestApp, type TestApp } from '../test/test-app';
import { storeImage, UPLOAD_MESSAGES } from './uploads';

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#8a6a4f' } })
    .png()
    .toBuffer();

describe('image uploads (ADR 026)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('re-encodes a photo to WebP, no wider than asked, and serves it with long-lived cache headers', async () => {
    const stored = await storeImage(t.db.database.db, await png(2400, 1200), { kind: 'product', maxWidth: 1200, createdBy: 'test' });
    expect(stored).toMatchObject({ width: 1200, height: 600, url: `/media/uploads/${stored.id}.webp` });
    const res = await t.app.request(stored.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toContain('immutable');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect((await sharp(bytes).metadata()).format).toBe('webp');
    const again = await t.app.request(stored.url, { headers: { 'if-none-match': res.headers.get('etag')! } });
    expect(again.status).toBe(304);
  });

  it.each([
    ['text that claims to be a PNG', Buffer.from('GIF89a, not really an image <script>alert(1)</script>')],
    [
      'an SVG (it can carry script)',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>'),
    ],
    ['an empty file', Buffer.alloc(0)],
  ])('refuses %s with a Korean message and stores nothing', async (_label, bytes) => {
    const count = async () => (await t.db.database.db.select({ n: sqlCount() }).from(mediaUploads))[0]!.n;
    const before = await count();
    await expect(storeImage(t.db.database.db, bytes, { kind: 'banner' })).rejects.toMatchObject({ message: UPLOAD_MESSAGES.notImage });
    expect(await count()).toBe(before);
  });

  it('an unknown upload is a 404; only the upload routes accept multipart bodies', async () => {
    expect((await t.app.request('/media/uploads/00000000-0000-4000-8000-000000000000.webp')).status).toBe(404);
    expect(isUploadPath('/api/admin/products/abc/images')).toBe(true);
    expect(isUploadPath('/api/admin/products/abc')).toBe(false);
    const form = new FormData();
    form.set('file', new Blob(['x']), 'x.png');
    const res = await t.app.request('/api/auth/login', { method: 'POST', body: form, headers: { origin: 'http://localhost' } });
    expect(res.status).toBe(415);
  });
});
