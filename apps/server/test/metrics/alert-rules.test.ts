import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { AppMetrics } from '../../src/metrics/metrics.js';
import { serverPackageRoot } from '../../src/paths.js';
import { familiesOf } from './scrape.js';

const repositoryRoot = join(serverPackageRoot, '../..');
const rulesPath = join(repositoryRoot, 'deploy/prometheus/alerts.yml');
const rulesText = readFileSync(rulesPath, 'utf8');
const metricsDoc = readFileSync(join(repositoryRoot, 'docs/metrics.md'), 'utf8');

interface Rule {
  alert: string;
  expr: string;
  for?: string;
  labels: { severity: string };
  annotations: { summary: string; description?: string };
}

/** Every metric family a process with metrics on shows, pool included (as on Postgres). */
async function scrapedFamilies(): Promise<Set<string>> {
  const metrics = new AppMetrics();
  metrics.watch({
    answering: { sentFromMemory: () => [] },
    caches: { page: { hits: 0, misses: 0, bytes: 0 }, rest: { hits: 0, misses: 0, bytes: 0 } },
    database: { poolStats: () => ({ total: 1, idle: 1, waiting: 0 }) },
    outbox: { backlog: async () => ({ waiting: 0, oldestCreatedAt: null }) },
  });
  return familiesOf((await metrics.scrape()).body);
}

/**
 * The metric names a PromQL expression reads: ours and the default set's by prefix, and `up`
 * (Prometheus' own). Label values and functions never start with these.
 */
const metricNamesIn = (expr: string) => [...expr.matchAll(/\b(?:office|process|nodejs)_[a-z0-9_]+\b|\bup\b(?=\s*\{)/g)].map((m) => m[0]);

/** A histogram's series names its family with a suffix. */
const familyOf = (name: string, families: Set<string>) => (families.has(name) ? name : name.replace(/_(bucket|sum|count)$/, ''));

describe('the alerting rules (deploy/prometheus/alerts.yml)', () => {
  const document = parse(rulesText) as { groups: Array<{ name: string; rules: Rule[] }> };
  const rules = document.groups.flatMap((group) => group.rules);

  it('are valid YAML in the shape of Prometheus rule files, each alert named once, with a severity and a summary', () => {
    expect(document.groups.length).toBeGreaterThan(0);
    for (const group of document.groups) {
      expect(group.name).toMatch(/^office-/);
      expect(group.rules.length).toBeGreaterThan(0);
    }
    for (const rule of rules) {
      expect(
        Object.keys(rule).every((key) => ['alert', 'expr', 'for', 'labels', 'annotations'].includes(key)),
        rule.alert,
      ).toBe(true);
      expect(rule.alert).toMatch(/^Office[A-Z][A-Za-z]+$/);
      expect(typeof rule.expr).toBe('string');
      if (rule.for !== undefined) expect(rule.for).toMatch(/^\d+[smh]$/);
      expect(['critical', 'warning', 'info']).toContain(rule.labels.severity);
      expect(rule.annotations.summary.length).toBeGreaterThan(10);
    }
    expect(new Set(rules.map((rule) => rule.alert)).size).toBe(rules.length);
  });

  it('name only metrics a scrape has', async () => {
    const families = await scrapedFamilies();
    for (const rule of rules) {
      const names = metricNamesIn(rule.expr);
      expect(names.length, rule.alert).toBeGreaterThan(0);
      for (const name of names) if (name !== 'up') expect(families, `${rule.alert}: ${name}`).toContain(familyOf(name, families));
    }
  });

  it('cover what going live needs: 5xx, target down or not ready, mail, backlog, refusals, memory, event loop, pool waits', () => {
    const read = rules.map((rule) => rule.expr).join('\n');
    for (const needed of [
      /office_http_requests_total\{[^}]*status=~"5\.\."/,
      /\bup\{job="office"\} == 0/,
      /office_database_up/,
      /office_outbox_oldest_waiting_age_seconds[^\n]*> 3600/,
      /office_outbox_waiting_messages/,
      /office_inquiries_refused_total/,
      /process_resident_memory_bytes[^\n]*> 400 \* 1024 \* 1024/,
      /nodejs_eventloop_lag_p99_seconds/,
      /office_db_pool_waiting_requests/,
    ])
      expect(read).toMatch(needed);
  });

  it('are all in docs/metrics.md, as is every metric of ours', async () => {
    for (const rule of rules) expect(metricsDoc, rule.alert).toContain(`\`${rule.alert}\``);
    for (const family of await scrapedFamilies()) if (family.startsWith('office_')) expect(metricsDoc, family).toContain(`\`${family}\``);
  });

  // promtool is Prometheus' own checker; CI has none, so these say "skipped" there.
  const noPromtool = spawnSync('promtool', ['--version']).error !== undefined;

  it.skipIf(noPromtool)('pass promtool check rules', () => {
    const checked = spawnSync('promtool', ['check', 'rules', rulesPath], { encoding: 'utf8' });
    expect(checked.status, checked.stdout + checked.stderr).toBe(0);
  });

  it.skipIf(noPromtool)('fire as their unit tests say (promtool test rules alerts.test.yml)', () => {
    const tested = spawnSync('promtool', ['test', 'rules', join(repositoryRoot, 'deploy/prometheus/alerts.test.yml')], {
      encoding: 'utf8',
    });
    expect(tested.status, tested.stdout + tested.stderr).toBe(0);
  });
});
