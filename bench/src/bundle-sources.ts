/**
 * What the JavaScript every first visit loads is made of, by package (goal 2 of
 * docs/performance.md: show where each KB goes). The chunk report (bundles.ts) says which files a
 * route loads; this says what is in the files every route loads (the runtime, the shell, rolldown's
 * runtime): the web app is built once more with source maps into a scratch folder (the same config,
 * so the same chunks), and each minified byte is attributed to the source file its mapping names,
 * grouped by npm package (or the site's own folder). Brotli does not compress packages separately,
 * so each group's brotli figure is its share of the minified bytes times its file's brotli size.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { SourceMapConsumer } from 'source-map-js';
import { routeBundles } from '@office/web/bundles';
import { webRoot } from './packages.js';

export interface SourceShare {
  /** An npm package (`react-dom`, `@tanstack/router-core`), or a folder of the site (`web: components`). */
  source: string;
  minified: number;
  /** Its share of its file's brotli bytes. */
  brotli: number;
}

/** `…/node_modules/.pnpm/x@1/node_modules/@scope/name/dist/…` → `@scope/name`; the site's files by folder. */
function groupOf(source: string): string {
  const inPackage = /.*node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(source);
  if (inPackage) return inPackage[1]!;
  const site = /apps\/web\/src\/([^/]+\/)?/.exec(source);
  if (site) return `web: ${site[1] ? site[1].slice(0, -1) : 'src'}`;
  if (source.includes('packages/contracts/')) return '@office/contracts';
  return 'other (bundler glue)';
}

/** Minified bytes of one built file by group, from its source map. */
function minifiedBySource(code: string, map: string): Map<string, number> {
  const lines = code.split('\n');
  const consumer = new SourceMapConsumer(JSON.parse(map));
  const segments: Array<{ line: number; column: number; group: string }> = [];
  consumer.eachMapping(
    (mapping) => segments.push({ line: mapping.generatedLine, column: mapping.generatedColumn, group: groupOf(mapping.source ?? '') }),
    null,
    SourceMapConsumer.GENERATED_ORDER,
  );
  const bytes = new Map<string, number>();
  segments.forEach((segment, index) => {
    const next = segments[index + 1];
    const lineLength = lines[segment.line - 1]!.length;
    const end = next && next.line === segment.line ? next.column : lineLength;
    bytes.set(segment.group, (bytes.get(segment.group) ?? 0) + Math.max(0, end - segment.column));
  });
  return bytes;
}

/** The groups of the files every route's first visit loads, biggest first. */
export function firstVisitSources(webRoot: string): SourceShare[] {
  const scratch = mkdtempSync(join(tmpdir(), 'office-bundle-sources-'));
  try {
    execFileSync(
      process.execPath,
      [join(webRoot, 'node_modules/vite/bin/vite.js'), 'build', '--sourcemap', '--outDir', scratch, '--logLevel', 'error'],
      {
        cwd: webRoot,
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
    const routes = routeBundles(scratch);
    const shared = routes[0]!.chunks
      .map((chunk) => chunk.file)
      .filter((file) => routes.every((route) => route.chunks.some((chunk) => chunk.file === file)));
    const totals = new Map<string, SourceShare>();
    for (const file of shared) {
      const code = readFileSync(join(scratch, file), 'utf8');
      const brotli = brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }).length;
      // rolldown's own runtime (module glue) has no map.
      const mapFile = join(scratch, `${file}.map`);
      const bySource = existsSync(mapFile)
        ? minifiedBySource(code, readFileSync(mapFile, 'utf8'))
        : new Map([['other (bundler glue)', code.length]]);
      for (const [source, minified] of bySource) {
        const share = totals.get(source) ?? { source, minified: 0, brotli: 0 };
        share.minified += minified;
        share.brotli += (brotli * minified) / code.length;
        totals.set(source, share);
      }
    }
    return [...totals.values()].sort((a, b) => b.brotli - a.brotli);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** Rows for `printTable`: the groups above 0.5 KiB, the rest summed. */
export function sourceRows(shares: SourceShare[]): Array<Record<string, string | number>> {
  const kib = (bytes: number) => Number((bytes / 1024).toFixed(1));
  const total = shares.reduce((sum, share) => sum + share.brotli, 0);
  const shown = shares.filter((share) => share.brotli >= 512);
  const rest = shares.filter((share) => share.brotli < 512);
  const row = (source: string, minified: number, brotli: number) => ({
    source,
    'minified KiB': kib(minified),
    '≈ brotli KiB': kib(brotli),
    share: `${((100 * brotli) / total).toFixed(0)}%`,
  });
  return [
    ...shown.map((share) => row(share.source, share.minified, share.brotli)),
    row(
      `${rest.length} others`,
      rest.reduce((sum, share) => sum + share.minified, 0),
      rest.reduce((sum, share) => sum + share.brotli, 0),
    ),
    row(
      'all',
      shares.reduce((sum, share) => sum + share.minified, 0),
      total,
    ),
  ];
}

/** `tsx src/bundle-sources.ts`: the report alone. */
if (import.meta.url === `file://${process.argv[1]}`) {
  const { printTable } = await import('./table.js');
  printTable(sourceRows(firstVisitSources(webRoot)));
}
