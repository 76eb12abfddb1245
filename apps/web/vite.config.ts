import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Two builds from this config: the browser bundle (`dist/client`, with a manifest the server reads
// to link the hashed assets) and the server renderer (`dist/server`, `--ssr src/entry-server.tsx`).
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    vanillaExtractPlugin({ unstable_mode: 'inlineCssInDev' }),
  ],
  publicDir: isSsrBuild ? false : 'public',
  build: {
    manifest: !isSsrBuild,
    rollupOptions: isSsrBuild ? undefined : { input: 'src/entry-client.tsx' },
    assetsInlineLimit: 0,
    // One stylesheet for the whole site (~7 KB compressed), linked in every page's head: split CSS
    // would arrive with its route's script, after the first paint (a flash and a layout shift).
    cssCodeSplit: false,
  },
  // `pnpm dev` (Vite inside the API server) has no index.html to start from: these are crawled at
  // start, so the browser's dependencies are bundled before the first page, not discovered by it
  // (which would reload that page).
  optimizeDeps: { entries: ['src/entry-client.tsx', 'src/routes/**/*.tsx'] },
  ssr: {
    // Workspace packages are TypeScript source: bundle them into the server renderer.
    noExternal: [/^@office\//],
  },
}));
