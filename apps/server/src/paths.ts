import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package's root, found by walking up from this module: the same answer whether the
 * code runs from src/ (tsx, vitest) or bundled into dist/ (production).
 */
function findPackageRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: unknown }).name === '@office/server') return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new Error('cannot find the @office/server package root');
    dir = parent;
  }
}

export const serverPackageRoot = findPackageRoot();

/** A workspace package's folder, resolved through the server's dependency on it (not the repository's layout). */
const packageFolder = (name: string) => dirname(createRequire(join(serverPackageRoot, 'package.json')).resolve(`${name}/package.json`));

/** The public website's package: its sources (`pnpm dev`) and its build (dist/). */
export const webRoot = packageFolder('@office/web');
/** The staff console's package: its sources (`pnpm dev`) and its build (dist/). */
export const consoleSource = packageFolder('@office/console');
