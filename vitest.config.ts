import { configDefaults, defineConfig } from 'vitest/config';

// *.pg.test.ts need a real PostgreSQL server (several processes on one database, the server's own
// refusals). They are collected only when TEST_DATABASE_URL is set (npm run test:pg, CI), so a run
// without one does not count them as skipped.
const withPostgres = !!process.env.TEST_DATABASE_URL;

export default defineConfig({
  test: {
    // Each API test file holds its own database copy; two cores run two files at a time.
    maxWorkers: 2,
    projects: [
      { test: { name: 'common', include: ['common/src/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          include: ['server/src/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...(withPostgres ? [] : ['**/*.pg.test.ts'])],
          // Migrate and generate demo data once; each test file starts from a copy.
          globalSetup: ['server/src/test/global-setup.ts'],
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
