import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The console is served by the API under /admin (apps/server/src/site/console-pages.ts), apart from the
// public website's bundle.
export default defineConfig({
  base: '/admin/',
  plugins: [react(), vanillaExtractPlugin()],
  build: { outDir: 'dist', assetsInlineLimit: 0 },
});
