import { defineConfig } from 'vitest/config';

// Unit tests of the website's modules; its browser tests are in the e2e package.
export default defineConfig({
  test: {
    reporters: ['default', '../../tooling/vitest-summary-reporter.ts'],
    include: ['src/**/*.test.ts'],
  },
});
