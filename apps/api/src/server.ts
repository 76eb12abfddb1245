import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { seedIfEmpty } from './db/seed/index.js';

/** Production entry: validate configuration, open and migrate the database, serve, close gracefully. */
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const database = await openDatabase({
    url: config.DATABASE_URL,
    pgliteDir: config.PGLITE_DIR,
    poolMax: config.DB_POOL_MAX,
    timeoutMs: config.DB_TIMEOUT_MS,
  });
  const { app } = await buildApp({ config, database });
  app.log.info({ database: database.kind }, 'database opened');
  await database.migrate();
  if (config.SEED_ON_START) {
    const report = await seedIfEmpty(database.db);
    if (report) app.log.info(report, 'empty database filled with seed content');
  }

  // SIGTERM/SIGINT: stop accepting, let in-flight requests finish, then close the database.
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an uncaught error');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
  });

  await app.listen({ port: config.PORT, host: config.HOST });
}

main().catch((error) => {
  console.error(error instanceof Error ? error.stack ?? error.message : error);
  process.exit(1);
});
