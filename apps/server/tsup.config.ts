import { defineConfig } from 'tsup';

// One ESM bundle for production; npm dependencies stay external, the workspace's TypeScript
// packages (exported as source) are bundled in.
export default defineConfig({
  entry: { server: 'src/server.ts' },
  format: 'esm',
  platform: 'node',
  target: 'node22',
  outDir: 'dist',
  sourcemap: true,
  clean: true,
  noExternal: [/^@office\//],
  // Loaded only by `pnpm dev` (web/vite-dev.ts), a development dependency: never in the bundle.
  external: ['vite'],
});
