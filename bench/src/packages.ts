import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** A workspace package's folder, resolved through the bench's dependency on it. */
const packageFolder = (name: string) => dirname(createRequire(import.meta.url).resolve(`${name}/package.json`));

/** The host: its production build (dist/server.js) and its `start` script. */
export const serverRoot = packageFolder('@office/server');
/** The public website: its sources and its build. */
export const webRoot = packageFolder('@office/web');
/** The repository: git's answers and docs/performance-results.md. */
export const repoRoot = join(import.meta.dirname, '../..');
