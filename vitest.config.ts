import { defineConfig } from 'vitest/config';

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
