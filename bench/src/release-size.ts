/**
 * The release folder's size (`pnpm release`, decision 0035): what the image's final stage holds
 * besides Debian and Node, made by the same script the Dockerfile runs, into a scratch folder.
 * Goal: at most 250 MB. What it is made of: the two bundles, the website's and the console's
 * builds, the migrations, and the npm packages they load.
 */
import { lstatSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildRelease } from '@office/server/release';

export const releaseGoalMB = 250;

const mb = (bytes: number) => Number((bytes / 1e6).toFixed(1));

/** Bytes of the files under `dir` (every file, whatever its depth). */
function bytesUnder(dir: string): number {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).reduce((sum, path) => {
    const stat = lstatSync(join(dir, path));
    return stat.isFile() ? sum + stat.size : sum;
  }, 0);
}

/** Builds the release folder and returns the rows for `printTable`: each part, then the whole beside the goal. */
export function releaseRows(): Array<Record<string, string | number>> {
  const scratch = mkdtempSync(join(tmpdir(), 'office-bench-release-'));
  try {
    const release = buildRelease(join(scratch, 'release'), { log: () => {} });
    const dir = release.dir;
    const bundles = ['server.js', 'server.js.map', 'cli.js', 'cli.js.map'].reduce((sum, file) => sum + lstatSync(join(dir, file)).size, 0);
    const office = (name: string) => bytesUnder(join(dir, 'node_modules/@office', name));
    const builds = office('web') + office('console');
    const migrations = office('db');
    const packages = bytesUnder(join(dir, 'node_modules')) - builds - migrations;
    return [
      { part: 'server.js and cli.js, with their source maps', MB: mb(bundles), goal: '' },
      { part: 'the website and console builds', MB: mb(builds), goal: '' },
      { part: 'the migrations', MB: mb(migrations), goal: '' },
      { part: `npm packages (${release.packages})`, MB: mb(packages), goal: '' },
      {
        part: 'the release folder',
        MB: mb(release.bytes),
        goal: `≤ ${releaseGoalMB} MB: ${release.bytes <= releaseGoalMB * 1e6 ? 'met' : 'NOT MET'}`,
      },
    ];
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** `tsx src/release-size.ts`: the table alone. */
if (import.meta.url === `file://${process.argv[1]}`) {
  const { printTable } = await import('./table.js');
  printTable(releaseRows());
}
