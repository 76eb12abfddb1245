/**
 * The Dockerfile's final stage, run without Docker (there is no engine here or in CI): a Debian
 * bookworm root stands for node:24-bookworm-slim (debootstrap's minbase, this machine's Node 24
 * where the node image has it, its `node` user, uid 1000), the release folder stands for the
 * build stage's output, and the final stage's instructions are carried out in that root as Docker
 * would: WORKDIR, COPY, RUN, ENV, USER, VOLUME. Then the CMD runs as the image's user with the
 * image's environment, the HEALTHCHECK command answers 0, the user cannot write the app, and the
 * STOPSIGNAL ends it cleanly. A wrong path, user, command or flag in the Dockerfile fails here.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { isAbsolute, join, posix } from 'node:path';
import { freePort } from '@office/testing/local-browser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverPackageRoot } from '../../src/paths.js';
import { copyRoot, debianRootProblem, ensureDebianRoot, inRoot, lookupUser, unmountUnder } from './debian-root.js';
import { durationMs, execForm, healthcheck, keyValues, parseDockerfile, type Stage } from './dockerfile.js';
import { exitOf, releaseBuildTimeoutMs, useRelease, waitUntilReady } from './release-folder.js';

const dockerfile = readFileSync(join(serverPackageRoot, '../../Dockerfile'), 'utf8');
const stages = parseDockerfile(dockerfile);
const buildStage = stages[0]!;
const finalStage = stages.at(-1)!;

/** What node:24-bookworm-slim sets before the Dockerfile's own instructions. */
const baseImage = { from: 'node:24-bookworm-slim', nodeMajor: 24, path: '/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' };

describe('the Dockerfile', () => {
  it('builds the release folder with the frozen lockfile in its build stage, and its final stage starts from the Node 24 slim image', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    const runs = buildStage.instructions.filter((i) => i.keyword === 'RUN').map((i) => i.text);
    expect(runs.some((run) => /pnpm install --frozen-lockfile/.test(run))).toBe(true);
    expect(runs.some((run) => /pnpm release \/release\b/.test(run))).toBe(true);
    expect(finalStage.from).toBe(baseImage.from);
    // The final stage takes the release folder and nothing else from the build.
    const copies = finalStage.instructions.filter((i) => i.keyword === 'COPY' || i.keyword === 'ADD');
    expect(copies.map((c) => c.text.replace(/\s+/g, ' '))).toEqual([`--from=${buildStage.name} /release /app`]);
  });
});

/** The final stage's settings once carried out: what `docker run` would start. */
interface Image {
  workdir: string;
  env: Record<string, string>;
  user: string;
  volumes: string[];
  exposed: string[];
  labels: Record<string, string>;
  cmd: string[];
  health: { options: Record<string, string>; command: string[] };
  stopSignal: NodeJS.Signals;
}

const problem = debianRootProblem();
if (problem) {
  // Never skipped quietly: a machine that cannot run it fails, saying why.
  describe("the image's final stage in a Debian bookworm root", () => {
    it('can run here', () => {
      throw new Error(`the Dockerfile's final stage cannot be run on this machine: ${problem}`);
    });
  });
} else {
  describe("the image's final stage in a Debian bookworm root (debootstrap), without Docker", () => {
    const release = useRelease();
    const scratch = mkdtempSync(join(tmpdir(), 'office-image-'));
    const root = join(scratch, 'root');
    let image: Image;
    let user: { uid: number; gid: number; home: string };
    let server: ChildProcess | undefined;
    let output = '';
    let port: number;

    /** Runs `command` in the root as the image's user, with the image's environment (and `extra`), from its WORKDIR. */
    function runAsImage(command: string[], extra: Record<string, string> = {}, timeoutMs = 60_000) {
      const [file, args] = inRoot(root, user, image.workdir, environment(extra), command);
      const result = spawnSyncWithTimeout(file, args, timeoutMs);
      return result;
    }

    /** Docker's environment for the container: PATH and HOME, the image's ENV, then `docker run -e`. */
    const environment = (extra: Record<string, string>) => ({
      PATH: baseImage.path,
      HOME: user.home,
      HOSTNAME: 'office',
      ...image.env,
      ...extra,
    });

    beforeAll(
      async () => {
        const cache = await ensureDebianRoot();
        copyRoot(cache, root);
        // What node:24-bookworm-slim adds to Debian: Node at /usr/local/bin/node and the user `node`, uid 1000.
        const node = join(root, 'usr/local/bin/node');
        cpSync(process.execPath, node);
        chmodSync(node, 0o755);
        execFileSync('chroot', [root, 'groupadd', '--gid', '1000', 'node']);
        execFileSync('chroot', [root, 'useradd', '--uid', '1000', '--gid', 'node', '--shell', '/bin/bash', '--create-home', 'node']);
        image = carryOut(finalStage, root, release.dir);
        user = lookupUser(root, image.user);
        port = await freePort();
      },
      releaseBuildTimeoutMs + 20 * 60_000,
    );

    afterAll(async () => {
      if (server && server.exitCode === null && server.signalCode === null) {
        server.kill('SIGKILL');
        await exitOf(server);
      }
      unmountUnder(root);
      rmSync(scratch, { recursive: true, force: true });
    });

    it('runs as an unprivileged user, keeps the embedded database in its volume, which that user owns, and exposes its port', () => {
      expect(user.uid).not.toBe(0);
      expect(user.uid).toBe(1000);
      expect(image.env.PGLITE_DIR).toBeDefined();
      const volume = image.volumes.find((v) => image.env.PGLITE_DIR === v || image.env.PGLITE_DIR!.startsWith(`${v}/`));
      expect(volume, `PGLITE_DIR ${image.env.PGLITE_DIR} inside a VOLUME (${image.volumes.join(', ')})`).toBeDefined();
      expect(statSync(join(root, volume!)).uid).toBe(user.uid);
      expect(image.exposed).toContain(image.env.PORT);
      expect(image.env.NODE_ENV).toBe('production');
      expect(image.env.HOST).toBe('0.0.0.0');
      for (const label of ['title', 'description', 'version', 'revision'])
        expect(image.labels[`org.opencontainers.image.${label}`], label).toBeTruthy();
    });

    it('starts with the flags of `pnpm start` and checks its health with node itself', () => {
      expect(image.cmd).toEqual(['node', '--max-old-space-size=512', '--max-semi-space-size=8', '--enable-source-maps', 'server.js']);
      expect(image.env.MALLOC_ARENA_MAX).toBe('2');
      expect(image.health.command[0]).toBe('node');
      expect(durationMs(image.health.options.timeout ?? '30s')).toBeLessThanOrEqual(durationMs(image.health.options.interval ?? '30s'));
      expect(image.stopSignal).toBe('SIGTERM');
      const version = runAsImage(['node', '--version']);
      expect(version.code, version.output).toBe(0);
      expect(version.output.trim()).toMatch(new RegExp(`^v${baseImage.nodeMajor}\\.`));
    });

    it('runs its CMD as its USER from an empty volume: ready, healthy by its HEALTHCHECK, unable to write its own files, stopped cleanly by its STOPSIGNAL', async () => {
      // `docker run -e PORT=…`: a port free on this shared machine; everything else is the image's.
      const [file, args] = inRoot(root, user, image.workdir, environment({ PORT: String(port) }), image.cmd);
      server = spawn(file, args, { stdio: ['ignore', 'pipe', 'pipe'] });
      server.stdout!.on('data', (d) => (output += d));
      server.stderr!.on('data', (d) => (output += d));
      await waitUntilReady(`http://127.0.0.1:${port}`, server, () => output);
      expect(output).toMatch(/"database":"pglite"/);

      // The image's health check, as Docker runs it: in the container, as its user, with its environment.
      const healthy = runAsImage(image.health.command, { PORT: String(port) }, durationMs(image.health.options.timeout ?? '30s') + 5000);
      expect(healthy.code, healthy.output).toBe(0);
      // It does check: nothing listens on that port.
      const unhealthy = runAsImage(
        image.health.command,
        { PORT: String(await freePort()) },
        durationMs(image.health.options.timeout ?? '30s') + 5000,
      );
      expect(unhealthy.code).not.toBe(0);

      // The embedded database is in the volume, owned by the user; the app's files cannot be written.
      const pglite = join(root, image.env.PGLITE_DIR!);
      expect(existsSync(pglite)).toBe(true);
      expect(statSync(pglite).uid).toBe(user.uid);
      const writable = runAsImage([
        '/bin/sh',
        '-c',
        `for dir in ${image.workdir} ${image.workdir}/node_modules ${image.workdir}/node_modules/@office/web/dist /usr/local/bin ${image.volumes.join(' ')}; do touch "$dir/.probe" 2>/dev/null && echo "$dir"; done; true`,
      ]);
      expect(writable.output.trim().split('\n')).toEqual(image.volumes);

      const pages = await fetch(`http://127.0.0.1:${port}/?lang=ko`);
      expect(pages.status).toBe(200);

      server.kill(image.stopSignal);
      expect(await exitOf(server), output).toBe(0);
      expect(output).toMatch(/"msg":"shut down"/);
    }, 600_000);
  });
}

/**
 * Carries out the final stage's instructions in `root` (as root, as Docker's builder does) and
 * returns what it sets. The build stage's output, `/release`, is `releaseDir`.
 */
function carryOut(stage: Stage, root: string, releaseDir: string): Image {
  const args: Record<string, string> = {};
  const image: Image = {
    workdir: '/',
    env: {},
    user: 'root',
    volumes: [],
    exposed: [],
    labels: {},
    cmd: [],
    health: { options: {}, command: [] },
    stopSignal: 'SIGTERM',
  };
  const inImage = (path: string) => join(root, isAbsolute(path) ? path : posix.join(image.workdir, path));
  for (const { keyword, text, line } of stage.instructions) {
    const where = `Dockerfile line ${line} (${keyword})`;
    switch (keyword) {
      case 'ARG': {
        const [name, value = ''] = text.split('=');
        args[name!] = value;
        break;
      }
      case 'LABEL':
        Object.assign(image.labels, keyValues(text, args));
        break;
      case 'ENV':
        Object.assign(image.env, keyValues(text, { ...args, ...image.env }));
        break;
      case 'WORKDIR':
        image.workdir = isAbsolute(text) ? text : posix.join(image.workdir, text);
        mkdirSync(inImage(image.workdir), { recursive: true });
        break;
      case 'COPY': {
        const words = text.split(/\s+/);
        const from = words.find((w) => w.startsWith('--from='))?.slice('--from='.length);
        if (words.some((w) => w.startsWith('--') && !w.startsWith('--from=')))
          throw new Error(`${where}: options other than --from are not carried out here: ${text}`);
        const [source, destination] = words.filter((w) => !w.startsWith('--'));
        if (from !== stages[0]!.name || source !== '/release')
          throw new Error(`${where}: only the build stage's /release is known here: ${text}`);
        // COPY without --chown: owned by root, with the files' own modes.
        cpSync(releaseDir, inImage(destination!), { recursive: true });
        execFileSync('chown', ['-R', '0:0', inImage(destination!)]);
        break;
      }
      case 'RUN': {
        const command = text.startsWith('[') ? execForm(text, where) : ['/bin/sh', '-c', text];
        const account = lookupUser(root, image.user);
        const [file, runArgs] = inRoot(root, account, image.workdir, { PATH: baseImage.path, HOME: account.home, ...image.env }, command);
        const result = spawnSyncWithTimeout(file, runArgs, 120_000);
        if (result.code !== 0) throw new Error(`${where} failed (${result.code}): ${text}\n${result.output}`);
        break;
      }
      case 'VOLUME':
        image.volumes.push(...(text.startsWith('[') ? execForm(text, where) : text.split(/\s+/)));
        break;
      case 'USER':
        image.user = text;
        break;
      case 'EXPOSE':
        image.exposed.push(...text.split(/\s+/).map((port) => port.split('/')[0]!));
        break;
      case 'STOPSIGNAL':
        image.stopSignal = text as NodeJS.Signals;
        break;
      case 'HEALTHCHECK':
        image.health = healthcheck(text);
        break;
      case 'CMD':
        image.cmd = execForm(text, where);
        break;
      default:
        throw new Error(`${where}: not carried out by this test (${text}); teach apps/server/test/release/debootstrap.test.ts`);
    }
  }
  return image;
}

/** A command's exit code and its output (stdout and stderr together); killed after `timeoutMs`. */
function spawnSyncWithTimeout(file: string, args: string[], timeoutMs: number): { code: number | null; output: string } {
  try {
    const output = execFileSync(file, args, { timeout: timeoutMs, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    return { code: 0, output };
  } catch (error) {
    const failure = error as { status?: number | null; stdout?: string; stderr?: string };
    return { code: failure.status ?? null, output: `${failure.stdout ?? ''}${failure.stderr ?? ''}` };
  }
}
