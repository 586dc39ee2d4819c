// `npm test`: installs what is missing (dependencies, Debian's Chromium), builds, then runs every
// test: jest (unit and API, against a real database) and Playwright (e2e in Chromium against the
// production build). Ends with one line `N passed, N failed` over all of them.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ROOT, buildApps, ensureInstalled, log, run, staleApps } from './lib.mjs';
import { ensureChromium } from './ensure-chromium.mjs';

const only = process.argv[2]; // 'unit' | 'e2e' | undefined (both)
const out = path.join(ROOT, '.test-results');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

await ensureInstalled();
const env = { TZ: 'UTC', NODE_OPTIONS: [process.env.NODE_OPTIONS, '--max-old-space-size=4096'].filter(Boolean).join(' ') };
const totals = { passed: 0, failed: 0, skipped: 0 };
let broken = false;

if (only !== 'e2e') {
  log('jest: unit and API tests');
  const jestJson = path.join(out, 'jest.json');
  await run(process.execPath, ['node_modules/jest/bin/jest.js', '--ci', '--json', `--outputFile=${jestJson}`], { env });
  if (existsSync(jestJson)) {
    const r = JSON.parse(readFileSync(jestJson, 'utf8'));
    totals.passed += r.numPassedTests;
    totals.failed += r.numFailedTests;
    totals.skipped += r.numPendingTests + r.numTodoTests;
    // A suite that fails to load has no test results but must still count as a failure.
    totals.failed += r.testResults.filter((s) => s.status === 'failed' && s.assertionResults.length === 0).length;
    if (r.numTotalTests === 0) broken = true;
  } else broken = true;
}

if (only !== 'unit') {
  const chromium = ensureChromium();
  await buildApps(staleApps());
  // The shared-version skew gate on the builds just made: a failure counts as a failed test.
  log('check:shared: shared singletons of the shell and the remotes');
  if ((await run(process.execPath, ['scripts/check-shared-versions.mjs'], { env })) === 0) totals.passed += 1;
  else totals.failed += 1;
  log('playwright: e2e tests in Chromium');
  const pwJson = path.join(out, 'playwright.json');
  await run(process.execPath, ['node_modules/@playwright/test/cli.js', 'test', '-c', 'e2e/playwright.config.ts'], {
    env: { ...env, CHROMIUM_PATH: chromium, PLAYWRIGHT_JSON_OUTPUT_NAME: pwJson },
  });
  if (existsSync(pwJson)) {
    const s = JSON.parse(readFileSync(pwJson, 'utf8')).stats;
    totals.passed += s.expected + s.flaky;
    totals.failed += s.unexpected;
    totals.skipped += s.skipped;
    if (s.expected + s.unexpected + s.flaky === 0) broken = true;
  } else broken = true;
}

if (broken) {
  console.error('[market] a test runner did not report results');
  totals.failed += totals.failed === 0 ? 1 : 0;
}
console.log(`${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(totals.failed > 0 ? 1 : 0);
