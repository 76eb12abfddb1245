import { spawn, spawnSync } from 'node:child_process';
import autocannon from 'autocannon';

/** What one measured run gives: throughput, latency, size of an answer on the wire, failures. */
export interface Load {
  rps: number;
  p50: number;
  p99: number;
  /** Bytes per answer, headers included. */
  bytes: number;
  errors: number;
}

export interface LoadOptions {
  url: string;
  headers?: Record<string, string>;
  seconds: number;
  connections: number;
}

/**
 * wrk (C, one thread) drives the GET rows: autocannon parses every answer in JavaScript and tops
 * out near 11,000 answers of 25 KB a second on this machine, below a bare Node server, so every
 * fast server would look the same. Without wrk the rows fall back to autocannon and say so.
 */
export const wrkMissing = spawnSync('wrk', ['--version']).error !== undefined;

export function loadGenerator(): string {
  return wrkMissing ? 'autocannon (wrk is not installed: `apt-get install -y wrk`; fast servers then look alike)' : 'wrk, one thread';
}

export async function runLoad(options: LoadOptions): Promise<Load> {
  return wrkMissing ? runAutocannon(options) : runWrk(options);
}

async function runAutocannon({ url, headers, seconds, connections }: LoadOptions): Promise<Load> {
  const result = await autocannon({ url, headers, connections, duration: seconds });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bytes: result.throughput.average / Math.max(result.requests.average, 1),
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

const byteUnits: Record<string, number> = { B: 1, KB: 1024, MB: 1024 ** 2, GB: 1024 ** 3, TB: 1024 ** 4 };
const msUnits: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000 };

async function runWrk({ url, headers = {}, seconds, connections }: LoadOptions): Promise<Load> {
  const args = ['-t1', `-c${connections}`, `-d${seconds}s`, '--latency'];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
  const output = await new Promise<string>((resolve, reject) => {
    const child = spawn('wrk', [...args, url], { stdio: ['ignore', 'pipe', 'pipe'] });
    let text = '';
    child.stdout.on('data', (data: Buffer) => (text += data.toString()));
    child.stderr.on('data', (data: Buffer) => (text += data.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(text) : reject(new Error(`wrk exited ${code}:\n${text}`))));
  });
  const number = (pattern: RegExp) => Number(pattern.exec(output)?.[1] ?? 0);
  const latency = (percent: number) => {
    const match = new RegExp(`^\\s+${percent}%\\s+([\\d.]+)(us|ms|s|m)`, 'm').exec(output);
    return match ? Number(match[1]) * msUnits[match[2]!]! : Number.NaN;
  };
  const summary = /(\d+) requests in ([\d.]+)(us|ms|s|m), ([\d.]+)(B|KB|MB|GB|TB) read/.exec(output);
  if (!summary) throw new Error(`wrk printed no summary:\n${output}`);
  const requests = Number(summary[1]);
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  return {
    rps: number(/Requests\/sec:\s+([\d.]+)/),
    p50: latency(50),
    p99: latency(99),
    bytes: (Number(summary[4]) * byteUnits[summary[5]!]!) / Math.max(requests, 1),
    errors:
      number(/Non-2xx or 3xx responses: (\d+)/) + (socketErrors ? socketErrors.slice(1).reduce((sum, count) => sum + Number(count), 0) : 0),
  };
}
