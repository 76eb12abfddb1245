/**
 * `pnpm release <dir>`: the production release folder, exactly what the image's final stage holds
 * (decision 0035):
 *
 *   server.js, cli.js (+ .map)     the two bundles of apps/server (tsup; the workspace's packages inside)
 *   package.json                   named @office/server (paths.ts finds the server's root by that name),
 *                                  its npm dependencies at the versions installed, and the start command
 *   node_modules/                  the production npm dependencies of the two bundles and of the
 *                                  website's server renderer, at the lockfile's versions; nothing else
 *   node_modules/@office/web       package.json + dist (the browser build and the server renderer)
 *   node_modules/@office/console   package.json + dist
 *   node_modules/@office/db        package.json + drizzle (the migrations)
 *
 * The three @office folders are where they are so that the same lookups by package name that work
 * from the sources and from apps/server/dist (`createRequire(…).resolve('@office/web/package.json')`
 * in paths.ts, the migrations in @office/db's migrations-folder.ts) work here unchanged.
 *
 * How: turbo builds the server and what it depends on (cached); `pnpm deploy --prod` installs the
 * server's production dependencies from the workspace's lockfile (frozen, from the local store)
 * into a staging folder with a flat (hoisted) node_modules; then only the packages reachable from
 * the bundles' imports are kept (the console's editor libraries, which its build already contains,
 * and type-only peers such as typescript are not), and declaration files are dropped.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';

/** apps/server: this script's package. */
const serverRoot = resolve(import.meta.dirname, '..');
/** The workspace's root (pnpm-workspace.yaml, turbo.json, the lockfile). */
const workspaceRoot = resolve(serverRoot, '../..');

interface Manifest {
  name: string;
  version?: string;
  description?: string;
  engines?: Record<string, string>;
  scripts?: Record<string, string>;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

const readManifest = (dir: string) => JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Manifest;
const writeManifest = (dir: string, manifest: object) => writeFileSync(join(dir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);

/**
 * The workspace packages the release resolves by name at run time, and the one folder of each it
 * needs. The others the server depends on (@office/api, @office/contracts) are inside the bundles.
 */
const runtimePackages = [
  // Its server renderer (dist/server) imports React, the router … at run time: those of its
  // dependencies come along (not the ones only its browser build uses, such as the inquiry widget).
  { name: '@office/web', folder: 'dist', workspaceDir: 'apps/web', serverBuild: 'dist/server' },
  // A browser build only: its dependencies (the editor's libraries) are inside its files.
  { name: '@office/console', folder: 'dist', workspaceDir: 'apps/console', serverBuild: undefined },
  // Its code is in the bundles, whose own dependencies cover it; the migrations are read as files.
  { name: '@office/db', folder: 'drizzle', workspaceDir: 'packages/db', serverBuild: undefined },
] as const;

/** The server's bundles: its entry and the operator's command line, each with its source map. */
const bundles = ['server.js', 'server.js.map', 'cli.js', 'cli.js.map'];

export interface ReleaseSummary {
  dir: string;
  /** Bytes of every file in the folder (what `du --apparent-size` counts). */
  bytes: number;
  /** npm packages in node_modules (nested copies included), the three @office folders not. */
  packages: number;
}

export interface ReleaseOptions {
  /** Run turbo's build first (default). The tests and the bench may skip it when they just built. */
  build?: boolean;
  /** Progress lines (default: stderr). */
  log?: (line: string) => void;
}

/** Builds the release folder `dir`, which must not exist or be empty. */
export function buildRelease(
  dir: string,
  { build = true, log = (line) => process.stderr.write(`${line}\n`) }: ReleaseOptions = {},
): ReleaseSummary {
  const target = resolve(dir);
  if (existsSync(target) && readdirSync(target).length > 0)
    throw new Error(`${target} is not empty: a release goes into a new or empty folder`);
  mkdirSync(target, { recursive: true });
  try {
    return makeRelease(target, build, log);
  } catch (error) {
    // Never half a release: the folder was empty, so it is emptied again.
    for (const entry of readdirSync(target)) rmSync(join(target, entry), { recursive: true, force: true });
    throw error;
  }
}

function makeRelease(target: string, build: boolean, log: (line: string) => void): ReleaseSummary {
  if (build) {
    log('release: building the server, the website and the console (turbo, cached)');
    run('pnpm', ['exec', 'turbo', 'run', 'build', '--filter=@office/server...', '--output-logs=errors-only'], workspaceRoot);
  }
  for (const file of bundles)
    if (!existsSync(join(serverRoot, 'dist', file))) throw new Error(`apps/server/dist/${file} is missing: the build did not make it`);

  // Inside the target, so that moving node_modules out of it is a rename on one file system.
  const staging = join(target, '.staging');
  log('release: installing the production dependencies (pnpm deploy --prod, from the lockfile)');
  run(
    'pnpm',
    [
      '--filter=@office/server',
      'deploy',
      '--prod',
      // pnpm 10 deploys from the shared lockfile only when workspace packages are injected (copied,
      // not linked); the workspace itself keeps links, so this is said for this command alone.
      '--config.inject-workspace-packages=true',
      // A flat node_modules, as npm lays it out: no symbolic links, which copy into an image and
      // onto another machine as they are.
      '--config.node-linker=hoisted',
      staging,
    ],
    workspaceRoot,
  );
  const modules = join(target, 'node_modules');
  renameSync(join(staging, 'node_modules'), modules);
  const deployed = readManifest(staging);
  rmSync(staging, { recursive: true, force: true });

  // The workspace packages: pnpm copied each whole (sources, tests, configs); put back only what runs.
  rmSync(join(modules, '@office'), { recursive: true, force: true });
  for (const pkg of runtimePackages) {
    const from = join(workspaceRoot, pkg.workspaceDir);
    const to = join(modules, pkg.name);
    if (!existsSync(join(from, pkg.folder))) throw new Error(`${pkg.workspaceDir}/${pkg.folder} is missing: build first`);
    cpSync(join(from, pkg.folder), join(to, pkg.folder), { recursive: true });
    const source = readManifest(from);
    writeManifest(to, {
      name: source.name,
      version: source.version,
      private: true,
      type: 'module',
      description: source.description,
      exports: { './package.json': './package.json' },
      // What its server build imports, so that the pruning below keeps them.
      ...(pkg.serverBuild
        ? { dependencies: installed(modules, Object.keys(importedBy(join(from, pkg.serverBuild), npmOnly(source.dependencies)))) }
        : {}),
    });
  }

  for (const file of bundles) cpSync(join(serverRoot, 'dist', file), join(target, file));
  const server = readManifest(serverRoot);
  writeManifest(target, {
    // paths.ts finds the server's root by this name, walking up from the running bundle.
    name: server.name,
    version: server.version,
    private: true,
    type: 'module',
    description: server.description,
    engines: readManifest(workspaceRoot).engines,
    scripts: { start: startCommand(server) },
    dependencies: installed(modules, Object.keys(npmOnly(deployed.dependencies))),
  });

  const kept = prune(target);
  dropDeclarations(modules);
  const summary = { dir: target, bytes: folderBytes(target), packages: kept };
  log(`release: ${target}: ${kept} npm packages, ${(summary.bytes / 1e6).toFixed(1)} MB`);
  return summary;
}

/** apps/server's `start` script, run from the release folder: `node … server.js` with the same flags and environment. */
function startCommand(server: Manifest): string {
  const start = server.scripts?.start;
  if (!start?.includes(' dist/server.js')) throw new Error(`apps/server's start script no longer runs dist/server.js: ${start}`);
  return start.replace(' dist/server.js', ' server.js');
}

/** A manifest's dependencies without the workspace's own (`workspace:*`, or `file:` once deployed). */
function npmOnly(dependencies: Record<string, string> = {}): Record<string, string> {
  return Object.fromEntries(Object.entries(dependencies).filter(([name]) => !name.startsWith('@office/')));
}

/** Each package with the version pnpm installed (the lockfile's), for the manifests the release holds. */
const installed = (modules: string, names: string[]) =>
  Object.fromEntries(names.sort().map((name) => [name, readManifest(join(modules, name)).version]));

/** The dependencies a built folder's JavaScript imports (`from "react"`, `from "swiper/react"`, `import("…")`). */
function importedBy(dir: string, dependencies: Record<string, string>): Record<string, string> {
  const code = readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.[cm]?js$/.test(file))
    .map((file) => readFileSync(join(dir, file), 'utf8'))
    .join('\n');
  const imported = new Set([...code.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*["']([^"'./][^"']*)["']/g)].map((match) => match[1]!));
  const used = (name: string) => [...imported].some((specifier) => specifier === name || specifier.startsWith(`${name}/`));
  return Object.fromEntries(Object.entries(dependencies).filter(([name]) => used(name)));
}

function run(command: string, args: string[], cwd: string) {
  try {
    execFileSync(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`${command} ${args.join(' ')} failed:\n${stdout}${stderr}`, { cause: error });
  }
}

/** Type packages are read by the compiler only; a peer on them (tRPC's on typescript) is never loaded. */
const typesOnly = (name: string) => name === 'typescript' || name.startsWith('@types/');

/** The folder `name` resolves to from the package folder `from`, as Node looks it up: the nearest node_modules first. */
function resolvePackage(from: string, name: string, root: string): string | undefined {
  for (let dir = from; ; dir = dirname(dir)) {
    if (basename(dir) !== 'node_modules') {
      const candidate = join(dir, 'node_modules', name);
      if (existsSync(join(candidate, 'package.json'))) return candidate;
    }
    if (dir === root || dirname(dir) === dir) return undefined;
  }
}

/**
 * Keeps the packages reachable from the release's own package.json and the @office packages'
 * (their dependencies, optional dependencies present for this platform, and peers present, type
 * packages aside) and deletes every other package and pnpm's bookkeeping (.bin, .modules.yaml …).
 * Returns how many npm packages remain.
 */
function prune(root: string): number {
  const kept = new Set<string>();
  const visit = (dir: string) => {
    if (kept.has(dir)) return;
    kept.add(dir);
    const manifest = readManifest(dir);
    const wanted: Array<[string, boolean]> = [
      ...Object.keys(manifest.dependencies ?? {}).map((name): [string, boolean] => [name, true]),
      ...Object.keys(manifest.optionalDependencies ?? {}).map((name): [string, boolean] => [name, false]),
      ...Object.keys(manifest.peerDependencies ?? {}).map((name): [string, boolean] => [name, false]),
    ];
    for (const [name, required] of wanted) {
      if (typesOnly(name)) continue;
      const found = resolvePackage(dir, name, root);
      if (found) visit(found);
      else if (required) throw new Error(`${relative(root, dir) || 'the release'} needs ${name}, which pnpm did not install`);
    }
  };
  visit(root);
  for (const pkg of runtimePackages) visit(join(root, 'node_modules', pkg.name));

  let count = 0;
  const sweep = (modules: string) => {
    for (const entry of readdirSync(modules)) {
      const path = join(modules, entry);
      if (entry.startsWith('.')) rmSync(path, { recursive: true, force: true });
      else if (entry.startsWith('@')) {
        sweep(path);
        if (readdirSync(path).length === 0) rmSync(path, { recursive: true });
      } else if (!kept.has(path)) rmSync(path, { recursive: true, force: true });
      else {
        if (!path.includes('/node_modules/@office/')) count += 1;
        if (existsSync(join(path, 'node_modules'))) sweep(join(path, 'node_modules'));
      }
    }
  };
  sweep(join(root, 'node_modules'));
  return count;
}

/** TypeScript's declaration files: shipped by many packages for their users' compilers, never read by Node. */
function dropDeclarations(dir: string) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) dropDeclarations(path);
    else if (/\.d\.[cm]?ts$/.test(entry.name)) rmSync(path);
  }
}

function folderBytes(dir: string): number {
  let bytes = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) bytes += folderBytes(path);
    else bytes += statSync(path).size;
  }
  return bytes;
}

/** `tsx scripts/release.ts <dir>` (`pnpm release <dir>` at the root): a relative folder is taken from where pnpm was run. */
if (import.meta.filename === resolve(process.argv[1] ?? '')) {
  const [dir, ...rest] = process.argv.slice(2);
  if (!dir || rest.length > 0 || dir.startsWith('-')) {
    console.error('usage: pnpm release <dir>    (a new or empty folder; see docs/deployment.md)');
    process.exit(2);
  }
  try {
    buildRelease(resolve(process.env.INIT_CWD ?? process.cwd(), dir));
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
