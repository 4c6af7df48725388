import { configDefaults, defineConfig } from 'vitest/config';
import { fontAwesomeIcons } from './web/build/fontAwesomeIcons.ts';

// *.pg.test.ts need a real PostgreSQL server (several processes on one database, the server's own
// refusals). They are collected only when TEST_DATABASE_URL is set (npm run test:pg, CI), so a run
// without one does not count them as skipped.
const withPostgres = !!process.env.TEST_DATABASE_URL;

export default defineConfig({
  test: {
    // Each API test file holds its own database copy; two cores run two files at a time.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'common',
          include: ['common/src/**/*.test.ts'],
          setupFiles: ['common/src/testing/setup-clock.ts'],
        },
      },
      {
        // The browser app's rules as plain functions (card masks, expiry lists, list parameters, price display,
        // checkout form state, the report ranges): checked in milliseconds, not through a browser.
        // The icons the sources name are registered by the build's plugin, as in the app (web/build/fontAwesomeIcons.ts).
        plugins: [fontAwesomeIcons()],
        test: {
          name: 'web',
          include: ['web/src/**/*.test.ts', 'web/sw/**/*.test.ts'],
          setupFiles: ['common/src/testing/setup-clock.ts'],
        },
      },
      {
        test: {
          name: 'server',
          include: ['server/src/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...(withPostgres ? [] : ['**/*.pg.test.ts'])],
          // Modules are loaded once per worker, not once per file: the app's modules took 1.4 s to import in each
          // of 80 files. Each file still builds its own app on its own database copy (test/app.ts).
          isolate: false,
          // Migrate and generate demo data once; each test file starts from a copy.
          globalSetup: ['server/src/test/global-setup.ts'],
          // The suite's own day, never the machine's (common/src/testing/clock.ts).
          setupFiles: ['common/src/testing/setup-clock.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'scripts',
          include: ['scripts/**/*.test.ts'],
          // `npm start` from scratch builds the web app and the server and generates the demo data.
          testTimeout: 300_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
