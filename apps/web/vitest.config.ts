import { defineConfig } from 'vitest/config';
import { inlineScript } from './vite.config.ts';

// Unit tests of the website's modules; its browser tests are in the e2e package. The inline-script
// plugin makes what `?inline-script` imports as the build does (entry-script-loader.test.ts).
export default defineConfig({
  plugins: [inlineScript()],
  test: {
    reporters: ['default', '@office/vitest-summary'],
    include: ['src/**/*.test.ts'],
  },
});
