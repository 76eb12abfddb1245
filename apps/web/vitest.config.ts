import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    reporters: ['default', '../../tooling/vitest-summary-reporter.ts'],
    // Each browser-test file runs the real server and a Chromium of its own: at most two at once
    // (the machine has two cores), in child processes.
    pool: 'forks',
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['test/*.test.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          // Provides the Postgres server (DATABASE_URL) the test databases are created on, if any.
          globalSetup: ['test/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
