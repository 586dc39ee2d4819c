import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from '@playwright/test';
import { test, type Page } from '../../fixtures/test';
import { loginAs } from '../../fixtures/auth';
import { api, loginShopper } from '../../fixtures/storefront';
import { pages as catalogAdminPages } from '../../../mf-catalog-admin/src/pages';
import { pages as opsAdminPages } from '../../../mf-ops-admin/src/pages';
import { pages as systemAdminPages } from '../../../mf-system-admin/src/pages';

/**
 * Issue 19: an accessibility engine (axe-core, the rules Lighthouse uses) over every page of the four
 * remotes, light and dark, 1280 and 360 px. A page is rendered once and re-checked after each colour
 * mode and width change (the shell follows the system colour scheme), which keeps the sweep short.
 *
 * Every page × theme × width must have no serious or critical violation (counted per element); the
 * counts are printed, and written to E2E_RESULTS_DIR with each finding when one appears.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../..');
// axe-core is a devDependency of the UI kit (its page tests run it); the sweep reads the same copy.
const AXE_SOURCE = readFileSync(createRequire(path.join(root, 'packages/ui/package.json')).resolve('axe-core/axe.min.js'), 'utf8');

const THEMES = ['light', 'dark'] as const;
const WIDTHS = [1280, 360] as const;
type Theme = (typeof THEMES)[number];

/** The storefront's route table (mf-storefront/src/routes.tsx), read as text: it imports the pages' chunks. */
function storefrontPaths(): string[] {
  const source = readFileSync(path.join(root, 'mf-storefront/src/routes.tsx'), 'utf8');
  const table = source.slice(source.indexOf('export const storeRoutes'));
  return [...table.matchAll(/\{ path: '([^']*)'/g)].map((m) => `/${m[1]}`);
}

/** Storefront pages a guest sees as such (a signed-in shopper would be sent elsewhere or see another form). */
const GUEST_PAGES = /^\/(login|signup|checkout\/guest|guest-orders|account\/set-password)$/;

interface Finding {
  rule: string;
  impact: string;
  nodes: number;
  targets: string[];
  summary: string;
}
interface Result {
  page: string;
  theme: Theme;
  width: number;
  findings: Finding[];
  /** The page's perceivable h1 texts (a visually hidden h1 counts: screen readers read it). */
  h1s: string[];
}
const key = (r: Pick<Result, 'page' | 'theme' | 'width'>) => `${r.page} ${r.theme} ${r.width}`;
const count = (r: Result) => r.findings.reduce((n, f) => n + f.nodes, 0);

async function settle(page: Page): Promise<void> {
  // Data arrives after hydration: wait until no part of the page is loading (the kit's skeletons
  // and busy regions). Bounded: a page that stays busy is checked as it is.
  await page
    .waitForFunction(() => !document.querySelector('[aria-busy="true"], .chakra-skeleton'), undefined, { timeout: 10_000 })
    .catch(() => undefined);
  await page.waitForLoadState('networkidle', { timeout: 1_500 }).catch(() => undefined);
  await frames(page);
}

const frames = (page: Page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

async function setTheme(page: Page, theme: Theme): Promise<void> {
  await page.emulateMedia({ colorScheme: theme });
  await page.waitForFunction((t) => document.documentElement.classList.contains(t), theme);
  await frames(page);
}

/** Landmark rules axe rates moderate, held to as well: one main, one banner, repeated landmarks told apart by name. */
const LANDMARK_RULES = [
  'landmark-unique',
  'landmark-one-main',
  'landmark-no-duplicate-main',
  'landmark-no-duplicate-banner',
  'landmark-no-duplicate-contentinfo',
];

async function runAxe(page: Page): Promise<Finding[]> {
  // evaluate, not a <script>: the page's Content-Security-Policy allows no inline script.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (required) => {
    const axe = (window as unknown as { axe: any }).axe;
    const { violations } = await axe.run(document, { resultTypes: ['violations'] });
    return violations
      .filter((v: any) => v.impact === 'serious' || v.impact === 'critical' || required.includes(v.id))
      .map((v: any) => ({
        rule: v.id,
        impact: v.impact,
        nodes: v.nodes.length,
        targets: v.nodes
          .slice(0, 4)
          .map((n: any) => `${n.target.join(' ')} :: ${(n.failureSummary ?? '').split('\n').slice(1, 2).join('')}`),
        summary: v.help,
      }));
  }, LANDMARK_RULES);
}

/** The h1 elements a screen reader finds: not hidden, not display:none, not under aria-hidden. */
function headingsOne(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('h1')]
      .filter((h) => h.checkVisibility({ visibilityProperty: true }) && !h.closest('[aria-hidden="true"], [inert]'))
      .map((h) => (h.textContent ?? '').trim().slice(0, 40)),
  );
}

/** Every page × theme × width of `paths` (a route, or [route, URL] for a route with parameters), one render each. */
async function sweep(page: Page, paths: (string | [string, string])[]): Promise<Result[]> {
  const results: Result[] = [];
  for (const entry of paths) {
    const [route, url] = typeof entry === 'string' ? [entry, entry] : entry;
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(url);
    await settle(page);
    // Light 1280, dark 1280, dark 360, light 360: one change at a time.
    for (const [theme, width] of [
      ['light', 1280],
      ['dark', 1280],
      ['dark', 360],
      ['light', 360],
    ] as const) {
      await page.setViewportSize({ width, height: width === 360 ? 780 : 900 });
      await setTheme(page, theme);
      results.push({ page: route, theme, width, findings: await runAxe(page), h1s: await headingsOne(page) });
    }
  }
  return results;
}

/** Prints the counts of `results` and fails on any page × theme × width with a serious or critical violation. */
function check(title: string, results: Result[]): void {
  const rows = [...new Set(results.map((r) => r.page))].map((p) => {
    const row: Record<string, string | number> = { page: p };
    for (const t of THEMES)
      for (const w of WIDTHS) row[`${t} ${w}`] = count(results.find((r) => r.page === p && r.theme === t && r.width === w)!);
    return row;
  });
  const byRule = new Map<string, number>();
  for (const r of results) for (const f of r.findings) byRule.set(f.rule, (byRule.get(f.rule) ?? 0) + f.nodes);
  console.log(
    `${title}: serious + critical axe violations and landmark findings (elements), total ${results.reduce((n, r) => n + count(r), 0)}`,
  );
  console.table(rows);
  if (byRule.size) console.table(Object.fromEntries([...byRule].sort((a, b) => b[1] - a[1])));
  if (process.env.E2E_RESULTS_DIR)
    writeFileSync(path.join(process.env.E2E_RESULTS_DIR, `a11y-${title.replace(/\W+/g, '-')}.json`), JSON.stringify(results, null, 1));

  // One h1 per page (KWCAG 2.2 / WCAG 1.3.1, 2.4.6): the page's own title, at every width.
  const h1Offenders = results
    .filter((r) => r.theme === 'light' && r.h1s.length !== 1)
    .map((r) => `${key(r)}: ${r.h1s.length} h1 ${JSON.stringify(r.h1s)}`);
  console.log(`${title}: pages × widths without exactly one h1: ${h1Offenders.length}`);
  expect.soft(h1Offenders, 'pages without exactly one h1').toEqual([]);

  expect(
    results.filter((r) => count(r) > 0).map((r) => ({ at: key(r), now: count(r), findings: r.findings })),
    'pages with serious or critical axe violations',
  ).toEqual([]);
}

test.describe('axe sweep (issue 19)', () => {
  test.describe.configure({ mode: 'parallel' });
  // Four axe runs per page on a shared machine, for every page of a remote.
  test.setTimeout(300_000);

  test('storefront pages, as a guest', async ({ page }) => {
    const product = (await api(page, '/api/products?limit=1')).items[0];
    const brand = (await api(page, '/api/brands?limit=1')).items[0];
    const paths = storefrontPaths()
      .filter((p) => GUEST_PAGES.test(p) || p === '/' || p.includes(':'))
      .map((p): [string, string] => [p, p.replace(':id', product.id).replace(':slug', brand.slug)]);
    check('storefront guest', await sweep(page, [...paths, '/no-such-page']));
  });

  test('storefront pages, signed in', async ({ page }) => {
    await loginShopper(page);
    const paths = storefrontPaths().filter((p) => !GUEST_PAGES.test(p) && p !== '/' && !p.includes(':'));
    check('storefront member', await sweep(page, paths));
  });

  for (const [remote, pages] of [
    ['catalog admin', catalogAdminPages],
    ['ops admin', opsAdminPages],
    ['system admin', systemAdminPages],
  ] as const) {
    test(`${remote} screens, as SUPER_ADMIN`, async ({ page }) => {
      await loginAs(page, 'SUPER_ADMIN');
      check(
        remote,
        await sweep(
          page,
          pages.map((p) => `/admin/${p.path}`),
        ),
      );
    });
  }

  test('admin sign-in and unknown admin path', async ({ page }) => {
    const results = await sweep(page, ['/admin/login']);
    await loginAs(page, 'SUPER_ADMIN');
    check('admin frame', [...results, ...(await sweep(page, ['/admin/no-such-screen']))]);
  });
});
