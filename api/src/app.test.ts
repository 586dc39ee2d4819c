import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { count } from 'drizzle-orm';
import { BODY_LIMIT_BYTES } from './app';
import { customers } from './db/schema/identity';
import { ADMIN_REMOTE_PAGES, pagePermissions } from './lib/admin-pages';
import { readJson, createTestApp, json, type TestApp } from './test/test-app';

describe('bad input and the error shape', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const customerCount = async () => (await t.db.database.db.select({ n: count() }).from(customers))[0]!.n;

  it('POST /api/auth/signup malformed JSON answers 400 without writing', async () => {
    const before = await customerCount();
    const res = await t.app.request('/api/auth/signup', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email": "a@b.kr",',
    });
    expect(res.status).toBe(400);
    expect(await readJson(res)).toEqual({ error: { code: 'BAD_REQUEST', message: '요청 본문의 JSON 형식이 올바르지 않습니다.' } });
    expect(await customerCount()).toBe(before);
  });

  it('POST /api/admin/auth/login wrong types answer 422 with field messages', async () => {
    const res = await t.app.request('/api/admin/auth/login', json({ email: 123, password: ['x'] }));
    expect(res.status).toBe(422);
    const { error } = await readJson(res);
    expect(error.fields).toEqual({ email: '이메일을 입력해주세요.', password: '비밀번호를 입력해주세요.' });
    const array = await t.app.request('/api/admin/auth/login', json([1, 2]));
    expect(array.status).toBe(422);
    const nul = await t.app.request('/api/auth/signup', json(null));
    expect(nul.status).toBe(422);
  });

  it('POST /api/auth/signup oversized body answers 413', async () => {
    const before = await customerCount();
    const big = JSON.stringify({ email: 'big@example.com', password: 'secret12', name: 'x'.repeat(BODY_LIMIT_BYTES) });
    const res = await t.app.request('/api/auth/signup', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(big.length) },
      body: big,
    });
    expect(res.status).toBe(413);
    expect((await readJson(res)).error).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: '요청 본문이 너무 큽니다.' });
    // Without a Content-Length the limit still applies while reading.
    const streamed = await t.app.request('/api/auth/signup', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: big,
    });
    expect(streamed.status).toBe(413);
    expect(await customerCount()).toBe(before);
  });

  it('POST /api/auth/login a non-JSON body answers 415', async () => {
    const res = await t.app.request('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=a&password=b',
    });
    expect(res.status).toBe(415);
    expect((await readJson(res)).error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('unknown /api routes answer a JSON 404, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE']) {
      const res = await t.app.request('/api/does-not-exist', { method });
      expect(res.status).toBe(404);
      expect(await readJson(res)).toEqual({ error: { code: 'NOT_FOUND', message: '요청한 리소스를 찾을 수 없습니다.' } });
    }
    expect((await t.app.request('/api')).status).toBe(404);
  });

  it('a wrong method on a known path is not a 500', async () => {
    const res = await t.app.request('/api/brands', { method: 'DELETE' });
    expect(res.status).toBe(404);
  });

  it('GET /api/openapi.json describes the API and /api/docs shows the reference page', async () => {
    const doc = await readJson(t.app.request('/api/openapi.json'));
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/health',
        '/api/auth/signup',
        '/api/brands',
        '/api/admin/brands',
        '/api/admin/customers',
        '/api/admin/auth/login',
      ]),
    );
    const docs = await t.app.request('/api/docs');
    expect(docs.status).toBe(200);
    expect(docs.headers.get('content-type')).toMatch(/text\/html/);
  });

  it('echoes a caller x-request-id', async () => {
    const res = await t.app.request('/api/health', { headers: { 'x-request-id': 'trace-123' } });
    expect(res.headers.get('x-request-id')).toBe('trace-123');
  });
});

describe('static files and /remotes.json', () => {
  it('GET /remotes.json lists the four remotes, no-cache, with env overrides', async () => {
    const t = await createTestApp({ env: { MF_OPS_ADMIN_URL: 'https://ops.example.com/remoteEntry.js' } });
    try {
      const res = await t.app.request('/remotes.json');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      const remotes = await readJson(res);
      expect(remotes.map((r: { name: string }) => r.name)).toEqual([
        'mf_storefront',
        'mf_catalog_admin',
        'mf_ops_admin',
        'mf_system_admin',
      ]);
      expect(remotes[0]).toEqual({ name: 'mf_storefront', entry: '/mf/storefront/remoteEntry.js', area: 'storefront', title: '스토어' });
      expect(remotes[1].entry).toBe('/mf/catalog-admin/remoteEntry.js');
      expect(remotes[1].permissions).toEqual(pagePermissions(ADMIN_REMOTE_PAGES.catalogAdmin));
      expect(remotes[2].entry).toBe('https://ops.example.com/remoteEntry.js');
      expect(remotes[2].permissions).toEqual(pagePermissions(ADMIN_REMOTE_PAGES.opsAdmin));
      expect(remotes[3].permissions).toEqual(pagePermissions(ADMIN_REMOTE_PAGES.systemAdmin));

      // Pages fall back to the shell (or, before a build, a Korean hint); missing chunks are 404s.
      const page = await t.app.request('/admin/catalog/brands');
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/text\/html/);
      expect((await t.app.request('/mf/storefront/assets/missing.js')).status).toBe(404);
      expect((await t.app.request('/mf/storefront/../../package.json')).status).not.toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe('static files are compressed', () => {
  it('answers br or gzip by Accept-Encoding, the same bytes once decoded, and plain without it', async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'market-static-'));
    mkdirSync(path.join(root, 'shell', 'dist', 'assets'), { recursive: true });
    const js = `console.log(${JSON.stringify('스타일허브 '.repeat(400))});`;
    writeFileSync(path.join(root, 'shell', 'dist', 'assets', 'main.0123abcd.js'), js);
    writeFileSync(path.join(root, 'shell', 'dist', 'index.html'), '<!doctype html><html><head><title>x</title></head><body></body></html>');
    const t = await createTestApp({ env: { STATIC_ROOT: root } });
    try {
      const url = '/assets/main.0123abcd.js';
      const br = await t.app.request(url, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
      expect(br.status).toBe(200);
      expect(br.headers.get('content-encoding')).toBe('br');
      expect(br.headers.get('vary')).toBe('Accept-Encoding');
      const brBody = Buffer.from(await br.arrayBuffer());
      expect(brBody.length).toBeLessThan(Buffer.byteLength(js) / 5);
      expect(brotliDecompressSync(brBody).toString()).toBe(js);

      const gz = await t.app.request(url, { headers: { 'Accept-Encoding': 'gzip, br;q=0' } });
      expect(gz.headers.get('content-encoding')).toBe('gzip');
      expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(js);

      const plain = await t.app.request(url);
      expect(plain.headers.get('content-encoding')).toBeNull();
      expect(await plain.text()).toBe(js);

      // Pages carry the remotes list and, outside /admin, a preload of the storefront entry.
      const store = await (await t.app.request('/categories')).text();
      const inline = /<script nonce="[^"]+">window.__MARKET_REMOTES__=(.*?)<\/script>/.exec(store);
      expect(JSON.parse(inline![1]!).map((r: { name: string }) => r.name)).toContain('mf_storefront');
      expect(store).toContain('<link rel="preload" as="script" href="/mf/storefront/remoteEntry.js"></head>');
      const admin = await (await t.app.request('/admin/catalog/brands')).text();
      expect(admin).toContain('window.__MARKET_REMOTES__=');
      expect(admin).not.toContain('rel="preload"');
    } finally {
      await t.close();
      rmSync(root, { recursive: true, force: true });
    }
  });
});
