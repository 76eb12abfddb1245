import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The API package's root, found by walking up from this module: the same answer whether the code
 * runs from src/ (tsx, vitest) or bundled into dist/ (production).
 */
function findPackageRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: unknown }).name === '@office/api') return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new Error('cannot find the @office/api package root');
    dir = parent;
  }
}

export const apiPackageRoot = findPackageRoot();
export const migrationsFolder = join(apiPackageRoot, 'drizzle');
export const repoRoot = join(apiPackageRoot, '..', '..');
