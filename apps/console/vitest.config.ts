import { defineConfig } from 'vitest/config';

// Unit tests beside the console's plain modules; the screens are tested in a browser (the e2e package).
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    reporters: ['default', '@office/vitest-summary'],
  },
});
