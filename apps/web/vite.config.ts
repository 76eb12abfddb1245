import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { readFile } from 'node:fs/promises';
import react from '@vitejs/plugin-react';
import { defineConfig, minify, parseSync, type Plugin, transformWithOxc } from 'vite';

/**
 * What every first visit runs goes in two files rather than fifteen: the runtime (React, the
 * router) and the site's shell (layout, texts, loaders, helpers the pages share). Fewer requests,
 * and brotli compresses one file better than many small ones (decision 0023). What only
 * some pages or moments need stays out: the query cache and tRPC's client, Swiper, the map, the
 * inquiry form and its widget, post lists and views, and each route's own component (`?tsr-split`).
 * Of the contracts, the identifier patterns too: only the inquiry form checks what is typed.
 */
const shell =
  /\/apps\/web\/src\/(entry-client|router|router-context|routeTree\.gen|trpc-lazy|routes\/(__root|-[^/]+)|hooks\/[^/]+|i18n\/[^/]+|queries\/[^/]+|images\/[^/]+|seo\/[^/]+|styles\/[^/]+|components\/(site-[^/]+|header\.css|layout\.css|language-menu|site-menu|loading-overlay|not-found-page|line-icon|picture|page\.css|page-hero))\.tsx?$|\/packages\/contracts\/src\/(?!identifiers\.ts$)/;
const firstVisitChunks = [
  {
    name: 'runtime',
    // TanStack Query is not here: the page's data comes with it, and the query cache loads with
    // tRPC's client when a navigation or the inquiry form first needs the network (decision 0025).
    test: /\/node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?(react|react-dom|scheduler|use-sync-external-store|@tanstack\/(?!query-core|react-query)[^/]+)\//,
    priority: 2,
  },
  { name: 'shell', test: (id: string) => shell.test(id) && !id.includes('?'), priority: 1 },
];

/**
 * `import source from './module.ts?inline-script'`: the module's default export, a function, as the
 * text of a minified function expression, for a page to inline in a `<script>` and call
 * (`routes/__root.tsx`, `entry-script-loader.ts`). Its source stays readable TypeScript with
 * comments; what the page carries is ~1 KB. Done by Vite's own TypeScript transform and minifier
 * (Oxc), for ES2015, in the build and in `pnpm dev` alike; an edit reloads it like any module.
 */
export function inlineScript(): Plugin {
  const query = '?inline-script';
  return {
    name: 'office:inline-script',
    async load(id) {
      if (!id.endsWith(query)) return null;
      const file = id.slice(0, -query.length);
      this.addWatchFile(file);
      const javascript = await transformWithOxc(await readFile(file, 'utf8'), file, { lang: 'ts', target: 'es2015' });
      const minified = await minify(file, javascript.code, { compress: { target: 'es2015' }, mangle: { toplevel: true } });
      // `export default function e(e,t){…}` becomes `(function e(e,t){…})`. Anything else in the
      // module (an import, a second export, a statement) would be lost: it fails the build here.
      const program = parseSync(file, minified.code).program;
      const [statement, ...others] = program.body;
      if (
        minified.errors.length > 0 ||
        others.length > 0 ||
        statement?.type !== 'ExportDefaultDeclaration' ||
        statement.declaration.type !== 'FunctionDeclaration'
      )
        throw new Error(`${file}: an inline script is a module whose one statement is its default function`);
      const expression = `(${minified.code.slice(statement.declaration.start, statement.declaration.end)})`;
      return `export default ${JSON.stringify(expression)};`;
    },
  };
}

// Two builds from this config: the browser bundle (`dist/client`, with a manifest the server reads
// to link the hashed assets) and the server renderer (`dist/server`, `--ssr src/entry-server.tsx`).
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    inlineScript(),
    react(),
    vanillaExtractPlugin({ unstable_mode: 'inlineCssInDev' }),
  ],
  publicDir: isSsrBuild ? false : 'public',
  build: {
    manifest: !isSsrBuild,
    rollupOptions: isSsrBuild ? undefined : { input: 'src/entry-client.tsx', output: { codeSplitting: { groups: firstVisitChunks } } },
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
