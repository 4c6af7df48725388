import { defineConfig } from '@playwright/test';
import path from 'node:path';
import os from 'node:os';
import { SMTP_PORT } from './support/mailbox';

/**
 * E2E against the real, built server with fresh demo data in a temporary PGlite folder.
 * Debian's Chromium only (DESIGN §1): never a downloaded browser. Its headless shell (package
 * chromium-headless-shell: the same Chromium without a window, what Playwright itself runs headless)
 * opens a page in a third of the time and takes a sixth less of the machine than the full browser.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);
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

export default defineConfig({
  testDir: './specs',
  // The mailbox the server's e-mail goes to (support/mailbox.ts).
  globalSetup: './global-setup.ts',
  outputDir: './test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: 'tr-TR',
    timezoneId: 'Europe/Istanbul',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
      args: launchArgs,
    },
  },
  projects: [
    { name: 'desktop', testIgnore: /phone\.spec\.ts/, use: { viewport: { width: 1280, height: 800 } } },
    {
      name: 'phone',
      testIgnore: /desktop\.spec\.ts/,
      use: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
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
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      LOGIN_IP_MAX_FAILURES: '1000',
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      MAIL_POLL_SECONDS: '1',
      MAIL_RETRY_SECONDS: '1',
      // Webhooks (issue 17) go out within half a second of their change.
      WEBHOOK_POLL_MS: '500',
      ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {}),
    },
  },
});
