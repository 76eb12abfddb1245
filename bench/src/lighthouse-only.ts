/** `pnpm --filter @office/bench exec tsx src/lighthouse-only.ts ORIGIN PATH...`: Lighthouse rows for a running server. */
import { freePort } from '@office/testing/local-browser';
import { lighthouseTableRow, runLighthouse } from './lighthouse.js';
import { printTable } from './table.js';

async function main() {
  const [origin, ...paths] = process.argv.slice(2);
  if (!origin || paths.length === 0) throw new Error('usage: lighthouse-only.ts ORIGIN PATH...');
  const rows = await runLighthouse(origin, paths, await freePort());
  printTable(rows.map(lighthouseTableRow));
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
