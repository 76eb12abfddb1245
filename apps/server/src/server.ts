import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.js';
import { databaseOptions, loadConfigOrExit, publicOriginProblem, staffSecretsKeyProblem } from './config.js';
import { openDatabase } from '@office/db/client';
import { seedOnStart } from '@office/db/seed';
import { startInquiryJobs } from './jobs/inquiry-jobs.js';
import { closingLimitMs } from './http/lifecycle.js';
import { listenForMetrics, type MetricsListener } from './metrics/listener.js';

/** Production entry: validate configuration, open and migrate the database, start the background jobs, serve, close gracefully. */
async function main() {
  const config = loadConfigOrExit();
  const database = await openDatabase(databaseOptions(config));
  const { app, services, lifecycle, metrics } = await buildApp({ config, database });
  const originProblem = publicOriginProblem(config);
  if (originProblem) app.log.warn(originProblem);
  const secretsKeyProblem = staffSecretsKeyProblem(config);
  if (secretsKeyProblem) app.log.warn(secretsKeyProblem);
  app.log.info({ database: database.kind }, 'database opened');
  await database.migrate();
  if (config.SEED_ON_START) {
    // Page texts always; the fictional office and its demo posts only when asked (decision 0038).
    const report = await seedOnStart(database.db, { demoContent: config.SEED_DEMO_CONTENT });
    if (report && report.texts + report.posts + report.translations > 0) app.log.info(report, 'seed content added');
  }
  // Inquiry notifications (outbox → SMTP), the retention purges and the audit chain's check, in the background.
  const jobs = startInquiryJobs({
    outbox: services.outbox,
    inbox: services.inquiryInbox,
    office: services.office,
    audit: services.staff.audit,
    config,
    log: app.log,
  });
  let metricsListener: MetricsListener | undefined;

  // SIGTERM/SIGINT: drain (readyz 503, `Connection: close` on every answer) while the load
  // balancer notices, then stop accepting, answer every request that reached the process, finish
  // the outbox work, and close the database last. (An uncaught error lands here too; no request
  // can cause one: the server factory and the jobs catch what they throw.)
  closeWithGrace({ delay: config.SHUTDOWN_DRAIN_MS + closingLimitMs + 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an uncaught error');
    else app.log.info({ signal, drainMs: config.SHUTDOWN_DRAIN_MS }, 'shutting down');
    lifecycle.drain();
    await new Promise((resolve) => setTimeout(resolve, config.SHUTDOWN_DRAIN_MS));
    await lifecycle.closeListener(app.server);
    await app.close();
    await jobs.stop();
    // Scrapeable through the drain (Prometheus sees it), closed before the database it reads.
    await metricsListener?.close();
    await database.close();
    app.log.info('shut down');
  });

  await app.listen({ port: config.PORT, host: config.HOST });
  if (metrics && config.METRICS_PORT !== undefined) {
    // A metrics port that cannot be had is logged, not fatal: the site serves on, and Prometheus
    // reports the target down (docs/metrics.md).
    try {
      metricsListener = await listenForMetrics({
        scrape: () => metrics.scrape(),
        port: config.METRICS_PORT,
        host: config.METRICS_HOST,
        log: app.log,
      });
      app.log.info({ url: `${metricsListener.url}/metrics` }, `metrics listening at ${metricsListener.url}/metrics`);
    } catch (err) {
      app.log.error({ err, METRICS_PORT: config.METRICS_PORT, METRICS_HOST: config.METRICS_HOST }, 'the metrics listener could not start');
    }
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
