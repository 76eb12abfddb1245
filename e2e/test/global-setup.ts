import type { TestProject } from 'vitest/node';

import type {} from '@office/testing/databases';

/**
 * The browser tests run the real server on a fresh seeded database per test file: on a database
 * created on DATABASE_URL's server when it is set, else on an in-process PGlite. Says which.
 */
export default function setup(project: TestProject) {
  const url = process.env.DATABASE_URL ?? '';
  project.provide('postgresUrl', url);
  if (url) {
    const { hostname, port } = new URL(url);
    console.log(`[e2e] browser tests run against Postgres at ${hostname}:${port || 5432} (DATABASE_URL)`);
  } else {
    console.log('[e2e] browser tests run against PGlite (in-memory): set DATABASE_URL to use a real Postgres');
  }
}
