import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';

import type {} from '@office/testing/databases';

const dockerReachable = () => Boolean(process.env.DOCKER_HOST) || existsSync('/var/run/docker.sock');

/** Where the URL's server is, without credentials, for the test output. */
const describeServer = (url: string) => {
  const { hostname, port } = new URL(url);
  return `${hostname}:${port || 5432}`;
};

/**
 * Picks the real Postgres the database tests run against besides PGlite: DATABASE_URL when set
 * (CI), else a testcontainers Postgres when a Docker engine is reachable, else none. Says which.
 */
export default async function setup(project: TestProject) {
  let url = process.env.DATABASE_URL ?? '';
  let source = 'DATABASE_URL';
  let stop: (() => Promise<unknown>) | undefined;
  if (!url && dockerReachable()) {
    try {
      const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
      const container = await new PostgreSqlContainer('postgres:16-alpine').start();
      url = container.getConnectionUri();
      source = 'testcontainers';
      stop = () => container.stop();
    } catch (error) {
      console.warn(`[databases] Docker looked reachable but no container started: ${(error as Error).message}`);
    }
  }
  project.provide('postgresUrl', url);
  console.log(
    url
      ? `[databases] database tests run against PGlite (in-memory) and Postgres at ${describeServer(url)} (${source})`
      : '[databases] database tests run against PGlite (in-memory) only: set DATABASE_URL to add a real Postgres',
  );
  return async () => {
    await stop?.();
  };
}
