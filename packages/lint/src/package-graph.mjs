// The workspace's packages and what each depends on, from their package.json files: the layer
// check (no package depends on an app, no circle between packages) and the ESLint rule that
// finds which package a file belongs to both read it here.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** The folder of the nearest package.json above `file` (the file's package), cached per folder. */
const packageOfFolder = new Map();
export function packageFolderOf(file) {
  let dir = dirname(file);
  const seen = [];
  for (;;) {
    const known = packageOfFolder.get(dir);
    if (known !== undefined) return remember(seen, known);
    seen.push(dir);
    if (existsSync(join(dir, 'package.json'))) return remember(seen, dir);
    const parent = dirname(dir);
    if (parent === dir) return remember(seen, '');
    dir = parent;
  }
}
function remember(folders, result) {
  for (const folder of folders) packageOfFolder.set(folder, result);
  return result;
}

/** The workspace's own dependencies of each package (`workspace:` versions), by name. */
export function workspaceGraph(folders) {
  const packages = new Map();
  for (const folder of folders) {
    const manifest = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8'));
    const dependencies = { ...manifest.dependencies, ...manifest.devDependencies, ...manifest.peerDependencies };
    packages.set(manifest.name, {
      folder,
      uses: Object.keys(dependencies).filter((name) => String(dependencies[name]).startsWith('workspace:')),
    });
  }
  return packages;
}
