import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';

/**
 * A minimal Debian bookworm root (`debootstrap --variant=minbase`), the system node:24-bookworm-slim
 * is made of, kept between runs outside the repository. Made once (a few minutes, from Debian's
 * mirror) in a folder of its own and renamed when complete, so a run killed halfway never leaves a
 * half root behind to be reused.
 */
export const debianRootCache = process.env.OFFICE_DEBIAN_ROOT ?? join(homedir(), '.cache/office-debian-root');
const mirror = process.env.DEBIAN_MIRROR ?? 'http://deb.debian.org/debian';

/** Why this machine cannot run the image's final stage, or undefined. */
export function debianRootProblem(): string | undefined {
  if (process.platform !== 'linux') return `it needs Linux (chroot, mount namespaces), not ${process.platform}`;
  if (process.getuid?.() !== 0) return 'it needs root (debootstrap, chroot and mounts do): run it as root, as .ci/run does';
  for (const tool of ['unshare', 'chroot', 'mount'])
    if (spawnSync('sh', ['-c', `command -v ${tool}`]).status !== 0) return `${tool} is missing`;
  return undefined;
}

/** debootstrap, installed from Debian's packages when the machine lacks it (as .ci/run installs nginx and Chromium). */
function ensureDebootstrap(log: (line: string) => void) {
  if (spawnSync('sh', ['-c', 'command -v debootstrap']).status === 0) return;
  log('[debian root] installing debootstrap (apt-get)');
  const install = () => spawnSync('apt-get', ['install', '-y', 'debootstrap'], { encoding: 'utf8' });
  let result = install();
  if (result.status !== 0) {
    spawnSync('apt-get', ['update'], { encoding: 'utf8' });
    result = install();
  }
  if (result.status !== 0)
    throw new Error(`could not install debootstrap (apt-get install -y debootstrap):\n${result.stdout}${result.stderr}`);
}

const complete = (root: string) =>
  existsSync(join(root, 'etc/debian_version')) &&
  readFileSync(join(root, 'etc/debian_version'), 'utf8').startsWith('12.') &&
  existsSync(join(root, 'usr/bin/env'));

/** The cached root, made first when absent. */
export async function ensureDebianRoot(log: (line: string) => void = console.log): Promise<string> {
  if (complete(debianRootCache)) return debianRootCache;
  ensureDebootstrap(log);
  mkdirSync(dirname(debianRootCache), { recursive: true });
  const partial = `${debianRootCache}.partial-${process.pid}`;
  rmSync(partial, { recursive: true, force: true });
  log(`[debian root] debootstrap --variant=minbase bookworm ${partial} ${mirror} (a few minutes, once)`);
  const child = spawn('debootstrap', ['--variant=minbase', 'bookworm', partial, mirror], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  if (code !== 0 || !complete(partial)) {
    rmSync(partial, { recursive: true, force: true });
    throw new Error(`debootstrap failed (${code}); is ${mirror} reachable? Set DEBIAN_MIRROR for another mirror.\n${output.slice(-4000)}`);
  }
  try {
    renameSync(partial, debianRootCache);
  } catch (error) {
    // Another run finished first: use its root.
    rmSync(partial, { recursive: true, force: true });
    if (!complete(debianRootCache)) throw error;
  }
  return debianRootCache;
}

/** A copy of the cached root to change (the cache stays as debootstrap made it). */
export function copyRoot(cache: string, to: string): void {
  execFileSync('cp', ['-a', '--reflink=auto', cache, to]);
}

/** Mounts left under `root` (none expected: every command mounts in a namespace of its own), unmounted deepest first. */
export function unmountUnder(root: string): void {
  const mounts = readFileSync('/proc/self/mounts', 'utf8')
    .split('\n')
    .map((line) => line.split(' ')[1] ?? '')
    .filter((point) => point === root || point.startsWith(`${root}/`))
    .sort((a, b) => b.length - a.length);
  for (const point of mounts) spawnSync('umount', ['-l', point]);
}

/**
 * Arguments that run `command` inside `root` as `uid:gid` with exactly `env`, from `cwd`: in a mount
 * namespace of its own (unshare) with /proc and /dev mounted, which vanish with the process, so
 * nothing is left mounted whatever happens to the test. unshare, sh, chroot and env each exec the
 * next: the process started is, in the end, the command itself, and receives the signals sent to it.
 */
export function inRoot(
  root: string,
  user: { uid: number; gid: number },
  cwd: string,
  env: Record<string, string>,
  command: string[],
): [string, string[]] {
  const script =
    'root=$1 user=$2 dir=$3; shift 3; ' +
    'mount -t proc proc "$root/proc" && mount --rbind /dev "$root/dev" && ' +
    'exec chroot --userspec="$user" "$root" /usr/bin/env -i -C "$dir" "$@"';
  return [
    'unshare',
    [
      '--mount',
      '--propagation',
      'private',
      '--',
      'sh',
      '-c',
      script,
      'sh',
      root,
      `${user.uid}:${user.gid}`,
      cwd,
      ...Object.entries(env).map(([key, value]) => `${key}=${value}`),
      ...command,
    ],
  ];
}

/** A user of the root by name, as Docker's USER looks it up (in the image's /etc/passwd). */
export function lookupUser(root: string, spec: string): { uid: number; gid: number; home: string } {
  const [name, group] = spec.split(':');
  const line = readFileSync(join(root, 'etc/passwd'), 'utf8')
    .split('\n')
    .find((entry) => entry.split(':')[0] === name || entry.split(':')[2] === name);
  if (!line) throw new Error(`USER ${spec}: no such user in the image's /etc/passwd`);
  const [, , uid, gid, , home] = line.split(':');
  let groupId = Number(gid);
  if (group !== undefined) {
    const groupLine = readFileSync(join(root, 'etc/group'), 'utf8')
      .split('\n')
      .find((entry) => entry.split(':')[0] === group || entry.split(':')[2] === group);
    if (!groupLine) throw new Error(`USER ${spec}: no such group in the image's /etc/group`);
    groupId = Number(groupLine.split(':')[2]);
  }
  return { uid: Number(uid), gid: groupId, home: home! };
}
