import { spawn } from 'node:child_process';
import { serverPackageRoot } from '../../src/paths.js';

/**
 * Runs the production entry point (`dist/server.js`, what `pnpm start` runs; turbo builds it before
 * the tests) as a child process, with the demo content. Not through tsx: tsx kills a child that is slow to acknowledge a
 * signal (30 ms), which a loaded server is.
 */
export function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--enable-source-maps', 'dist/server.js'], {
    cwd: serverPackageRoot,
    // The demo content (notices, library items, the fictional office): these tests read and edit it.
    env: {
      PATH: process.env.PATH,
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      SHUTDOWN_DRAIN_MS: '300',
      SEED_DEMO_CONTENT: 'true',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const listening = async (): Promise<string> => {
    for (let i = 0; i < 600; i++) {
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) return match[1]!;
      if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`server did not start:\n${output}`);
  };
  return { child, exited, listening, output: () => output };
}
