import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * drizzle-kit's migrations, found through the package's own name: the same folder whether this
 * module runs from src/ (tsx, vitest) or bundled into the server's dist/ (production), where the
 * server's dependency on @office/db resolves it.
 */
export const migrationsFolder = join(dirname(createRequire(import.meta.url).resolve('@office/db/package.json')), 'drizzle');
