/** `pnpm --filter @office/api exec tsx bench/lighthouse-only.ts ORIGIN PATH...`: Lighthouse rows for a running server. */
import { freePort } from '../../../tooling/local-browser.js';
import { runLighthouse } from './lighthouse.js';

async function main() {
  const [origin, ...paths] = process.argv.slice(2);
  if (!origin || paths.length === 0) throw new Error('usage: lighthouse-only.ts ORIGIN PATH...');
  console.table(await runLighthouse(origin, paths, await freePort()));
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
