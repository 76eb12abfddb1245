import { defineConfig } from 'tsup';

// Two ESM bundles for production: the server and the operator's command line (`node cli.js …`).
// npm dependencies stay external, the workspace's TypeScript packages (exported as source) are
// bundled in. No shared chunks: each entry is one file, which is what the release folder and the
// image hold (decision 0035).
export default defineConfig({
  entry: { server: 'src/server.ts', cli: 'src/cli/main.ts' },
  format: 'esm',
  platform: 'node',
  target: 'node22',
  outDir: 'dist',
  sourcemap: true,
  splitting: false,
  clean: true,
  noExternal: [/^@office\//],
  // Loaded only by `pnpm dev` (web/vite-dev.ts), a development dependency: never in the bundle.
  external: ['vite'],
});
