import { gzipSync } from 'node:zlib';
import { expect, type Response } from '@playwright/test';
import { test } from '../../fixtures/test';

/**
 * The JavaScript budget (DESIGN 5, issues 4 and 17, ADR 039): every storefront page a shopper can
 * land on loads at most 200 KB of gzipped JavaScript on a phone, the shell, the federation runtime
 * and the shared libraries included. The same count as `bench/first-page-js.mjs`: each script the
 * page fetched until the network is idle, gzipped at level 9. The builds are deterministic, so the
 * figure is too; a change that puts a dialog, a form library or zod back on a first page fails here.
 */
const BUDGET_KB = 200;

test.describe('JavaScript budget of the storefront pages', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('every page a shopper can land on stays within 200 KB of JavaScript (gzip)', async ({ page, request }) => {
    test.setTimeout(180_000);
    const products = (await (await request.get('/api/products?limit=1')).json()) as { items: { id: string }[] };
    const brands = (await (await request.get('/api/brands?limit=1')).json()) as { items: { slug: string }[] };
    const pages: [string, string][] = [
      ['home', '/'],
      ['listing', '/categories'],
      ['search', `/search?q=${encodeURIComponent('가방')}`],
      ['product', `/products/${products.items[0].id}`],
      ['brands', '/brands'],
      ['brand', `/brands/${brands.items[0].slug}`],
      ['ranking', '/ranking'],
      ['events', '/events'],
      ['cart', '/cart'],
    ];
    const over: string[] = [];
    const report: string[] = [];
    for (const [name, path] of pages) {
      const bodies: Promise<number>[] = [];
      const onResponse = (res: Response) => {
        if (res.request().resourceType() !== 'script') return;
        bodies.push(
          res.body().then(
            (b) => gzipSync(b, { level: 9 }).length,
            () => 0,
          ),
        );
      };
      page.on('response', onResponse);
      await page.goto(path, { waitUntil: 'networkidle' });
      await page.waitForTimeout(1000);
      page.off('response', onResponse);
      const kb = (await Promise.all(bodies)).reduce((a, b) => a + b, 0) / 1024;
      report.push(`${name} ${path}: ${kb.toFixed(1)} KB`);
      if (kb > BUDGET_KB) over.push(`${name}: ${kb.toFixed(1)} KB > ${BUDGET_KB} KB`);
    }
    console.log(report.join('\n'));
    expect(over, 'pages over the JavaScript budget').toEqual([]);
  });
});
