import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT || 3100);
const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** e2e against the composed production build, in Debian's Chromium (never a downloaded browser). */
export default defineConfig({
  testDir: './tests',
  outputDir: process.env.E2E_RESULTS_DIR ? `${process.env.E2E_RESULTS_DIR}/playwright` : '../.test-results/playwright',
  // Generous: CI shares two cores with the database, the server and the browser.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME || '../.test-results/playwright.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-dev-shm-usage',
      ],
    },
  },
  projects: [
    { name: 'e2e', testIgnore: /(journeys|shop-wide)\// },
    // Journeys that move the shop's clock (TEST_CLOCK: 자동 구매확정 and settlements run as of days
    // later, for every seller) run after the rest on the same server, so that no other test finds
    // the periods already settled. Alone: `--project=journeys --no-deps`.
    { name: 'journeys', testMatch: /journeys\/.*\.spec\.ts$/, dependencies: ['e2e'] },
    // Specs that change a setting for the whole shop (free-shipping threshold, ...) run after
    // everything else, and maintenance mode, which closes the storefront, runs last and alone.
    // Alone: `--project=shop-wide --no-deps` or `--project=maintenance --no-deps`.
    // One at a time: two of them saving the shop settings form at once would undo each other.
    { name: 'shop-wide', testMatch: /shop-wide\/(?!maintenance).*\.spec\.ts$/, dependencies: ['journeys'], workers: 1 },
    { name: 'maintenance', testMatch: /shop-wide\/maintenance.*\.spec\.ts$/, dependencies: ['shop-wide'] },
  ],
  webServer: {
    command: 'node ../scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      E2E_PORT: String(port),
      ...(process.env.E2E_RESULTS_DIR ? { E2E_RESULTS_DIR: process.env.E2E_RESULTS_DIR } : {}),
      // The sandbox carrier two seconds a step, moved only by the admin's 배송 조회 새로고침: the
      // scheduled tracking job stays off, so other specs' shipped orders stay shipped while they look.
      CARRIER_SANDBOX_STEP_SECONDS: '2',
      CARRIER_TRACKING_JOB: '0',
    },
  },
});
