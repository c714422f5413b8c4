import { defineConfig } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@shop/tooling/chromium';
import { ROOT } from '@shop/tooling/frontends';

/**
 * Journeys over the composed site, started exactly as `npm start` starts it (builds are made
 * beforehand by `npm run test:e2e`). Debian's Chromium; nothing is downloaded.
 */

// One page-fragment token for the run: the site's catalogue (the web server below) and the shells
// a journey starts itself (single-bundle-control, remote-down) share it. Set here, in the runner,
// it reaches both, and the workers inherit it. A site reused from your own `npm start` needs the
// same PAGE_FRAGMENT_TOKEN set for both.
process.env.PAGE_FRAGMENT_TOKEN ||= randomBytes(32).toString('hex');
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? 'line' : 'list',
  outputDir: '../test-results',
  use: {
    baseURL: 'http://localhost:8080',
    browserName: 'chromium',
    locale: 'ru-RU',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
  },
  webServer: {
    command: 'npx tsx scripts/start.ts',
    cwd: '..',
    // Its own embedded database, seeded on first start and reused after; the Auth emulator's
    // accounts with these e-mails become administrators at sign-in. Every journey's browser is
    // one address (127.0.0.1): the per-address rate limits are raised above what the suite makes.
    env: {
      API_DATA_DIR: path.join(ROOT, '.data/e2e-pglite'),
      SHOP_ADMIN_EMAILS: 'admin@shop.test',
      // A fresh Auth emulator each run, in the site's process group: the runner's kill stops it too.
      AUTH_EMULATOR_DATA: '',
      ORDERS_PER_HOUR: '100000',
      SIGN_UPS_PER_HOUR: '100000',
    },
    url: 'http://localhost:8080/config.json',
    timeout: 240_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'pipe',
  },
});
