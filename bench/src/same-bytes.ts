import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { freePort } from '@office/testing/local-browser';
import { nginxString, type RunningNginx, startNginx } from '@office/testing/nginx';

/** One answer of the app as it went over the wire: what the reference servers send back verbatim. */
export interface RecordedAnswer {
  status: number;
  /** Name/value pairs, minus those each server writes for itself (date, connection, keep-alive). */
  headers: Array<[string, string]>;
  body: Buffer;
}

const ownHeaders = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

/** The app's answer to a GET with these headers, bytes untouched (fetch would decompress them). */
export function recordAnswer(url: string, headers: Record<string, string>): Promise<RecordedAnswer> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const pairs: Array<[string, string]> = [];
        for (let i = 0; i < response.rawHeaders.length; i += 2) {
          const name = response.rawHeaders[i]!.toLowerCase();
          if (!ownHeaders.has(name)) pairs.push([name, response.rawHeaders[i + 1]!]);
        }
        resolve({ status: response.statusCode!, headers: pairs, body: Buffer.concat(chunks) });
      });
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

/** Where each recorded answer is served: `/r0`, `/r1`, … */
export const referencePath = (index: number) => `/r${index}`;

/** Writes each recorded answer's body to a file and the manifest the bare servers read; returns its path. */
export function writeManifest(dir: string, answers: RecordedAnswer[]): string {
  const manifest = answers.map((answer, index) => {
    const file = join(dir, `answer-${index}.bin`);
    writeFileSync(file, answer.body);
    return { path: referencePath(index), status: answer.status, headers: answer.headers.flat(), file };
  });
  const manifestFile = join(dir, 'same-bytes.json');
  writeFileSync(manifestFile, JSON.stringify(manifest));
  return manifestFile;
}

/**
 * A bare node:http server (bench/same-bytes-server.mjs, its own process) answering each recorded
 * answer of the manifest at its reference path: status, headers and body as recorded, nothing computed.
 */
export async function startBareServer(manifestFile: string) {
  const child = spawn(process.execPath, [join(import.meta.dirname, 'same-bytes-server.mjs'), manifestFile], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (data: Buffer) => {
      output += data.toString();
      const match = /listening (\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`the bare server exited (${code})`)));
  });
  return { origin: `http://127.0.0.1:${port}`, stop: () => void child.kill() };
}

/**
 * What starts the same bare server inside an app process (bench/same-bytes-beside.mjs, loaded with
 * `node --import`), listening on `port` beside the app: node arguments and environment.
 */
export function bareServerBesideTheApp(manifestFile: string, port: number): { args: string[]; env: Record<string, string> } {
  return {
    args: ['--import', pathToFileURL(join(import.meta.dirname, 'same-bytes-beside.mjs')).href],
    env: { SAME_BYTES_MANIFEST: manifestFile, SAME_BYTES_PORT: String(port) },
  };
}

/**
 * nginx, one worker, answering each recorded answer at its reference path from a file: the same
 * body and headers (nginx adds its own Server and Last-Modified, and no ETag of its own).
 */
export async function startNginxWith(dir: string, answers: RecordedAnswer[]): Promise<{ origin: string; server: RunningNginx }> {
  const port = await freePort();
  const locations = answers.map((answer, index) => {
    const file = join(dir, `answer-${index}.bin`);
    writeFileSync(file, answer.body);
    const type = answer.headers.find(([name]) => name === 'content-type')?.[1] ?? 'application/octet-stream';
    const added = answer.headers
      .filter(([name]) => name !== 'content-type' && name !== 'content-length')
      .map(([name, value]) => `add_header ${name} ${nginxString(value)} always;`);
    return `location = ${referencePath(index)} { alias ${file}; types { } default_type ${nginxString(type)}; ${added.join(' ')} }`;
  });
  const http = [
    'sendfile on;',
    'tcp_nopush on;',
    'etag off;',
    'server_tokens off;',
    'keepalive_requests 10000000;',
    'open_file_cache max=1000;',
    `server { listen 127.0.0.1:${port}; ${locations.join('\n')} }`,
  ].join('\n');
  return { origin: `http://127.0.0.1:${port}`, server: await startNginx({ dir: join(dir, 'nginx'), http, ports: [port] }) };
}
