import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page, type Route } from '@playwright/test';
import { test } from '../../fixtures/test';
import { DEMO_PASSWORD, STAFF, loginAs } from '../../fixtures/auth';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
/** An admin page's first table after a full page load: frame, three remote entries, page chunk, API. */
const ADMIN_START_MS = 30_000;

test('remotes.json lists the four remotes, no-cache, pointing at their remote entries', async ({ request }) => {
  const res = await request.get('/remotes.json');
  expect(res.status()).toBe(200);
  expect(res.headers()['cache-control']).toContain('no-cache');
  const remotes = await res.json();
  expect(remotes.map((r: { name: string }) => r.name).sort()).toEqual([
    'mf_catalog_admin',
    'mf_ops_admin',
    'mf_storefront',
    'mf_system_admin',
  ]);
  for (const r of remotes) expect(r.entry).toMatch(/\/remoteEntry\.js$/);
  const entry = await request.get(remotes.find((r: { name: string }) => r.name === 'mf_storefront').entry);
  expect(entry.status()).toBe(200);
  expect(entry.headers()['content-type']).toContain('javascript');
  expect(await entry.text()).toContain('mf_storefront');
});

/** Ways a remote can be broken, applied to every request for its files. */
const FAILURES: Record<string, (route: Route) => Promise<void>> = {
  'dead address': (route) => route.abort('connectionrefused'),
  '404': (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'not found' }),
  '500': (route) => route.fulfill({ status: 500, contentType: 'text/plain', body: 'boom' }),
  'HTML instead of JavaScript': (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><html><body>maintenance</body></html>' }),
};

async function breakRemote(page: Page, folder: string, how: (route: Route) => Promise<void>) {
  await page.route(new RegExp(`/mf/${folder}/`), how);
}

for (const [name, how] of Object.entries(FAILURES)) {
  test(`catalogue admin remote down (${name}): its area shows a retry panel, the rest keeps working`, async ({ page }) => {
    // Several navigations, each waiting out the bounded retry of a broken remote.
    test.slow();
    await breakRemote(page, 'catalog-admin', how);
    await loginAs(page, 'SUPER_ADMIN', '/admin/catalog/brands');
    const panel = page.getByTestId('remote-error-mf_catalog_admin');
    await expect(panel).toBeVisible({ timeout: 20_000 });
    await expect(panel.getByRole('button', { name: '다시 시도' })).toBeVisible();
    // Another admin area still works, in the same page session.
    await page.getByTestId('admin-sidebar').getByTestId('nav-customers').click();
    await expect(page.getByTestId('data-row').first()).toBeVisible({ timeout: ADMIN_START_MS });
    await expect(page.getByTestId('nav-catalog-brands')).toHaveCount(0);
    // The storefront still works.
    await page.goto('/brands');
    await expect(page.getByTestId('brand-card').first()).toBeVisible();
    // Once the remote is back, retry brings its page.
    await page.goto('/admin/catalog/brands');
    await expect(page.getByTestId('remote-error-mf_catalog_admin')).toBeVisible({ timeout: 20_000 });
    await page.unroute(/\/mf\/catalog-admin\//);
    await page.getByTestId('remote-error-mf_catalog_admin').getByRole('button', { name: '다시 시도' }).click();
    await expect(page.getByTestId('data-row').first()).toBeVisible({ timeout: ADMIN_START_MS });
  });
}

test('storefront remote down: the shop shows a retry panel and the admin keeps working', async ({ page }) => {
  test.slow();
  await breakRemote(page, 'storefront', FAILURES['500']!);
  await page.goto('/');
  await expect(page.getByTestId('remote-error-mf_storefront')).toBeVisible({ timeout: 20_000 });
  await loginAs(page, 'SUPER_ADMIN', '/admin/customers');
  await expect(page.getByTestId('data-row').first()).toBeVisible({ timeout: ADMIN_START_MS });
});

test("the panel's own code loads only when a remote fails, and a plain panel stands in if it cannot load", async ({ page }) => {
  test.slow();
  const panelChunk = /\/assets\/remote-error-panel\.[0-9a-f]+\.js$/;
  const requested: string[] = [];
  page.on('request', (r) => {
    if (panelChunk.test(r.url())) requested.push(r.url());
  });
  await page.goto('/');
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  expect(requested, 'a working page does not download the error panel').toEqual([]);

  // The storefront and the panel's chunk both unreachable (the network is down for them).
  await breakRemote(page, 'storefront', FAILURES['500']!);
  await page.route(panelChunk, (route) => route.abort('internetdisconnected'));
  await page.goto('/');
  const panel = page.getByTestId('remote-error-mf_storefront');
  await expect(panel).toBeVisible({ timeout: 20_000 });
  await expect(panel).toContainText('화면을 불러오지 못했습니다');
  await expect(panel.getByRole('button', { name: '다시 시도' })).toBeVisible();
  expect(requested.length).toBeGreaterThan(0);
});

test('a remote URL from the environment is used without rebuilding the shell', async ({ browser }) => {
  // A second server on the same database, its ops admin remote pointed at a dead address.
  const env = JSON.parse(readFileSync(path.join(process.env.E2E_RESULTS_DIR || path.join(ROOT, '.test-results'), 'e2e-env.json'), 'utf8'));
  const port = 3199;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'api/src/server.ts')], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port), SEED: '0', MF_OPS_ADMIN_URL: 'http://127.0.0.1:9/remoteEntry.js' },
    stdio: 'ignore',
  });
  try {
    const base = `http://127.0.0.1:${port}`;
    await expect
      .poll(
        async () =>
          fetch(`${base}/api/health`)
            .then((r) => r.status)
            .catch(() => 0),
        { timeout: 60_000 },
      )
      .toBe(200);
    const remotes = await (await fetch(`${base}/remotes.json`)).json();
    expect(remotes.find((r: { name: string }) => r.name === 'mf_ops_admin').entry).toBe('http://127.0.0.1:9/remoteEntry.js');
    const context = await browser.newContext({ baseURL: base });
    const page = await context.newPage();
    const res = await page.request.post('/api/admin/auth/login', { data: { email: STAFF.SUPER_ADMIN, password: DEMO_PASSWORD } });
    expect(res.status()).toBe(200);
    await page.goto('/admin');
    await expect(page.getByTestId('remote-error-mf_ops_admin')).toBeVisible({ timeout: 20_000 });
    await page.getByTestId('admin-sidebar').getByTestId('nav-catalog-brands').click();
    await expect(page.getByTestId('data-row').first()).toBeVisible({ timeout: ADMIN_START_MS });
    await context.close();
  } finally {
    child.kill('SIGTERM');
  }
});
