import { defineConfig } from '@playwright/test';
import path from 'node:path';
import os from 'node:os';
import { TEST_NOW } from '@bayi/common/testing';
import { SMTP_PORT } from './support/mailbox';

/**
 * E2E against the real, built server with fresh demo data in a temporary PGlite folder.
 * Debian's Chromium only: never a downloaded browser, so a run needs no network. Its headless shell (package
 * chromium-headless-shell: the same Chromium without a window, what Playwright itself runs headless)
 * opens a page in a third of the time and takes a sixth less of the machine than the full browser.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);
// The journeys' clock starts at TEST_NOW when the run starts (support/clock.ts); the workers inherit this.
process.env.E2E_CLOCK_ZERO ??= String(Date.now());
const dataDir = path.join(os.tmpdir(), `bayi-e2e-${PORT}`);
const launchArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-dev-shm-usage',
  // The 3-D Secure window is a sandboxed frame (opaque origin), which this Chromium puts in a process of its
  // own; headless and without a GPU such a frame was now and then never laid out — its page present but
  // invisible and deaf to clicks, in about one payment in five. In-process it was 8 of 8 (docs/architecture.md).
  '--disable-features=IsolateSandboxedIframes',
];

const DESKTOP = { viewport: { width: 1280, height: 800 } };
const PHONE = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
/** Journeys that change what every user sees; they run alone, after the others. */
const GLOBAL =
  /\/(theme-editor|admin|admin-(settings|dealers|merchandising|rates|imports|content|webhooks))(\.desktop)?\.spec\.ts$/;

export default defineConfig({
  testDir: './specs',
  // The mailbox the server's e-mail goes to (support/mailbox.ts).
  globalSetup: './global-setup.ts',
  outputDir: './test-results',
  // Journeys run two at a time: each dealer journey has its own dealer (specs/basket-data.ts), so they never
  // meet. Those that change what every user sees (theme, settings, menus, rates, home lists, imports, the order
  // stages) run one at a time after them, in the *-global projects.
  // One worker for now: with two, CI met its time, but three of four runs lost one journey to a transition caught
  // half-way under load (a preset click, a button's colour mid-change). `--workers 2` runs them two at a time.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 1),
  retries: 0,
  forbidOnly: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: 'tr-TR',
    timezoneId: 'Europe/Istanbul',
    // What a failure leaves to read: the error, a screenshot and the page's accessibility tree (error-context.md).
    // A trace is kept with E2E_TRACE=1 (then for each failing journey): recording one snapshots the page at every
    // step, which made the whole run a third slower. E2E_SCREENSHOTS=1 keeps the pages the journeys show.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    // The storefront's service worker answers the catalogue calls once installed, where page.route and the
    // journeys' request counts do not see them. Journeys run without it; pwa.spec.ts allows it and tests it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
      args: launchArgs,
    },
  },
  projects: [
    { name: 'desktop', testIgnore: [/phone\.spec\.ts/, GLOBAL], use: DESKTOP },
    // The phone runs the journeys whose page is laid out or used differently at 375 px with touch (tagged @phone);
    // the rest of a journey's rules do not depend on the width and are checked at 1280.
    { name: 'phone', grep: /@phone/, testIgnore: [/desktop\.spec\.ts/, GLOBAL], use: PHONE },
    {
      name: 'desktop-global',
      testMatch: GLOBAL,
      testIgnore: /phone\.spec\.ts/,
      dependencies: ['desktop', 'phone'],
      workers: 1,
      use: DESKTOP,
    },
    {
      name: 'phone-global',
      testMatch: GLOBAL,
      grep: /@phone/,
      testIgnore: /desktop\.spec\.ts/,
      dependencies: ['desktop-global'],
      workers: 1,
      use: PHONE,
    },
  ],
  webServer: {
    command: `rm -rf "${dataDir}" && node --enable-source-maps ../server/dist/main.js`,
    url: `http://localhost:${PORT}/login/CheckLogin`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(PORT),
      // The server's clock starts on the journeys' day (support/clock.ts), as does the demo history it makes.
      CLOCK_START: TEST_NOW,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      LOGIN_IP_MAX_FAILURES: '1000',
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      MAIL_POLL_SECONDS: '1',
      MAIL_RETRY_SECONDS: '1',
      // Webhooks go out within half a second of their change.
      WEBHOOK_POLL_MS: '500',
      ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {}),
    },
  },
});
