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
          // A page's answer may wait on the server (argon2 at sign-in, a cache refresh) while the
          // other test file loads the machine: polls wait up to 10 s, not vitest's 1 s.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
