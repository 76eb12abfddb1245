import { defineConfig } from 'vitest/config';

// Unit tests of the website's modules; its browser tests are in the e2e package.
export default defineConfig({
  test: {
    reporters: ['default', '@office/vitest-summary'],
    include: ['src/**/*.test.ts'],
  },
});
