import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    reporters: ['default', '@office/vitest-summary'],
    include: ['test/**/*.test.ts'],
    // Each test file runs the real server and a Chromium of its own: at most two at once (the
    // machine has two cores), in child processes.
    pool: 'forks',
    maxWorkers: 2,
    // Provides the Postgres server (DATABASE_URL) the test databases are created on, if any.
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // A page's answer may wait on the server (argon2 at sign-in, a cache refresh) while the other
    // test file loads the machine: polls wait up to 10 s, not vitest's 1 s.
    expect: { poll: { timeout: 10_000 } },
  },
});
