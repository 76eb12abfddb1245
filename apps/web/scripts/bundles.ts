/**
 * Where each KB of a first visit's JavaScript goes, per route, from the web build's Vite manifest
 * (goal 2 of docs/performance.md). A first visit runs the entry and, before hydrating, the split
 * component chunk of the matched route; each with every chunk it imports statically. Dynamic
 * imports (the carousel, the map, the inquiry widget, the tRPC client) are listed apart: they load
 * only when needed. Sizes are those of the `.br` and `.gz` files the server sends (made at build
 * time).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The public routes and the route file that renders each (TanStack file routes). */
export const routeFiles: Record<string, string> = {
  '/': 'src/routes/index.tsx',
  '/about': 'src/routes/about.tsx',
  '/mainTask': 'src/routes/mainTask.tsx',
  '/contact': 'src/routes/contact.tsx',
  '/notice': 'src/routes/notice.index.tsx',
  '/notice/$id': 'src/routes/notice.$id.tsx',
  '/library': 'src/routes/library.index.tsx',
  '/library/$id': 'src/routes/library.$id.tsx',
  '/terms': 'src/routes/terms.tsx',
  '/privacy': 'src/routes/privacy.tsx',
};

export interface ChunkSize {
  file: string;
  bytes: number;
  brotli: number;
  gzip: number;
}

export interface RouteBundle {
  route: string;
  /** Every script file a first visit of the route loads, biggest first. */
  chunks: ChunkSize[];
  brotli: number;
  gzip: number;
  /** Loaded later, only when needed (interaction, viewport, configuration). */
  lazy: ChunkSize[];
}

function sizeOf(clientDir: string, file: string): ChunkSize {
  const path = join(clientDir, file);
  const compressed = (ext: string) => (existsSync(path + ext) ? statSync(path + ext).size : statSync(path).size);
  return { file, bytes: statSync(path).size, brotli: compressed('.br'), gzip: compressed('.gz') };
}

/** The manifest keys a chunk pulls in statically, itself included. */
function staticClosure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

/** The first-visit script set of each public route, from `apps/web/dist/client`. */
export function routeBundles(clientDir: string): RouteBundle[] {
  const manifest = JSON.parse(readFileSync(join(clientDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entryKey) throw new Error('the web build has no entry chunk');
  return Object.entries(routeFiles).map(([route, source]) => {
    const keys = staticClosure(manifest, entryKey);
    const routeChunk = Object.keys(manifest).find((key) => key.startsWith(`${source}?tsr-split`));
    if (routeChunk) staticClosure(manifest, routeChunk, keys);
    const files = [...keys].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));
    const chunks = [...new Set(files)].map((file) => sizeOf(clientDir, file)).sort((a, b) => b.brotli - a.brotli);
    const lazyKeys = new Set(
      [...keys].flatMap((key) => manifest[key]!.dynamicImports ?? []).filter((key) => !keys.has(key) && !key.includes('?tsr-split')),
    );
    const lazy = [...lazyKeys]
      .flatMap((key) => [...staticClosure(manifest, key)].filter((k) => !keys.has(k)))
      .map((key) => manifest[key]!.file)
      .filter((file, index, all) => file.endsWith('.js') && all.indexOf(file) === index)
      .map((file) => sizeOf(clientDir, file));
    return {
      route,
      chunks,
      brotli: chunks.reduce((sum, chunk) => sum + chunk.brotli, 0),
      gzip: chunks.reduce((sum, chunk) => sum + chunk.gzip, 0),
      lazy,
    };
  });
}

const kib = (bytes: number) => Number((bytes / 1024).toFixed(1));
/** A chunk's file name without its hash, for a report a reader can follow between builds. */
const chunkName = (file: string) => file.replace(/^assets\//, '').replace(/-[\w-]{8}\.js$/, '');

/** Rows for `printTable`: one per route, its total beside the goal, and its chunks by size. */
export function bundleRows(bundles: RouteBundle[], goalKiB = 100): Array<Record<string, string | number>> {
  return bundles.map((bundle) => ({
    route: bundle.route,
    'first visit br KiB': kib(bundle.brotli),
    'gzip KiB': kib(bundle.gzip),
    goal: `≤ ${goalKiB}`,
    'chunks (br KiB)': bundle.chunks.map((chunk) => `${chunkName(chunk.file)} ${kib(chunk.brotli)}`).join(', '),
    'lazy (br KiB)': bundle.lazy.map((chunk) => `${chunkName(chunk.file)} ${kib(chunk.brotli)}`).join(', '),
  }));
}
