/** One sample of a scrape: `name{label="value",…} 12`. */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The samples of Prometheus' text format (comments skipped), as the tests read them. */
export function parseScrape(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) throw new Error(`not a sample line: ${line}`);
    const labels: Record<string, string> = {};
    for (const [, name, value] of (match[2] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)) {
      labels[name!] = value!.replace(/\\(.)/g, (_, c: string) => (c === 'n' ? '\n' : c));
    }
    samples.push({ name: match[1]!, labels, value: Number(match[3]) });
  }
  return samples;
}

/** The sum of the samples of `name` whose labels include `labels` (0 when there is none). */
export function valueOf(samples: Sample[], name: string, labels: Record<string, string> = {}): number {
  return samples
    .filter((s) => s.name === name && Object.entries(labels).every(([key, value]) => s.labels[key] === value))
    .reduce((sum, s) => sum + s.value, 0);
}

/** Whether a sample of `name` is there at all. */
export const has = (samples: Sample[], name: string) => samples.some((s) => s.name === name);

/** Every series of the metrics whose names start with `prefix`, as one string each (name and sorted labels). */
export const seriesOf = (samples: Sample[], prefix: string) =>
  new Set(
    samples
      .filter((s) => s.name.startsWith(prefix))
      .map(
        (s) =>
          `${s.name}{${Object.entries(s.labels)
            .sort()
            .map(([k, v]) => `${k}=${JSON.stringify(v)}`)
            .join(',')}}`,
      ),
  );

/** The metric families a scrape names (`# TYPE name kind`). */
export const familiesOf = (text: string) => new Set([...text.matchAll(/^# TYPE (\S+) \S+$/gm)].map((m) => m[1]!));

/** GET /metrics on the metrics listener: the parsed samples, the text, and how long it took. */
export async function scrape(metricsUrl: string): Promise<{ samples: Sample[]; text: string; ms: number; status: number }> {
  const started = performance.now();
  const response = await fetch(`${metricsUrl}/metrics`);
  const text = await response.text();
  const ms = performance.now() - started;
  return { samples: response.ok ? parseScrape(text) : [], text, ms, status: response.status };
}
