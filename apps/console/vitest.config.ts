import { defineConfig } from 'vitest/config';

// Unit tests of the console's plain modules; the screens are tested in a browser (apps/web/test/e2e).
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    reporters: ['default', '../../tooling/vitest-summary-reporter.ts'],
  },
});
